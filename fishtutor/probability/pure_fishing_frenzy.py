"""Fishing Frenzy's simulations in plain Python (the browser edition, without numpy): each trial rolls the compass
cube and the number cube, one roll after another, and moves the boat by the movement rules' table. Same names
and arguments as their numpy twins in fishing_frenzy_dice.py and fishing_frenzy_chains.py; the exact answers
are theirs."""
from __future__ import annotations

import math

from .fishing_frenzy_chains import DOCKED, FROM, INLET, LONGEST, _check_distance, _check_length, steps
from .fishing_frenzy_dice import COMPASS_FACES, LIMITS, NUMBERS, tournament_rounds


def roll(rng) -> tuple[int, int]:
    """One roll: the compass face (an index into COMPASS_FACES) and the number (1-6)."""
    return int(rng.random() * len(COMPASS_FACES)), 1 + int(rng.random() * len(NUMBERS))


def roll_index(rng) -> int:
    """One roll's place in the COMPASS_FACES x NUMBERS order."""
    face, number = roll(rng)
    return face * len(NUMBERS) + number - 1


def simulate_leave(trials: int, rng) -> list[int]:
    """1 where a roll shows SOUTH on the compass cube."""
    return [int("S" in COMPASS_FACES[roll(rng)[0]]) for _ in range(trials)]


def wait(rng) -> int:
    """Rolls until the compass cube shows SOUTH, the leaving roll included."""
    rolls = 1
    while "S" not in COMPASS_FACES[roll(rng)[0]]:
        rolls += 1
    return rolls


def simulate_wait(trials: int, rng) -> list[int]:
    """Rolls a boat waits at its dock, the leaving roll included."""
    return [wait(rng) for _ in range(trials)]


def simulate_dock(distance: int):
    """1 where a roll docks a boat ``distance`` spaces south of a dock: a NORTH and a number >= distance."""
    def simulate(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            face, number = roll(rng)
            out.append(int("N" in COMPASS_FACES[face] and number >= distance))
        return out
    return simulate


def simulate_table(table):
    """Roll the dice and look each roll up in ``table`` (one value per roll, 36 of them)."""
    values = [float(v) for v in table]
    return lambda trials, rng: [values[roll_index(rng)] for _ in range(trials)]


def sample_table(table):
    """Roll the dice and give each roll's outcome as the whole number ``table`` holds for it."""
    values = [int(v) for v in table]
    return lambda trials, rng: [values[roll_index(rng)] for _ in range(trials)]


def walk(rng, table, start: int, aground_ends: bool) -> tuple[bool, int]:
    """One boat rolled from ``start`` until it docks (or, with ``aground_ends``, first runs aground): (docked
    cleanly?, turns spent, a grounding roll costing the lost turn too)."""
    at, spent = start, 0
    while at != DOCKED:
        to, ground = table[at][roll_index(rng)]
        if ground and aground_ends:
            return False, spent
        spent += 1 + ground
        at = to
    return True, spent


def simulate_turns(distance: int = FROM, length: int = INLET):
    """The turns each boat takes to dock from ``distance`` (lost turns counted)."""
    _check_distance(distance, _check_length(length))
    table = steps(length)
    return lambda trials, rng: [walk(rng, table, distance, False)[1] for _ in range(trials)]


def simulate_clean(distance: int = FROM, length: int = INLET):
    """1 for each boat that docks from ``distance`` before it ever runs aground, else 0."""
    _check_distance(distance, _check_length(length))
    table = steps(length)
    return lambda trials, rng: [int(walk(rng, table, distance, True)[0]) for _ in range(trials)]


def sample_turns(distance: int = FROM, length: int = INLET, longest: int = LONGEST):
    """Each boat's turns to dock as an index into turns_distribution's labels."""
    simulate = simulate_turns(distance, length)
    return lambda trials, rng: [min(turns, longest) - 1 for turns in simulate(trials, rng)]


def tournament_lengths(limits=LIMITS, games: int = 40, players: int = 4, seed: int = 0) -> dict[int, list[float]]:
    """For each tournament limit, the rounds ``games`` seeded tournaments lasted (played by the engine)."""
    import random
    draw = random.Random(seed)
    seeds = [draw.randrange(2**31) for _ in range(games)]
    return {limit: [tournament_rounds(limit, players, s) for s in seeds] for limit in limits}


def length_svg(lengths: dict, players: int = 4) -> bytes:
    """Average rounds by tournament limit with ±2 standard errors, as SVG bars (simulated: no exact answer)."""
    from .svgplots import bars_svg
    limits = sorted(lengths)
    means, errors = [], []
    for k in limits:
        games = [float(v) for v in lengths[k]]
        mean = sum(games) / len(games)
        spread = sum((v - mean) ** 2 for v in games) / (len(games) - 1) if len(games) > 1 else 0.0
        means.append(mean)
        errors.append(2 * math.sqrt(spread / len(games)))
    return bars_svg({"labels": [f"{k} fish" for k in limits], "exact": None, "simulated": means, "errors": errors,
                     "title": f"How long a {players}-Captain tournament lasts (random captains, "
                              f"{len(lengths[limits[0]])} games each)", "size": [6.4, 3.0], "axis": "rounds of dice"})
