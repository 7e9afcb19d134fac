"""The sections of the Fishing Frenzy rulebook, in its own order, each with a stable rule id."""
from fishtutor.core.protocol import Rulebook

SECTIONS = (
    ("objective", "The Objective"),
    ("contents", "The Contents"),
    ("set_up", "The Set Up"),
    ("dice", "The Dice"),
    ("board", "The Board"),
    ("before_the_tournament", "Before the Tournament"),
    ("leaving_the_dock", "Leaving the Dock"),
    ("during_the_tournament", "During the Tournament"),
    ("running_aground", "Running Aground"),
    ("lines_out_of_the_water", "Lines Out of the Water"),
    ("docking", "Docking"),
    ("scoring", "Scoring"),
    ("ties", "Ties"),
)

RULES = Rulebook("fishing_frenzy", SECTIONS)
rid = RULES.id
