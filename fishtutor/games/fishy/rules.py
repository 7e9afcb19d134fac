"""The sections of Fishy's rulebook text, per game, in the rulebook's own order, each with a stable rule id."""
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

JUMPING_SECTIONS = (
    ("preparations", "Preparations"),
    ("round", "Play: a round"),
    ("unique_level", "a. A Level card nobody has played yet"),
    ("repeated_level", "b. A Level card already played"),
    ("cat_defence", "b. Stopping a push down with a Cat"),
    ("cat_card", "c. A Cat card played on your turn"),
    ("new_fish", "2. One fish onto level 1"),
    ("take_back", "3. Cards back, the Dragon passes"),
    ("jumping_rotting", "Jumping & Rotting"),
    ("game_end", "Game End & Winning"),
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
JUMPING_RULES = Rulebook("jumping_fish", JUMPING_SECTIONS)
FRESH_FISH_RULES = Rulebook("fresh_fish", FRESH_FISH_SECTIONS)
FISH_IN_THE_BARREL_RULES = Rulebook("fish_in_the_barrel", FISH_IN_THE_BARREL_SECTIONS)
