"""Fish Frenzy's simulations in plain Python (the browser edition, without numpy): each trial shuffles the deck
the question assumes and deals off the top, card by card without replacement, as at the table. Same names and
arguments as their numpy twins in fish_frenzy_deal.py and fish_frenzy_chains.py; the exact answers are theirs."""
from __future__ import annotations

from fishtutor.games.fish_frenzy.cards import CARDS_PER_DEAL, boat_extras

from .fish_frenzy_chains import unseen_groups
from .fish_frenzy_deal import (EDITION_DECK, FRESH_SUPPLY, Deck, _rightmost_columns, crab_groups, fish_groups)


def cards_of(groups: tuple[int, ...]) -> list[int]:
    """A deck as a list of its cards, each told as the group it belongs to (``groups`` counts them)."""
    return [g for g, n in enumerate(groups) for _ in range(n)]


def dealt(rng, cards: list[int], count: int) -> list[int]:
    """The top ``count`` cards of a freshly shuffled deck, in the order they are dealt."""
    return rng.sample(cards, count)


def simulate_marked_at(position: int, deck: Deck = EDITION_DECK, marked: int | None = None):
    """1 where the deck's card at ``position`` (0: the top card) is a crab, or one of ``marked`` cards of a kind."""
    cards = cards_of(crab_groups(deck, marked))
    return lambda trials, rng: [dealt(rng, cards, position + 1)[-1] for _ in range(trials)]


def simulate_crab_on_the_right(trials: int, rng, deck: Deck = EDITION_DECK) -> list[int]:
    """1 where boat 1's rightmost card after the first deal is a crab."""
    cards = cards_of(crab_groups(deck))
    return [dealt(rng, cards, CARDS_PER_DEAL)[-1] for _ in range(trials)]


def simulate_some_crab(players: int, deck: Deck = EDITION_DECK, first: int = 0, marked: int | None = None):
    """1 where any boat shows a crab (or one of ``marked`` cards) on its right after the deal starting at card
    ``first``."""
    cards, cols = cards_of(crab_groups(deck, marked)), _rightmost_columns(players, first)
    count = first + CARDS_PER_DEAL * players

    def simulate(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            deal = dealt(rng, cards, count)
            out.append(int(any(deal[c] for c in cols)))
        return out
    return simulate


def simulate_eat(boat: int, players: int = 4, deck: Deck = EDITION_DECK, supply: int = FRESH_SUPPLY, first: int = 0):
    """Little fish a seagull gets by eating on ``boat`` (from 0) after the deal starting at card ``first``."""
    col = _rightmost_columns(players, first)[boat]
    groups, fish = fish_groups(deck)
    return simulate_eat_unseen(groups, fish, col, boat_extras(players)[boat], supply)


def simulate_eat_unseen(groups: tuple[int, ...], fish, position: int, extra: int, supply: int):
    """Little fish from eating the card at ``position`` of a shuffled deck (``groups`` of cards showing ``fish``
    little fish each), plus the boat's extra, capped by the supply."""
    cards, meal = cards_of(groups), [min(int(f) + extra, supply) for f in fish]
    return lambda trials, rng: [meal[dealt(rng, cards, position + 1)[-1]] for _ in range(trials)]


def simulate_next_crab(players: int, seen_crabs: int, deck: Deck = EDITION_DECK, seen: int | None = None,
                       boat: int = 1):
    """1 where ``boat``'s new rightmost card in the next deal is a crab, the face-up cards having shown
    ``seen_crabs`` crabs: the next deal comes off a shuffled deck of the cards not seen."""
    seen = CARDS_PER_DEAL * players if seen is None else seen
    crabs, fish = deck.crabs - seen_crabs, deck.size - deck.crabs - (seen - seen_crabs)
    if crabs < 0 or fish < 0:
        raise ValueError(f"{seen} face-up cards cannot show {seen_crabs} crabs from {deck.describe()}.")
    cards = cards_of((fish, crabs))
    return lambda trials, rng: [dealt(rng, cards, CARDS_PER_DEAL * boat)[-1] for _ in range(trials)]


def sample_boats_with_crab(players: int, deck: Deck = EDITION_DECK, start: int = 0, marked: int | None = None):
    """Each trial's number of boats with a crab (or one of ``marked`` cards) among the cards of the deal starting
    at card ``start``."""
    cards, count = cards_of(crab_groups(deck, marked)), start + CARDS_PER_DEAL * players

    def sample(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            deal = dealt(rng, cards, count)[start:]
            out.append(sum(any(deal[b:b + CARDS_PER_DEAL]) for b in range(0, len(deal), CARDS_PER_DEAL)))
        return out
    return sample


def sample_supply_rounds(extra: int = 0, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK,
                         seen: tuple[int, ...] = ()):
    """Each trial's rounds until a seagull eating every round has emptied a supply of ``supply`` little fish, the
    meals coming off a shuffled deck of the cards not yet seen."""
    groups, fish = unseen_groups(deck, seen)
    cards, meals = cards_of(groups), [int(f) + extra for f in fish]
    enough = min(len(cards), -(-supply // max(min(meals), 1)))  # cards that surely empty the supply

    def sample(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            left, rounds = supply, 0
            for card in dealt(rng, cards, enough):
                if left <= 0:
                    break
                left -= meals[card]
                rounds += 1
            out.append(rounds)
        return out
    return sample


def sample_clean_collects(rounds: int, deck: Deck = EDITION_DECK):
    """Each trial's collections on a boat over ``rounds`` rounds: two fish collect, a crab on the right is eaten
    at once, and a crab dealt on the left sticks for good (nothing counts after it)."""
    cards = cards_of(crab_groups(deck))

    def sample(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            deal, collects = dealt(rng, cards, CARDS_PER_DEAL * rounds), 0
            for r in range(0, len(deal), CARDS_PER_DEAL):
                left, right = deal[r], deal[r + CARDS_PER_DEAL - 1]
                if left:
                    break
                collects += not right
            out.append(collects)
        return out
    return sample
