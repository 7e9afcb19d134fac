"""Fish Eat Fish's probability corner: battles between two stacks when both pick a card at random.

Exact answers enumerate every pair of Challenge Cards with fractions; simulations draw cards from
the hands with numpy (vectorised, seeded) and resolve them with the engine's own battle rule."""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from fishtutor.games.fish_eat_fish.cards import (ATTACKER_WINS, BOTH_ELIMINATED, CARD_NAMES, DEFENDER_WINS,
                                                 FULL_SET, KINDS, NULLIFIED, OUTCOME_NAMES, SHARK, battle_outcome)

from .core import Exercise

OUTCOMES = (ATTACKER_WINS, DEFENDER_WINS, BOTH_ELIMINATED, NULLIFIED)


def hand_without(kind: int, hand: tuple[int, ...] = FULL_SET) -> tuple[int, ...]:
    """A hand with every card of one kind held back (e.g. keeping the Shark for later)."""
    return tuple(0 if k == kind else c for k, c in enumerate(hand))


def outcome_chances(attacker_height: int, defender_height: int, attacker_hand: tuple[int, ...] = FULL_SET,
                    defender_hand: tuple[int, ...] = FULL_SET) -> dict[int, Fraction]:
    """Each battle outcome's exact chance when both players pick uniformly from their hands."""
    a_total, d_total = sum(attacker_hand), sum(defender_hand)
    chances = {o: Fraction(0) for o in OUTCOMES}
    for a, a_count in enumerate(attacker_hand):
        for d, d_count in enumerate(defender_hand):
            if a_count and d_count:
                chances[battle_outcome(a, d, attacker_height, defender_height)] += Fraction(a_count * d_count,
                                                                                           a_total * d_total)
    return chances


def payoff_table(attacker_height: int = 1, defender_height: int = 1) -> list[list[str]]:
    """Who wins each pairing of cards (rows: attacker's card, columns: defender's card)."""
    short = {ATTACKER_WINS: "attacker", DEFENDER_WINS: "defender", BOTH_ELIMINATED: "both gone",
             NULLIFIED: "nothing"}
    return [[short[battle_outcome(a, d, attacker_height, defender_height)] for d in range(KINDS)]
            for a in range(KINDS)]


def win_curve(defender_height: int = 1, attacker_hand: tuple[int, ...] = FULL_SET) -> list[Fraction]:
    """The attacker's chance to win for attacking stacks of height 1 to 5."""
    return [outcome_chances(h, defender_height, attacker_hand)[ATTACKER_WINS] for h in range(1, 6)]


def simulate_outcome(outcome: int, attacker_height: int, defender_height: int,
                     attacker_hand: tuple[int, ...] = FULL_SET, defender_hand: tuple[int, ...] = FULL_SET):
    """1 where a battle with cards drawn at random from the hands ends in ``outcome``."""
    table = np.array([[battle_outcome(a, d, attacker_height, defender_height) for d in range(KINDS)]
                      for a in range(KINDS)])
    a_cards = np.repeat(np.arange(KINDS), attacker_hand)
    d_cards = np.repeat(np.arange(KINDS), defender_hand)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        a = a_cards[rng.integers(len(a_cards), size=trials)]
        d = d_cards[rng.integers(len(d_cards), size=trials)]
        return (table[a, d] == outcome).astype(float)
    return simulate


def exercises() -> list[Exercise]:
    """The probability corner's questions."""
    single = outcome_chances(1, 1)
    pair = outcome_chances(2, 1)
    held = outcome_chances(2, 1, hand_without(SHARK))
    return [
        Exercise("single_win", "Two single fish battle and both players pick a card at random from a full hand. "
                 "What is the chance the attacker wins?", single[ATTACKER_WINS],
                 "Count the card pairs (11 × 11) in which the attacker's card beats the defender's, "
                 "heights added to Fish cards.", "Sharks beat Fish cards, any Octopus cancels the battle.",
                 simulate_outcome(ATTACKER_WINS, 1, 1)),
        Exercise("nothing", "In that battle, what is the chance that nothing happens because an Octopus is played?",
                 single[NULLIFIED], "1 minus the chance that neither player picks one of their 2 Octopus cards: "
                 "1 - (9/11)².", "Work out the chance that neither picks an Octopus first.",
                 simulate_outcome(NULLIFIED, 1, 1)),
        Exercise("pair_win", "A stack of 2 attacks a single fish; both pick at random from full hands. What is "
                 "the attacker's chance to win?", pair[ATTACKER_WINS],
                 "The stack adds 2 to its Fish card, the single fish 1.", "Compare the Fish card totals.",
                 simulate_outcome(ATTACKER_WINS, 2, 1)),
        Exercise("held_shark", "Same battle, but the attacker keeps the Shark back and picks among the other 10 "
                 "cards. What is the attacker's chance to win now?", held[ATTACKER_WINS],
                 "Enumerate 10 × 11 pairs: the attacker's Shark is out of its hand.",
                 "Without the Shark the attacker needs a higher Fish total.",
                 simulate_outcome(ATTACKER_WINS, 2, 1, hand_without(SHARK))),
    ]


def describe_chances(chances: dict[int, Fraction]) -> list[str]:
    """Each outcome's chance in words."""
    return [f"{OUTCOME_NAMES[o]}: {chances[o]} ≈ {float(chances[o]):.3f}" for o in OUTCOMES]


CARD_HEADERS = CARD_NAMES
