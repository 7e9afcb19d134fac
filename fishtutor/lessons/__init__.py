"""The lessons of every game: rulebook sections as data."""
from . import fish_eat_fish, fish_frenzy, fishing_frenzy

LESSONS = {"fish_frenzy": fish_frenzy.STEPS, "fish_eat_fish": fish_eat_fish.STEPS,
           "fishing_frenzy": fishing_frenzy.STEPS}
