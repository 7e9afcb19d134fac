"""Jumping Fish as an absorbing Markov chain: one fish tugged up and down the barrel by random cards until it
jumps out of the top or rots out of the bottom, solved exactly with fractions and simulated for all trials at once.

The model, in words: each card played on the fish comes from you or from one opponent, equally likely, and is a
random card of a full seven-card hand (Level 1-5 and two Cats). Your Level card lifts the fish one level (the
"three fish up one level each" option), your Cat two; an opponent's Level card pushes it down one (the repeated
card's push), their Cat two. A fish lifted above level 5 jumps out; one pushed below level 1 rots."""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from fishtutor.games.fishy.barrel import LEVELS
from fishtutor.games.fishy.cards import CAT, JUMPING_FISH_HAND

HAND_CATS = JUMPING_FISH_HAND.count(CAT)  # two Cats
HAND_LEVELS = len(JUMPING_FISH_HAND) - HAND_CATS  # five Level cards
START = 1  # a fish newly placed in the barrel starts on level 1 (step 2 of a round)
STEPS_SHOWN = 8  # the distribution of cards played lists 1 to 7 and then "8+" (8 or more)


def card_table(levels: int = HAND_LEVELS, cats: int = HAND_CATS, level_move: int = 1,
               cats_move: int = 2) -> tuple[int, ...]:
    """The move each card makes (+ up, - down), card by card: your hand's cards lift the fish, an opponent's
    push it down; a Level card moves it ``level_move`` levels, a Cat ``cats_move``."""
    yours = (level_move,) * levels + (cats_move,) * cats
    return yours + tuple(-m for m in yours)


def card_moves(levels: int = HAND_LEVELS, cats: int = HAND_CATS, level_move: int = 1,
               cats_move: int = 2) -> dict[int, Fraction]:
    """How far one card moves the fish and its chance, every card of the table equally likely (you or the
    opponent with chance 1/2 each, then a Level card 5 in 7 or a Cat 2 in 7)."""
    table = card_table(levels, cats, level_move, cats_move)
    return {m: Fraction(table.count(m), len(table)) for m in sorted(set(table), reverse=True)}


def fight_table(opponents: int = 1, lift: int = 1, levels: int = HAND_LEVELS, cats: int = HAND_CATS,
                cats_move: int = 2, level_push: int = 1) -> tuple[int, ...]:
    """The move each card makes when you and ``opponents`` opponents fight over the fish, every player's hand
    alike: your Level card lifts it ``lift`` levels, your Cat ``cats_move``; each opponent's Level card pushes it
    down ``level_push``, their Cat ``cats_move``."""
    yours = (lift,) * levels + (cats_move,) * cats
    theirs = (-level_push,) * levels + (-cats_move,) * cats
    return yours + theirs * opponents


def table_moves(table: tuple[int, ...]) -> dict[int, Fraction]:
    """How far one card moves the fish and its chance, every card of the table equally likely."""
    return {m: Fraction(table.count(m), len(table)) for m in sorted(set(table), reverse=True)}


MOVES_BY_CARD = np.array(card_table(), dtype=np.int8)  # the fourteen cards that may be played on it
MOVES = card_moves()  # up 1: 5/14, up 2: 1/7, down 1: 5/14, down 2: 1/7


def solve(matrix: list[list[Fraction]], rhs: list[Fraction]) -> list[Fraction]:
    """The exact solution x of matrix · x = rhs, by Gaussian elimination over fractions (the matrix must be
    invertible, as I - Q is for an absorbing chain)."""
    n = len(rhs)
    rows = [list(map(Fraction, row)) + [Fraction(b)] for row, b in zip(matrix, rhs)]
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [v / lead for v in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[r][n] for r in range(n)]


def transient(moves: dict[int, Fraction], top: int = LEVELS) -> list[list[Fraction]]:
    """Q: the chance of moving from level i to level j (1..top) with one card, staying in the barrel."""
    return [[sum((p for m, p in moves.items() if i + m == j), Fraction(0)) for j in range(1, top + 1)]
            for i in range(1, top + 1)]


def _minus_q(moves: dict[int, Fraction], top: int) -> list[list[Fraction]]:
    """I - Q for the fish's levels 1..top."""
    q = transient(moves, top)
    return [[(1 if i == j else 0) - q[i][j] for j in range(top)] for i in range(top)]


def jump_chances(moves: dict[int, Fraction] = MOVES, top: int = LEVELS) -> list[Fraction]:
    """From each level 1..top, the chance the fish jumps out before it rots: h = Q h + (chance of leaving
    upwards with one card), solved exactly."""
    up = [sum((p for m, p in moves.items() if i + m > top), Fraction(0)) for i in range(1, top + 1)]
    return solve(_minus_q(moves, top), up)


def expected_cards(moves: dict[int, Fraction] = MOVES, top: int = LEVELS) -> list[Fraction]:
    """From each level 1..top, the expected number of cards played on the fish until it leaves the barrel
    (jumps or rots): t = 1 + Q t, solved exactly."""
    return solve(_minus_q(moves, top), [Fraction(1)] * top)


def jump_chance(start: int = START, moves: dict[int, Fraction] = MOVES, top: int = LEVELS) -> Fraction:
    """The chance a fish on level ``start`` jumps out before it rots."""
    return jump_chances(moves, top)[start - 1]


def cards_until_out(start: int = START, moves: dict[int, Fraction] = MOVES, top: int = LEVELS) -> Fraction:
    """The expected number of cards played on a fish on level ``start`` until it leaves the barrel."""
    return expected_cards(moves, top)[start - 1]


def ending(start: int = START, moves: dict[int, Fraction] = MOVES) -> dict[str, Fraction]:
    """Where the fish ends: jumped out of the top, or rotted out of the bottom."""
    jumped = jump_chance(start, moves)
    return {"jumps out": jumped, "rots": 1 - jumped}


def cards_distribution(start: int = START, shown: int = STEPS_SHOWN,
                       moves: dict[int, Fraction] = MOVES) -> dict[str, Fraction]:
    """The chance the fish leaves the barrel with exactly the 1st, 2nd, ... card (the last bar: that many or
    more): the chance of still being in after t-1 cards, times the chance of leaving with the next."""
    q = transient(moves)
    leave = [1 - sum(row) for row in q]
    inside = [Fraction(int(level == start)) for level in range(1, LEVELS + 1)]
    out: dict[str, Fraction] = {}
    for t in range(1, shown):
        out[f"{t} card{'s' * (t > 1)}"] = sum((a * b for a, b in zip(inside, leave)), Fraction(0))
        inside = [sum((inside[i] * q[i][j] for i in range(LEVELS)), Fraction(0)) for j in range(LEVELS)]
    out[f"{shown}+ cards"] = 1 - sum(out.values())
    return out


# ---- the simulation: every trial's fish moved together, eight cards at a time, until all have left ---------
HALF = 4  # cards read off each half of one random number below 14**8 (in base 14, first card lowest)
SHIFT = 4  # a table entry is the place reached << SHIFT | the cards played there (one small whole number)


def _after_cards() -> np.ndarray:
    """For every place (0: rotted, 1-5: the levels, 6: jumped out) and every run of HALF cards (its number below
    14**HALF, first card lowest): the place reached and the cards played while the fish was still in."""
    runs = np.arange(MOVES_BY_CARD.size ** HALF)
    place = np.repeat(np.arange(LEVELS + 2)[:, None], runs.size, axis=1)
    played = np.zeros_like(place)
    for i in range(HALF):
        inside = (place >= 1) & (place <= LEVELS)
        move = MOVES_BY_CARD[runs // MOVES_BY_CARD.size ** i % MOVES_BY_CARD.size]
        played += inside
        place = np.where(inside, np.clip(place + move, 0, LEVELS + 1), place)
    return (place << SHIFT | played).astype(np.int8).ravel()


AFTER = _after_cards()


def walk(trials: int, rng: np.random.Generator, start: int = START) -> tuple[np.ndarray, np.ndarray]:
    """Each trial's fish moved by random cards until it leaves the barrel: (jumped out?, cards played).

    Every fish takes its next eight cards together (one random number below 14**8 each, read in base 14); a fish
    already out stays where it left (its cards move it by 0 and are not counted). The fish still in after that
    go on alone."""
    runs = MOVES_BY_CARD.size ** HALF
    place = np.full(trials, start, dtype=np.int32)
    played = np.zeros(trials, dtype=np.int32)
    rounds = [(np.arange(0), place, played)]  # (which fish of the round before, their places, their cards)
    while rounds[-1][1].size:
        _, here, cards = rounds[-1]
        number = rng.integers(runs * runs, size=here.size, dtype=np.int32)
        high = (number.view(np.uint32) // runs).view(np.int32)
        for part in (number - high * runs, high):
            step = np.take(AFTER, here * runs + part)
            cards += step & ((1 << SHIFT) - 1)
            here[:] = step >> SHIFT
        out = np.flatnonzero((here >= 1) & (here <= LEVELS))
        rounds.append((out, here[out], cards[out]))
    for i in range(len(rounds) - 1, 0, -1):  # the fish that went on hand their end back to the round before
        out, here, cards = rounds[i]
        rounds[i - 1][1][out], rounds[i - 1][2][out] = here, cards
    return place > LEVELS, played


def simulate_jump(trials: int, rng: np.random.Generator) -> np.ndarray:
    """1 where the fish jumped out, 0 where it rotted."""
    return walk(trials, rng)[0].astype(float)


def sample_ending(trials: int, rng: np.random.Generator) -> np.ndarray:
    """Each trial's ending as an index into ending(): 0 jumped out, 1 rotted."""
    return (~walk(trials, rng)[0]).astype(np.int64)


def simulate_cards(trials: int, rng: np.random.Generator) -> np.ndarray:
    """The number of cards played on the fish until it left the barrel."""
    return walk(trials, rng)[1].astype(float)


def sample_cards(trials: int, rng: np.random.Generator) -> np.ndarray:
    """Each trial's card count as an index into cards_distribution() (the last bar holds the long walks)."""
    return np.minimum(walk(trials, rng)[1], STEPS_SHOWN) - 1


def walk_table(table: tuple[int, ...], start: int = START, top: int = LEVELS):
    """A seeded walk for any card table: (trials, rng) -> (jumped out?, cards played), each fish still in the
    barrel taking one random card of the table at a time, all fish together."""
    moves = np.asarray(table, dtype=np.int32)

    def walk_any(trials: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        place = np.full(trials, start, dtype=np.int32)
        played = np.zeros(trials, dtype=np.int32)
        inside = np.arange(trials)
        while inside.size:
            place[inside] += moves[rng.integers(moves.size, size=inside.size)]
            played[inside] += 1
            inside = inside[(place[inside] >= 1) & (place[inside] <= top)]
        return place > top, played
    return walk_any


def simulations(table: tuple[int, ...], start: int = START) -> dict[str, object]:
    """The seeded simulations of one card table from level ``start``: jumped (1/0), cards played, and the
    samplers for the two distributions."""
    walk_any = walk_table(table, start)
    return {"jump": lambda n, rng: walk_any(n, rng)[0].astype(float),
            "cards": lambda n, rng: walk_any(n, rng)[1].astype(float),
            "ending": lambda n, rng: (~walk_any(n, rng)[0]).astype(np.int64),
            "cards_sample": lambda n, rng: np.minimum(walk_any(n, rng)[1], STEPS_SHOWN) - 1}
