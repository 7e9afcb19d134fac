"""The sections of the Fish Frenzy rulebook, in its own order, each with a stable rule id."""
from fishtutor.core.protocol import Rulebook

SECTIONS = (
    ("components", "Components"),
    ("setup", "Setup"),
    ("object", "Object of the Game"),
    ("round_summary", "Round Summary"),
    ("deal", "1. Deal Fish & Crab Cards"),
    ("taking_a_turn", "2. Play Seagulls: Taking a turn"),
    ("challenging", "Challenging"),
    ("who_goes_next", "Who Goes Next?"),
    ("sort_the_catch", "3. Sort the Catch"),
    ("collect", "Collect"),
    ("eat", "Eat"),
    ("end_of_round", "End of the Round"),
    ("end_of_game", "End of the Game"),
    ("fish_cards", "Fish Cards"),
    ("crab_cards", "Crab Cards"),
    ("tie_breakers", "Tie Breakers"),
    ("scoring_example", "Scoring Example"),
    ("goal_and_event_cards", "Goal and Event Cards (Optional)"),
)

RULES = Rulebook("fish_frenzy", SECTIONS)
rid = RULES.id
