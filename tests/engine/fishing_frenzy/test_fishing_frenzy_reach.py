"""Fishing Frenzy's movement rule is stated once (movement's reach tables): its answers are pinned, tuple for tuple.

The fingerprints below were recorded from the movement code as it stood before the rule was written once
(``reachable``'s own search beside the compiled tables): every space and dock of three maps, every direction
order a roll or a wheel can ask, every number, both drifter readings, docks open and shut, jaws and wheels
stopping a first direction or not, on open water and with seeded boat layouts around the boat; slide's legs
and the wheels' choices besides. A change to any field of any Leg, to a Route's place among the others, or to
the grounding rule changes a fingerprint. The test asks a quick sample (every start, one reading and layout
each, in turn: about 3 CPU seconds); ``python -m tests.engine.fishing_frenzy.test_fishing_frenzy_reach full`` asks everything (about
a minute) and compares it with FULL, recorded the same way.
"""
import hashlib
import random

import pytest

from fishtutor.games.fishing_frenzy.board import DIRECTIONS, default_board, load_map
from fishtutor.games.fishing_frenzy.movement import FIRST_STOPS, Leg, Route, captains_choice, reachable, slide
from tests.support import DATA

SINGLES = [(d,) for d in DIRECTIONS]
PAIRS = [(a, b) for a in DIRECTIONS for b in DIRECTIONS if a != b]


def _small_sea():
    """The movement tests' small sea (drifters on open water and against the east edge, every obstruction)."""
    from tests.engine.fishing_frenzy.test_fishing_frenzy_movement import SEA
    return SEA


MAPS = {"default": default_board,
        "rules": lambda: load_map((DATA / "fishing_frenzy_rules_map.txt").read_text(), source="rules"),
        "sea": _small_sea}


def _layouts(board, start, rng, sizes) -> list:
    """Open water, then seeded layouts of other boats (``sizes`` of them) on spaces near the start."""
    col, row = start
    near = [sq for sq in board.water_spaces if abs(sq[0] - col) + abs(sq[1] - row) <= 7 and sq != board.space(start)]
    return [()] + [tuple(rng.sample(near, min(len(near), k))) for k in sizes]


def _answers(board, full: bool, drift: str = "ahead", docking: bool = True):
    """Every answer of the movement rule on one board, in a fixed order (as text): ``full`` asks every layout,
    number and the reading given; the quick sample asks, from each start in turn, one reading, one layout of
    boats (or open water) and two numbers."""
    rng = random.Random(f"{board.rows}{drift}{docking}{full}")
    for i, start in enumerate(board.water_spaces + board.docks):
        if not full:
            drift, docking = ("ahead", "sides")[i % 2], i // 2 % 2 == 0
        layouts = _layouts(board, start, rng, (1, 3, 6) if full else (1 + i % 6,))
        for boats in layouts if full else layouts[i % 3 > 0:][:1]:
            numbers = range(1, 7) if full else (1 + i % 6, 1 + (i + 2) % 6)
            yield from _start(board, start, boats, drift, docking, numbers, full or i % 3 == 0)


def _start(board, start, boats, drift: str, docking: bool, numbers, wheel: bool):
    """The answers from one start with one layout of boats (``wheel``: also the wheel's choices, and jaws and
    wheels not stopping a first direction)."""
    for pick in SINGLES + PAIRS:
        for number in numbers:
            stops = (FIRST_STOPS, ()) if wheel and len(pick) == 2 and number % 2 else (FIRST_STOPS,)
            for stop_on in stops:
                yield repr(_read(reachable, board, start, pick, number, boats, drift=drift, docking=docking,
                                 stop_on=stop_on))
    for direction in DIRECTIONS:
        for number in (numbers[0], 9):
            yield repr(_read(slide, board, start, direction, number, boats, drift=drift, docking=docking))
    if wheel and len(boats) < 3:
        for double in (False, True):
            yield repr(_read(captains_choice, board, start, boats, double=double, drift=drift, docking=docking))


def _read(rule, *args, **kwargs):
    """The rule's answer as plain tuples (every field of every Leg), or the sentence it refuses with."""
    try:
        return tuple(_code(found) for found in rule(*args, **kwargs))
    except ValueError as refusal:
        return f"refused: {refusal}"


def _code(found):
    """A Leg, a Route or a wheel's (order, number, Route) as plain tuples of every field."""
    if isinstance(found, Leg):
        return (found.direction, found.steps, found.start, found.end, found.path, found.moved, found.aground,
                found.stopped_at, found.obstruction, found.docked)
    if isinstance(found, Route):
        return tuple(_code(leg) for leg in found.legs)
    order, number, route = found
    return order, number, _code(route)


def fingerprint(name: str, full: bool = False, drift: str = "ahead", docking: bool = True) -> tuple:
    """(answers, a short digest of them all) for one map, worked out on a freshly loaded board."""
    board = load_map(MAPS[name]().to_text(), source=name)  # a fresh copy: nothing remembered from other tests
    digest, count = hashlib.sha256(), 0
    for text in _answers(board, full, drift, docking):
        digest.update(text.encode())
        count += 1
    return count, digest.hexdigest()[:16]


RECORDED = {  # (map,): (answers, digest), the quick sample
    ('default',): (11054, 'de083adcb4dc26d6'),
    ('rules',): (4166, 'bc896413fdb49fe7'),
    ('sea',): (2868, '4e55e153dedb94d9'),
}


FULL = {  # (map, True, drift, docking): (answers, digest), everything
    ('default', True, 'ahead', True): (139308, 'a2b8823fe6759f20'),
    ('default', True, 'ahead', False): (139308, '05660e20476ef98e'),
    ('default', True, 'sides', True): (139308, 'd984c13131c9acfa'),
    ('default', True, 'sides', False): (139308, '78c157f4075f7349'),
    ('rules', True, 'ahead', True): (52452, '83f9976282ddaf16'),
    ('rules', True, 'ahead', False): (52452, 'f88add92d3b64584'),
    ('rules', True, 'sides', True): (52452, '4c9b811bfff74fda'),
    ('rules', True, 'sides', False): (52452, '615c2b1e15992d37'),
    ('sea', True, 'ahead', True): (36096, 'a31b5337eb9c45bf'),
    ('sea', True, 'ahead', False): (36096, 'f44b4b7237a6ae7e'),
    ('sea', True, 'sides', True): (36096, 'e25f5897fdebc98b'),
    ('sea', True, 'sides', False): (36096, '0d05099947a4d133'),
}


@pytest.mark.parametrize("case", sorted(RECORDED), ids=lambda case: "-".join(map(str, case)))
def test_the_movement_rule_gives_exactly_the_answers_recorded_before_it_was_written_once(case):
    assert fingerprint(*case) == RECORDED[case]


if __name__ == "__main__":  # python -m tests.engine.fishing_frenzy.test_fishing_frenzy_reach [full]: the fingerprints, and whether same
    import sys
    cases = sorted(FULL) if sys.argv[1:] == ["full"] else sorted(RECORDED)
    for case in cases:
        found = fingerprint(*case)
        print(f"    {case}: {found},", "same" if found == {**FULL, **RECORDED}[case] else "CHANGED")
