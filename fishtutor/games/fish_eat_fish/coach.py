"""What the coach may add to a hint in Fish Eat Fish's words: what it counts points in, and a Challenge Card's
count in your hand (only what the seat can see; the hint-truth test checks it against the state)."""
from __future__ import annotations

from .cards import CARD_NAMES, KIND_OF_CODE
from .moves import ChooseCard

UNIT = "the fish in your catch"


def clause(state, seat: int, move) -> str:
    """A Challenge Card chosen: how many of it you hold, and how many cards your hand keeps after it."""
    if type(move) is not ChooseCard:
        return ""
    kind, hand = KIND_OF_CODE[move.card], state.hand[seat]
    return (f"you hold {hand[kind]} {CARD_NAMES[kind]} card{'s' if hand[kind] != 1 else ''}, and "
            f"{sum(hand) - 1} cards stay in your hand after it")
