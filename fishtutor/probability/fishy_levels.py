"""Fishy's probability corner: whose Level card is unique, the "birthday problem" of the barrel, the levels a
turn shows and feeds, the fish a turn of Cats in the Barrel places, and whether a Level card is still unplayed in
a round of Jumping Fish.

Every answer rests on a stated random-play model (each player picks a card uniformly at random from the cards
the model names), worked out exactly with fractions and simulated with seeded, vectorised numpy draws. The
corner's questions are the graded assignment's own (course_fishy builds both from these functions)."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache, partial
from math import comb, perm

import numpy as np

from fishtutor.games.fishy.barrel import LEVELS, MAX_PLAYERS, MIN_PLAYERS
from fishtutor.games.fishy.cards import CATS_IN_THE_BARREL_HAND, CAT, JUMPING_FISH_HAND

from .core import Exercise

LOWEST_3 = LEVELS  # the Lowest 3 card's index among the cards a Cats in the Barrel player may place fish with
CATS_PLACING = len(CATS_IN_THE_BARREL_HAND) - CATS_IN_THE_BARREL_HAND.count(CAT)  # Level 1-5 and Lowest 3
JUMP_HAND = len(JUMPING_FISH_HAND)  # a Jumping Fish hand: Level 1-5 and two Cats
PLAYERS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))  # the player counts Fishy is played with
CURVE = PLAYERS  # the plot covers the player counts Fishy is played with (3 to 6), no fewer


# ---- your Level card alone, and the birthday problem ------------------------------------------------------
def unique_chance(players: int, levels: int = LEVELS) -> Fraction:
    """Chance nobody else picks your Level card: each of the other players misses it with chance (n-1)/n."""
    return Fraction(levels - 1, levels) ** (players - 1)


def all_different(players: int, levels: int = LEVELS) -> Fraction:
    """Chance every player's Level card differs from every other's: n·(n-1)·…/n^k (0 once k > n)."""
    return Fraction(perm(levels, players), levels ** players) if players <= levels else Fraction(0)


def some_shared(players: int, levels: int = LEVELS) -> Fraction:
    """The birthday problem on five "days": chance at least two players pick the same Level card."""
    return 1 - all_different(players, levels)


def one_other(players: int, levels: int = LEVELS) -> Fraction:
    """Chance exactly one other player picks your Level card (so you share it and place one fish)."""
    return (players - 1) * Fraction(1, levels) * Fraction(levels - 1, levels) ** (players - 2)


FIELD = 3  # bits per card in a packed count: up to 7 players of one card, more than Fishy's 6


def picks_of(rng: np.random.Generator, cards: int, players: int, trials: int) -> np.ndarray:
    """Every player's random card, one row per player (players x trials), each card equally likely."""
    return rng.integers(cards, size=(players, trials), dtype=np.int32)


def packed_counts(picks: np.ndarray) -> np.ndarray:
    """Each trial's number of players of every card, packed into one integer: card c's count in bits 3c..3c+2
    (so a whole table of counts is a handful of array sums, not a loop over trials)."""
    if FIELD * (int(picks.max(initial=0)) + 1) > 31 or picks.shape[0] >= 1 << FIELD:
        raise ValueError(f"Packed counts hold at most {(1 << FIELD) - 1} players of 10 cards, not {picks.shape[0]}.")
    packed = np.zeros(picks.shape[1], dtype=np.int32)
    for row in picks:
        packed += np.int32(1) << (FIELD * row)
    return packed


def count_of(packed: np.ndarray, card: int) -> np.ndarray:
    """How many players picked ``card``, read from packed counts."""
    return (packed >> (FIELD * card)) & ((1 << FIELD) - 1)


def card_counts(picks: np.ndarray, cards: int) -> list[np.ndarray]:
    """How many players picked each card, card by card (each a count per trial)."""
    packed = packed_counts(picks)
    return [count_of(packed, c) for c in range(cards)]


def drawn_counts(rng: np.random.Generator, cards: int, players: int, trials: int) -> tuple[np.ndarray, np.ndarray]:
    """Every trial's deal of one random card to each player, drawn as one number below cards**players (player
    i's card its i-th digit in base ``cards``, so every deal is equally likely): (the packed counts of the
    deal, read off a table of every deal, and seat 0's card)."""
    if cards ** players >= 2 ** 31:  # too many deals for one number: draw the players' cards one by one
        picks = picks_of(rng, cards, players, trials)
        return packed_counts(picks), picks[0]
    deals = rng.integers(cards ** players, size=trials, dtype=np.int16 if cards ** players < 2 ** 15 else np.int32)
    return np.take(_deal_counts(cards, players), deals), deals % np.int16(cards)


@lru_cache(maxsize=16)
def _deal_counts(cards: int, players: int) -> np.ndarray:
    """Packed counts of every deal, indexed by the deal's number (see drawn_counts)."""
    deals = np.arange(cards ** players, dtype=np.int32)
    return packed_counts(np.stack([deals // cards ** i % cards for i in range(players)]))


def simulate_unique(players: int, levels: int = LEVELS):
    """1 where no other player's random Level card equals yours (seat 0's)."""
    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        picks = picks_of(rng, levels, players, trials)
        return (picks[1:] != picks[0]).all(axis=0).astype(float)
    return simulate


def simulate_some_shared(players: int, levels: int = LEVELS):
    """1 where at least two players' random Level cards are the same."""
    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        packed = drawn_counts(rng, levels, players, trials)[0]
        return np.logical_or.reduce([count_of(packed, c) >= 2 for c in range(levels)]).astype(float)
    return simulate


# ---- how many different levels a turn shows (inclusion-exclusion) ------------------------------------------
def onto(players: int, shown: int) -> int:
    """Ways ``players`` players can pick among ``shown`` levels so that every one of them is picked, by
    inclusion-exclusion: all ways, minus those missing one named level, plus those missing two, ..."""
    return sum((-1) ** j * comb(shown, j) * (shown - j) ** players for j in range(shown + 1))


def distinct_levels(players: int, levels: int = LEVELS) -> dict[int, Fraction]:
    """Chance that exactly d different levels are picked (d = 1 .. the fewer of players and levels)."""
    return {d: Fraction(comb(levels, d) * onto(players, d), levels ** players)
            for d in range(1, min(players, levels) + 1)}


def every_level(players: int, levels: int = LEVELS) -> Fraction:
    """Chance every level is picked by somebody (0 with fewer players than levels)."""
    return distinct_levels(players, levels).get(levels, Fraction(0))


def sample_distinct(players: int, levels: int = LEVELS):
    """Each trial's number of different levels picked, as an index into distinct_levels (d - 1)."""
    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        packed = drawn_counts(rng, levels, players, trials)[0]
        return sum(count_of(packed, c) > 0 for c in range(levels)) - 1
    return sample


def simulate_every_level(players: int, levels: int = LEVELS):
    """1 where every level was picked by somebody."""
    sample = sample_distinct(players, levels)
    return lambda trials, rng: (sample(trials, rng) == levels - 1).astype(float)


# ---- the levels that get fish, and the fish one turn of Cats in the Barrel places ---------------------------
def exactly(players: int, k: int, levels: int = LEVELS) -> Fraction:
    """Chance exactly ``k`` of the players pick one given level (binomial, chance 1/levels each)."""
    return comb(players, k) * Fraction(1, levels) ** k * Fraction(levels - 1, levels) ** (players - k)


def levels_fed(players: int, levels: int = LEVELS, most: int = 2) -> Fraction:
    """Expected number of levels that get fish when everyone plays a random Level card: a level gets fish when
    1 to ``most`` players play it (three or more cancel), and each level counts 1 or 0, so add the chances."""
    return levels * sum((exactly(players, k, levels) for k in range(1, most + 1)), Fraction(0))


def simulate_levels_fed(players: int, levels: int = LEVELS):
    """The number of levels played by one or two players, when everyone plays a random Level card."""
    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        packed = drawn_counts(rng, levels, players, trials)[0]
        return sum((count_of(packed, c) >= 1) & (count_of(packed, c) <= 2) for c in range(levels)).astype(float)
    return simulate


def fish_placed(card: int, same: int) -> int:
    """Fish a player places with a card no Cat touches: a Level card 2 alone, 1 when shared by two, none when
    three or more play it; Lowest 3 places 3 alone and none when shared (``same`` counts the players of it)."""
    if card == LOWEST_3:
        return 3 if same == 1 else 0
    return {1: 2, 2: 1}.get(same, 0)


def fish_distribution(players: int, shared_places: int = 1, lowest_places: int = 3) -> dict[int, Fraction]:
    """Exact chance you place 0, 1, 2 or 3 fish when everyone picks one of Level 1-5 and Lowest 3 at random
    (``shared_places`` and ``lowest_places`` let a slip be computed its own way)."""
    p, q = Fraction(1, CATS_PLACING), Fraction(CATS_PLACING - 1, CATS_PLACING)
    alone = q ** (players - 1)
    pair = (players - 1) * p * q ** (players - 2)
    level_share = Fraction(LEVELS, CATS_PLACING)
    out = {f: Fraction(0) for f in range(4)}
    out[2] += level_share * alone
    out[shared_places] += level_share * pair
    out[lowest_places] += (1 - level_share) * alone
    out[0] = 1 - sum(v for f, v in out.items() if f)
    return out


def expected_fish(players: int, shared_places: int = 1, lowest_places: int = 3) -> Fraction:
    """Expected fish you place in one turn under that model (no Cats played, everyone has fish enough)."""
    dist = fish_distribution(players, shared_places, lowest_places)
    return sum((fish * p for fish, p in dist.items()), Fraction(0))


def expected_table_fish(players: int) -> Fraction:
    """Expected fish all players together place in one such turn (each seat is alike)."""
    return players * expected_fish(players)


def _placed(cards: np.ndarray, same: np.ndarray) -> np.ndarray:
    """Fish placed for cards and the number of players of each, by the rule of fish_placed."""
    level = np.where(same == 1, 2, np.where(same == 2, 1, 0))
    return np.where(cards == LOWEST_3, np.where(same == 1, 3, 0), level)


def sample_fish(players: int):
    """The fish you (seat 0) place in one turn when each player picks one of Level 1-5 and Lowest 3 at random."""
    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        packed, yours = drawn_counts(rng, CATS_PLACING, players, trials)
        return _placed(yours, (packed >> (FIELD * yours)) & ((1 << FIELD) - 1))
    return sample


def simulate_fish(players: int, everyone: bool = False):
    """Fish placed in one turn when each player picks one of Level 1-5 and Lowest 3 at random: yours (seat 0),
    or everyone's together."""
    if not everyone:
        sample = sample_fish(players)
        return lambda trials, rng: sample(trials, rng).astype(float)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        packed = drawn_counts(rng, CATS_PLACING, players, trials)[0]
        return sum(_placed(c, count_of(packed, c)) * count_of(packed, c) for c in range(CATS_PLACING)).astype(float)
    return simulate


# ---- Jumping Fish: is your Level card still unplayed this round? ---------------------------------------------
def unplayed_chance(players: int, played: int = 2, hand: int = JUMP_HAND) -> Fraction:
    """Chance no opponent has played your Level card yet, when each opponent has played ``played`` different
    cards picked at random from a hand of ``hand`` (one of them that Level card): C(hand-1, m)/C(hand, m) each."""
    return Fraction(comb(hand - 1, played), comb(hand, played)) ** (players - 1)


def simulate_unplayed(players: int, played: int = 2, hand: int = JUMP_HAND):
    """1 where none of the opponents' first ``played`` cards is your Level card: each card an opponent plays is
    a random one of those still in the hand (hand, hand - 1, ... cards), and while your Level card is still held
    it is the first of them."""
    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        missed = np.ones(trials, dtype=bool)
        for j in range(played):
            missed &= (rng.integers(hand - j, size=(players - 1, trials), dtype=np.int32) != 0).all(axis=0)
        return missed.astype(float)
    return simulate


# ---- the corner: the assignment's questions ---------------------------------------------------------------
def _checked(players) -> int:
    """A player count the corner has questions for, or a clear reason why not."""
    if type(players) is not int or players not in PLAYERS:
        raise ValueError(f"The probability corner has questions for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                         f"not {players!r}.")
    return players


def curve(players=CURVE) -> dict[str, list[Fraction]]:
    """The unique chance and the birthday chance for each player count (for the plot)."""
    return {"yours unique": [unique_chance(k) for k in players], "some card shared": [some_shared(k) for k in players]}


def curve_simulated(players=CURVE, trials: int = 20_000, seed: int = 1):
    """Seeded estimates of the same two chances, player count by player count (probability.core.Estimate each)."""
    from .core import run
    unique = [run(Exercise("u", "", unique_chance(k), "", "", simulate_unique(k)), trials, seed + k) for k in players]
    shared = [run(Exercise("s", "", some_shared(k), "", "", simulate_some_shared(k)), trials, seed + k)
              for k in players]
    return {"yours unique": unique, "some card shared": shared}


simulate_table_fish = partial(simulate_fish, everyone=True)
