"""Fish Eat Fish's battles between two stacks when both pick a card at random: the rule and its chances.

Exact answers enumerate every pair of Challenge Cards with fractions; simulations draw cards from
the hands with numpy (vectorised, seeded) and resolve them with the engine's own battle rule.
Without numpy (the browser edition) the simulations draw trial by trial with pure_fish_eat_fish.py."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from html import escape
from itertools import combinations_with_replacement

from fishtutor.games.fish_eat_fish.cards import (ATTACKER_WINS, BOTH_ELIMINATED, DEFENDER_WINS, EDITION, FISH_VALUES,
                                                 NULLIFIED, OCTOPUS, OUTCOME_NAMES, SHARK, battle_outcome)
from fishtutor.probability.answers import show

from . import pure_fish_eat_fish as pure
from .edition import PURE, np

OUTCOMES = (ATTACKER_WINS, DEFENDER_WINS, BOTH_ELIMINATED, NULLIFIED)
EDITION_VALUES = tuple(EDITION["challenge_cards"]["fish"])  # this edition's choice: the rulebook gives no numbers
OTHER_VALUES = tuple(range(len(EDITION_VALUES)))  # one each of 0 to 7: numbers the printed cards could show
_LOWEST = 2  # the engine's lowest Fish card kind


def card_names(values: tuple[int, ...] = EDITION_VALUES) -> tuple[str, ...]:
    """The kinds of card in a set: Shark, Octopus, then one Fish card per number shown."""
    return ("Shark", "Octopus") + tuple(f"Fish {v}" for v in sorted(set(values)))


def full_hand(values: tuple[int, ...] = EDITION_VALUES) -> tuple[int, ...]:
    """A full set of Challenge Cards as counts per kind: the printed Shark and two Octopus, and Fish cards
    showing ``values``."""
    cards = EDITION["challenge_cards"]
    return (cards["shark"], cards["octopus"]) + tuple(values.count(v) for v in sorted(set(values)))


FULL_SET = full_hand()
KINDS = len(FULL_SET)


def battle(attacker: int, defender: int, attacker_height: int, defender_height: int,
           values: tuple[int, ...] = EDITION_VALUES) -> int:
    """The engine's battle rule for two kinds of a card set: a Fish card showing v on a stack of h battles
    exactly as the engine's lowest Fish card on a stack of v + h - lowest, so any numbers can be tried."""
    faces = sorted(set(values))
    low = FISH_VALUES[0]
    a, ah = (attacker, attacker_height) if attacker < 2 else (_LOWEST, faces[attacker - 2] + attacker_height - low)
    d, dh = (defender, defender_height) if defender < 2 else (_LOWEST, faces[defender - 2] + defender_height - low)
    return battle_outcome(a, d, ah, dh)


def hand_without(kind: int, hand: tuple[int, ...] = FULL_SET) -> tuple[int, ...]:
    """A hand with every card of one kind held back (e.g. keeping the Shark for later)."""
    return tuple(0 if k == kind else c for k, c in enumerate(hand))


def outcome_chances(attacker_height: int, defender_height: int, attacker_hand: tuple[int, ...] | None = None,
                    defender_hand: tuple[int, ...] | None = None,
                    values: tuple[int, ...] = EDITION_VALUES) -> dict[int, Fraction]:
    """Each battle outcome's exact chance when both players pick uniformly from their hands."""
    attacker_hand = attacker_hand or full_hand(values)
    defender_hand = defender_hand or full_hand(values)
    a_total, d_total = sum(attacker_hand), sum(defender_hand)
    table = outcome_table(attacker_height, defender_height, tuple(values))
    pairs = dict.fromkeys(OUTCOMES, 0)
    for a, a_count in enumerate(attacker_hand):
        for d, d_count in enumerate(defender_hand):
            if a_count and d_count:
                pairs[table[a][d]] += a_count * d_count
    return {o: Fraction(count, a_total * d_total) for o, count in pairs.items()}


@lru_cache(maxsize=256)
def outcome_table(attacker_height: int, defender_height: int,
                  values: tuple[int, ...] = EDITION_VALUES) -> tuple[tuple[int, ...], ...]:
    """Every pairing's outcome (row the attacker's card kind, column the defender's), worked out once."""
    kinds = range(len(full_hand(values)))
    return tuple(tuple(battle(a, d, attacker_height, defender_height, values) for d in kinds) for a in kinds)


def payoff_table(attacker_height: int = 1, defender_height: int = 1,
                 values: tuple[int, ...] = EDITION_VALUES) -> list[list[str]]:
    """Who wins each pairing of cards (rows: attacker's card, columns: defender's card)."""
    short = {ATTACKER_WINS: "attacker", DEFENDER_WINS: "defender", BOTH_ELIMINATED: "both gone",
             NULLIFIED: "nothing"}
    kinds = range(len(full_hand(values)))
    return [[short[battle(a, d, attacker_height, defender_height, values)] for d in kinds] for a in kinds]


def win_curve(defender_height: int = 1, attacker_hand: tuple[int, ...] | None = None,
              values: tuple[int, ...] = EDITION_VALUES) -> list[Fraction]:
    """The attacker's chance to win for attacking stacks of height 1 to 5."""
    return [outcome_chances(h, defender_height, attacker_hand, values=values)[ATTACKER_WINS] for h in range(1, 6)]


def battle_sampler(attacker_height: int, defender_height: int, attacker_hand: tuple[int, ...] | None = None,
                   defender_hand: tuple[int, ...] | None = None, values: tuple[int, ...] = EDITION_VALUES):
    """Seeded battles with cards drawn at random from the hands: each trial's outcome (one of OUTCOMES' codes)."""
    attacker_hand = attacker_hand or full_hand(values)
    defender_hand = defender_hand or full_hand(values)
    if PURE:
        return pure.battles(outcome_table(attacker_height, defender_height, tuple(values)), attacker_hand,
                            defender_hand)
    table = np.array(outcome_table(attacker_height, defender_height, tuple(values)))
    a_cards = np.repeat(np.arange(len(attacker_hand)), attacker_hand)
    d_cards = np.repeat(np.arange(len(defender_hand)), defender_hand)

    def sample(trials: int, rng: np.random.Generator) -> np.ndarray:
        a = a_cards[rng.integers(len(a_cards), size=trials)]
        d = d_cards[rng.integers(len(d_cards), size=trials)]
        return table[a, d]
    return sample


def simulate_outcome(outcome: int, attacker_height: int, defender_height: int,
                     attacker_hand: tuple[int, ...] | None = None, defender_hand: tuple[int, ...] | None = None,
                     values: tuple[int, ...] = EDITION_VALUES):
    """1 where a battle with cards drawn at random from the hands ends in ``outcome``."""
    sample = battle_sampler(attacker_height, defender_height, attacker_hand, defender_hand, values)
    if PURE:
        return pure.hits(sample, outcome)
    return lambda trials, rng: (sample(trials, rng) == outcome).astype(float)


def numbers_in_words(values: tuple[int, ...]) -> str:
    """A card set's Fish numbers in words."""
    return ", ".join(map(str, sorted(values)))


def assumes(values: tuple[int, ...], answer) -> str:
    """The Fish card numbers an answer rests on, and what it would be with other numbers (computed, when the
    situation exists with those numbers: a card played must be in the other set too; not for ``answer`` None)."""
    whose = "this edition's" if values == EDITION_VALUES else "these"
    other = OTHER_VALUES if values != OTHER_VALUES else EDITION_VALUES
    said = f" Assumes {whose} Fish cards: {numbers_in_words(values)}."
    if answer is None:
        return said
    try:
        return said + f" With Fish cards {numbers_in_words(other)} it would be {show(answer(other))}."
    except ValueError:  # e.g. both Fish 2 cards played, and the other set has one
        return said


# ---- the words a question states its cards in ---------------------------------------------------------------
RULE_WORDS = ("In a battle each player adds the number on their Fish card to their stack's height, and the higher "
              "total wins (equal totals take both stacks off the board); a Shark beats any Fish card, two Sharks "
              "take both stacks off, and an Octopus from either player cancels the battle.")


def set_words(values: tuple[int, ...] = EDITION_VALUES) -> str:
    """What every player's set of Challenge Cards holds, numbers and all."""
    hand, listed = full_hand(values), sorted(values)
    numbers = ", ".join(map(str, listed[:-1])) + f" and {listed[-1]}"
    return (f"Each player's set holds {sum(hand)} Challenge Cards: {hand[SHARK]} Shark, {hand[OCTOPUS]} Octopus "
            f"cards and {len(values)} Fish cards numbered {numbers}.")


def octopus_words(values: tuple[int, ...] = EDITION_VALUES) -> str:
    """How many cards a set holds and how many of them are Octopus cards (all an Octopus question rests on)."""
    hand = full_hand(values)
    return f"Each player's set holds {sum(hand)} Challenge Cards, {hand[OCTOPUS]} of them Octopus cards."


def kind_of(card, values: tuple[int, ...] = EDITION_VALUES) -> int:
    """The kind of a card named "S" (Shark), "O" (Octopus) or by its Fish number."""
    if card == "S":
        return SHARK
    if card == "O":
        return OCTOPUS
    faces = sorted(set(values))
    if card not in faces:
        raise ValueError(f"no Fish card shows {card} in this set")
    return 2 + faces.index(card)


def card_words(card, count: int, values: tuple[int, ...] = EDITION_VALUES) -> str:
    """``count`` cards of one kind, as a player's own: "their Shark", "one Octopus", "both Fish 2 cards"."""
    in_set = full_hand(values)[kind_of(card, values)]
    name = {"S": "Shark", "O": "Octopus"}.get(card, f"Fish {card}")
    if in_set == 1:
        return f"their {name}" + (" card" if card not in ("S", "O") else "")
    if count == in_set:
        return f"both {name} cards" if in_set == 2 else f"all {count} {name} cards"
    return f"one {name}" + (" card" if card != "O" else "") if count == 1 else f"{count} {name} cards"


def cards_words(cards, values: tuple[int, ...] = EDITION_VALUES) -> str:
    """Cards a player has played, in words ("their Shark, one Octopus and their Fish 0 card")."""
    order = [c for c in ("S", "O") + tuple(sorted(set(values))) if c in cards]
    parts = [card_words(c, list(cards).count(c), values) for c in order]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def stack_words(height: int) -> str:
    """A stack by its height: "a single fish", "a stack of 3"."""
    return "a single fish" if height == 1 else f"a stack of {height}"


def describe_chances(chances: dict[int, Fraction]) -> list[str]:
    """Each outcome's chance in words."""
    return [f"{OUTCOME_NAMES[o]}: {chances[o]} ≈ {float(chances[o]):.3f}" for o in OUTCOMES]


def card_kinds(values: tuple[int, ...] = EDITION_VALUES) -> tuple:
    """Every kind of card by name: "S", "O", then each Fish number."""
    return ("S", "O") + tuple(sorted(set(values)))


def doubles_words(hand: tuple[int, ...], values: tuple[int, ...]) -> str:
    """The cards a hand holds more than one of, in words (the Octopus, and any repeated Fish card)."""
    fish = [f"Fish {v}" for v, c in zip(sorted(set(values)), hand[2:]) if c > 1]
    said = ["two Octopus cards"] if hand[OCTOPUS] > 1 else []
    if fish:
        said.append(f"two each of {' and '.join(fish)}" if len(fish) > 1 else f"two {fish[0]} cards")
    return " and ".join(said)


def count_words(cards: int, octopus: int) -> str:
    """Cards played so far, and how many of them were Octopus cards."""
    if not cards:
        return "no cards"
    if cards == 1:
        return "1 card, " + ("an Octopus" if octopus else "not an Octopus")
    return f"{cards} cards, " + ("none of them an Octopus" if not octopus else
                                 "1 of them an Octopus" if octopus == 1 else f"{octopus} of them Octopus cards")


def holding_words(height: int) -> str:
    """A player's own stack by its height: "single fish", "stack of 3"."""
    return "single fish" if height == 1 else f"stack of {height}"


def octopus_count_words(count: int) -> str:
    """Octopus cards played, in words."""
    return ("no Octopus", "one Octopus", "both Octopus cards")[count] if count <= 2 else f"{count} Octopus cards"


def played_states(values: tuple[int, ...]):
    """(cards played, Octopus cards among them) a player can have: at least one card left in hand."""
    hand = full_hand(values)
    size, octopus = sum(hand), hand[OCTOPUS]
    return [(p, o) for p in range(size) for o in range(min(octopus, p) + 1) if p - o <= size - octopus]


def played_cards(values: tuple[int, ...], sizes=(0, 1, 2)):
    """The cards a player can have played (as many as ``sizes`` allows), as the set allows."""
    hand, cards = full_hand(values), card_kinds(values)
    return [combo for k in sizes for combo in combinations_with_replacement(cards, k)
            if all(combo.count(c) <= hand[kind_of(c, values)] for c in set(combo))]


# ---- the hands a question rests on, drawn -------------------------------------------------------------------
CARD_W, CARD_H, GAP, LABEL_W = 30, 42, 4, 190


def set_row(label: str, left: tuple[int, ...], values: tuple[int, ...] = EDITION_VALUES) -> tuple:
    """A player's row of the set: every card of it, those no longer in hand (played, kept back) marked out."""
    full, names = full_hand(values), ("S", "O") + tuple(str(v) for v in sorted(set(values)))
    return label, [(names[k], i < left[k]) for k in range(len(full)) for i in range(full[k])]


def octopus_row(label: str, size: int, octopus: int) -> tuple:
    """A player's hand as far as the Octopus goes: its Octopus cards, then its other cards."""
    return label, [("O", True)] * octopus + [("·", True)] * (size - octopus)


def hands_svg(rows, about: str) -> str:
    """The hands drawn as rows of small cards (S Shark, O Octopus, a number for a Fish card, · any other card);
    a card no longer in hand is pale and struck through. ``about`` is the picture's words for a screen reader."""
    width = LABEL_W + max(len(cards) for _, cards in rows) * (CARD_W + GAP) + GAP
    height = len(rows) * (CARD_H + 2 * GAP) + GAP
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
             f'height="{height}" role="img" aria-label="{escape(about)}"><title>{escape(about)}</title>']
    for r, (label, cards) in enumerate(rows):
        y = GAP + r * (CARD_H + 2 * GAP)
        parts.append(f'<text x="4" y="{y + CARD_H / 2 + 5}" font-size="14" font-family="sans-serif">'
                     f'{escape(label)}</text>')
        for c, (name, held) in enumerate(cards):
            x = LABEL_W + GAP + c * (CARD_W + GAP)
            fill, ink = ("#ffffff", "#1b1b1b") if held else ("#e6e6e6", "#767676")
            parts.append(f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="{fill}" '
                         f'stroke="{ink}"/><text x="{x + CARD_W / 2}" y="{y + CARD_H / 2 + 5}" font-size="15" '
                         f'text-anchor="middle" font-family="sans-serif" fill="{ink}">{escape(name)}</text>')
            if not held:
                parts.append(f'<line x1="{x}" y1="{y + CARD_H}" x2="{x + CARD_W}" y2="{y}" stroke="{ink}"/>')
    return "".join(parts) + "</svg>"


CARD_HEADERS = card_names()
