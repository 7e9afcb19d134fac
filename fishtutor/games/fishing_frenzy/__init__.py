"""Fishing Frenzy (2-6 Captains): a sport fishing tournament on a map of drifters, wheels, jaws and docks."""
from fishtutor.core.protocol import Game

from . import invariants
from .rules import RULES
from .state import FishingFrenzyState


class FishingFrenzy(Game):
    """Fishing Frenzy: catch the best fish before the limit, then race back to the docks."""

    name = "fishing_frenzy"
    title = "Fishing Frenzy"
    min_players = 2
    max_players = 6
    playing_time = "about 30 to 45 minutes (4 players, 20 fish)"
    rules = RULES
    variants = ({"limit": 4}, {}, {"limit": 4, "drift": "sides"}, {"limit": 4, "sos_order": "turn"})
    variant_names = ("Short tournament (4 fish)", "Full tournament (5 fish a Captain)",
                     "Short tournament, drifters left by any side",
                     "Short tournament, S.O.S. Perils drawn in turn order")
    state_class = FishingFrenzyState

    def invariant_violations(self, state: FishingFrenzyState) -> list[str]:
        """Broken invariants of a position (cards, Perils, tags, boats), in words."""
        return invariants.violations(state)

    def candidate_moves(self, state: FishingFrenzyState) -> list:
        """Every move of the right shape worth trying, legal or not."""
        return invariants.candidates(state)


GAME = FishingFrenzy()
FishingFrenzyState.game = GAME
try:  # the PLAY object (clicks and pictures) is written beside the rules; the engine works without it
    from .interact import PLAY
    FishingFrenzy.play = PLAY
except ImportError:  # pragma: no cover
    pass
