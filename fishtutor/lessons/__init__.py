"""The lessons of every game: rulebook sections as data."""
from . import cats_in_the_barrel, fish_eat_fish, fish_frenzy, fishing_frenzy, jumping_fish

LESSONS = {"fish_frenzy": fish_frenzy.STEPS, "fish_eat_fish": fish_eat_fish.STEPS,
           "cats_in_the_barrel": cats_in_the_barrel.STEPS, "fresh_fish": cats_in_the_barrel.FRESH_FISH_STEPS,
           "fish_in_the_barrel": cats_in_the_barrel.FISH_IN_THE_BARREL_STEPS, "jumping_fish": jumping_fish.STEPS,
           "fishing_frenzy": fishing_frenzy.STEPS}
