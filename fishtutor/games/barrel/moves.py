"""The moves of the barrel games: small frozen records with a human ``__str__``."""
from __future__ import annotations

from dataclasses import dataclass

from fishtutor.games.fishy.barrel import MAX_PLAYERS
from fishtutor.games.fishy.cards import CARDS, CAT, card_name


@dataclass(frozen=True, slots=True)
class Pick:
    """Choose a card face down ("L3", "LOW3", "CAT"); ``both`` plays both Cat cards at once (Fish in the Barrel)."""

    card: str
    both: bool = False

    def __str__(self) -> str:
        if self.both:
            return "play both Cat cards face down"
        return f"play the {card_name(self.card)} card face down"


@dataclass(frozen=True, slots=True)
class Trade:
    """With your Cat, take the card ``card`` that seat ``seat`` has in play; they take your Cat."""

    seat: int
    card: str

    def __str__(self) -> str:
        return f"trade the Cat for Player {self.seat + 1}'s {card_name(self.card)} card"


@dataclass(frozen=True, slots=True)
class Cancel:
    """With your Cat, cancel seat ``seat``'s card ``card``: it does nothing, and they lose a fish from its level(s)."""

    seat: int
    card: str

    def __str__(self) -> str:
        return f"cancel Player {self.seat + 1}'s {card_name(self.card)} card with the Cat"


@dataclass(frozen=True, slots=True)
class Pass:
    """Let your Cat card (``card`` is always "CAT") do nothing this turn."""

    card: str = CAT

    def __str__(self) -> str:
        return "let the Cat do nothing"


@dataclass(frozen=True, slots=True)
class Place:
    """With fewer fish than your card allows, put one fish on ``level`` (one of the card's levels)."""

    level: int

    def __str__(self) -> str:
        return f"place a fish on level {self.level}"


MOVE_TYPES = {t.__name__: t for t in (Pick, Trade, Cancel, Pass, Place)}
PICKS = {card: Pick(card) for card in CARDS}
BOTH_CATS = Pick(CAT, True)
PASS = Pass()
PLACES = {n: Place(n) for n in range(1, 6)}
TRADES = {(seat, card): Trade(seat, card) for seat in range(MAX_PLAYERS) for card in CARDS}  # shared, like PICKS
CANCELS = {(seat, card): Cancel(seat, card) for seat in range(MAX_PLAYERS) for card in CARDS}
