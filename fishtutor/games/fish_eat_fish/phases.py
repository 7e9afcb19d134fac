"""Fish Eat Fish's phases of play, in the order a game passes through them, and their names in words."""

PLACE, MOVE, CHOOSE, OVER = range(4)
PHASE_NAMES = ("placing the fish", "taking turns", "choosing challenge cards", "game over")
