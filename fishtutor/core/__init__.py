"""The protocol every game speaks, and helpers to play games through it."""
from .protocol import (ALLOWED, CHANCE, SIMULTANEOUS, TERMINAL, Game, IllegalMove, Rule, State, Verdict,
                       refuse)

__all__ = ["ALLOWED", "CHANCE", "SIMULTANEOUS", "TERMINAL", "Game", "IllegalMove", "Rule", "State",
           "Verdict", "refuse"]
