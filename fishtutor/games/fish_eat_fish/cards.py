"""Fish, colours and Challenge Cards of Fish Eat Fish, read from the edition data."""
from __future__ import annotations

import json
from importlib import resources

EDITION = json.loads(resources.files(__package__).joinpath("data/edition.json").read_text())

COLOURS = tuple(EDITION["colours"])
LETTERS = EDITION["colour_letters"]
COLOUR_RGB = tuple(EDITION["colour_rgb"])
PURPLE = COLOURS.index(EDITION["neutral_colour"])
FISH_SUPPLY = tuple(EDITION["fish_per_colour"])
TOTAL_FISH = sum(FISH_SUPPLY)
FISH_PER_PLAYER = EDITION["fish_placed_per_player"]
MAX_STACK = EDITION["max_stack"]

# Challenge Card kinds: 0 Shark, 1 Octopus, then one kind per number shown on Fish cards.
SHARK, OCTOPUS = 0, 1
_SET = EDITION["challenge_cards"]
FISH_VALUES = tuple(sorted(set(_SET["fish"])))
KINDS = 2 + len(FISH_VALUES)
KIND_VALUE = (-1, -1) + FISH_VALUES
CARD_CODES = ("S", "O") + tuple(f"F{v}" for v in FISH_VALUES)
CARD_NAMES = ("Shark", "Octopus") + tuple(f"Fish {v}" for v in FISH_VALUES)
FULL_SET = (_SET["shark"], _SET["octopus"]) + tuple(_SET["fish"].count(v) for v in FISH_VALUES)
CARDS_PER_PLAYER = sum(FULL_SET)
KIND_OF_CODE = {code: k for k, code in enumerate(CARD_CODES)}

# Outcomes of a battle (Resolving Attacks).
NULLIFIED, ATTACKER_WINS, DEFENDER_WINS, BOTH_ELIMINATED = range(4)
OUTCOME_NAMES = ("nullified", "attacker wins", "defender wins", "both eliminated")


def is_fish_card(k: int) -> bool:
    """Fish cards show a number; the Shark and the Octopus do not."""
    return k >= 2


def battle_outcome(attacker_card: int, defender_card: int, attacker_height: int, defender_height: int) -> int:
    """Any Octopus nullifies; Shark beats Fish; two Sharks, or equal Fish totals, eliminate both stacks;
    otherwise the higher Fish card plus stack height wins."""
    if attacker_card == OCTOPUS or defender_card == OCTOPUS:
        return NULLIFIED
    if attacker_card == SHARK or defender_card == SHARK:
        if attacker_card == defender_card:
            return BOTH_ELIMINATED
        return ATTACKER_WINS if attacker_card == SHARK else DEFENDER_WINS
    a = KIND_VALUE[attacker_card] + attacker_height
    d = KIND_VALUE[defender_card] + defender_height
    return ATTACKER_WINS if a > d else DEFENDER_WINS if d > a else BOTH_ELIMINATED


def parse_cards(codes: str) -> tuple[int, ...]:
    """Card counts per kind from space-separated codes, e.g. "S O F3 F3" (S Shark, O Octopus, F<n> Fish n)."""
    counts = [0] * KINDS
    for code in codes.split():
        if code.upper() not in KIND_OF_CODE:
            raise ValueError(f"{code!r} is not a Challenge Card: use S, O or one of {', '.join(CARD_CODES[2:])}.")
        counts[KIND_OF_CODE[code.upper()]] += 1
    return tuple(counts)


def card_codes(counts) -> str:
    """The inverse of ``parse_cards``."""
    return " ".join(CARD_CODES[k] for k, c in enumerate(counts) for _ in range(c))


def parse_fish(letters: str) -> tuple[int, ...]:
    """Fish colours from letters, bottom to top: "PPR" is two purple fish under a red one."""
    out = []
    for ch in letters.strip().upper():
        if ch not in LETTERS:
            raise ValueError(f"{ch!r} is not a fish colour: use one of {LETTERS}.")
        out.append(LETTERS.index(ch))
    return tuple(out)


def fish_letters(stack) -> str:
    """The inverse of ``parse_fish``."""
    return "".join(LETTERS[c] for c in stack)
