"""Fish Cards (15 decks, 158 cards) and Peril of the Sea cards, read from this edition's data."""
from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction
from importlib import resources


def _load(name: str) -> dict:
    """One of this package's data files."""
    return json.loads(resources.files(__package__).joinpath(f"data/{name}").read_text())


EDITION = _load("edition.json")
FISH = _load("fish.json")
PERIL_DATA = _load("perils.json")

VARIETIES = tuple(v["id"] for v in FISH["varieties"])
VARIETY_NAMES = tuple(v["name"] for v in FISH["varieties"])
VARIETY_WATER = tuple(v["water"] for v in FISH["varieties"])
VARIETY_RGB = tuple(v["rgb"] for v in FISH["varieties"])
DECKS = tuple(tuple(v["cards"]) for v in FISH["varieties"])  # each variety's Fish Card points, a fixed order
FISH_CARDS = sum(len(d) for d in DECKS)
WATERS = {k: v for k, v in FISH["waters"].items() if k != "edition_choice"}
_VARIETY_INDEX = {**{n: i for i, n in reversed(list(enumerate(VARIETY_NAMES)))},
                  **{n: i for i, n in reversed(list(enumerate(VARIETIES)))}}  # ids first, as variety() reads
SLAMS = tuple((s["name"], tuple(VARIETIES.index(f) for f in s["fish"]), s["points"]) for s in FISH["slams"])
MAX_POINTS = max(max(d) for d in DECKS)

PERILS = tuple(PERIL_DATA["perils"])
PERIL_NAMES = tuple(p["name"] for p in PERILS)
PERIL_CARDS = len(PERILS)

SEAT_COLOURS = tuple(EDITION["boat_colours"])
SEAT_RGB = tuple(EDITION["boat_rgb"])
MAX_CAPTAINS = len(SEAT_COLOURS)


def variety(key) -> int:
    """A variety's index from its id ("bluefin_tuna"), its name ("Bluefin Tuna") or its index."""
    if type(key) is str and key in _VARIETY_INDEX:
        return _VARIETY_INDEX[key]
    if type(key) is int and 0 <= key < len(VARIETIES):
        return key
    for names in (VARIETIES, VARIETY_NAMES):
        if key in names:
            return names.index(key)
    raise ValueError(f"{key!r} is not a fish of this edition: the varieties are {', '.join(VARIETY_NAMES)}.")


def shuffled_decks(rng) -> list[list[int]]:
    """Each variety's deck shuffled (face down; the top card is the last in the list)."""
    decks = [list(deck) for deck in DECKS]
    for deck in decks:
        rng.shuffle(deck)  # the same swaps as rng.permutation, straight on the cards
    return decks


def shuffled_perils(rng) -> list[int]:
    """The Peril deck shuffled (the top card is the last in the list)."""
    perils = list(range(PERIL_CARDS))
    rng.shuffle(perils)
    return perils


def draw_chances(deck: list, known: int) -> tuple[tuple[int, Fraction], ...]:
    """What the top card of a deck may be, exactly: the unseen cards lie above the ``known`` ones that
    went back face up to the bottom, so the top is any unseen card alike; with none unseen, the known top."""
    unseen = deck[known:]
    if not unseen:
        return ((deck[-1], Fraction(1)),) if deck else ()
    counts = Counter(unseen)
    return tuple((card, Fraction(c, len(unseen))) for card, c in sorted(counts.items()))


def top_cards(deck: list, known: int) -> tuple:
    """The cards the top of a deck may be, smallest first (``draw_chances`` without the chances)."""
    if len(deck) > known:
        return tuple(sorted(set(deck[known:])))
    return (deck[-1],) if deck else ()


def take(deck: list, known: int, card: int) -> int:
    """Take ``card`` off the top of a deck (the seeded top unless chance named another unseen card);
    returns the new count of known cards at the bottom."""
    if deck[-1] != card:
        i = len(deck) - 1 - deck[::-1].index(card)
        if i < known:
            raise ValueError(f"card {card} is not one the top of the deck can be")
        deck[i], deck[-1] = deck[-1], deck[i]
    deck.pop()
    return min(known, len(deck))


def to_bottom(deck: list, known: int, card: int) -> int:
    """Put a card face up at the bottom of its deck; returns the new count of known bottom cards."""
    deck.insert(0, card)
    return known + 1


def peril_text(k: int) -> str:
    """A Peril card in words: its name and what it does."""
    return f"{PERIL_NAMES[k]}: {PERILS[k]['text']}"
