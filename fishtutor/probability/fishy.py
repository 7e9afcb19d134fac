"""Fishy's probability corner: whose Level card is unique, the "birthday problem" of the barrel, the fish a
turn of Cats in the Barrel places, and whether a Level card is still unplayed in a round of Jumping Fish.

Every answer rests on a stated random-play model (each player picks a card uniformly at random from the cards
the model names), worked out exactly with fractions and simulated with seeded, vectorised numpy draws."""
from __future__ import annotations

from fractions import Fraction
from functools import partial
from math import comb, perm

import numpy as np

from fishtutor.games.fishy.barrel import LEVELS, MAX_PLAYERS, MIN_PLAYERS
from fishtutor.games.fishy.cards import CATS_IN_THE_BARREL_HAND, CAT, JUMPING_FISH_HAND
from fishtutor.probability.answers import show

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


def simulate_unique(players: int, levels: int = LEVELS):
    """1 where no other player's random Level card equals yours (seat 0's)."""
    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        picks = rng.integers(levels, size=(trials, players))
        return (picks[:, 1:] != picks[:, :1]).all(axis=1).astype(float)
    return simulate


def simulate_some_shared(players: int, levels: int = LEVELS):
    """1 where at least two players' random Level cards are the same."""
    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        picks = np.sort(rng.integers(levels, size=(trials, players)), axis=1)
        return (np.diff(picks, axis=1) == 0).any(axis=1).astype(float)
    return simulate


# ---- the fish one turn of Cats in the Barrel places ---------------------------------------------------------
def fish_placed(card: int, same: int) -> int:
    """Fish a player places with a card no Cat touches: a Level card 2 alone, 1 when shared by two, none when
    three or more play it; Lowest 3 places 3 alone and none when shared (``same`` counts the players of it)."""
    if card == LOWEST_3:
        return 3 if same == 1 else 0
    return {1: 2, 2: 1}.get(same, 0)


def fish_distribution(players: int) -> dict[int, Fraction]:
    """Exact chance you place 0, 1, 2 or 3 fish when everyone picks one of Level 1-5 and Lowest 3 at random."""
    p, q = Fraction(1, CATS_PLACING), Fraction(CATS_PLACING - 1, CATS_PLACING)
    alone = q ** (players - 1)
    pair = (players - 1) * p * q ** (players - 2)
    level_share = Fraction(LEVELS, CATS_PLACING)
    out = {2: level_share * alone, 1: level_share * pair, 3: (1 - level_share) * alone}
    out[0] = 1 - sum(out.values())
    return dict(sorted(out.items()))


def expected_fish(players: int) -> Fraction:
    """Expected fish you place in one turn under that model (no Cats played, everyone has fish enough)."""
    return sum((fish * p for fish, p in fish_distribution(players).items()), Fraction(0))


def expected_table_fish(players: int) -> Fraction:
    """Expected fish all players together place in one such turn (each seat is alike)."""
    return players * expected_fish(players)


def _placed_by_all(cards: np.ndarray) -> np.ndarray:
    """Fish each seat places (trials x players) for rows of cards, by the rule of fish_placed."""
    same = (cards[:, :, None] == cards[:, None, :]).sum(axis=2)
    level = np.where(same == 1, 2, np.where(same == 2, 1, 0))
    return np.where(cards == LOWEST_3, np.where(same == 1, 3, 0), level)


def simulate_fish(players: int, everyone: bool = False):
    """Fish placed in one turn when each player picks one of Level 1-5 and Lowest 3 at random: yours (seat 0),
    or everyone's together."""
    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        placed = _placed_by_all(rng.integers(CATS_PLACING, size=(trials, players)))
        return (placed.sum(axis=1) if everyone else placed[:, 0]).astype(float)
    return simulate


# ---- Jumping Fish: is your Level card still unplayed this round? ---------------------------------------------
def unplayed_chance(players: int, played: int = 2, hand: int = JUMP_HAND) -> Fraction:
    """Chance no opponent has played your Level card yet, when each opponent has played ``played`` different
    cards picked at random from a hand of ``hand`` (one of them that Level card): C(hand-1, m)/C(hand, m) each."""
    return Fraction(comb(hand - 1, played), comb(hand, played)) ** (players - 1)


def simulate_unplayed(players: int, played: int = 2, hand: int = JUMP_HAND, level: int = 2):
    """1 where none of the opponents' first ``played`` cards (dealt without replacement from their hands of
    ``hand`` cards, card ``level`` being your Level card) is that Level card."""
    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        order = rng.random((trials, players - 1, hand)).argsort(axis=2)[:, :, :played]
        return (order != level).all(axis=(1, 2)).astype(float)
    return simulate


def unplayed_slips(players: int) -> tuple[tuple[Fraction, str], ...]:
    """Answers a known slip gives (each differing from the truth), with the slip in words."""
    truth = unplayed_chance(players)
    slips = {Fraction(JUMP_HAND - 1, JUMP_HAND) ** (2 * (players - 1)):
             "each opponent's two cards were drawn with replacement; a played card is not played again this round.",
             unplayed_chance(players, hand=LEVELS): "the opponents hold no Cats, but each holds two Cats among seven "
             "cards.",
             unplayed_chance(2): "you counted one opponent only; every opponent has played two cards.",
             unplayed_chance(players, played=3): "each opponent had played all three cards; as first player you "
             "play your third card before their third."}
    return tuple((value, slip) for value, slip in slips.items() if value != truth)


def unique_slips(players: int) -> tuple[tuple[Fraction, str], ...]:
    """Answers a known slip in the unique-card question gives."""
    truth = unique_chance(players)
    slips = {Fraction(LEVELS - 1, LEVELS) ** players: f"you counted your own card too: only the other {players - 1} "
             "players can spoil it.",
             all_different(players): "you worked out the chance that all cards differ, not only that yours is "
             "alone.",
             Fraction(1, LEVELS) ** (players - 1): "you worked out the chance that all others picked your card."}
    return tuple((value, slip) for value, slip in slips.items() if value != truth)


# ---- the questions ----------------------------------------------------------------------------------------
def _growing(players: int) -> str:
    """How the unique chance shrinks as players join (computed for the neighbouring counts)."""
    pairs = ", ".join(f"{k} players {show(unique_chance(k))}" for k in PLAYERS)
    return f" As players join it shrinks: {pairs}."


def _checked(players) -> int:
    """A player count the corner has questions for, or a clear reason why not."""
    if type(players) is not int or players not in PLAYERS:
        raise ValueError(f"The probability corner has questions for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                         f"not {players!r}.")
    return players


def cats_exercises(players: int = 4) -> list[Exercise]:
    """Cats in the Barrel's questions, for ``players`` players (Fishy is played by 3 to 6)."""
    k = _checked(players)
    return [
        Exercise("fishy_unique", f"{k} players each pick one of their five Level cards at random. What is the "
                 "chance that nobody else picks the same Level card as you (so yours is unique)?", unique_chance(k),
                 f"Each of the other {k - 1} players misses your level with chance 4/5, independently: "
                 f"(4/5)^{k - 1}.{_growing(k)}", "Work out one other player first, then all of them.",
                 simulate_unique(k), mistakes=unique_slips(k)),
        Exercise("fishy_birthday", f"Same picks: what is the chance that at least two of the {k} players pick the "
                 "same Level card?", some_shared(k),
                 f"The birthday problem with 5 days: 1 minus the chance all differ, 1 - 5·4·…/5^{k}"
                 f" = 1 - {show(all_different(k))}. With 6 or more players it is certain.",
                 "First work out the chance that all the cards differ.", simulate_some_shared(k)),
        Exercise("fishy_cats_expected", f"Cats in the Barrel, first turn, {k} players: each plays one of Level 1-5 "
                 "or Lowest 3 at random (nobody plays a Cat). How many fish do you expect to place?",
                 expected_fish(k),
                 f"A Level card (5 in 6) places 2 alone, chance (5/6)^{k - 1}, or 1 shared with exactly one other, "
                 f"chance {k - 1}·(1/6)·(5/6)^{k - 2}; Lowest 3 (1 in 6) places 3 alone. All players together "
                 f"expect {show(expected_table_fish(k))} fish.", "Add fish × chance over 1, 2 and 3 fish.",
                 simulate_fish(k), tolerance=0.01, probability=False),
    ]


def jumping_exercises(players: int = 4) -> list[Exercise]:
    """Jumping Fish's questions, for ``players`` players."""
    k = _checked(players)
    return [
        Exercise("fishy_jump_unplayed", f"Jumping Fish, {k} players: you hold the Dragon and are about to play your "
                 "third card, a Level 3 card. Each opponent has played two different cards at random from a full "
                 "hand (Level 1-5 and two Cats). What is the chance no opponent has played Level 3 this round?",
                 unplayed_chance(k),
                 f"Each opponent's two cards miss Level 3 with chance C(6,2)/C(7,2) = 5/7, independently: "
                 f"(5/7)^{k - 1}.", "Count the pairs of cards an opponent could have played without it.",
                 simulate_unplayed(k), mistakes=unplayed_slips(k)),
        Exercise("fishy_jump_round", f"Same model, {k} players: what is the chance that no opponent plays your "
                 "Level 3 card at any time this round (each plays three of their seven cards)?",
                 unplayed_chance(k, played=3),
                 f"Each opponent's three cards miss it with chance C(6,3)/C(7,3) = 4/7: (4/7)^{k - 1}.",
                 "Now each opponent plays three cards, not two.", simulate_unplayed(k, played=3)),
    ]


def exercises(players: int = 4) -> list[Exercise]:
    """Every question of both corners (ids unique across the two games)."""
    return cats_exercises(players) + jumping_exercises(players)


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
