"""The sections of Fishy's rulebook text for Jumping Fish, in the rulebook's own order,
each with a stable rule id."""
from fishtutor.core.protocol import Rulebook

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

JUMPING_RULES = Rulebook("jumping_fish", JUMPING_SECTIONS)
