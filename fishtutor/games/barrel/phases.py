"""The parts of a barrel game's turn, in order: choosing cards, the Cats acting, placing fish; then game over."""

CHOOSE, CAT_TURN, PLACE, OVER = range(4)
PHASE_NAMES = ("choosing cards", "Cats", "placing fish", "game over")
