"""The lessons of every game: rulebook sections as data."""
from . import fish_eat_fish, fish_frenzy

LESSONS = {"fish_frenzy": fish_frenzy.STEPS, "fish_eat_fish": fish_eat_fish.STEPS}
