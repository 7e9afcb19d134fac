"""Fishing Frenzy's simulations in plain Python (the browser edition, without numpy): each trial rolls the compass
cube and the number cube, one roll after another. A roll is told by its place among the 36 (compass face, number)
pairs, the compass face first; ``table`` gives each roll's value, or for a walk each roll's next place.
fishing_frenzy_dice.py and fishing_frenzy_chains.py work out the tables and call these when numpy is missing."""
from __future__ import annotations

FACES = NUMBERS = 6  # a compass cube with six faces, a number cube numbered 1-6


def roll(rng) -> int:
    """One roll of both dice, as its place among the 36: compass face × 6 + number - 1."""
    return int(rng.random() * FACES) * NUMBERS + int(rng.random() * NUMBERS)


def rolled(table):
    """Each trial's ``table[roll]`` for one roll of the dice."""
    return lambda trials, rng: [table[roll(rng)] for _ in range(trials)]


def rolls_until(table):
    """Each trial's number of rolls up to and including the first whose ``table[roll]`` is true."""
    def until(rng) -> int:
        rolls = 1
        while not table[roll(rng)]:
            rolls += 1
        return rolls
    return lambda trials, rng: [until(rng) for _ in range(trials)]


def walk(rng, steps, start: int, end: int, stop_on_ground: bool) -> tuple[bool, int]:
    """One boat rolled from place ``start`` until it reaches ``end`` (``steps[place][roll]`` is the place a roll
    takes it to and whether it ran aground there). Returns (reached ``end`` without stopping on a grounding?, the
    turns spent, a grounding roll costing the lost turn too)."""
    at, spent = start, 0
    while at != end:
        to, ground = steps[at][roll(rng)]
        if ground and stop_on_ground:
            return False, spent
        spent += 1 + ground
        at = to
    return True, spent


def turns(steps, start: int, end: int):
    """Each trial's turns from ``start`` to ``end`` (lost turns counted)."""
    return lambda trials, rng: [walk(rng, steps, start, end, False)[1] for _ in range(trials)]


def clean(steps, start: int, end: int):
    """1 for each boat that reaches ``end`` from ``start`` before it ever runs aground, else 0."""
    return lambda trials, rng: [int(walk(rng, steps, start, end, True)[0]) for _ in range(trials)]
