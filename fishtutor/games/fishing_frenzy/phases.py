"""The phases a Fishing Frenzy game passes through, in order."""
ORDER, DOCKS, FISHING, LINES_OUT, FISH_OFF, OVER = range(6)
PHASE_NAMES = ("roll for docks", "pick docks", "fishing", "lines out of the water", "fish-off", "tournament over")
