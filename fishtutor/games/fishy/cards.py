"""Fishy's cards: Level 1-5, Lowest 3, Lowest 4 and Cat cards as plain string codes, and each game's hand.

A card is its code (a str), so moves and records hold it as is: Level(3) == "L3", LOWEST_3 == "LOW3",
LOWEST_4 == "LOW4", CAT == "CAT". A hand is a sorted tuple of codes (Cats may come more than once)."""
from __future__ import annotations

from collections import Counter

from .barrel import LEVELS

LOWEST_3 = "LOW3"
LOWEST_4 = "LOW4"
CAT = "CAT"
LEVEL_CARDS = tuple(f"L{n}" for n in range(1, LEVELS + 1))
CARDS = LEVEL_CARDS + (LOWEST_3, LOWEST_4, CAT)  # every card kind, in display order
ORDER = {code: i for i, code in enumerate(CARDS)}
NAMES = {**{f"L{n}": f"Level {n}" for n in range(1, LEVELS + 1)},
         LOWEST_3: "Lowest 3", LOWEST_4: "Lowest 4", CAT: "Cat"}
LOWEST_LEVELS = {LOWEST_3: (1, 2, 3), LOWEST_4: (1, 2, 3, 4)}  # the levels a Lowest card places on


def Level(n: int) -> str:  # noqa: N802 (reads like the card's name)
    """The Level card of level ``n`` (1-5)."""
    if type(n) is not int or not 1 <= n <= LEVELS:
        raise ValueError(f"There is no Level {n!r} card: Level cards go from 1 to {LEVELS}.")
    return f"L{n}"


def is_level(card: str) -> bool:
    """A Level card names one level of the barrel."""
    return card in LEVEL_CARDS


def level_of(card: str) -> int:
    """The level a Level card names (0 for any other card)."""
    return int(card[1]) if card in LEVEL_CARDS else 0


def is_lowest(card: str) -> bool:
    """A Lowest 3 or Lowest 4 card."""
    return card in LOWEST_LEVELS


def card_name(card: str) -> str:
    """A card as the rulebook names it ("Level 3", "Lowest 3", "Cat")."""
    return NAMES.get(card, repr(card))


def sort_hand(cards) -> tuple[str, ...]:
    """A hand in display order: Level 1-5, Lowest 3, Lowest 4, Cats."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def hand(lowest_3: bool = True, lowest_4: bool = True, cats: int = 2) -> tuple[str, ...]:
    """A player's set: the five Level cards, the Lowest cards the game keeps, and ``cats`` Cat cards."""
    extra = (LOWEST_3,) * lowest_3 + (LOWEST_4,) * lowest_4
    return LEVEL_CARDS + extra + (CAT,) * cats


CATS_IN_THE_BARREL_HAND = hand(lowest_4=False, cats=2)  # no Lowest 4; two Cats
JUMPING_FISH_HAND = hand(lowest_3=False, lowest_4=False, cats=2)  # no Lowest 3 or 4; two Cats
FISH_IN_THE_BARREL_HAND = hand(cats=2)  # reconstruction: the full set and two Cats
FRESH_FISH_HAND = hand(cats=0)  # reconstruction: the full set, no Cats


def remove(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """A hand with one copy of ``card`` taken out (it must be there)."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def counts(cards) -> Counter:
    """How many of each card kind."""
    return Counter(cards)
