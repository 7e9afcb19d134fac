"""The moves of Fish Eat Fish: small frozen records, built once and shared."""
from __future__ import annotations

from dataclasses import dataclass

from .board import CIRCLES, circle_name
from .cards import CARD_CODES, CARD_NAMES, KIND_OF_CODE


@dataclass(frozen=True, slots=True)
class Place:
    """Placing the Fish: put one fish of your colour on an empty circle."""

    circle: int

    def __str__(self) -> str:
        return f"place a fish on {circle_name(self.circle)}"


@dataclass(frozen=True, slots=True)
class Swim:
    """Move your fish (or stack) along a straight line to an empty circle, when no attack is possible."""

    fish: int
    to: int

    def __str__(self) -> str:
        return f"swim {circle_name(self.fish)} to {circle_name(self.to)}"


@dataclass(frozen=True, slots=True)
class Attack:
    """Attack ``target`` with your fish on ``fish``, first swimming to ``landing`` (== fish: no swim)."""

    fish: int
    landing: int
    target: int

    def __str__(self) -> str:
        swim = f" swims to {circle_name(self.landing)} and" if self.landing != self.fish else ""
        return f"{circle_name(self.fish)}{swim} attacks {circle_name(self.target)}"


@dataclass(frozen=True, slots=True)
class ChooseCard:
    """Choose a Challenge Card face down for a battle: "S" Shark, "O" Octopus, "F3" a Fish card 3."""

    card: str

    def __str__(self) -> str:
        k = KIND_OF_CODE.get(self.card)
        return f"play the {CARD_NAMES[k]} card" if k is not None else f"play card {self.card!r}"


PLACES = tuple(Place(c) for c in range(CIRCLES))
SWIMS = tuple(Swim(f, t) for f in range(CIRCLES) for t in range(CIRCLES))  # index f * 25 + to
ATTACKS = tuple(Attack(f, l, t) for f in range(CIRCLES) for l in range(CIRCLES) for t in range(CIRCLES))
CHOICES = tuple(ChooseCard(code) for code in CARD_CODES)  # index = card kind
MOVE_TYPES = {t.__name__: t for t in (Place, Swim, Attack, ChooseCard)}


def attack(f: int, landing: int, target: int) -> Attack:
    """The shared Attack record for these circles."""
    return ATTACKS[(f * CIRCLES + landing) * CIRCLES + target]
