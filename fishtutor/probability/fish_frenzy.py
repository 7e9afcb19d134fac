"""Fish Frenzy's probability corner: rounds per game, crabs on the right, what eating is worth.

Every exact answer is worked out with fractions from the deck an exercise assumes (this edition's by
default: the rulebook gives 80 cards but not how they divide up); every simulation deals real shuffled
decks of that make-up (numpy, vectorised, seeded) or plays the engine."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from math import comb

import numpy as np

from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.cards import (CARDS_PER_DEAL, CRAB, DECK_COUNTS, DECK_SIZE, FISH_COLOURS, TOKENS,
                                               TOKENS_IN_HAND, boat_extras, setup_discards)
from fishtutor.probability.answers import show

from .core import Exercise

CHUNK = 20_000  # decks shuffled at once (bounded memory: CHUNK x 80 small ints)
FRESH_SUPPLY = TOKENS - TOKENS_IN_HAND


@dataclass(frozen=True)
class Deck:
    """The deck an exercise assumes: per fish colour, the cards showing 1, 2 and 3 little fish; the crabs
    (each showing 1, as printed)."""

    per_colour: tuple[int, int, int]
    colours: int
    crabs: int

    @property
    def counts(self) -> tuple[int, ...]:
        """Cards of each kind, in the engine's order (colour by colour, 1 to 3 little fish, then crabs)."""
        return self.per_colour * self.colours + (self.crabs,)

    @property
    def size(self) -> int:
        """Cards in the deck."""
        return sum(self.counts)

    def kind_fish(self) -> tuple[int, ...]:
        """Little fish shown by each kind of card."""
        return (1, 2, 3) * self.colours + (1,)

    def cards(self) -> list[int]:
        """Every card as its kind, in a fixed order (shuffle before use)."""
        return [k for k, n in enumerate(self.counts) for _ in range(n)]

    def describe(self) -> str:
        """The make-up in words."""
        one, two, three = self.per_colour
        return (f"{self.size} cards: {sum(self.per_colour)} cards per fish colour in {self.colours} colours "
                f"({one} showing 1 little fish, {two} showing 2, {three} showing 3) and {self.crabs} crabs")


EDITION_DECK = Deck(tuple(DECK_COUNTS[:3]), len(FISH_COLOURS), DECK_COUNTS[CRAB])  # this edition's choice
OTHER_SPLIT = Deck((3, 4, 3), EDITION_DECK.colours, EDITION_DECK.crabs)  # a split the printed deck could have


def rounds(players: int) -> int:
    """Rounds in a game: the deck (after any setup discards) over the cards dealt each round."""
    return (DECK_SIZE - setup_discards(players)) // (CARDS_PER_DEAL * players)


def crab_on_the_right(deck: Deck = EDITION_DECK) -> Fraction:
    """Chance that a freshly dealt boat's rightmost card is a crab: every dealt card is equally likely
    to be any card of the deck, so it is the crabs' share of the deck."""
    return Fraction(deck.crabs, deck.size)


def some_crab_on_the_right(players: int, deck: Deck = EDITION_DECK) -> Fraction:
    """Chance that after the first deal at least one boat shows a crab on its right: the rightmost
    cards are ``players`` cards drawn without replacement, so 1 - C(non-crabs, n) / C(all, n)."""
    return 1 - Fraction(comb(deck.size - deck.crabs, players), comb(deck.size, players))


def fish_shown(deck: Deck = EDITION_DECK) -> dict[int, Fraction]:
    """The chance the rightmost card shows 1, 2 or 3 little fish."""
    shown: dict[int, Fraction] = {}
    for fish, count in zip(deck.kind_fish(), deck.counts):
        shown[fish] = shown.get(fish, Fraction(0)) + Fraction(count, deck.size)
    return shown


def expected_eat(extra: int, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK) -> Fraction:
    """Expected little fish from eating a freshly dealt boat: card's fish + boat's extra, capped by supply."""
    return sum((p * min(fish + extra, supply) for fish, p in fish_shown(deck).items()), Fraction(0))


def eat_table(players: int = 4, deck: Deck = EDITION_DECK) -> list[tuple[int, int, Fraction]]:
    """(boat number, extra little fish, expected little fish from eating) for each boat."""
    return [(b + 1, extra, expected_eat(extra, deck=deck)) for b, extra in enumerate(boat_extras(players))]


# ---- simulations ------------------------------------------------------------------------------
def shuffled_decks(trials: int, rng: np.random.Generator, deck: Deck = EDITION_DECK):
    """Shuffled decks, in chunks; column i is the i-th card dealt."""
    deck = np.array(deck.cards(), dtype=np.int8)
    done = 0
    while done < trials:
        k = min(CHUNK, trials - done)
        yield rng.permuted(np.tile(deck, (k, 1)), axis=1)
        done += k


def _rightmost_columns(players: int) -> list[int]:
    """Deal positions of each boat's rightmost card after the first deal (2 cards per boat, in order)."""
    return [CARDS_PER_DEAL * b + CARDS_PER_DEAL - 1 for b in range(players)]


def simulate_crab_on_the_right(trials: int, rng: np.random.Generator, deck: Deck = EDITION_DECK) -> np.ndarray:
    """1 where boat 1's rightmost card after the first deal is a crab."""
    col, crab = _rightmost_columns(1)[0], len(deck.counts) - 1
    return np.concatenate([(d[:, col] == crab) for d in shuffled_decks(trials, rng, deck)]).astype(float)


def simulate_some_crab(players: int, deck: Deck = EDITION_DECK):
    """1 where any boat shows a crab on its right after the first deal."""
    cols, crab = _rightmost_columns(players), len(deck.counts) - 1

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        return np.concatenate([(d[:, cols] == crab).any(axis=1)
                               for d in shuffled_decks(trials, rng, deck)]).astype(float)
    return simulate


def simulate_eat(boat: int, players: int = 4, deck: Deck = EDITION_DECK):
    """Little fish a seagull with a full supply gets by eating on ``boat`` after the first deal."""
    col = _rightmost_columns(players)[boat]
    extra = boat_extras(players)[boat]
    fish = np.array(deck.kind_fish(), dtype=float)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        shown = np.concatenate([fish[d[:, col]] for d in shuffled_decks(trials, rng, deck)])
        return np.minimum(shown + extra, FRESH_SUPPLY)
    return simulate


def simulate_rounds(players: int):
    """Rounds counted by playing whole games with random moves on the engine."""
    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        out = np.empty(trials)
        for t in range(trials):
            state = GAME.new_state(players, seed=int(rng.integers(2**31)))
            while not state.is_terminal():
                moves = state.legal_moves()
                state.apply(state.sample_chance() if state.is_chance_node() else moves[int(rng.integers(len(moves)))])
            out[t] = state.round
        return out
    return simulate


def _crabs_differ(deck: Deck, answer) -> str:
    """How the answer moves if the printed deck held fewer crabs (computed, not typed)."""
    other = Deck(deck.per_colour, deck.colours, deck.crabs - 2)
    return f" With {other.crabs} crabs ({other.size} cards) it would be {show(answer(other))}."


def _assumes(deck: Deck) -> str:
    """The deck an answer rests on, in words."""
    whose = "this edition's deck" if deck == EDITION_DECK else "a deck"
    return f" Assumes {whose} of {deck.describe()}."


def exercises(players: int = 4, deck: Deck = EDITION_DECK) -> list[Exercise]:
    """The probability corner's questions, for a game of ``players`` dealt from ``deck``."""
    last, extra = players - 1, boat_extras(players)[players - 1]
    other = extra - 1 if extra else extra + 1  # a boat the printed game might print instead
    return [
        Exercise("crab_right", "What is the chance that a freshly dealt boat shows a Crab as its rightmost card?",
                 crab_on_the_right(deck), f"Each dealt card is equally likely to be any of the {deck.size}; "
                 f"{deck.crabs} are crabs.{_assumes(deck)}{_crabs_differ(deck, crab_on_the_right)}",
                 "Count the crabs in the deck.", partial(simulate_crab_on_the_right, deck=deck)),
        Exercise("some_crab", f"With {players} players, what is the chance that after the first deal at least one "
                 "boat shows a Crab on its right?", some_crab_on_the_right(players, deck),
                 f"1 minus the chance that all {players} rightmost cards are fish: "
                 f"1 - C({deck.size - deck.crabs},{players})/C({deck.size},{players}).{_assumes(deck)}"
                 f"{_crabs_differ(deck, partial(some_crab_on_the_right, players))}",
                 "Work out the chance that none of them is a crab first.", simulate_some_crab(players, deck)),
        Exercise("eat_last", f"On boat {players} (+{extra} little fish), how many little fish "
                 f"do you expect from eating after the first deal, with {FRESH_SUPPLY} in your supply?",
                 expected_eat(extra, deck=deck),
                 "Average min(card's little fish + extra, supply) over the cards' shares of the deck."
                 f"{_assumes(deck)} If each colour's cards showed 1, 2 and 3 little fish "
                 f"{'/'.join(map(str, OTHER_SPLIT.per_colour))} it would be "
                 f"{show(expected_eat(extra, deck=OTHER_SPLIT))};"
                 f" if boat {players} carried +{other} it would be {show(expected_eat(other, deck=deck))}.",
                 "A card shows 1, 2 or 3 little fish; remember the supply limit.", simulate_eat(last, players, deck),
                 tolerance=0.01, probability=False),
        Exercise("rounds", f"How many rounds does a {players}-player game last?", Fraction(rounds(players)),
                 f"{DECK_SIZE - setup_discards(players)} cards, {CARDS_PER_DEAL * players} dealt per round.",
                 "Divide the deck by the cards dealt each round.", simulate_rounds(players), tolerance=0,
                 probability=False, max_trials=2_000),
    ]
