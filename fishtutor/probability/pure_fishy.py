"""Fishy's simulations in plain Python (the browser edition, without numpy): each trial deals every player a
random card (from the whole set, or from the cards still in their own hand), or moves one fish card by card
until it leaves the barrel. Same names and arguments as their numpy twins in fishy_levels.py and
fishy_chains.py; the exact answers are theirs."""
from __future__ import annotations

from fishtutor.games.fishy.barrel import LEVELS

from .fishy_chains import START, STEPS_SHOWN, card_table
from .fishy_levels import CATS_PLACING, FIELD, JUMP_HAND, fish_placed


def picks(rng, cards: int, players: int) -> list[int]:
    """Every player's random card (0 .. cards - 1, each equally likely), seat 0 first."""
    return [int(rng.random() * cards) for _ in range(players)]


def each_trial(trials: int, rng, rule) -> list:
    """``rule(rng)`` for every trial, in order."""
    return [rule(rng) for _ in range(trials)]


# ---- everyone picks a card at random ------------------------------------------------------------------------
def simulate_unique(players: int, levels: int = LEVELS):
    """1 where no other player's random Level card equals yours (seat 0's)."""
    def unique(rng) -> int:
        cards = picks(rng, levels, players)
        return int(cards[0] not in cards[1:])
    return lambda trials, rng: each_trial(trials, rng, unique)


def simulate_some_shared(players: int, levels: int = LEVELS):
    """1 where at least two players' random Level cards are the same."""
    return lambda trials, rng: each_trial(trials, rng, lambda r: int(len(set(picks(r, levels, players))) < players))


def sample_distinct(players: int, levels: int = LEVELS):
    """Each trial's number of different levels picked, as an index into distinct_levels (d - 1)."""
    return lambda trials, rng: each_trial(trials, rng, lambda r: len(set(picks(r, levels, players))) - 1)


def simulate_every_level(players: int, levels: int = LEVELS):
    """1 where every level was picked by somebody."""
    return lambda trials, rng: each_trial(trials, rng, lambda r: int(len(set(picks(r, levels, players))) == levels))


def simulate_levels_fed(players: int, levels: int = LEVELS):
    """The number of levels played by one or two players, when everyone plays a random Level card."""
    def fed(rng) -> int:
        cards = picks(rng, levels, players)
        return sum(1 <= cards.count(level) <= 2 for level in range(levels))
    return lambda trials, rng: each_trial(trials, rng, fed)


def sample_fish(players: int):
    """The fish you (seat 0) place in one turn when each player picks one of Level 1-5 and Lowest 3 at random."""
    def yours(rng) -> int:
        cards = picks(rng, CATS_PLACING, players)
        return fish_placed(cards[0], cards.count(cards[0]))
    return lambda trials, rng: each_trial(trials, rng, yours)


def simulate_fish(players: int, everyone: bool = False):
    """Fish placed in one turn when each player picks one of Level 1-5 and Lowest 3 at random: yours (seat 0),
    or everyone's together."""
    if not everyone:
        return sample_fish(players)

    def table(rng) -> int:
        cards = picks(rng, CATS_PLACING, players)
        return sum(fish_placed(card, cards.count(card)) for card in cards)
    return lambda trials, rng: each_trial(trials, rng, table)


def simulate_unplayed(players: int, played: int = 2, hand: int = JUMP_HAND):
    """1 where none of the opponents' first ``played`` cards is your Level card (each card a random one of those
    still in the hand; while your Level card is held it is the first of them)."""
    def missed(rng) -> int:
        return int(all(int(rng.random() * (hand - j)) != 0 for j in range(played) for _ in range(players - 1)))
    return lambda trials, rng: each_trial(trials, rng, missed)


# ---- everyone picks from the cards still in their own hand ------------------------------------------------
def held_picks(rng, hands) -> list[int]:
    """Every player's random card from their own hand."""
    return [hand[int(rng.random() * len(hand))] for hand in hands]


def simulate_held(hands, measure):
    """Everyone picks from their own hand: ``measure(picks, packed counts)`` per trial (the counts packed as
    fishy_levels.packed_counts packs them: card c's count in bits FIELD c and up)."""
    def one(rng) -> float:
        cards = held_picks(rng, hands)
        return float(measure(cards, sum(1 << (FIELD * card) for card in cards)))
    return lambda trials, rng: each_trial(trials, rng, one)


def sample_held_fish(hands):
    """The fish you (the first hand) place, each player picking a card of their own hand at random."""
    def yours(rng) -> int:
        cards = held_picks(rng, hands)
        return fish_placed(cards[0], cards.count(cards[0]))
    return lambda trials, rng: each_trial(trials, rng, yours)


# ---- one fish moved card by card until it leaves the barrel -------------------------------------------------
def walk_table(table: tuple[int, ...], start: int = START, top: int = LEVELS):
    """A seeded walk for any card table: (trials, rng) -> (jumped out?, cards played), one random card of the
    table at a time while the fish is still in the barrel."""
    def one(rng) -> tuple[bool, int]:
        place, played = start, 0
        while 1 <= place <= top:
            place += table[int(rng.random() * len(table))]
            played += 1
        return place > top, played

    def walk_any(trials: int, rng) -> tuple[list[bool], list[int]]:
        walks = each_trial(trials, rng, one)
        return [jumped for jumped, _ in walks], [played for _, played in walks]
    return walk_any


def walk(trials: int, rng, start: int = START) -> tuple[list[bool], list[int]]:
    """Each trial's fish moved by random cards until it leaves the barrel: (jumped out?, cards played)."""
    return walk_table(card_table(), start)(trials, rng)


def simulate_jump(trials: int, rng) -> list[int]:
    """1 where the fish jumped out, 0 where it rotted."""
    return [int(jumped) for jumped in walk(trials, rng)[0]]


def sample_ending(trials: int, rng) -> list[int]:
    """Each trial's ending as an index into ending(): 0 jumped out, 1 rotted."""
    return [int(not jumped) for jumped in walk(trials, rng)[0]]


def simulate_cards(trials: int, rng) -> list[int]:
    """The number of cards played on the fish until it left the barrel."""
    return walk(trials, rng)[1]


def sample_cards(trials: int, rng) -> list[int]:
    """Each trial's card count as an index into cards_distribution() (the last bar holds the long walks)."""
    return [min(played, STEPS_SHOWN) - 1 for played in walk(trials, rng)[1]]


def simulations(table: tuple[int, ...], start: int = START) -> dict[str, object]:
    """The seeded simulations of one card table from level ``start``: jumped (1/0), cards played, and the
    samplers for the two distributions."""
    walk_any = walk_table(table, start)
    return {"jump": lambda n, rng: [int(j) for j in walk_any(n, rng)[0]],
            "cards": lambda n, rng: walk_any(n, rng)[1],
            "ending": lambda n, rng: [int(not j) for j in walk_any(n, rng)[0]],
            "cards_sample": lambda n, rng: [min(p, STEPS_SHOWN) - 1 for p in walk_any(n, rng)[1]]}
