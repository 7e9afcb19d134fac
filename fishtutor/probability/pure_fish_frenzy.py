"""Fish Frenzy's simulations in plain Python (the browser edition, without numpy): each trial shuffles a deck and
deals off the top, card by card without replacement, as at the table. The deck comes as ``groups`` (how many
cards of each group, e.g. fish cards then crabs; each card told as its group's number). fish_frenzy_deal.py and
fish_frenzy_chains.py work out what a question's deck and cards are and call these when numpy is missing."""
from __future__ import annotations


def cards_of(groups: tuple[int, ...]) -> list[int]:
    """A deck as a list of its cards, each told as the group it belongs to (``groups`` counts them)."""
    return [g for g, n in enumerate(groups) for _ in range(n)]


def card_at(groups: tuple[int, ...], position: int):
    """Each trial's card at ``position`` of a freshly shuffled deck (0: the top card), as its group."""
    cards = cards_of(groups)
    return lambda trials, rng: [rng.sample(cards, position + 1)[-1] for _ in range(trials)]


def value_at(groups: tuple[int, ...], values, position: int):
    """Each trial's ``values[group]`` of the card at ``position`` of a freshly shuffled deck."""
    cards = cards_of(groups)
    return lambda trials, rng: [values[rng.sample(cards, position + 1)[-1]] for _ in range(trials)]


def any_at(groups: tuple[int, ...], positions: list[int]):
    """1 where any of the cards at ``positions`` of a freshly shuffled deck is of group 1 (e.g. a crab)."""
    cards, count = cards_of(groups), max(positions) + 1

    def simulate(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            dealt = rng.sample(cards, count)
            out.append(int(any(dealt[p] for p in positions)))
        return out
    return simulate


def hands_with(groups: tuple[int, ...], start: int, hands: int, size: int):
    """Each trial's number of ``hands`` hands of ``size`` cards, dealt from card ``start`` of a freshly shuffled
    deck, holding a card of group 1 (e.g. boats with a crab among their cards)."""
    cards, count = cards_of(groups), start + hands * size

    def sample(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            dealt = rng.sample(cards, count)
            out.append(sum(any(dealt[h:h + size]) for h in range(start, count, size)))
        return out
    return sample


def rounds_to_empty(groups: tuple[int, ...], meals: list[int], supply: int):
    """Each trial's rounds until ``supply`` is used up, each round's meal ``meals[group]`` of the next card off a
    freshly shuffled deck."""
    cards = cards_of(groups)
    enough = min(len(cards), -(-supply // max(min(meals), 1)))  # cards that surely use the supply up

    def sample(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            left, rounds = supply, 0
            for card in rng.sample(cards, enough):
                if left <= 0:
                    break
                left -= meals[card]
                rounds += 1
            out.append(rounds)
        return out
    return sample


def clean_rounds(groups: tuple[int, ...], rounds: int, per_deal: int):
    """Each trial's rounds a hand collects in, ``per_deal`` cards a round off a freshly shuffled deck: a round of
    group 0 only collects, a group-1 card last is taken away at once, and a group-1 card first sticks for good
    (nothing counts after it)."""
    cards = cards_of(groups)

    def sample(trials: int, rng) -> list[int]:
        out = []
        for _ in range(trials):
            dealt, collects = rng.sample(cards, per_deal * rounds), 0
            for r in range(0, len(dealt), per_deal):
                if dealt[r]:
                    break
                collects += not dealt[r + per_deal - 1]
            out.append(collects)
        return out
    return sample
