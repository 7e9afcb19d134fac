"""Fish Eat Fish's simulations in plain Python (the browser edition, without numpy): each trial picks the cards
from the hands at random and reads the battle's outcome off the outcome table (the engine's own rule, worked
out once), one battle after another for a duel. A hand comes as counts of each kind of card.
fish_eat_fish_battles.py and fish_eat_fish_duels.py work out the table and the hands and call these when numpy
is missing."""
from __future__ import annotations


def cards_in(hand: tuple[int, ...]) -> list[int]:
    """A hand as a list of its cards, each told as its kind (``hand`` counts them kind by kind)."""
    return [kind for kind, n in enumerate(hand) for _ in range(n)]


def battles(table, first: tuple[int, ...], second: tuple[int, ...]):
    """Each trial's outcome ``table[a][b]`` for a card ``a`` drawn at random from ``first`` and ``b`` from
    ``second``."""
    mine, theirs = cards_in(first), cards_in(second)
    return lambda trials, rng: [table[rng.choice(mine)][rng.choice(theirs)] for _ in range(trials)]


def hits(sample, value):
    """1 where ``sample`` gives ``value``, else 0, trial by trial."""
    return lambda trials, rng: [int(found == value) for found in sample(trials, rng)]


def octopus_battles(rng, size: int, octopus: int) -> set[int]:
    """The battles (from 0) a shuffled hand of ``size`` cards plays its ``octopus`` Octopus cards in."""
    return set(rng.sample(range(size), octopus))


def cancelled(size: int, first_octopus: int, second_octopus: int, within: int):
    """How many of the first ``within`` battles have an Octopus in them, both hands of ``size`` cards shuffled
    and played out one card a battle."""
    def simulate(trials: int, rng) -> list[int]:
        return [sum(b < within for b in octopus_battles(rng, size, first_octopus)
                    | octopus_battles(rng, size, second_octopus)) for _ in range(trials)]
    return simulate


def duel_lengths(first_octopus: int, second_octopus: int, size: int, second_size: int):
    """Each trial's duel length: the first battle in which neither shuffled hand plays an Octopus."""
    def simulate(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            busy = octopus_battles(rng, size, first_octopus) | octopus_battles(rng, second_size, second_octopus)
            out.append(next(b for b in range(size + 1) if b not in busy) + 1)
        return out
    return simulate


def duel(rng, first: list[int], second: list[int], table, ends: tuple[int, ...], cancels: int) -> tuple[int, int]:
    """One duel played out: each battle a random card from each hand (a played card leaves it), until its outcome
    is not ``cancels``. Returns how it ended (an index into ``ends``) and the battles it took."""
    mine, theirs, fought = list(first), list(second), 0
    while mine and theirs:
        a = mine.pop(int(rng.random() * len(mine)))
        b = theirs.pop(int(rng.random() * len(theirs)))
        fought += 1
        if table[a][b] != cancels:
            return ends.index(table[a][b]), fought
    raise ValueError("a duel ran out of cards before it was decided")


def duels(table, first: tuple[int, ...], second: tuple[int, ...], ends: tuple[int, ...], cancels: int):
    """Seeded duels: ``(endings, battles)``, one of each per trial."""
    mine, theirs = cards_in(first), cards_in(second)

    def play(trials: int, rng) -> tuple[list[int], list[int]]:
        played = [duel(rng, mine, theirs, table, ends, cancels) for _ in range(trials)]
        return [end for end, _ in played], [fought for _, fought in played]
    return play
