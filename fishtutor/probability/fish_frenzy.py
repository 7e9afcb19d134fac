"""Fish Frenzy's probability corner: rounds per game, crabs on the right, what eating is worth.

Every exact answer is worked out from the edition's card counts with fractions; every simulation
deals real shuffled decks (numpy, vectorised, seeded) or plays the engine."""
from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np

from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.cards import (CARDS_PER_DEAL, CRAB, DECK_COUNTS, DECK_SIZE, KIND_FISH, TOKENS,
                                               TOKENS_IN_HAND, boat_extras, full_deck, setup_discards)

from .core import Exercise

CHUNK = 20_000  # decks shuffled at once (bounded memory: CHUNK x 80 small ints)
FRESH_SUPPLY = TOKENS - TOKENS_IN_HAND


def rounds(players: int) -> int:
    """Rounds in a game: the deck (after any setup discards) over the cards dealt each round."""
    return (DECK_SIZE - setup_discards(players)) // (CARDS_PER_DEAL * players)


def crab_on_the_right() -> Fraction:
    """Chance that a freshly dealt boat's rightmost card is a crab: every dealt card is equally likely
    to be any of the 80, so it is the crabs' share of the deck."""
    return Fraction(DECK_COUNTS[CRAB], DECK_SIZE)


def some_crab_on_the_right(players: int) -> Fraction:
    """Chance that after the first deal at least one boat shows a crab on its right: the rightmost
    cards are ``players`` cards drawn without replacement, so 1 - C(non-crabs, n) / C(all, n)."""
    crabs = DECK_COUNTS[CRAB]
    return 1 - Fraction(comb(DECK_SIZE - crabs, players), comb(DECK_SIZE, players))


def fish_shown() -> dict[int, Fraction]:
    """The chance the rightmost card shows 1, 2 or 3 little fish."""
    shown: dict[int, Fraction] = {}
    for k, count in enumerate(DECK_COUNTS):
        shown[KIND_FISH[k]] = shown.get(KIND_FISH[k], Fraction(0)) + Fraction(count, DECK_SIZE)
    return shown


def expected_eat(extra: int, supply: int = FRESH_SUPPLY) -> Fraction:
    """Expected little fish from eating a freshly dealt boat: card's fish + boat's extra, capped by supply."""
    return sum((p * min(fish + extra, supply) for fish, p in fish_shown().items()), Fraction(0))


def eat_table(players: int = 4) -> list[tuple[int, int, Fraction]]:
    """(boat number, extra little fish, expected little fish from eating) for each boat."""
    return [(b + 1, extra, expected_eat(extra)) for b, extra in enumerate(boat_extras(players))]


# ---- simulations ------------------------------------------------------------------------------
def shuffled_decks(trials: int, rng: np.random.Generator):
    """Shuffled 80-card decks, in chunks; column i is the i-th card dealt."""
    deck = np.array(full_deck(), dtype=np.int8)
    done = 0
    while done < trials:
        k = min(CHUNK, trials - done)
        yield rng.permuted(np.tile(deck, (k, 1)), axis=1)
        done += k


def _rightmost_columns(players: int) -> list[int]:
    """Deal positions of each boat's rightmost card after the first deal (2 cards per boat, in order)."""
    return [CARDS_PER_DEAL * b + CARDS_PER_DEAL - 1 for b in range(players)]


def simulate_crab_on_the_right(trials: int, rng: np.random.Generator) -> np.ndarray:
    """1 where boat 1's rightmost card after the first deal is a crab."""
    col = _rightmost_columns(1)[0]
    return np.concatenate([(d[:, col] == CRAB) for d in shuffled_decks(trials, rng)]).astype(float)


def simulate_some_crab(players: int):
    """1 where any boat shows a crab on its right after the first deal."""
    cols = _rightmost_columns(players)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        return np.concatenate([(d[:, cols] == CRAB).any(axis=1) for d in shuffled_decks(trials, rng)]).astype(float)
    return simulate


def simulate_eat(boat: int, players: int = 4):
    """Little fish a seagull with a full supply gets by eating on ``boat`` after the first deal."""
    col = _rightmost_columns(players)[boat]
    extra = boat_extras(players)[boat]
    fish = np.array(KIND_FISH, dtype=float)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        shown = np.concatenate([fish[d[:, col]] for d in shuffled_decks(trials, rng)])
        return np.minimum(shown + extra, FRESH_SUPPLY)
    return simulate


def played_rounds(players: int, games: int, seed: int = 0) -> list[int]:
    """Rounds each of ``games`` seeded engine games lasted, random moves throughout (a check on the engine:
    the count never varies, so this is no estimate)."""
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(games):
        state = GAME.new_state(players, seed=int(rng.integers(2**31)))
        while not state.is_terminal():
            moves = state.legal_moves()
            state.apply(state.sample_chance() if state.is_chance_node() else moves[int(rng.integers(len(moves)))])
        out.append(state.round)
    return out


def rounds_working(players: int) -> str:
    """How the rounds are counted, step by step, in words."""
    aside, per_round = setup_discards(players), CARDS_PER_DEAL * players
    deck = DECK_SIZE - aside
    cards = f"{DECK_SIZE} cards less {aside} set aside before the first deal leaves {deck}" if aside else \
        f"all {DECK_SIZE} cards are dealt"
    return (f"With {players} players {cards}; each round puts {CARDS_PER_DEAL} cards under each of the {players} "
            f"boats, {per_round} in all; {deck} ÷ {per_round} = {rounds(players)}. The whole deck is dealt the "
            "same way in every game, so every game lasts exactly this many rounds: there is nothing to simulate.")


def rounds_slips(players: int) -> tuple[tuple[Fraction, str], ...]:
    """Answers that a known slip in counting rounds gives, each with the slip in words (none equal to the truth)."""
    aside, per_round = setup_discards(players), CARDS_PER_DEAL * players
    deck = DECK_SIZE - aside
    slips = [(Fraction(deck, players), f"you deal each boat one card a round, but every boat gets {CARDS_PER_DEAL}."),
             (Fraction(deck, CARDS_PER_DEAL), f"you count one boat's cards only, but there are {players} boats."),
             (Fraction(deck), "you count cards, not rounds: divide by the cards dealt in one round."),
             (Fraction(per_round), "you count the cards dealt in one round; how many such rounds fit in the deck?")]
    if aside:
        slips.append((Fraction(DECK_SIZE, per_round), f"you forget the {aside} cards set aside before the first "
                      "deal."))
    truth, kept = Fraction(rounds(players)), {}
    for value, slip in slips:
        if value != truth:
            kept.setdefault(value, slip)
    return tuple(kept.items())


def exercises(players: int = 4) -> list[Exercise]:
    """The probability corner's questions, for a game of ``players``."""
    last = players - 1
    return [
        Exercise("crab_right", "What is the chance that a freshly dealt boat shows a Crab as its rightmost card?",
                 crab_on_the_right(), f"Each dealt card is equally likely to be any of the {DECK_SIZE}; "
                 f"{DECK_COUNTS[CRAB]} are crabs.", "Count the crabs in the deck.", simulate_crab_on_the_right),
        Exercise("some_crab", f"With {players} players, what is the chance that after the first deal at least one "
                 "boat shows a Crab on its right?", some_crab_on_the_right(players),
                 f"1 minus the chance that all {players} rightmost cards are fish: "
                 f"1 - C({DECK_SIZE - DECK_COUNTS[CRAB]},{players})/C({DECK_SIZE},{players}).",
                 "Work out the chance that none of them is a crab first.", simulate_some_crab(players)),
        Exercise("eat_last", f"On boat {players} (+{boat_extras(players)[last]} little fish), how many little fish "
                 f"do you expect from eating after the first deal, with {FRESH_SUPPLY} in your supply?",
                 expected_eat(boat_extras(players)[last]),
                 "Average min(card's little fish + extra, supply) over the cards' shares of the deck.",
                 "A card shows 1, 2 or 3 little fish; remember the supply limit.", simulate_eat(last, players),
                 tolerance=0.01, probability=False),
        Exercise("rounds", f"How many rounds does a {players}-player game last?", Fraction(rounds(players)),
                 rounds_working(players), "Count the cards that get dealt, then the cards dealt in one round.",
                 None, tolerance=0, probability=False, mistakes=rounds_slips(players), whole=True),
    ]
