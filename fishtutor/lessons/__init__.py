"""The lessons of every game: rulebook sections as data."""
from . import fish_frenzy

LESSONS = {"fish_frenzy": fish_frenzy.STEPS}
