"""Fish Eat Fish's graded assignment: one battle counted card by card, then a whole game's battles, then a duel as
a chain of hands. The probability corner shows four of these same questions (``fish_eat_fish.CORNER``)."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

import numpy as np

from fishtutor.games.fish_eat_fish.cards import (ATTACKER_WINS, BOTH_ELIMINATED, DEFENDER_WINS, NULLIFIED, OCTOPUS,
                                                 SHARK)

from .core import Exercise
from .course import Assignment, Question, Slip
from .fish_eat_fish_battles import (EDITION_VALUES, OUTCOMES, assumes, battle, battle_sampler, full_hand,
                                    hand_without, outcome_chances, simulate_outcome)
from .fish_eat_fish_duels import (DUEL_ENDS, cancelled_battles, duel_chances, duel_length, duel_sampler, expected,
                                  played, simulate_cancelled, simulate_unseen, unseen_win)

TITLE = "Fish Eat Fish: battles by chance"
INTRO = ("Two fish meet, and each player lays a Challenge Card face down: a Shark, an Octopus or a Fish card with a "
         "number. Here both players pick at random. You count one battle card by card, use what has already been "
         "played, add up a whole game's battles, and follow a duel from battle to battle as a chain.")
BATTLE_LABELS = ("attacker wins", "defender wins", "both go", "Octopus: nothing")
DUEL_LABELS = ("Blue eats Red", "Red eats Blue", "both go")
DUEL = (2, 1)  # the duel's heights: Blue's stack of 2 against Red's single fish


def faces(values: tuple[int, ...]) -> list[int]:
    """The different numbers the Fish cards show, lowest first."""
    return sorted(set(values))


def fish_kind(value: int, values: tuple[int, ...]) -> int:
    """The card kind of the Fish card showing ``value``."""
    return 2 + faces(values).index(value)


def _win(ah: int, dh: int, hand_of=full_hand):
    """The attacker's chance to win, as a function of the Fish card numbers (for the "it would be" line)."""
    return lambda v: outcome_chances(ah, dh, hand_of(v), full_hand(v), v)[ATTACKER_WINS]


def _pairs(outcome: int, ah: int, dh: int, a_hand: tuple[int, ...], d_hand: tuple[int, ...],
           values: tuple[int, ...]) -> int:
    """How many card pairs (card by card) end in ``outcome``."""
    kinds = range(len(a_hand))
    return sum(a_hand[a] * d_hand[d] for a in kinds for d in kinds
               if battle(a, d, ah, dh, values) == outcome)


def _kinds_once(ah: int, dh: int, values: tuple[int, ...]) -> Fraction:
    """The slip of counting each kind of card once, as if every kind were equally likely."""
    ones = (1,) * len(full_hand(values))
    return outcome_chances(ah, dh, ones, ones, values)[ATTACKER_WINS]


def _doubles(values: tuple[int, ...]) -> str:
    """The cards a set holds more than one of, in words (the Octopus, and any repeated Fish card)."""
    twice = [f"Fish {v}" for v in faces(values) if values.count(v) > 1]
    return "two Octopus cards" + (f" and two each of {' and '.join(twice)}" if twice else "")


def _kinds_slip(ah: int, dh: int, values: tuple[int, ...]) -> Slip:
    """Counting kinds of card instead of cards."""
    return Slip(_kinds_once(ah, dh, values),
                f"you counted each kind of card once: a set holds {_doubles(values)}, so pairs with those cards "
                "come up more often.",
                "Takes the kinds of card as equally likely instead of the cards: an unweighted sample space.")


def single_win(values: tuple[int, ...]) -> Question:
    """Two single fish: the attacker's chance to win, counted over card pairs."""
    hand = full_hand(values)
    size, exact = sum(hand), _win(1, 1)(values)
    chances = outcome_chances(1, 1, values=values)
    ex = Exercise(
        "single_win", "Two single fish battle and both players pick a card at random from a full hand. "
        "What is the chance the attacker wins?", exact,
        f"All {size} × {size} = {size * size} pairs of cards are equally likely. The attacker wins with the Shark "
        f"against a Fish card, or with a higher Fish card (both add 1, so the numbers decide): "
        f"{_pairs(ATTACKER_WINS, 1, 1, hand, hand, values)} pairs, so {exact}.{assumes(values, _win(1, 1))}",
        "Count pairs of cards, not kinds. A Shark beats any Fish card; an Octopus cancels the battle.",
        simulate_outcome(ATTACKER_WINS, 1, 1, values=values))
    return Question(ex, "counting", "Count equally likely pairs of cards, weighting each kind by how many the set "
                    "holds.", 8, (
                        _kinds_slip(1, 1, values),
                        Slip(exact + chances[BOTH_ELIMINATED], "you counted a tie as a win: two Sharks, or equal "
                             "Fish totals, take both fish off the board.",
                             "Misreads the tie rule: in a tie both stacks leave the game.")))


def nothing(values: tuple[int, ...]) -> Question:
    """Two single fish: the chance an Octopus cancels the battle, by the complement."""
    hand = full_hand(values)
    size, octopus = sum(hand), hand[OCTOPUS]
    one = Fraction(octopus, size)
    exact = outcome_chances(1, 1, values=values)[NULLIFIED]
    ex = Exercise(
        "nothing", "In that battle, what is the chance that nothing happens because an Octopus is played?", exact,
        f"The battle goes ahead only if neither player picks one of their {octopus} Octopus cards. Each avoids them "
        f"with chance {1 - one}, and the two picks are independent, so the chance is "
        f"1 - ({size - octopus}/{size})² = {exact}.",
        "Work out the chance that neither picks an Octopus first.",
        simulate_outcome(NULLIFIED, 1, 1, values=values))
    return Question(ex, "counting", "Use the complement: the chance of at least one is one minus the chance of "
                    "none.", 5, (
                        Slip(2 * one, f"you added the two players' chances ({one} + {one}): the battles where both "
                             "play an Octopus are counted twice.",
                             "Adds the chances of events that can happen together (inclusion-exclusion missed)."),
                        Slip(one * one, "you needed both players to play an Octopus: one Octopus is enough.",
                             "Reads 'at least one' as 'both'."),
                        Slip(one, "you looked at one player only: the other player's Octopus cancels the battle "
                             "too.", "Leaves out one of the two independent picks.")))


def pair_win(values: tuple[int, ...]) -> Question:
    """A stack of 2 against a single fish: the whole outcome table, and the attacker's chance read off it."""
    hand = full_hand(values)
    size, exact = sum(hand), _win(2, 1)(values)
    sample = battle_sampler(2, 1, values=values)
    codes = np.full(4, -1)
    codes[list(OUTCOMES)] = range(len(OUTCOMES))
    ex = Exercise(
        "pair_win", "A stack of 2 attacks a single fish; both pick at random from full hands. What is "
        "the attacker's chance to win?", exact,
        f"The stack adds 2 to its Fish card and the single fish adds 1, so the stack now wins equal Fish cards "
        f"too. Counting the {size * size} pairs again, {_pairs(ATTACKER_WINS, 2, 1, hand, hand, values)} go to "
        f"the stack: {exact}.{assumes(values, _win(2, 1))}",
        "Compare the Fish card totals: card plus the stack's height.", simulate_outcome(ATTACKER_WINS, 2, 1,
                                                                                         values=values))
    chances = outcome_chances(2, 1, values=values)
    return Question(ex, "counting", "Build a battle's whole outcome table and read one chance off it; see how a "
                    "stack's height shifts every Fish pairing.", 8, (
                        Slip(_win(1, 1)(values), "you left out the heights: the stack adds 2 to its card and the "
                             "single fish only 1.", "Forgets that a battle compares card plus stack height."),
                        _kinds_slip(2, 1, values)),
                    distribution=lambda: dict(zip(BATTLE_LABELS, (chances[o] for o in OUTCOMES))),
                    sample=lambda trials, rng: codes[sample(trials, rng)])


def held_shark(values: tuple[int, ...]) -> Question:
    """The attacker keeps the Shark back: a smaller hand to pick from."""
    hand = full_hand(values)
    held = hand_without(SHARK, hand)
    size, kept = sum(hand), sum(held)
    exact = _win(2, 1, lambda v: hand_without(SHARK, full_hand(v)))(values)
    wins = _pairs(ATTACKER_WINS, 2, 1, held, hand, values)
    ex = Exercise(
        "held_shark", f"Same battle, but the attacker keeps the Shark back and picks among the other "
        f"{kept} cards. What is the attacker's chance to win now?", exact,
        f"Now there are {kept} × {size} = {kept * size} equally likely pairs. Without the Shark the attacker wins "
        f"only with a higher Fish total: {wins} pairs, so {exact}."
        f"{assumes(values, _win(2, 1, lambda v: hand_without(SHARK, full_hand(v))))}",
        "Without the Shark the attacker needs a higher Fish total.",
        simulate_outcome(ATTACKER_WINS, 2, 1, held, values=values))
    return Question(ex, "counting", "Change the sample space when a card is set aside: fewer pairs, and fewer "
                    "winning ones.", 6, (
                        Slip(_win(2, 1)(values), f"you left the Shark in the attacker's hand: it is kept back, so "
                             f"the pick is among {kept} cards.", "Does not change the sample space when the "
                             "situation changes."),
                        Slip(Fraction(wins, size * size), f"you took away the Shark's wins but still counted "
                             f"{size} × {size} pairs: there are only {kept} × {size} now.",
                             "Removes outcomes from the top of the fraction but not from the bottom.")))


def _unseen_hand(values: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """Red's hand once the Shark, one Octopus and the lowest Fish card are played, and the Fish card you play."""
    left = played(full_hand(values), SHARK, OCTOPUS, fish_kind(faces(values)[0], values))
    return left, fish_kind(faces(values)[3], values)


def _unseen_exact(values: tuple[int, ...]) -> Fraction:
    """Your chance to win against a card Red has not yet played."""
    left, card = _unseen_hand(values)
    return unseen_win(card, 1, 1, left, values)


def fef_unseen(values: tuple[int, ...]) -> Question:
    """Conditioning on what was seen: the cards Red has played are no longer in Red's hand."""
    low, mine = faces(values)[0], faces(values)[3]
    left, card = _unseen_hand(values)
    exact = _unseen_exact(values)
    beaten = [f"Fish {faces(values)[k - 2]}" for k in range(2, len(left)) if faces(values)[k - 2] < mine
              for _ in range(left[k])]
    ex = Exercise(
        "fef_unseen", f"Red has already played their Shark, one Octopus and their Fish {low} card, and you saw "
        f"each one turned face up. Your single fish now attacks Red's single fish and you play your Fish {mine}. "
        "Red picks at random from the cards still in hand. What is the chance you win?", exact,
        f"A card played is discarded, so Red picks from the {sum(left)} cards left. Your {mine} + 1 beats Red's "
        f"card + 1 only when Red's card shows less than {mine}: {', '.join(beaten)}, so {exact}."
        f"{assumes(values, _unseen_exact)}",
        "List the cards Red still holds, then count the ones your card beats.",
        simulate_unseen(card, 1, 1, left, values))
    return Question(ex, "counting", "Condition on what has been seen: cards already played leave the hand, so the "
                    "sample space shrinks.", 6, (
                        Slip(unseen_win(card, 1, 1, full_hand(values), values), f"you left Red's played cards in "
                             f"Red's hand: they are discarded for the rest of the game, so Red picks from "
                             f"{sum(left)}.", "Does not update the sample space on what has already been seen."),
                        Slip(unseen_win(card, 1, 1, left, values, ties_win=True), "you counted a tie as a win: equal "
                             "totals take both fish off the board.", "Misreads the tie rule.")))


def fef_cancelled(values: tuple[int, ...]) -> Question:
    """Linearity of expectation over the battles of a two-player game."""
    hand = full_hand(values)
    size, octopus = sum(hand), hand[OCTOPUS]
    one = outcome_chances(1, 1, values=values)[NULLIFIED]
    exact = cancelled_battles(hand)
    ex = Exercise(
        "fef_cancelled", f"With two players every battle is between the same two hands, one card from each, so "
        f"after {size} battles both hands are empty. If both players always pick at random, how many of those "
        f"{size} battles does an Octopus cancel, on average?", exact,
        f"Take the battles one at a time: on its own, each player's card in, say, the fifth battle is a card of "
        f"the full hand picked at random, so each battle is cancelled with chance {one}, as a single battle is. "
        f"Averages add even when the battles depend on each other, so the answer is "
        f"{size} × {one} = {exact} ≈ {float(exact):.2f}.",
        f"Score each of the {size} battles 1 if it is cancelled, 0 if not: the average of a sum is the sum of the "
        "averages.", simulate_cancelled(hand), probability=False)
    return Question(ex, "expectation", "Use linearity of expectation with indicators, even when the events "
                    "depend on each other.", 10, (
                        Slip(Fraction(2 * octopus), "you counted one cancelled battle per Octopus card: when both "
                             "players play an Octopus in the same battle, two cards cancel just one battle.",
                             "Counts causes instead of events: misses the overlap."),
                        Slip(size * Fraction(octopus, size) ** 2, "you counted only the battles where both play an "
                             "Octopus: one is enough to cancel.", "Reads 'at least one' as 'both'.")))


def _duel_setting(size: int) -> str:
    """The duel, in words."""
    return (f"Blue's stack of {DUEL[0]} and Red's single fish are the only fish left on the board, side by side, "
            f"and both players still hold all {size} cards. Whoever's turn it is must attack the other, and both "
            "pick cards at random, so they battle until a battle is not cancelled.")


def fef_duel_length(values: tuple[int, ...]) -> Question:
    """The duel's number of battles: an absorbing chain on the Octopus cards left in each hand."""
    hand = full_hand(values)
    size, octopus = sum(hand), hand[OCTOPUS]
    lengths = duel_length(octopus, octopus, size)
    exact = expected(lengths)
    ends = 1 - outcome_chances(1, 1, values=values)[NULLIFIED]
    play = duel_sampler(hand, hand, *DUEL, values=values)
    ex = Exercise(
        "fef_duel_length", f"How many battles does this duel take, on average? {_duel_setting(size)}", exact,
        "Only the Octopus cards matter: a battle is cancelled when one is played, and every card played leaves "
        "its hand. From each pair of Octopus counts, the battles still to come are 1 plus the chance-weighted "
        f"average over the next states; working back from the end gives {exact} = {float(exact):.2f}, a little "
        f"less than the {1 / ends} ≈ {float(1 / ends):.2f} of a game where cards came back.",
        "Write E(a, b) for the battles still to come when the hands hold a and b Octopus cards: one battle is "
        "always played, and the chain moves on only if it was cancelled.",
        lambda trials, rng: play(trials, rng)[1].astype(float), probability=False)
    first = min(lengths)
    return Question(ex, "chain", "Set up an absorbing Markov chain and find the expected time to absorption by "
                    "first-step analysis.", 20, (
                        Slip(1 / ends, "you let the cards come back after each battle: they are discarded, so the "
                             "Octopus cards run out and the duel ends sooner.",
                             "Treats drawing without replacement as with replacement (a geometric wait)."),
                        Slip(1 + (1 - ends), "you allowed for one cancelled battle at most: a cancelled battle can "
                             "be followed by another, until the Octopus cards run out.",
                             "Stops the chain after one step instead of following it to absorption.")),
                    distribution=lambda: {f"{k} battle{'s' if k > 1 else ''}": p for k, p in lengths.items()},
                    sample=lambda trials, rng: play(trials, rng)[1] - first)


def _survivor_exact(values: tuple[int, ...]) -> Fraction:
    """The chance Blue's stack wins the duel."""
    hand = full_hand(values)
    return duel_chances(hand, hand, *DUEL, values)[ATTACKER_WINS]


def fef_duel_survivor(values: tuple[int, ...]) -> Question:
    """How the duel ends: absorption chances of the chain of hands."""
    hand = full_hand(values)
    size = sum(hand)
    chances = duel_chances(hand, hand, *DUEL, values)
    exact = chances[ATTACKER_WINS]
    play = duel_sampler(hand, hand, *DUEL, values=values)
    one = outcome_chances(*DUEL, values=values)
    decided = 1 - one[NULLIFIED]
    blue = DUEL_ENDS.index(ATTACKER_WINS)
    ex = Exercise(
        "fef_duel_survivor", f"What is the chance that Blue's stack eats Red's fish in this duel? "
        f"{_duel_setting(size)}", exact,
        "From each pair of hands, add over the card pairs: the pair's chance times 1 for a win, 0 for a loss or a "
        "tie, or the chance from the new hands after a cancelled battle. Worked back, the chain gives exactly "
        f"{exact}, the chance of a win among the battles with no Octopus: the cards used up in cancelled battles "
        f"are as random as the ones kept.{assumes(values, _survivor_exact)}",
        "The duel is decided by its first battle with no Octopus in it. What can that battle's two cards be?",
        lambda trials, rng: (play(trials, rng)[0] == blue).astype(float))
    return Question(ex, "chain", "Find the absorption chances of a Markov chain, and spot the symmetry that makes "
                    "the answer a conditional probability.", 20, (
                        Slip(one[ATTACKER_WINS], "you counted the first battle only: a cancelled battle does not "
                             "end the duel, the two fish battle again.",
                             "Treats a cancelled battle as the end; does not follow the chain."),
                        Slip(one[ATTACKER_WINS] / (one[ATTACKER_WINS] + one[DEFENDER_WINS]), "you left out the "
                             "battles where both go: a tie is a third way for the duel to end, and not a win.",
                             "Conditions on the wrong event (a win or a loss only).")),
                    distribution=lambda: dict(zip(DUEL_LABELS, (chances[e] for e in DUEL_ENDS))),
                    sample=lambda trials, rng: play(trials, rng)[0])


BUILDERS = (single_win, nothing, pair_win, held_shark, fef_unseen, fef_cancelled, fef_duel_length,
            fef_duel_survivor)


@lru_cache(maxsize=4)
def questions(values: tuple[int, ...] = EDITION_VALUES) -> tuple[Question, ...]:
    """The assignment's questions in course order, for Fish cards showing ``values`` (built once per set)."""
    return tuple(build(values) for build in BUILDERS)


def assignment(values: tuple[int, ...] = EDITION_VALUES) -> Assignment:
    """Fish Eat Fish: one battle card by card, a game's battles added up, a duel followed as a chain."""
    return Assignment("fish_eat_fish", TITLE, INTRO, questions(values))
