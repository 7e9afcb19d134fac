"""Fishy's probability corner: whose Level card is unique, the "birthday problem" of the barrel, the levels a
turn shows and feeds, the fish a turn of Cats in the Barrel places, and whether a Level card is still unplayed in
a round of Jumping Fish.

Every answer rests on a stated random-play model (each player picks a card uniformly at random from the cards
the model names), worked out exactly with fractions and simulated with seeded, vectorised numpy draws. The
corner's questions are the graded assignment's own (course_fishy builds both from these functions). For the
assignment's variants the same counts are made for a later turn of a hand, each player picking from the cards
still in their own hand (a Turn says what each has played), and the slips a variant keeps are chosen here.
Without numpy (the browser edition) the simulations draw trial by trial with pure_fishy.py."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache, partial
from itertools import combinations
from math import comb, perm

from fishtutor.games.fishy.barrel import LEVELS, MAX_PLAYERS, MIN_PLAYERS
from fishtutor.games.fishy.cards import (CATS_IN_THE_BARREL_HAND, CAT, JUMPING_FISH_HAND, LEVEL_CARDS, card_name,
                                        sort_hand)

from .core import Exercise
from .course import Slip
from . import pure_fishy as pure
from .edition import PURE, np

LOWEST_3 = LEVELS  # the Lowest 3 card's index among the cards a Cats in the Barrel player may place fish with
CATS_PLACING = len(CATS_IN_THE_BARREL_HAND) - CATS_IN_THE_BARREL_HAND.count(CAT)  # Level 1-5 and Lowest 3
JUMP_HAND = len(JUMPING_FISH_HAND)  # a Jumping Fish hand: Level 1-5 and two Cats
PLAYERS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))  # the player counts Fishy is played with
EXPECT_TOLERANCE = 0.01  # an expected count is accepted to two decimal places
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
    if PURE:
        return pure.unique(levels, players)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        picks = picks_of(rng, levels, players, trials)
        return (picks[1:] != picks[0]).all(axis=0).astype(float)
    return simulate


def simulate_some_shared(players: int, levels: int = LEVELS):
    """1 where at least two players' random Level cards are the same."""
    if PURE:
        return pure.some_shared(levels, players)

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
    if PURE:
        return pure.distinct(levels, players)

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        packed = drawn_counts(rng, levels, players, trials)[0]
        return sum(count_of(packed, c) > 0 for c in range(levels)) - 1
    return sample


def simulate_every_level(players: int, levels: int = LEVELS):
    """1 where every level was picked by somebody."""
    if PURE:
        return pure.every_card(levels, players)
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
    if PURE:
        return pure.fed(levels, players, 2)

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
    if PURE:
        return pure.own_fish(CATS_PLACING, players, fish_placed)

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        packed, yours = drawn_counts(rng, CATS_PLACING, players, trials)
        return _placed(yours, (packed >> (FIELD * yours)) & ((1 << FIELD) - 1))
    return sample


def simulate_fish(players: int, everyone: bool = False):
    """Fish placed in one turn when each player picks one of Level 1-5 and Lowest 3 at random: yours (seat 0),
    or everyone's together."""
    if PURE:
        return pure.table_fish(CATS_PLACING, players, fish_placed) if everyone else sample_fish(players)
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
    if PURE:
        return pure.unplayed(players, played, hand)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        missed = np.ones(trials, dtype=bool)
        for j in range(played):
            missed &= (rng.integers(hand - j, size=(players - 1, trials), dtype=np.int32) != 0).all(axis=0)
        return missed.astype(float)
    return simulate


# ---- a later turn: each player picks among the cards still in their own hand --------------------------------
# A hand here is a sorted tuple of card indices: 0-4 the Level cards (Level 1-5), LOWEST_3 the Lowest 3 card.
def pick_chance(hand: tuple[int, ...], card: int) -> Fraction:
    """Chance a player picks ``card`` when picking one card of ``hand`` at random (0 once it is played)."""
    return Fraction(card in hand, len(hand))


def players_of(hands: tuple[tuple[int, ...], ...], card: int) -> list[Fraction]:
    """Chance exactly j of the players pick ``card`` (j = 0 .. players), each from their own hand."""
    dist = [Fraction(1)]
    for hand in hands:
        p = pick_chance(hand, card)
        dist = [(dist[j] * (1 - p) if j < len(dist) else 0) + (dist[j - 1] * p if j else 0)
                for j in range(len(dist) + 1)]
    return dist


@lru_cache(maxsize=4096)
def profiles(hands: tuple[tuple[int, ...], ...]) -> dict[tuple[int, ...], Fraction]:
    """Chance of each table of counts (how many players picked card 0, 1, ..., LOWEST_3), each player picking one
    card of their own hand at random: one player at a time, merging equal tables."""
    tables = {(0,) * CATS_PLACING: Fraction(1)}
    for hand in hands:
        grown: dict[tuple[int, ...], Fraction] = {}
        for table, p in tables.items():
            for card in hand:
                key = table[:card] + (table[card] + 1,) + table[card + 1:]
                grown[key] = grown.get(key, Fraction(0)) + p / len(hand)
        tables = grown
    return tables


def chance_that(hands, test) -> Fraction:
    """Chance the table of counts passes ``test``."""
    return sum((p for table, p in profiles(hands).items() if test(table)), Fraction(0))


def all_differ_in(hands) -> Fraction:
    """Chance no two players pick the same card."""
    return chance_that(hands, lambda t: max(t) <= 1)


def shown_in(hands, levels: tuple[int, ...], depth: int | None = None) -> Fraction:
    """Chance every level in ``levels`` is picked by somebody, by inclusion-exclusion over the levels nobody
    picks: each player avoids a set J of them with chance (cards held outside J) / (cards held). ``depth``
    stops the sum after sets of that size (a slip)."""
    total = Fraction(0)
    for j in range(len(levels) + 1 if depth is None else depth + 1):
        for missed in combinations(levels, j):
            avoid = Fraction(1)
            for hand in hands:
                avoid *= Fraction(sum(c not in missed for c in hand), len(hand))
            total += (-1) ** j * avoid
    return total


def fed_in(hands, most: int = 2) -> Fraction:
    """Expected number of levels picked by 1 to ``most`` players: one 1-or-0 count per level, added."""
    return sum((sum(players_of(hands, c)[1:most + 1], Fraction(0)) for c in range(LEVELS)), Fraction(0))


def placers_in(hands) -> Fraction:
    """Expected number of players whose Level card is picked by at most one other player (they place fish)."""
    return sum((p * sum(n for n in t[:LEVELS] if n <= 2) for t, p in profiles(hands).items()), Fraction(0))


def fish_in(hands, shared_places: int = 1, lowest_places: int = 3) -> dict[int, Fraction]:
    """Exact chance you (the first hand) place 0 to 3 fish when everyone picks a card of their own hand at
    random: a Level card 2 alone, ``shared_places`` shared by two; Lowest 3 ``lowest_places`` alone."""
    out = {f: Fraction(0) for f in range(4)}
    for card in hands[0]:
        others = players_of(hands[1:], card)
        mine = pick_chance(hands[0], card)
        if card == LOWEST_3:
            out[lowest_places] += mine * others[0]
        else:
            out[2] += mine * others[0]
            out[shared_places] += mine * others[1]
    out[0] = 1 - sum(v for f, v in out.items() if f)
    return out


def mean_of(dist: dict[int, Fraction]) -> Fraction:
    """The expectation of a distribution over whole numbers."""
    return sum((k * p for k, p in dist.items()), Fraction(0))


def picks_from(rng: np.random.Generator, hands, trials: int) -> np.ndarray:
    """Every player's random card from their own hand, one row per player (players x trials)."""
    return np.stack([np.asarray(hand, dtype=np.int32)[rng.integers(len(hand), size=trials)] for hand in hands])


def simulate_held(hands, measure):
    """A seeded simulation of everyone picking from their own hand: ``measure(picks, packed)`` per trial."""
    if PURE:
        return pure.held(hands, measure, FIELD)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        picks = picks_from(rng, hands, trials)
        return np.asarray(measure(picks, packed_counts(picks)), dtype=float)
    return simulate


def sample_held_fish(hands):
    """The fish you (the first hand) place, each player picking a card of their own hand at random."""
    if PURE:
        return pure.held_fish(hands, fish_placed)

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        picks = picks_from(rng, hands, trials)
        return _placed(picks[0], count_of(packed_counts(picks), picks[0]))
    return sample


# ---- a turn of the first hand of Cats in the Barrel, as a variant states it ----------------------------------
SEATS = ("you", "B", "C", "D", "E", "F")  # the players, you first
PLACING_CODES = CATS_IN_THE_BARREL_HAND[:CATS_PLACING]  # Level 1-5 and Lowest 3, as card codes


@dataclass(frozen=True)
class Turn:
    """A turn of the first hand of Cats in the Barrel: the cards each player has played so far (you first)."""

    played: tuple[tuple[str, ...], ...]

    @property
    def players(self) -> int:
        """How many players sit at the table."""
        return len(self.played)

    def hands(self, placing: bool = False) -> tuple[tuple[int, ...], ...]:
        """Each player's Level cards still held (and Lowest 3 with ``placing``), as card indices."""
        codes = PLACING_CODES if placing else LEVEL_CARDS
        return tuple(tuple(i for i, c in enumerate(codes) if c not in cards) for cards in self.played)

    def words(self) -> str:
        """What has been played so far, in words."""
        done = len(self.played[0])
        if not done:
            return "It is the hand's first turn: nobody has played a card yet."
        cards = "; ".join(f"{seat} {_listed(cards)}" for seat, cards in zip(SEATS, self.played))
        return f"After {done} turn{'s' * (done > 1)} each player has played {done} card{'s' * (done > 1)}: {cards}."


def _listed(cards: tuple[str, ...]) -> str:
    """Cards in words: "Level 2, Level 4 and a Cat", "two Cats"."""
    names = [card_name(c) for c in cards if c != CAT]
    cats = cards.count(CAT)
    names += [("a Cat", "two Cats")[cats - 1]] if cats else []
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


CATS_SETUP = ("Cats in the Barrel, {k} players, the first hand of the game (everyone still has fish to place). "
              "Every player starts the hand with the same eight cards: a Level card for each of the barrel's five "
              "levels (Level 1 to Level 5), Lowest 3 and two Cats. Each turn every player plays one card face up, "
              "and a played card stays out of the hand. ")


def random_turn(rng: np.random.Generator, players=PLAYERS, most_turns: int = 3) -> Turn:
    """A turn a real first hand reaches: 3 to 6 players, each having played the same number of their cards."""
    k = int(rng.choice(players))
    done = int(rng.integers(0, most_turns + 1))
    return Turn(tuple(sort_hand(CATS_IN_THE_BARREL_HAND[i] for i in rng.choice(len(CATS_IN_THE_BARREL_HAND),
                                                                                size=done, replace=False))
                      for _ in range(k)))


def distinct_draws(count: int, seed: int, draw, tries: int = 50_000) -> list:
    """``count`` different situations from ``draw(rng)`` (None: not one to ask about), in a seeded order."""
    import numpy  # the engines' seeded draws (in a browser the stand-in's, where it has them)
    rng, seen = numpy.random.default_rng(seed), {}
    for _ in range(tries):
        if len(seen) == count:
            return list(seen)
        found = draw(rng)
        if found is not None:
            seen.setdefault(found, None)
    raise ValueError(f"only {len(seen)} different situations found, not {count}")


# ---- what a variant's words and slips are made of -------------------------------------------------------
def kept_slips(ex: Exercise, *slips: tuple[Fraction, str, str]) -> tuple[Slip, ...]:
    """The slips (answer, told, reveals) that give a wrong answer the checker can tell from the right one (a
    slip that lands within the tolerance at this player count, or outside 0..1 for a chance, is left out)."""
    kept: dict[Fraction, Slip] = {}
    for answer, told, reveals in slips:
        if answer is None:  # a slip this situation cannot make
            continue
        answer = Fraction(answer)
        if abs(float(answer - ex.exact)) <= ex.tolerance or answer in kept:
            continue
        if ex.probability and not 0 <= answer <= 1:
            continue
        kept[answer] = Slip(answer, told, reveals)
    return tuple(kept.values())


def first_turn(turn: Turn) -> bool:
    """Nobody has played a card yet this hand."""
    return not any(turn.played)


def levels_named(levels) -> str:
    """Levels named in words: "Levels 2, 3 and 5"."""
    names = [str(level + 1) for level in levels]
    return "Levels " + ", ".join(names[:-1]) + " and " + names[-1]


def worth_asking(value: Fraction) -> bool:
    """A chance worth asking: neither impossible nor certain."""
    return 0 < value < 1


def product(values) -> Fraction:
    """The product of some fractions."""
    out = Fraction(1)
    for v in values:
        out *= v
    return out


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
