"""The sections of Fishy's rulebook text for the barrel games (Cats in the Barrel, Fresh Fish, Fish in the Barrel),
per game, in the rulebook's own order, each with a stable rule id."""
from fishtutor.core.protocol import Rulebook

CATS_SECTIONS = (
    ("preparations", "Preparations"),
    ("turn", "Play: a turn"),
    ("unique_level", "a. A unique Level card"),
    ("pair", "b. Two of the same Level card"),
    ("three_or_more", "c. Three or more of the same Level card"),
    ("lowest_3", "d. The Lowest 3 card"),
    ("cat", "e. A Cat card"),
    ("cat_order", "f. More than one Cat card"),
    ("new_hand", "New Hand"),
    ("game_end", "Game End & Winning"),
    ("example", "Example of Play"),
    ("rulings", "Rules Questions (Fresh Fish and Fish in the Barrel)"),
)

FRESH_FISH_SECTIONS = (  # a reconstruction: the rulebook text gives only its rulings
    ("reconstruction", "Fresh Fish (reconstruction): a turn"),
    ("rulings", "Rules Questions"),
)

FISH_IN_THE_BARREL_SECTIONS = (  # a reconstruction: the rulebook text gives only its rulings
    ("reconstruction", "Fish in the Barrel (reconstruction): a turn"),
    ("rulings", "Rules Questions"),
)

CATS_RULES = Rulebook("cats_in_the_barrel", CATS_SECTIONS)
FRESH_FISH_RULES = Rulebook("fresh_fish", FRESH_FISH_SECTIONS)
FISH_IN_THE_BARREL_RULES = Rulebook("fish_in_the_barrel", FISH_IN_THE_BARREL_SECTIONS)
