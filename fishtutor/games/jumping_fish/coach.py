"""What the coach may add to a hint in Jumping Fish's words: what it counts (the rules count no points)."""
UNIT = "your fish jumped out of the top"
