"""make bench: speed and memory figures, each beside a reference measured in the same run (reports, never fails)."""
