"""Jumping Fish's table in words for a viewer, from the same Table the picture is drawn from."""
from __future__ import annotations

from fishtutor.games.fishy.cards import CAT
from fishtutor.games.fishy.describe import describe_table, name_target as _name

from .portray import table


def describe(state, seat: int | None, hide: frozenset = frozenset(), focus: tuple | None = None) -> str:
    """The table as ``seat`` may see it (fish left count instead of points: nothing here is asked hidden)."""
    return describe_table(table(state, seat, focus))


def name_target(state, seat: int | None, target: tuple, focus: tuple | None = None) -> str:
    """A clickable thing as the board names it."""
    return _name(table(state, seat, focus), target)


def why_lit(state, seat: int | None, focus: tuple | None = None) -> str:
    """Why the lit things are lit."""
    if focus is None:
        return "the cards you may play"
    if focus == ("card", CAT):
        return "the fish your Cat may move, or playing it without moving a fish"
    return "the ways your card may move your fish"
