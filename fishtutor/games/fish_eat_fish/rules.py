"""The sections of the Fish Eat Fish rulebook, in its own order, each with a stable rule id."""
from fishtutor.core.protocol import Rulebook

SECTIONS = (
    ("contents", "What's in the Box"),
    ("object", "The Object of Fish Eat Fish"),
    ("setting_up", "Setting Up"),
    ("placing_the_fish", "Placing the Fish"),
    ("definitions", "Definitions"),
    ("moving_a_fish", "Moving a Fish"),
    ("choosing_a_fish_to_attack", "Choosing a Fish to Attack"),
    ("attacking", "Attacking a Fish"),
    ("taking_turns", "Taking Turns"),
    ("winning", "Winning the Game"),
    ("tie_breaker", "Tie Breaker"),
    ("resolving_attacks", "Resolving Attacks"),
)

RULES = Rulebook("fish_eat_fish", SECTIONS)
rid = RULES.id
