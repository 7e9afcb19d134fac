"""Fishy's simulations in plain Python (the browser edition, without numpy): each trial deals every player a
random card (one of ``cards`` kinds, or one from the cards still in their own hand), or moves one fish card by
card until it leaves the barrel. fishy_levels.py and fishy_chains.py work out the cards, hands and rules and call
these when numpy is missing."""
from __future__ import annotations


def picks(rng, cards: int, players: int) -> list[int]:
    """Every player's random card (0 .. cards - 1, each equally likely), seat 0 first."""
    return [int(rng.random() * cards) for _ in range(players)]


def each_trial(rule):
    """A simulation giving ``rule(rng)`` for every trial, in order."""
    return lambda trials, rng: [rule(rng) for _ in range(trials)]


# ---- everyone picks a card at random ------------------------------------------------------------------------
def unique(cards: int, players: int):
    """1 where no other player's random card equals seat 0's."""
    def alone(rng) -> int:
        dealt = picks(rng, cards, players)
        return int(dealt[0] not in dealt[1:])
    return each_trial(alone)


def some_shared(cards: int, players: int):
    """1 where at least two players' random cards are the same."""
    return each_trial(lambda rng: int(len(set(picks(rng, cards, players))) < players))


def distinct(cards: int, players: int):
    """Each trial's number of different cards picked, less one (an index into the counts from 1 up)."""
    return each_trial(lambda rng: len(set(picks(rng, cards, players))) - 1)


def every_card(cards: int, players: int):
    """1 where every card was picked by somebody."""
    return each_trial(lambda rng: int(len(set(picks(rng, cards, players))) == cards))


def fed(cards: int, players: int, most: int):
    """The number of cards picked by 1 to ``most`` players."""
    def count(rng) -> int:
        dealt = picks(rng, cards, players)
        return sum(1 <= dealt.count(card) <= most for card in range(cards))
    return each_trial(count)


def own_fish(cards: int, players: int, placed):
    """Seat 0's ``placed(card, players of it)``, every player picking one of ``cards`` at random."""
    def mine(rng) -> int:
        dealt = picks(rng, cards, players)
        return placed(dealt[0], dealt.count(dealt[0]))
    return each_trial(mine)


def table_fish(cards: int, players: int, placed):
    """Every player's ``placed(card, players of it)`` added up, every player picking one of ``cards`` at random."""
    def table(rng) -> int:
        dealt = picks(rng, cards, players)
        return sum(placed(card, dealt.count(card)) for card in dealt)
    return each_trial(table)


def unplayed(players: int, played: int, hand: int):
    """1 where none of the other players' first ``played`` cards is yours: each card one of those still in a hand
    of ``hand`` cards, yours the first of them while it is still held."""
    return each_trial(lambda rng: int(all(int(rng.random() * (hand - j)) != 0
                                          for j in range(played) for _ in range(players - 1))))


# ---- everyone picks from the cards still in their own hand ------------------------------------------------
def held_picks(rng, hands) -> list[int]:
    """Every player's random card from their own hand."""
    return [hand[int(rng.random() * len(hand))] for hand in hands]


def held(hands, measure, field: int):
    """Everyone picks from their own hand: ``measure(picks, packed counts)`` per trial, the counts packed with
    card c's in the bits from ``field`` × c up."""
    def one(rng) -> float:
        dealt = held_picks(rng, hands)
        return float(measure(dealt, sum(1 << (field * card) for card in dealt)))
    return each_trial(one)


def held_fish(hands, placed):
    """The first hand's ``placed(card, players of it)``, each player picking a card of their own hand."""
    def mine(rng) -> int:
        dealt = held_picks(rng, hands)
        return placed(dealt[0], dealt.count(dealt[0]))
    return each_trial(mine)


# ---- one fish moved card by card until it leaves the barrel -------------------------------------------------
def walk_table(table: tuple[int, ...], start: int, top: int):
    """A seeded walk: (trials, rng) -> (jumped out above ``top``?, cards played) per trial, one random card of
    ``table`` (each a move up or down) at a time while the fish is on levels 1 to ``top``."""
    def one(rng) -> tuple[bool, int]:
        place, played = start, 0
        while 1 <= place <= top:
            place += table[int(rng.random() * len(table))]
            played += 1
        return place > top, played

    def walk_any(trials: int, rng) -> tuple[list[bool], list[int]]:
        walks = [one(rng) for _ in range(trials)]
        return [jumped for jumped, _ in walks], [played for _, played in walks]
    return walk_any
