"""The lessons of every game: rulebook sections as data (a game's lessons are imported when first looked up)."""
from fishtutor.games import Registry

LESSONS = Registry({
    "fish_frenzy": "fishtutor.lessons.fish_frenzy:STEPS", "fish_eat_fish": "fishtutor.lessons.fish_eat_fish:STEPS",
    "cats_in_the_barrel": "fishtutor.lessons.cats_in_the_barrel:STEPS",
    "fresh_fish": "fishtutor.lessons.cats_in_the_barrel:FRESH_FISH_STEPS",
    "fish_in_the_barrel": "fishtutor.lessons.cats_in_the_barrel:FISH_IN_THE_BARREL_STEPS",
    "jumping_fish": "fishtutor.lessons.jumping_fish:STEPS", "fishing_frenzy": "fishtutor.lessons.fishing_frenzy:STEPS"})
