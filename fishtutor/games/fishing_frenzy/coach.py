"""What the coach may add to a hint in Fishing Frenzy's words: for a sail or a drift that ends on a fish, whether it
is caught yet and how many of its Fish Cards no Captain has seen; on a Peril space, how many Peril cards nobody
has seen (all public; the hint-truth test checks each against the state)."""
from __future__ import annotations

from .board import FISH, JAW, parse_square, square_name
from .moves import Drift, Sail


def clause(state, seat: int, move) -> str:
    """What waits where the boat ends: a fish and its deck, or a Peril and its deck ("" elsewhere)."""
    if type(move) not in (Sail, Drift):
        return ""
    square = parse_square(move.end)
    kind = state.board.kind(square)
    if kind == JAW:
        unseen = len(state.perils) - state.perils_known
        return f"ending on the Peril space draws a Peril card: {unseen} of the {len(state.perils)} are unseen"
    if kind != FISH:
        return ""
    fish = f"the {state.board.variety(square)} at {square_name(square)}"
    if state.is_tagged(*state.board.space(square)):  # a fish is tagged on its space's own square
        return f"{fish} is caught already"
    v = state.variety_at(*square)
    unseen = len(state.decks[v]) - state.known[v]
    if unseen == 0:
        return f"{fish} is not caught yet, and every Fish Card left of it lies face up: its points are seen by all"
    return f"{fish} is not caught yet: {unseen} of its {len(state.decks[v])} Fish Cards are unseen"
