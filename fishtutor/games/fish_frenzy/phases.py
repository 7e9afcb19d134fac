"""Fish Frenzy's phases of play, in the order a game passes through them, and their names in words."""

DISCARD, REVEAL_GOAL, REVEAL_EVENT, DEAL, SEAGULLS, SORT, OVER = range(7)
PHASE_NAMES = ("setup discard", "reveal goal", "reveal event", "deal", "play seagulls", "sort the catch",
               "game over")
