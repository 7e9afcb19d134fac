"""The moves of Fishing Frenzy: small frozen records with a human ``__str__``."""
from __future__ import annotations

from dataclasses import dataclass

from .cards import DECKS, PERIL_CARDS, PERIL_NAMES, VARIETIES, VARIETY_NAMES

DIRECTIONS = ("N", "E", "S", "W")
DIRECTION_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
# The white cube's six faces, as the rulebook lists them.
COMPASS = ("NE", "NW", "NS", "SE", "SW", "EW")
NUMBERS = (1, 2, 3, 4, 5, 6)


def compass_words(face) -> str:
    """A white-cube face in words: "North and East"."""
    if type(face) is str and face in COMPASS:
        return f"{DIRECTION_NAMES[face[0]]} and {DIRECTION_NAMES[face[1]]}"
    return repr(face)


def _way(direction, steps) -> str:
    """One direction of a move in words: "South 4"."""
    return f"{DIRECTION_NAMES.get(direction, repr(direction))} {steps}" if type(direction) is str \
        else f"{direction!r} {steps}"


@dataclass(frozen=True, slots=True)
class OrderRoll:
    """Chance: the black cube, rolled by the Captain whose roll for docks and turn order is due."""

    number: int

    def __str__(self) -> str:
        return f"rolls {self.number} for the docks"


@dataclass(frozen=True, slots=True)
class PickDock:
    """Choose the dock (numbered from 1, west to east) your boat leaves from."""

    dock: int

    def __str__(self) -> str:
        return f"takes dock {self.dock}"


@dataclass(frozen=True, slots=True)
class Roll:
    """Chance: the white cube (two compass directions) and the black cube (1-6), rolled together."""

    compass: str
    number: int

    def __str__(self) -> str:
        return f"rolls {compass_words(self.compass)}, {self.number}"


@dataclass(frozen=True, slots=True)
class Sail:
    """Move ``steps`` spaces ``first``, then (unless ``second`` is "") ``steps`` spaces ``second``; ``stop`` names
    where the first direction ended ("" for one direction) and ``end`` where the boat finishes."""

    first: str
    second: str
    steps: int
    stop: str
    end: str

    def __str__(self) -> str:
        way = _way(self.first, self.steps)
        if self.second:
            way += f" then {_way(self.second, self.steps)}"
        return f"goes {way} to {self.end}"


@dataclass(frozen=True, slots=True)
class Drift:
    """Where a Peril's forced move leaves your boat, when a drifter lets it leave by more than one space."""

    end: str

    def __str__(self) -> str:
        return f"is pushed to {self.end}"


@dataclass(frozen=True, slots=True)
class Declare:
    """On an S.O.S. space: declare your one emergency (True) or let it be (False)."""

    sos: bool

    def __str__(self) -> str:
        return "declares an emergency (S.O.S.)" if self.sos is True else "keeps the S.O.S. for later"


@dataclass(frozen=True, slots=True)
class DrawFish:
    """Chance: the top Fish Card of the caught variety's deck, with its points."""

    variety: int
    points: int

    def __str__(self) -> str:
        name = VARIETY_NAMES[self.variety] if type(self.variety) is int and 0 <= self.variety < len(VARIETIES) \
            else repr(self.variety)
        return f"draws a {name} card worth {self.points}"


@dataclass(frozen=True, slots=True)
class DrawPeril:
    """Chance: the top Peril of the Sea card."""

    peril: int

    def __str__(self) -> str:
        name = PERIL_NAMES[self.peril] if type(self.peril) is int and 0 <= self.peril < PERIL_CARDS \
            else repr(self.peril)
        return f"draws the Peril {name}"


ORDER_ROLLS = tuple(OrderRoll(n) for n in NUMBERS)
ROLLS = tuple(Roll(c, n) for c in COMPASS for n in NUMBERS)
PERIL_DRAWS = tuple(DrawPeril(k) for k in range(PERIL_CARDS))
DECLARES = (Declare(True), Declare(False))
DRAW_FISH = {(v, p): DrawFish(v, p) for v, deck in enumerate(DECKS) for p in sorted(set(deck))}  # shared records


def draw_fish(variety: int, points: int) -> DrawFish:
    """The shared DrawFish record for a card (a fresh one for a card no deck holds)."""
    move = DRAW_FISH.get((variety, points))
    return move if move is not None else DrawFish(variety, points)
MOVE_TYPES = {t.__name__: t for t in (OrderRoll, PickDock, Roll, Sail, Drift, Declare, DrawFish, DrawPeril)}
