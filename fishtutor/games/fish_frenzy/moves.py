"""The moves of Fish Frenzy: small frozen records, built once and shared."""
from __future__ import annotations

from dataclasses import dataclass

from .cards import KINDS, card_name

MAX_BOATS = 5
MAX_TOKENS = 8


@dataclass(frozen=True, slots=True)
class DealCard:
    """Chance: the next card off the Draw Deck is of this kind (it goes where the deal is due)."""

    kind: int

    def __str__(self) -> str:
        return f"deal {card_name(self.kind)}" if type(self.kind) is int and 0 <= self.kind < KINDS \
            else f"deal card kind {self.kind!r}"


@dataclass(frozen=True, slots=True)
class RevealGoal:
    """Chance: this Goal card is revealed for the game."""

    goal: int

    def __str__(self) -> str:
        return f"reveal goal {self.goal}"


@dataclass(frozen=True, slots=True)
class RevealEvent:
    """Chance: this Event card is revealed for the game."""

    event: int

    def __str__(self) -> str:
        return f"reveal event {self.event}"


@dataclass(frozen=True, slots=True)
class PlaceSeagull:
    """Put your Seagull on a boat (0-based), playing ``tokens`` little fish if it is a challenge."""

    boat: int
    tokens: int = 0

    def __str__(self) -> str:
        paid = f" playing {self.tokens!r} little fish" if self.tokens else ""
        return f"seagull to boat {_counted(self.boat)}{paid}"


@dataclass(frozen=True, slots=True)
class Collect:
    """Sort the catch by taking every card under your boat."""

    boat: int

    def __str__(self) -> str:
        return f"collect boat {_counted(self.boat)}"


@dataclass(frozen=True, slots=True)
class Eat:
    """Sort the catch by eating the rightmost card under your boat."""

    boat: int

    def __str__(self) -> str:
        return f"eat on boat {_counted(self.boat)}"


def _counted(index) -> str:
    """A 0-based index as players count it (from 1); anything else as it is."""
    return str(index + 1) if type(index) is int else repr(index)


DEALS = tuple(DealCard(k) for k in range(KINDS))
PLACES = tuple(tuple(PlaceSeagull(b, t) for t in range(MAX_TOKENS + 1)) for b in range(MAX_BOATS))
COLLECTS = tuple(Collect(b) for b in range(MAX_BOATS))
EATS = tuple(Eat(b) for b in range(MAX_BOATS))
MOVE_TYPES = {t.__name__: t for t in (DealCard, RevealGoal, RevealEvent, PlaceSeagull, Collect, Eat)}
