"""What the coach may add to a hint in Fish Frenzy's words: a landing's price in little fish, a collection's cards
(only counts the seat can see; the hint-truth test checks each against the state)."""
from __future__ import annotations

from .cards import KIND_FISH, card_name
from .moves import Collect, Eat, PlaceSeagull


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


def your_move(state, seat: int, move) -> tuple[str, str]:
    """The learner's own move said to them: what to do ("fly to boat 3") and what they did ("flew to boat 3")."""
    kind = type(move)
    if kind is PlaceSeagull:
        return _seagull(state, seat, move)
    cards = state.boats[move.boat] if kind in (Collect, Eat) and 0 <= move.boat < state.n else []
    if kind is Collect:
        listed = ", ".join(card_name(k) for k in cards) or "nothing"
        return f"collect boat {move.boat + 1}: {listed}", f"collected boat {move.boat + 1}: {listed}"
    if kind is Eat and cards:
        gain = min(KIND_FISH[cards[-1]] + state.extras[move.boat], state.supply[seat])
        what = f"the {card_name(cards[-1])} on boat {move.boat + 1}"
        return f"eat {what} and take {gain} little fish", f"ate {what} and took {gain} little fish"
    return str(move), f"chose: {move}"


def _seagull(state, seat: int, move: PlaceSeagull) -> tuple[str, str]:
    """Your seagull landing, flying on after a challenge, or challenging the seagull on a boat."""
    b = move.boat
    there = state.resident[b] if 0 <= b < state.n else -1
    if there < 0 or there == seat:
        now, done = ("fly to", "flew to") if state.challenged == seat else ("land on", "landed on")
        return f"{now} boat {b + 1}", f"{done} boat {b + 1}"
    back = " back" if state.perch[seat] == b else ""
    earlier = state.stake[b][seat]
    total = f" ({earlier + move.tokens} there in all)" if earlier else ""
    rest = f"{state.seat_name(there)}{back} on boat {b + 1} with {move.tokens} little fish{total}"
    return f"challenge {rest}", f"challenged {rest}"
