"""A barrel game's table in words for a viewer (Cats in the Barrel and the reconstructions on its engine)."""
from __future__ import annotations

from fishtutor.games.fishy.describe import describe_table, name_target as _name

from .phases import CHOOSE, PLACE
from .portray import table


def describe(state, seat: int | None, hide: frozenset = frozenset(), focus: tuple | None = None) -> str:
    """The table as ``seat`` may see it (the points kept back while a question asks for them)."""
    return describe_table(table(state, seat, focus, frozenset(hide)))


def name_target(state, seat: int | None, target: tuple, focus: tuple | None = None) -> str:
    """A clickable thing as the board names it."""
    return _name(table(state, seat, focus), target)


def why_lit(state, seat: int | None, focus: tuple | None = None) -> str:
    """Why the lit things are lit."""
    if state.phase == CHOOSE:
        return "the cards you may play"
    if state.phase == PLACE:
        return "the levels your fish may go to"
    return "the opponents' cards your Cat may act on" if focus is None else "what your Cat may do with the card"
