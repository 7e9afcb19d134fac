"""Fish Frenzy round after round, as Markov chains: a seagull's supply running down as it eats, and a boat
that stays free of crabs until one is dealt on its left.

Only one boat's cards matter here, and in a well-shuffled deck the cards that boat gets, in order, are as random
as the first cards off the top (every order of the deck is equally likely), so both the exact answers and the
simulations deal those cards straight off a fresh deck, without replacement."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

import numpy as np

from fishtutor.games.fish_frenzy.cards import CARDS_PER_DEAL

from .fish_frenzy_deal import EDITION_DECK, FRESH_SUPPLY, Deck, Shoe, crab_groups, falling, fish_groups, fish_shown


# ---- the supply running down: eat on one boat every round ------------------------------------------------------
def supply_rounds(extra: int = 0, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK) -> dict[int, Fraction]:
    """Chance that a seagull who eats every round on a boat with ``extra`` little fish empties its supply of
    ``supply`` in exactly t rounds: first-step analysis over (supply left, cards left in the deck)."""
    groups, fish = fish_groups(deck)
    return dict(sorted(_rounds_from(supply, groups, tuple(int(f) + extra for f in fish)).items()))


@lru_cache(maxsize=None)
def _rounds_from(supply: int, left: tuple[int, ...], meal: tuple[int, ...]) -> dict[int, Fraction]:
    """Rounds still to go, from ``supply`` little fish left and ``left`` cards of each group in the deck."""
    if supply <= 0:
        return {0: Fraction(1)}
    out: dict[int, Fraction] = {}
    for g, n in enumerate(left):
        if n:
            after = left[:g] + (n - 1,) + left[g + 1:]
            for t, q in _rounds_from(supply - min(meal[g], supply), after, meal).items():
                out[t + 1] = out.get(t + 1, Fraction(0)) + Fraction(n, sum(left)) * q
    return out


def expected_supply_rounds(extra: int = 0, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK) -> Fraction:
    """Expected rounds of eating until the supply is empty."""
    return sum((t * p for t, p in supply_rounds(extra, supply, deck).items()), Fraction(0))


def supply_rounds_refilled(chances: dict[int, Fraction], extra: int = 0, supply: int = FRESH_SUPPLY) -> Fraction:
    """Expected rounds until the supply is empty if every meal were drawn from the same chances (a deck refilled
    after each card): T(s) = 1 + sum over meals m of P(m) T(s - m), T(0) = 0, solved from the bottom up."""
    rounds = [Fraction(0)]
    for s in range(1, supply + 1):
        rounds.append(1 + sum((p * rounds[max(s - f - extra, 0)] for f, p in chances.items()), Fraction(0)))
    return rounds[supply]


def supply_over_average(extra: int = 0, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK) -> Fraction:
    """The slip: the supply divided by the average meal (forgets that the last meal overshoots)."""
    return Fraction(supply) / (sum((f * p for f, p in fish_shown(deck).items()), Fraction(0)) + extra)


def sample_supply_rounds(extra: int = 0, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK):
    """Each trial's rounds until the supply is empty, all trials stepped together until every one has run out."""
    groups, fish = fish_groups(deck)

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        shoe, left = Shoe(trials, groups), np.full(trials, supply, dtype=np.int64)
        rounds = np.zeros(trials, dtype=np.int64)
        while (left > 0).any():
            meal = fish[shoe.draw(rng)].astype(np.int64) + extra
            rounds += left > 0
            left -= np.minimum(meal, left)
        return rounds
    return sample


# ---- a crab-free boat: collect while no crab is under it, else eat ---------------------------------------------
def clean_collects(rounds: int, deck: Deck = EDITION_DECK) -> dict[int, Fraction]:
    """Chance of collecting exactly k times in ``rounds`` rounds on one boat, when the seagull collects whenever
    no crab is under the boat and eats otherwise. A chain on (crabs left in the deck, collections so far) while
    the boat is clean; a crab dealt on the left can never be eaten (eating takes the rightmost card only), so
    the boat is then stuck with it for good and the count stops."""
    clean = {(deck.crabs, 0): Fraction(1)}
    stuck: dict[int, Fraction] = {}
    for r in range(rounds):
        cards, after = deck.size - CARDS_PER_DEAL * r, {}
        for (crabs, k), p in clean.items():
            left_crab = Fraction(crabs, cards)
            stuck[k] = stuck.get(k, Fraction(0)) + p * left_crab
            fish_left = 1 - left_crab
            right_crab = Fraction(crabs, cards - 1)  # eaten at once: the boat stays clean
            after[(crabs - 1, k)] = after.get((crabs - 1, k), Fraction(0)) + p * fish_left * right_crab
            after[(crabs, k + 1)] = after.get((crabs, k + 1), Fraction(0)) + p * fish_left * (1 - right_crab)
        clean = {key: p for key, p in after.items() if p}
    out = {k: stuck.get(k, Fraction(0)) for k in range(rounds + 1)}
    for (_, k), p in clean.items():
        out[k] += p
    return out


def expected_clean_collects(rounds: int, deck: Deck = EDITION_DECK) -> Fraction:
    """Expected collections, from the chain's distribution."""
    return sum((k * p for k, p in clean_collects(rounds, deck).items()), Fraction(0))


def collects_as_fresh_starts(rounds: int, deck: Deck = EDITION_DECK) -> Fraction:
    """The slip: every round taken as a fresh start (both new cards fish, in each round alike)."""
    fish = deck.size - deck.crabs
    return rounds * Fraction(falling(fish, CARDS_PER_DEAL), falling(deck.size, CARDS_PER_DEAL))


def collects_if_every_crab_sticks(rounds: int, deck: Deck = EDITION_DECK) -> Fraction:
    """The slip: a crab on the right taken to stay too (collect in round r only if all its cards so far are fish)."""
    fish = deck.size - deck.crabs
    return sum((Fraction(falling(fish, CARDS_PER_DEAL * r), falling(deck.size, CARDS_PER_DEAL * r))
                for r in range(1, rounds + 1)), Fraction(0))


def sample_clean_collects(rounds: int, deck: Deck = EDITION_DECK):
    """Each trial's collections, all trials' boats stepped round by round together to the end of the game."""
    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        shoe = Shoe(trials, crab_groups(deck))
        clean, collects = np.ones(trials, dtype=bool), np.zeros(trials, dtype=np.int64)
        for _ in range(rounds):
            left, right = shoe.draw(rng).astype(bool), shoe.draw(rng).astype(bool)
            collects += clean & ~left & ~right
            clean &= ~left
        return collects
    return sample
