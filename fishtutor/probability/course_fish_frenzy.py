"""Fish Frenzy's graded assignment: eight questions on one shuffled deck, from counting a deal, through what
eating is worth on average, to following a supply and a boat round after round as Markov chains.

Every exact answer is computed with fractions (fish_frenzy.py and fish_frenzy_chains.py), every slip is computed
the slipped way, and the probability corner takes its questions from here (``fish_frenzy.exercises``)."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache, partial
from math import comb

import numpy as np

from fishtutor.games.fish_frenzy.cards import CARDS_PER_DEAL, DECK_SIZE, boat_extras, setup_discards

from . import fish_frenzy_chains as chains
from .answers import show
from .core import Exercise
from .course import Assignment, Question, Slip
from .fish_frenzy_deal import (EDITION_DECK, FRESH_SUPPLY, OTHER_SPLIT, Deck, assumes, boats_with_crab,
                          crab_on_the_right, crabs_differ, expected_boats_with_crab, expected_eat, fish_shown,
                          next_crab, rounds, rounds_working, sample_boats_with_crab, simulate_crab_on_the_right,
                          simulate_eat, simulate_next_crab, simulate_some_crab, some_crab_on_the_right)

SEEN_CRABS = 2  # the crabs the conditional question says are face up after the first deal
EVEN = {1: Fraction(1, 3), 2: Fraction(1, 3), 3: Fraction(1, 3)}  # the slip: every face equally likely


def keep_slips(exact: Fraction, tolerance: float, slips, probability: bool = False) -> tuple[Slip, ...]:
    """The slips that a checker can tell from the truth: farther from it than the tolerance, a chance only if
    the answer is one, each answer once."""
    kept: dict[Fraction, Slip] = {}
    for answer, told, reveals in slips:
        answer = Fraction(answer)
        if abs(answer - exact) > Fraction(tolerance).limit_denominator(10**9) and \
                (not probability or 0 <= answer <= 1):
            kept.setdefault(answer, Slip(answer, told, reveals))
    return tuple(kept.values())


def question(ex: Exercise, stage: str, goal: str, minutes: int, slips, **plot) -> Question:
    """A Question over ``ex``, keeping only the slips the checker can tell apart."""
    return Question(ex, stage, goal, minutes, keep_slips(ex.exact, ex.tolerance, slips, ex.probability), **plot)


def as_indices(values: dict[int, Fraction], sample):
    """A sampler of outcomes (numbers) as a sampler of indices into ``values``' labels."""
    index = np.full(max(values) + 1, -1, dtype=np.int64)
    index[list(values)] = np.arange(len(values))
    return lambda trials, rng: index[sample(trials, rng)]


# ---- counting ----------------------------------------------------------------------------------------------
def rounds_question(players: int) -> Question:
    """How long a game lasts: the deck (less any cards set aside) over the cards one round deals."""
    aside, per_round = setup_discards(players), CARDS_PER_DEAL * players
    deck = DECK_SIZE - aside
    slips = [(Fraction(deck, players), f"you deal each boat one card a round, but every boat gets {CARDS_PER_DEAL}.",
              "Misreads the deal: one card per boat instead of two."),
             (Fraction(deck, CARDS_PER_DEAL), f"you count one boat's cards only, but there are {players} boats.",
              "Counts a single boat's cards, forgetting that every boat is dealt to."),
             (Fraction(deck), "you count cards, not rounds: divide by the cards dealt in one round.",
              "Mixes up cards and rounds: no division by the cards a round uses."),
             (Fraction(per_round), "you count the cards dealt in one round; how many such rounds fit in the deck?",
              "Stops at one round's cards: does not yet see rounds as the deals that fit in the deck.")]
    if aside:
        slips.append((Fraction(DECK_SIZE, per_round), f"you forget the {aside} cards set aside before the first "
                      "deal.", "Misses the set-up step that puts cards aside in a three-player game."))
    ex = Exercise("rounds", f"How many rounds does a {players}-player game last?", Fraction(rounds(players)),
                  rounds_working(players), "Count the cards that get dealt, then the cards dealt in one round.",
                  None, tolerance=0, probability=False, whole=True)
    return question(ex, "counting", "Read a fixed count off the rules: the deck and the cards dealt per round fix "
                    "how long every game lasts.", 3, slips)


def crab_right_question(deck: Deck) -> Question:
    """One boat's rightmost card: any dealt card is equally likely to be any card, so the crabs' share."""
    exact = crab_on_the_right(deck)
    ex = Exercise("crab_right", "What is the chance that a freshly dealt boat shows a Crab as its rightmost card?",
                  exact, f"Each dealt card is equally likely to be any of the {deck.size}; {deck.crabs} are crabs."
                  f"{assumes(deck)}{crabs_differ(deck, crab_on_the_right)}", "Count the crabs in the deck.",
                  partial(simulate_crab_on_the_right, deck=deck))
    fish = deck.size - deck.crabs
    slips = [(Fraction(deck.crabs, fish), "you compare the crabs with the fish cards; a chance compares them with "
              "every card in the deck.", "Confuses odds (crabs to fish cards) with a probability (crabs out of all "
              "cards)."),
             (CARDS_PER_DEAL * exact, "you add a chance for each of the boat's cards, but only the rightmost card "
              "counts.", "Has not yet taken in that only the rightmost card matters, or adds chances out of habit.")]
    return question(ex, "counting", "See that any one dealt card is equally likely to be any card of the deck, "
                    "wherever it lands.", 4, slips)


def some_crab_question(players: int, deck: Deck) -> Question:
    """Some boat shows a crab on its right: one minus the chance that none of the rightmost cards is a crab."""
    ex = Exercise("some_crab", f"With {players} players, what is the chance that after the first deal at least one "
                  "boat shows a Crab on its right?", some_crab_on_the_right(players, deck),
                  f"1 minus the chance that all {players} rightmost cards are fish: "
                  f"1 - C({deck.size - deck.crabs},{players})/C({deck.size},{players}).{assumes(deck)}"
                  f"{crabs_differ(deck, partial(some_crab_on_the_right, players))}",
                  "Work out the chance that none of them is a crab first.", simulate_some_crab(players, deck))
    one = crab_on_the_right(deck)
    slips = [(players * one, "you add the boats' chances, but two boats can both show a crab, so adding counts "
              "those deals more than once. Work out the chance that none of them is a crab first.", "Adds the chances of events that can happen together (no complement, "
              "no allowance for overlap)."),
             (1 - (1 - one) ** players, "you treat each boat's card as drawn from a full deck; every card dealt "
              "leaves the deck, so the next comes from what is left.", "Draws with replacement: misses that a deal "
              "is without replacement (hypergeometric, not binomial).")]
    return question(ex, "counting", "Use the complement, and count a deal without replacement: the chance that "
                    "none of the rightmost cards is a crab.", 6, slips)


def next_crab_question(players: int, deck: Deck) -> Question:
    """Given the crabs face up after the first deal, the unseen cards are a smaller shuffled deck."""
    seen, exact = CARDS_PER_DEAL * players, next_crab(players, SEEN_CRABS, deck)
    unseen, crabs_left = deck.size - seen, deck.crabs - SEEN_CRABS
    ex = Exercise("ff_next_crab", f"With {players} players the first deal puts {seen} cards face up, and exactly "
                  f"{SEEN_CRABS} of them are Crabs. In round 2, what is the chance that boat 1's new rightmost card "
                  "is a Crab?", exact,
                  f"The cards not yet seen are still shuffled: {unseen} cards, {crabs_left} of them crabs, since the "
                  f"{SEEN_CRABS} you saw have left the deck. New cards always go on the right, so boat 1's rightmost "
                  f"card is one of those {unseen}, each equally likely: {crabs_left}/{unseen} = {show(exact)}."
                  f"{assumes(deck)}",
                  "What is left in the deck once the face-up cards are out of it?",
                  simulate_next_crab(players, SEEN_CRABS, deck))
    slips = [(crab_on_the_right(deck), f"you use the full deck, but the {seen} cards you can see have left it.",
              "Ignores what is face up: does not condition on the information given."),
             (Fraction(deck.crabs, unseen), f"you take the {seen} face-up cards out of the deck but forget that "
              f"{SEEN_CRABS} of them were crabs.", "Updates the deck's size but not its crabs: conditions halfway."),
             (Fraction(crabs_left, deck.size), f"you take the {SEEN_CRABS} crabs you saw out of the deck but not the "
              "other face-up cards.", "Updates the crabs but not the deck's size: conditions halfway.")]
    return question(ex, "counting", "Condition on what is already face up: the unseen cards behave like a "
                    "smaller shuffled deck.", 5, slips)


# ---- expectation -------------------------------------------------------------------------------------------
def eat_last_question(players: int, deck: Deck) -> Question:
    """Eating on the last boat: the average of min(card's little fish + boat's extra, supply) over the deck."""
    last, extra = players - 1, boat_extras(players)[players - 1]
    other = extra - 1 if extra else extra + 1  # a boat the printed game might print instead
    exact = expected_eat(extra, deck=deck)
    ex = Exercise("eat_last", f"On boat {players} (+{extra} little fish), how many little fish "
                  f"do you expect from eating after the first deal, with {FRESH_SUPPLY} in your supply?", exact,
                  "Average min(card's little fish + extra, supply) over the cards' shares of the deck."
                  f"{assumes(deck)} If each colour's cards showed 1, 2 and 3 little fish "
                  f"{'/'.join(map(str, OTHER_SPLIT.per_colour))} it would be "
                  f"{show(expected_eat(extra, deck=OTHER_SPLIT))};"
                  f" if boat {players} carried +{other} it would be {show(expected_eat(other, deck=deck))}.",
                  "A card shows 1, 2 or 3 little fish; remember the supply limit.", simulate_eat(last, players, deck),
                  tolerance=0.01, probability=False)
    shown = fish_shown(deck)
    crab_share = Fraction(deck.crabs, deck.size)
    slips = [(sum((p * (f + extra) for f, p in shown.items()), Fraction(0)), "you forget the limit: you can take "
              f"no more little fish than your supply holds ({FRESH_SUPPLY} at the start).", "Leaves out the supply "
              "limit of the Eat rule, or applies it to the average instead of to each card."),
             (sum((p * min(f + extra, FRESH_SUPPLY) for f, p in EVEN.items()), Fraction(0)), "you treat 1, 2 and 3 "
              "little fish as equally likely, but more cards show 1 than 3 (and every crab shows 1).",
              "Averages the faces instead of weighting each by its share of the deck."),
             (exact - crab_share * (min(1 + extra, FRESH_SUPPLY) - min(extra, FRESH_SUPPLY)), "you count a crab as "
              "no little fish, but a Crab card shows 1.", "Misreads the Crab card: for eating, a crab shows one "
              "little fish.")]
    return question(ex, "expectation", "Find an expected value by weighting each outcome by its chance, with the "
                    "rule's cap applied to each outcome before averaging.", 6, slips)


def crab_boats_question(players: int, deck: Deck) -> Question:
    """Boats with a crab after the first deal: linearity of expectation over the boats."""
    fish, both = deck.size - deck.crabs, CARDS_PER_DEAL * players
    one = 1 - Fraction(comb(fish, CARDS_PER_DEAL), comb(deck.size, CARDS_PER_DEAL))
    exact = expected_boats_with_crab(players, deck)
    chances = boats_with_crab(players, deck)
    ex = Exercise("ff_crab_boats", f"With {players} players the first deal puts {CARDS_PER_DEAL} cards under each "
                  "boat. How many boats, on average, have at least one Crab among their cards?", exact,
                  f"One boat misses the crabs with chance C({fish},{CARDS_PER_DEAL})/C({deck.size},{CARDS_PER_DEAL}), "
                  f"so it has one with chance {show(one)}. The average number of boats with a crab is the sum of "
                  f"the boats' chances, {players} × {one} = {show(exact)}: averages add up even though the "
                  f"boats share one deck.{assumes(deck)}", "Find one boat's chance first; then think about adding.",
                  lambda trials, rng: sample_boats_with_crab(players, deck)(trials, rng).astype(float),
                  tolerance=0.01, probability=False)
    slips = [(Fraction(both * deck.crabs, deck.size), "you count the crabs dealt, not the boats: a boat with two "
              "crabs is still one boat.", "Counts the wrong thing: crabs rather than boats with a crab."),
             (one, f"you find one boat's chance; the average number of boats adds that chance over all {players} "
              "boats.", "Stops at one boat: does not yet use linearity of expectation."),
             (1 - Fraction(comb(fish, both), comb(deck.size, both)), "you find the chance that some boat has a crab, "
              "not how many boats have one on average.", "Mixes up a probability with an expected count.")]
    return question(ex, "expectation", "Use linearity of expectation: an expected count is the sum of each "
                    "boat's chance, even when the boats depend on each other.", 7, slips,
                    distribution=lambda: {f"{b} boat{'s' if b != 1 else ''}": p for b, p in chances.items()},
                    sample=sample_boats_with_crab(players, deck))


# ---- chains ------------------------------------------------------------------------------------------------
def supply_question(players: int, deck: Deck) -> Question:
    """A supply run down by eating on the first boat: a chain on the little fish left, solved from the bottom up."""
    extra = boat_extras(players)[0]
    exact, chances = chains.expected_supply_rounds(extra, deck=deck), chains.supply_rounds(extra, deck=deck)
    refilled = chains.supply_rounds_refilled(fish_shown(deck), extra)
    plus = f" (+{extra} little fish)" if extra else " (no extra little fish)"
    ex = Exercise("ff_supply_rounds", f"You start with {FRESH_SUPPLY} little fish in the supply. Every round you "
                  f"take boat 1{plus} without any challenge and eat there. How many rounds, on average, until "
                  "your supply is empty?", exact,
                  "Follow your supply as a chain: from s little fish left, a meal of m takes you to s − m (never "
                  "below 0), so the expected rounds T(s) = 1 + the sum over meals of P(meal) × T(s − meal), with "
                  f"T(0) = 0. Solve it from T(1) upwards, taking out the cards already eaten: T({FRESH_SUPPLY}) = "
                  f"{show(exact)} (with every meal from a full deck it would be {show(refilled)}, very close)."
                  f"{assumes(deck)}", "Start from 1 little fish left and work upwards: how many rounds from each "
                  "amount?", lambda trials, rng: chains.sample_supply_rounds(extra, deck=deck)(trials, rng)
                  .astype(float), tolerance=0.01, probability=False)
    slips = [(chains.supply_over_average(extra, deck=deck), "you divide the supply by the average meal, but the "
              "supply runs out in whole rounds, and the last meal often asks for more than is left.",
              "Uses supply ÷ average meal: misses the overshoot when the chain stops (first-step analysis needed)."),
             (chains.supply_rounds_refilled(EVEN, extra), "you treat meals of 1, 2 and 3 little fish as equally "
              "likely, but more cards show 1 (every crab too).", "Sets up the chain with the wrong step chances "
              "(faces not weighted by the deck)."),
             (Fraction(FRESH_SUPPLY), "you take every meal to be a single little fish.", "Ignores that meals vary: "
              "uses the smallest meal every round.")]
    return question(ex, "chain", "Solve an absorbing Markov chain by first-step analysis: expected steps from "
                    "each state, worked upwards from the absorbing one.", 10, slips,
                    distribution=lambda: {f"{t} rounds": p for t, p in chances.items()},
                    sample=as_indices(chances, chains.sample_supply_rounds(extra, deck=deck)))


def clean_boat_question(players: int, deck: Deck) -> Question:
    """A boat kept free of crabs: clean until a crab is dealt on its left, then stuck for good."""
    game = rounds(players)
    exact, chances = chains.expected_clean_collects(game, deck), chains.clean_collects(game, deck)
    fish = deck.size - deck.crabs
    ex = Exercise("ff_clean_collects", f"With {players} players ({game} rounds) you take boat 1 every round, "
                  "without any challenge, with one plan: collect its cards when no Crab is under it, otherwise "
                  "eat. How many times, on average, do you collect in a game?", exact,
                  "New cards go on the right and eating takes only the rightmost card, so a crab dealt on the left "
                  "stays under the boat for good: the boat is a chain with two states, clean and stuck. You collect "
                  "in round r only if the first r left-hand cards and round r's right-hand card are all fish, "
                  f"chance ({fish} × {fish - 1} × …)/({deck.size} × {deck.size - 1} × …) over r + 1 cards; adding "
                  f"these over the {game} rounds gives {show(exact)}.{assumes(deck)}",
                  "Which crabs can eating get rid of, and which stay under the boat?",
                  lambda trials, rng: chains.sample_clean_collects(game, deck)(trials, rng).astype(float),
                  tolerance=0.01, probability=False)
    slips = [(chains.collects_as_fresh_starts(game, deck), "you treat every round as a fresh start, but a crab "
              "dealt on the left stays under the boat: eating takes only the rightmost card.",
              "Misses the chain's memory: the left-to-right rule makes a crab on the left permanent."),
             (chains.collects_if_every_crab_sticks(game, deck), "you let a crab on the right stay too, but eating "
              "takes the rightmost card, so that crab goes.", "Sees that crabs stick but not which ones: the Eat "
              "rule removes the rightmost card.")]
    return question(ex, "chain", "Model a rule with memory as a Markov chain with an absorbing state, and add "
                    "the chances of each round's event to get an expected count.", 12, slips,
                    distribution=lambda: {f"{k}": p for k, p in chances.items()},
                    sample=chains.sample_clean_collects(game, deck))


def assignment(players: int = 4, deck: Deck = EDITION_DECK) -> Assignment:
    """Fish Frenzy: cards dealt from one deck, what eating is worth, a supply and a boat followed as chains."""
    return _built(players, deck)


@lru_cache(maxsize=None)
def _built(players: int, deck: Deck) -> Assignment:
    """The assignment for ``players`` and ``deck``, built once (the corner and the course share its objects)."""
    return Assignment(
        "fish_frenzy", "Fish Frenzy: the deal, the catch and the chain",
        "Seagulls steal the catch from the Captains' boats, and every card comes off one shuffled deck. These "
        "questions count what a deal can show, find what eating and crabs are worth on average, and end by "
        "following a seagull's supply and a boat round after round as chains.",
        (rounds_question(players), crab_right_question(deck), some_crab_question(players, deck),
         next_crab_question(players, deck), eat_last_question(players, deck), crab_boats_question(players, deck),
         supply_question(players, deck), clean_boat_question(players, deck)))
