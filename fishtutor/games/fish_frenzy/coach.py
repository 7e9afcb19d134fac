"""What the coach may add to a hint in Fish Frenzy's words: a landing's price in little fish, a collection's cards
(only counts the seat can see; the hint-truth test checks each against the state)."""
from __future__ import annotations

from .moves import Collect, PlaceSeagull


def clause(state, seat: int, move) -> str:
    """Landing free on an empty boat, a challenge's exact price from your hand, or the cards a collection takes."""
    if type(move) is PlaceSeagull:
        held, there = state.hand[seat], state.resident[move.boat]
        if there < 0:
            return f"landing on an empty boat is free: you keep your {held} little fish"
        return (f"challenging {state.seat_name(there)} there costs exactly {move.tokens} of your {held} little fish "
                f"(yours on that boat must end one above theirs)")
    if type(move) is Collect:
        return f"collecting takes all {len(state.boats[move.boat])} cards under boat {move.boat + 1}"
    return ""
