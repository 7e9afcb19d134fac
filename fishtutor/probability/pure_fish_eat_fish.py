"""Fish Eat Fish's simulations in plain Python (the browser edition, without numpy): each trial picks the cards
from the hands at random and settles the battle with the engine's own rule (the outcome table), one battle after
another for a duel. Same names and arguments as their numpy twins in fish_eat_fish_battles.py and
fish_eat_fish_duels.py; the exact answers are theirs."""
from __future__ import annotations

from fishtutor.games.fish_eat_fish.cards import ATTACKER_WINS, NULLIFIED, OCTOPUS

from .fish_eat_fish_battles import EDITION_VALUES, full_hand, outcome_table
from .fish_eat_fish_duels import DUEL_ENDS, duel_length


def cards_in(hand: tuple[int, ...]) -> list[int]:
    """A hand as a list of its cards, each told as its kind (``hand`` counts them kind by kind)."""
    return [kind for kind, n in enumerate(hand) for _ in range(n)]


def battle_sampler(attacker_height: int, defender_height: int, attacker_hand: tuple[int, ...] | None = None,
                   defender_hand: tuple[int, ...] | None = None, values: tuple[int, ...] = EDITION_VALUES):
    """Seeded battles with a card drawn at random from each hand: each trial's outcome (one of OUTCOMES' codes)."""
    table = outcome_table(attacker_height, defender_height, tuple(values))
    mine, theirs = cards_in(attacker_hand or full_hand(values)), cards_in(defender_hand or full_hand(values))
    return lambda trials, rng: [table[rng.choice(mine)][rng.choice(theirs)] for _ in range(trials)]


def simulate_outcome(outcome: int, attacker_height: int, defender_height: int,
                     attacker_hand: tuple[int, ...] | None = None, defender_hand: tuple[int, ...] | None = None,
                     values: tuple[int, ...] = EDITION_VALUES):
    """1 where a battle with cards drawn at random from the hands ends in ``outcome``."""
    sample = battle_sampler(attacker_height, defender_height, attacker_hand, defender_hand, values)
    return lambda trials, rng: [int(found == outcome) for found in sample(trials, rng)]


def simulate_unseen(mine: int, my_height: int, their_height: int, their_hand: tuple[int, ...],
                    values: tuple[int, ...] = EDITION_VALUES):
    """1 where my card beats one drawn at random from their hand."""
    row, cards = outcome_table(my_height, their_height, tuple(values))[mine], cards_in(their_hand)
    return lambda trials, rng: [int(row[rng.choice(cards)] == ATTACKER_WINS) for _ in range(trials)]


def octopus_battles(rng, size: int, octopus: int) -> set[int]:
    """The battles (from 0) a shuffled hand of ``size`` cards plays its ``octopus`` Octopus cards in."""
    return set(rng.sample(range(size), octopus))


def simulate_cancelled(hand: tuple[int, ...] | None = None):
    """The battles an Octopus cancels when both players' shuffled hands are played out one card a battle."""
    hand = hand or full_hand()
    size, octopus = sum(hand), hand[OCTOPUS]
    return lambda trials, rng: [len(octopus_battles(rng, size, octopus) | octopus_battles(rng, size, octopus))
                                for _ in range(trials)]


def simulate_duel_length(first_octopus: int, second_octopus: int, size: int, second_size: int):
    """Seeded duel lengths: the duel ends at the first battle in which neither hand plays an Octopus."""
    duel_length(first_octopus, second_octopus, size, second_size)  # refuses a duel that could run out of cards

    def simulate(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            busy = octopus_battles(rng, size, first_octopus) | octopus_battles(rng, second_size, second_octopus)
            out.append(next(b for b in range(size + 1) if b not in busy) + 1)
        return out
    return simulate


def simulate_cancelled_ahead(size: int, first_octopus: int, second_octopus: int, battles: int):
    """How many of the next ``battles`` battles have an Octopus in them, the hands shuffled and played out."""
    def simulate(trials: int, rng) -> list[int]:
        return [sum(b < battles for b in octopus_battles(rng, size, first_octopus)
                    | octopus_battles(rng, size, second_octopus)) for _ in range(trials)]
    return simulate


def duel(rng, first: list[int], second: list[int], table) -> tuple[int, int]:
    """One duel played out: each battle a random card from each hand (a played card leaves it), until a battle
    is not cancelled. Returns how it ended (an index into DUEL_ENDS) and the battles it took."""
    mine, theirs, battles = list(first), list(second), 0
    while mine:
        a = mine.pop(int(rng.random() * len(mine)))
        b = theirs.pop(int(rng.random() * len(theirs)))
        battles += 1
        outcome = table[a][b]
        if outcome != NULLIFIED:
            return DUEL_ENDS.index(outcome), battles
    raise ValueError("a duel ran out of cards before it was decided")


def duel_sampler(first: tuple[int, ...], second: tuple[int, ...], first_height: int, second_height: int,
                 values: tuple[int, ...] = EDITION_VALUES):
    """Seeded duels: ``(endings, battles)``, one of each per trial."""
    if sum(first) != sum(second):
        raise ValueError("the two hands of a duel shrink together: they must hold as many cards")
    table = outcome_table(first_height, second_height, tuple(values))
    mine, theirs = cards_in(first), cards_in(second)

    def play(trials: int, rng) -> tuple[list[int], list[int]]:
        played = [duel(rng, mine, theirs, table) for _ in range(trials)]
        return [end for end, _ in played], [battles for _, battles in played]
    return play
