"""Fish Frenzy's probability: the deck, the deal and what eating is worth, for the corner and the assignment.

Every exact answer is worked out with fractions from the deck a question assumes (this edition's by
default: the rulebook gives 80 cards but not how they divide up); every simulation deals shuffled decks
of that make-up card by card, without replacement (numpy, vectorised over trials, seeded), or plays the
engine. The corner's questions are the assignment's own (course_fish_frenzy.py).
Without numpy (the browser edition) the simulations deal trial by trial with pure_fish_frenzy.py."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from fractions import Fraction
from math import comb

from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.cards import (CARDS_PER_DEAL, CRAB, DECK_COUNTS, DECK_SIZE, FISH_COLOURS, FISH_NAMES,
                                               TOKENS, TOKENS_IN_HAND, boat_extras, setup_discards)
from fishtutor.probability.answers import show

from . import pure_fish_frenzy as pure
from .core import Exercise
from .edition import PURE, np

FRESH_SUPPLY = TOKENS - TOKENS_IN_HAND


@dataclass(frozen=True)
class Deck:
    """The deck an exercise assumes: per fish colour, the cards showing 1, 2 and 3 little fish; the crabs
    (each showing 1, as printed)."""

    per_colour: tuple[int, int, int]
    colours: int
    crabs: int

    @property
    def counts(self) -> tuple[int, ...]:
        """Cards of each kind, in the engine's order (colour by colour, 1 to 3 little fish, then crabs)."""
        return self.per_colour * self.colours + (self.crabs,)

    @property
    def size(self) -> int:
        """Cards in the deck."""
        return sum(self.counts)

    def kind_fish(self) -> tuple[int, ...]:
        """Little fish shown by each kind of card."""
        return (1, 2, 3) * self.colours + (1,)

    def cards(self) -> list[int]:
        """Every card as its kind, in a fixed order (shuffle before use)."""
        return [k for k, n in enumerate(self.counts) for _ in range(n)]

    def describe(self) -> str:
        """The make-up in words."""
        one, two, three = self.per_colour
        return (f"{self.size} cards: {sum(self.per_colour)} cards per fish colour in {self.colours} colours "
                f"({one} showing 1 little fish, {two} showing 2, {three} showing 3) and {self.crabs} crabs")


EDITION_DECK = Deck(tuple(DECK_COUNTS[:3]), len(FISH_COLOURS), DECK_COUNTS[CRAB])  # this edition's choice
OTHER_SPLIT = Deck((3, 4, 3), EDITION_DECK.colours, EDITION_DECK.crabs)  # a split the printed deck could have


def rounds(players: int) -> int:
    """Rounds in a game: the deck (after any setup discards) over the cards dealt each round."""
    return (DECK_SIZE - setup_discards(players)) // (CARDS_PER_DEAL * players)


def crab_on_the_right(deck: Deck = EDITION_DECK) -> Fraction:
    """Chance that a freshly dealt boat's rightmost card is a crab: every dealt card is equally likely
    to be any card of the deck, so it is the crabs' share of the deck."""
    return Fraction(deck.crabs, deck.size)


def some_crab_on_the_right(players: int, deck: Deck = EDITION_DECK) -> Fraction:
    """Chance that after the first deal at least one boat shows a crab on its right: the rightmost
    cards are ``players`` cards drawn without replacement, so 1 - C(non-crabs, n) / C(all, n)."""
    return some_marked(players, deck.size, deck.crabs)


def some_marked(cards: int, size: int, marked: int) -> Fraction:
    """Chance that at least one of ``cards`` dealt cards is one of the ``marked`` cards of a ``size``-card deck."""
    return 1 - Fraction(comb(size - marked, cards), comb(size, cards))


def fish_shown(deck: Deck = EDITION_DECK) -> dict[int, Fraction]:
    """The chance the rightmost card shows 1, 2 or 3 little fish."""
    return dict(_fish_shown(deck))


@lru_cache(maxsize=256)
def _fish_shown(deck: Deck) -> tuple[tuple[int, Fraction], ...]:
    """fish_shown, worked out once per deck (the supply questions ask it for every candidate situation)."""
    shown: dict[int, Fraction] = {}
    for fish, count in zip(deck.kind_fish(), deck.counts):
        shown[fish] = shown.get(fish, Fraction(0)) + Fraction(count, deck.size)
    return tuple(shown.items())


def expected_eat(extra: int, supply: int = FRESH_SUPPLY, deck: Deck = EDITION_DECK) -> Fraction:
    """Expected little fish from eating a freshly dealt boat: card's fish + boat's extra, capped by supply."""
    return sum((p * min(fish + extra, supply) for fish, p in fish_shown(deck).items()), Fraction(0))


def falling(n: int, k: int) -> int:
    """n (n-1) ... (n-k+1): the ways to deal k cards in order from n."""
    out = 1
    for i in range(k):
        out *= n - i
    return out


def next_crab(players: int, seen_crabs: int, deck: Deck = EDITION_DECK, seen: int | None = None) -> Fraction:
    """Chance that a boat's next new rightmost card is a crab, given that the ``seen`` face-up cards (the first
    deal's, unless told) showed ``seen_crabs`` crabs: the cards not yet seen are a shuffled deck without them."""
    seen = CARDS_PER_DEAL * players if seen is None else seen
    return Fraction(deck.crabs - seen_crabs, deck.size - seen)


def seen_crabs_chance(players: int, seen_crabs: int, deck: Deck = EDITION_DECK, seen: int | None = None) -> Fraction:
    """Chance that the ``seen`` face-up cards (the first deal's, unless told) show exactly ``seen_crabs`` crabs
    (hypergeometric)."""
    seen = CARDS_PER_DEAL * players if seen is None else seen
    return Fraction(comb(deck.crabs, seen_crabs) * comb(deck.size - deck.crabs, seen - seen_crabs),
                    comb(deck.size, seen))


def boats_with_crab(players: int, deck: Deck = EDITION_DECK, marked: int | None = None) -> dict[int, Fraction]:
    """Chance that exactly 0, 1, ... of the boats have a crab (or one of ``marked`` cards of a kind) among their
    cards after a deal, found by going through every way those cards can fall on the dealt places (each way's
    chance counts ordered deals)."""
    marked = deck.crabs if marked is None else marked
    places, out = CARDS_PER_DEAL * players, {b: Fraction(0) for b in range(players + 1)}
    for mask in range(2 ** places):
        crabs = bin(mask).count("1")
        boats = sum(1 for b in range(players) if mask >> (CARDS_PER_DEAL * b) & (2 ** CARDS_PER_DEAL - 1))
        out[boats] += Fraction(falling(marked, crabs) * falling(deck.size - marked, places - crabs),
                               falling(deck.size, places))
    return out


def expected_boats_with_crab(players: int, deck: Deck = EDITION_DECK, marked: int | None = None) -> Fraction:
    """Expected boats with a crab (or one of ``marked`` cards) after a deal, by linearity: each boat's chance of
    one among its cards, 1 - C(other cards, 2) / C(all, 2), added over the boats."""
    marked = deck.crabs if marked is None else marked
    return players * some_marked(CARDS_PER_DEAL, deck.size, marked)


def eat_table(players: int = 4, deck: Deck = EDITION_DECK) -> list[tuple[int, int, Fraction]]:
    """(boat number, extra little fish, expected little fish from eating) for each boat."""
    return [(b + 1, extra, expected_eat(extra, deck=deck)) for b, extra in enumerate(boat_extras(players))]


# ---- simulations ------------------------------------------------------------------------------
PACK = 2 ** 31  # several cards are read off one random number below this (one draw per trial per pack)


class Shoe:
    """One shuffled deck per trial, dealt for all trials together: each card is a uniform pick among the cards
    still in that trial's deck (without replacement, as at the table), told as the group it belongs to
    (``groups`` counts the deck's cards group by group). Several picks come off one random number: a number
    below n (n-1) ... (n-k+1), read in mixed radix, is k picks in order, every sequence equally likely."""

    def __init__(self, trials: int, groups: tuple[int, ...]):
        self.left = [np.full(trials, n, dtype=np.int16) for n in groups[:-1]]  # small ints: a deck has 80 cards
        self.remaining, self.trials = sum(groups), trials

    def draw(self, rng: np.random.Generator) -> np.ndarray:
        """The next card of every trial's deck, as its group (one pass over all trials, no loop per trial)."""
        return self.deal(rng, 1)[0]

    def deal(self, rng: np.random.Generator, cards: int) -> list[np.ndarray]:
        """The next ``cards`` cards of every trial's deck, in order, each as its group (one array per card)."""
        out: list[np.ndarray] = []
        while len(out) < cards:
            out += self._pack(rng, cards - len(out))
        return out

    def _pack(self, rng: np.random.Generator, most: int) -> list[np.ndarray]:
        """Up to ``most`` cards read off one random number per trial (as many as fit below PACK)."""
        n, k = self.remaining, 1
        while k < min(most, n) and falling(n, k + 1) < PACK:
            k += 1
        number = rng.integers(falling(n, k), size=self.trials, dtype=np.int32).view(np.uint32)
        pick, step = np.empty_like(number), np.empty_like(number)  # reused: fresh large arrays cost page faults
        out = []
        for i in range(k - 1):
            place = np.uint32(falling(n - i - 1, k - i - 1))  # what one step of this card's pick is worth
            np.floor_divide(number, place, out=pick)
            np.subtract(number, np.multiply(pick, place, out=step), out=number)
            out.append(self._group(pick.astype(np.int16)))
        return out + [self._group(number.astype(np.int16))]  # what is left is the last card's pick

    def _group(self, pick: np.ndarray) -> np.ndarray:
        """The group of the card at ``pick`` among those left (in group order), taken out of the deck."""
        group = (pick >= self.left[0]).view(np.int8)
        if len(self.left) > 1:
            edge = self.left[0].copy()
            for n in self.left[1:]:
                edge += n
                group += pick >= edge
        for g, n in enumerate(self.left):
            n -= group == g
        self.remaining -= 1
        return group


def deal(trials: int, rng: np.random.Generator, groups: tuple[int, ...], cards: int) -> np.ndarray:
    """The first ``cards`` cards off ``trials`` freshly shuffled decks (row: a trial; column i: card i's group)."""
    return np.stack(Shoe(trials, groups).deal(rng, cards), axis=1)


def crab_groups(deck: Deck = EDITION_DECK, marked: int | None = None) -> tuple[int, int]:
    """The deck as two groups: fish cards (group 0) and crabs (group 1), or the other cards and the ``marked``
    cards of a kind."""
    marked = deck.crabs if marked is None else marked
    return deck.size - marked, marked


def fish_groups(deck: Deck = EDITION_DECK) -> tuple[tuple[int, ...], np.ndarray]:
    """The deck grouped by the little fish a card shows: the groups' sizes and each group's little fish."""
    shown = {fish: p * deck.size for fish, p in sorted(fish_shown(deck).items())}
    fish = np.array(list(shown), dtype=float) if np is not None else tuple(float(f) for f in shown)
    return tuple(int(n) for n in shown.values()), fish


def _rightmost_columns(players: int, first: int = 0) -> list[int]:
    """Deal positions of each boat's rightmost card after a deal whose first card is card ``first`` of the deck
    (2 cards per boat, in order)."""
    return [first + CARDS_PER_DEAL * b + CARDS_PER_DEAL - 1 for b in range(players)]


def deal_start(players: int, round_: int) -> int:
    """How many cards come off the deck before round ``round_``'s deal (set-aside cards, earlier deals)."""
    return setup_discards(players) + CARDS_PER_DEAL * players * (round_ - 1)


def simulate_marked_at(position: int, deck: Deck = EDITION_DECK, marked: int | None = None):
    """1 where the deck's card at ``position`` (0: the top card) is a crab, or one of ``marked`` cards of a kind."""
    if PURE:
        return pure.card_at(crab_groups(deck, marked), position)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        return Shoe(trials, crab_groups(deck, marked)).deal(rng, position + 1)[-1].astype(float)
    return simulate


def simulate_crab_on_the_right(trials: int, rng: np.random.Generator, deck: Deck = EDITION_DECK) -> np.ndarray:
    """1 where boat 1's rightmost card after the first deal is a crab."""
    if PURE:
        return pure.card_at(crab_groups(deck), CARDS_PER_DEAL - 1)(trials, rng)
    cards = deal(trials, rng, crab_groups(deck), CARDS_PER_DEAL)
    return cards[:, -1].astype(float)


def simulate_some_crab(players: int, deck: Deck = EDITION_DECK, first: int = 0, marked: int | None = None):
    """1 where any boat shows a crab (or one of ``marked`` cards) on its right after the deal starting at card
    ``first`` (the first deal, unless told)."""
    cols = _rightmost_columns(players, first)
    if PURE:
        return pure.any_at(crab_groups(deck, marked), cols)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        cards = Shoe(trials, crab_groups(deck, marked)).deal(rng, first + CARDS_PER_DEAL * players)
        return np.logical_or.reduce([cards[c] for c in cols]).astype(float)
    return simulate


def simulate_eat(boat: int, players: int = 4, deck: Deck = EDITION_DECK, supply: int = FRESH_SUPPLY, first: int = 0):
    """Little fish a seagull with ``supply`` little fish in the general supply gets by eating on ``boat`` (from 0)
    after the deal starting at card ``first`` (the first deal, unless told)."""
    col = _rightmost_columns(players, first)[boat]
    extra = boat_extras(players)[boat]
    groups, fish = fish_groups(deck)
    if PURE:
        return simulate_eat_unseen(groups, fish, col, extra, supply)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        shown = fish[Shoe(trials, groups).deal(rng, col + 1)[col]]
        return np.minimum(shown + extra, supply)
    return simulate


def simulate_eat_unseen(groups: tuple[int, ...], fish: np.ndarray, position: int, extra: int, supply: int):
    """Little fish from eating the card at ``position`` of a shuffled deck of the cards not yet seen (``groups``
    of them showing ``fish`` little fish each), plus the boat's extra, capped by the supply."""
    if PURE:
        return pure.value_at(groups, [min(int(f) + extra, supply) for f in fish], position)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        shown = fish[Shoe(trials, groups).deal(rng, position + 1)[-1]]
        return np.minimum(shown + extra, supply)
    return simulate


def simulate_next_crab(players: int, seen_crabs: int, deck: Deck = EDITION_DECK, seen: int | None = None,
                       boat: int = 1):
    """1 where ``boat``'s new rightmost card in the next deal is a crab, over deals whose ``seen`` face-up cards
    (the first deal's, unless told) showed exactly ``seen_crabs`` crabs. Such a deal is dealt by construction,
    not by throwing other deals away: the face-up cards are ``seen_crabs`` crabs and the rest fish, and every
    order of the cards not seen is still equally likely, so the next deal comes off a shuffled deck of the unseen
    cards (boat by boat, two cards each, the right one last)."""
    seen = CARDS_PER_DEAL * players if seen is None else seen
    crabs, fish = deck.crabs - seen_crabs, deck.size - deck.crabs - (seen - seen_crabs)
    if crabs < 0 or fish < 0:
        raise ValueError(f"{seen} face-up cards cannot show {seen_crabs} crabs from {deck.describe()}.")
    if PURE:
        return pure.card_at((fish, crabs), CARDS_PER_DEAL * boat - 1)

    def simulate(trials: int, rng: np.random.Generator) -> np.ndarray:
        return Shoe(trials, (fish, crabs)).deal(rng, CARDS_PER_DEAL * boat)[-1].astype(float)
    return simulate


def sample_boats_with_crab(players: int, deck: Deck = EDITION_DECK, start: int = 0, marked: int | None = None):
    """Each trial's number of boats with a crab (or one of ``marked`` cards) among the cards of the deal starting
    at card ``start`` (the first deal, unless told)."""
    if PURE:
        return pure.hands_with(crab_groups(deck, marked), start, players, CARDS_PER_DEAL)

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        cards = Shoe(trials, crab_groups(deck, marked)).deal(rng, start + CARDS_PER_DEAL * players)[start:]
        boats = np.zeros(trials, dtype=np.int8)
        for first in range(0, CARDS_PER_DEAL * players, CARDS_PER_DEAL):  # whole-array passes, boat by boat
            boats += np.bitwise_or.reduce(cards[first:first + CARDS_PER_DEAL])
        return boats
    return sample


def played_rounds(players: int, games: int, seed: int = 0) -> list[int]:
    """Rounds each of ``games`` seeded engine games lasted, random moves throughout (a check on the engine:
    the count never varies, so this is no estimate)."""
    import numpy  # the engines' own seeded draws (the stand-in's in a browser: the same numbers)
    rng = numpy.random.default_rng(seed)
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


def crabs_differ(deck: Deck, answer) -> str:
    """How the answer moves if the printed deck held fewer crabs (computed, not typed)."""
    other = Deck(deck.per_colour, deck.colours, deck.crabs - 2)
    return f" With {other.crabs} crabs ({other.size} cards) it would be {show(answer(other))}."


def assumes(deck: Deck) -> str:
    """The deck an answer rests on, in words."""
    whose = "this edition's deck" if deck == EDITION_DECK else "a deck"
    return f" Assumes {whose} of {deck.describe()}."




# ---- the words a question rests on ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Kind:
    """A kind of card a question asks about: its name (singular, plural, as a slip tells it) and how many the
    deck holds."""

    noun: str
    plural: str
    count: int

    @property
    def told(self) -> str:
        """The kind as a slip's sentence names it (the crabs in lower case, as the slips always said)."""
        return "crab" if self.noun == "Crab" else self.noun


def crab_kind(deck: Deck = EDITION_DECK) -> Kind:
    """The Crab cards."""
    return Kind("Crab", "Crabs", deck.crabs)


def kinds(deck: Deck = EDITION_DECK, colour: int = 0) -> tuple[Kind, ...]:
    """The kinds of card the questions' variants ask about, the fish colours named from ``colour`` on."""
    one, two, three = deck.per_colour
    n = deck.colours
    name = f"{FISH_COLOURS[colour % n].lower()} {FISH_NAMES[colour % n]}"
    other = f"{FISH_COLOURS[(colour + 1) % n].lower()} {FISH_NAMES[(colour + 1) % n]}"
    third = f"{FISH_COLOURS[(colour + 2) % n].lower()} {FISH_NAMES[(colour + 2) % n]}"
    return (crab_kind(deck),
            Kind("card showing 3 little fish", "cards showing 3 little fish", three * n),
            Kind("card showing 2 little fish", "cards showing 2 little fish", two * n),
            Kind("card showing 1 little fish (a Crab shows 1 too)", "cards showing 1 little fish, Crabs included",
                 one * n + deck.crabs),
            Kind("card showing 2 or 3 little fish", "cards showing 2 or 3 little fish", (two + three) * n),
            Kind(f"{name} card showing 3 little fish", f"{name} cards showing 3 little fish", three),
            Kind(f"{name} card showing 1 little fish", f"{name} cards showing 1 little fish", one),
            Kind("Crab or card showing 3 little fish", "Crabs or cards showing 3 little fish", deck.crabs + three * n),
            Kind(f"{name} or {other} card", f"{name} or {other} cards", 2 * sum(deck.per_colour)),
            Kind(f"{name} card showing 2 or 3 little fish", f"{name} cards showing 2 or 3 little fish", two + three),
            Kind(f"Crab or {name} card showing 3 little fish", f"Crabs or {name} cards showing 3 little fish",
                 deck.crabs + three),
            Kind(f"{name}, {other} or {third} card", f"{name}, {other} or {third} cards", 3 * sum(deck.per_colour)),
            Kind(f"card showing 3 little fish or {name} card showing 2", f"cards showing 3 little fish or {name} "
                 "cards showing 2", three * n + two),
            Kind(f"{name} or {other} card showing 1 little fish", f"{name} or {other} cards showing 1 little fish",
                 2 * one),
            Kind(f"Crab or {name} card showing 2 or 3 little fish", f"Crabs or {name} cards showing 2 or 3 little "
                 "fish", deck.crabs + two + three),
            Kind(f"{name} card or card showing 3 little fish", f"{name} cards or cards showing 3 little fish",
                 sum(deck.per_colour) + three * (n - 1)))


def a(noun: str) -> str:
    """The noun with its article."""
    return f"{'an' if noun[0] in 'aeiouAEIOU' else 'a'} {noun}"


def faces_words(seen: tuple[int, ...]) -> str:
    """Face-up cards by their little fish: '7 show 1 little fish (Crabs included), 1 shows 2 and 0 show 3'."""
    ones, twos, threes = (f"{n} show{'s' if n == 1 else ''}" for n in seen)
    return f"{ones} 1 little fish (Crabs included), {twos} 2 and {threes} 3"


def rounds_upto(played: int) -> str:
    """'round 1', 'rounds 1 and 2', 'rounds 1 to 5'."""
    return {1: "round 1", 2: "rounds 1 and 2"}.get(played, f"rounds 1 to {played}")


def over(played: int) -> str:
    """'round 1 is over', 'rounds 1 to 5 are over'."""
    return f"{rounds_upto(played)} {'is' if played == 1 else 'are'} over"


def deck_words(deck: Deck) -> str:
    """The deck's make-up as a question states it (the handout has nothing else)."""
    one, two, three = deck.per_colour
    whose = "This edition's deck" if deck == EDITION_DECK else "The deck"
    return (f" {whose} has {deck.size} cards: {sum(deck.per_colour)} of each of {deck.colours} fish colours ({one} "
            f"showing 1 little fish, {two} showing 2, {three} showing 3) and {deck.crabs} Crabs, each showing 1 "
            "little fish.")


def crabs_of_them(crabs: int) -> str:
    """'exactly 2 of them are Crabs', 'exactly 1 of them is a Crab', 'none of them is a Crab'."""
    return {0: "none of them is a Crab", 1: "exactly 1 of them is a Crab"}.get(crabs,
                                                                            f"exactly {crabs} of them are Crabs")


def marked_deck(size: int, crabs: int) -> Deck:
    """A deck of ``size`` cards of which ``crabs`` are crabs (the rest told apart only as not crabs): the cards not
    yet seen, when only crabs matter."""
    return Deck((size - crabs, 0, 0), 1, crabs)


def rules_words(players: int) -> str:
    """The rules a count of rounds rests on, as the question states them."""
    aside = setup_discards(players)
    return (f" The deck has {DECK_SIZE} cards; every round deals {CARDS_PER_DEAL} cards under each boat, and the game "
            "ends once the deck is used up." + (f" With {players} players, {aside} cards are set aside before the "
                                                "first deal." if aside else ""))


def aside_words(players: int) -> str:
    """The set-aside cards, when the player count has them."""
    aside = setup_discards(players)
    return f" With {players} players, {aside} cards are set aside before the first deal." if aside else ""


def seen_words(players: int, played: int) -> str:
    """The cards in sight after ``played`` rounds, as a question names them."""
    aside = setup_discards(players)
    return f"the {deal_start(players, played + 1)} cards {'set aside and ' if aside else ''}dealt so far"


PLAUSIBLE = Fraction(1, 100)  # crabs seen are asked about only in a number a deal shows at least this often


def plausible_crabs(players: int, seen: int, deck: Deck = EDITION_DECK) -> list[int]:
    """The numbers of crabs that ``seen`` face-up cards show at least 1 time in 100."""
    return [c for c in range(min(seen, deck.crabs) + 1) if seen - c <= deck.size - deck.crabs
            and seen_crabs_chance(players, c, deck, seen) >= PLAUSIBLE]


def seen_faces(seen: int, deck: Deck = EDITION_DECK) -> list[tuple[int, ...]]:
    """A few ways ``seen`` face-up cards can show 1, 2 and 3 little fish: the likeliest split (largest
    remainders), one more 3 instead of a 1, and one more 1 instead of a 3."""
    groups, _ = fish_groups(deck)
    shares = [Fraction(seen * n, deck.size) for n in groups]
    split = [int(s) for s in shares]
    for g in sorted(range(len(groups)), key=lambda g: shares[g] - split[g], reverse=True)[:seen - sum(split)]:
        split[g] += 1
    out = [tuple(split)]
    for a, b in ((0, 2), (2, 0)):
        other = list(split)
        other[a], other[b] = other[a] - 1, other[b] + 1
        if other[a] >= 0 and other[b] <= groups[b]:
            out.append(tuple(other))
    return out
