"""The barrel all Fishy games share: five levels (level n is worth n), each seat's fish counted per level.

The barrel is ``levels: list[list[int]]`` with ``levels[n - 1][seat]`` that seat's fish on level n.
Seat colours and the default ages (who is oldest) are edition data (data/edition.json)."""
from __future__ import annotations

import json
from importlib import resources

EDITION = json.loads(resources.files(__package__).joinpath("data/edition.json").read_text())

LEVELS = 5
LEVEL_NUMBERS = tuple(range(1, LEVELS + 1))
SEAT_COLOURS = tuple(EDITION["seat_colours"])  # colour names, seat 0 first
SEAT_RGB = tuple(tuple(rgb) for rgb in EDITION["seat_rgb"])  # (r, g, b) 0-255 per seat
DEFAULT_AGES = tuple(EDITION["default_ages"])  # years per seat: seat 0 is the oldest by default
MIN_PLAYERS, MAX_PLAYERS = EDITION["players"]


def empty(players: int) -> list[list[int]]:
    """A barrel with no fish in it."""
    return [[0] * players for _ in LEVEL_NUMBERS]


def fish_on(levels: list[list[int]], seat: int, n: int) -> int:
    """How many of ``seat``'s fish are on level ``n`` (1-5)."""
    return levels[n - 1][seat]


def fish_in(levels: list[list[int]], seat: int) -> int:
    """All of ``seat``'s fish in the barrel."""
    return sum(row[seat] for row in levels)


def level_points(levels: list[list[int]], seat: int) -> int:
    """Game End & Winning: each fish is worth the number of its level."""
    return sum(n * row[seat] for n, row in enumerate(levels, 1))


def colour(seat: int) -> str:
    """The colour name of a seat's fish."""
    return SEAT_COLOURS[seat]


def default_ages(players: int) -> tuple[int, ...]:
    """This edition's ages when none are given: seat 0 oldest, then each next seat younger."""
    return DEFAULT_AGES[:players]


def check_ages(ages, players: int) -> tuple[int, ...]:
    """Ages as given for a game: one whole number per seat, all different (so "the oldest" is always one seat)."""
    if not isinstance(ages, (list, tuple)) or len(ages) != players or any(type(a) is not int for a in ages):
        raise ValueError(f"Ages must be {players} whole numbers, one per seat, not {ages!r}.")
    if len(set(ages)) != players:
        raise ValueError(f"Ages must all differ so one player is always the oldest, not {list(ages)}.")
    return tuple(ages)


def oldest_first(ages, seats=None) -> tuple[int, ...]:
    """The seats (all, or those given) from the oldest player to the youngest."""
    seats = range(len(ages)) if seats is None else seats
    return tuple(sorted(seats, key=lambda s: -ages[s]))


def standing_key(levels: list[list[int]], seat: int, ages) -> tuple:
    """Cat order (Cats in the Barrel, step 1f): most fish on level 5, then 4, ... then the oldest; sorts first."""
    return tuple(-levels[n - 1][seat] for n in reversed(LEVEL_NUMBERS)) + (-ages[seat],)
