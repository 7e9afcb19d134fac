"""Fish & Crab cards, boats and players of Fish Frenzy, read from the edition data."""
from __future__ import annotations

import json
from importlib import resources

EDITION = json.loads(resources.files(__package__).joinpath("data/edition.json").read_text())

FISH_COLOURS = tuple(c["name"] for c in EDITION["fish_colours"])
FISH_NAMES = tuple(c["fish"] for c in EDITION["fish_colours"])
CRAB = 3 * len(FISH_COLOURS)  # the one kind of Crab card
KINDS = CRAB + 1
COLOUR_COUNT = len(FISH_COLOURS) + 1  # seven fish colours and the crabs
CRAB_COLOUR = len(FISH_COLOURS)

# A card kind is colour * 3 + (little fish - 1) for Fish cards, CRAB for a Crab card.
KIND_COLOUR = tuple(k // 3 for k in range(CRAB)) + (CRAB_COLOUR,)
KIND_FISH = tuple(k % 3 + 1 for k in range(CRAB)) + (EDITION["crab"]["little_fish"],)
COLOUR_NAMES = FISH_COLOURS + (EDITION["crab"]["name"],)
COLOUR_RGB = tuple(c["rgb"] for c in EDITION["fish_colours"]) + (EDITION["crab"]["rgb"],)

PLAYER_COLOURS = tuple(EDITION["player_colours"])
PLAYER_RGB = tuple(EDITION["player_rgb"])
TOKENS = EDITION["tokens_per_player"]
TOKENS_IN_HAND = EDITION["tokens_in_hand_at_start"]
CARDS_PER_DEAL = EDITION["cards_per_boat_per_deal"]
GOALS = tuple(EDITION["goals"])
EVENTS = tuple(EDITION["events"])


def kind(colour: int, fish: int) -> int:
    """The card kind of a Fish card of ``colour`` showing ``fish`` little fish."""
    return colour * 3 + fish - 1


def deck_counts() -> tuple[int, ...]:
    """How many cards of each kind the 80-card deck holds."""
    per = EDITION["fish_cards_per_colour"]
    counts = [per[str(k % 3 + 1)] for k in range(CRAB)] + [EDITION["crab"]["count"]]
    return tuple(counts)


DECK_COUNTS = deck_counts()
DECK_SIZE = sum(DECK_COUNTS)


def full_deck() -> list[int]:
    """Every card of the deck as a list of kinds, in a fixed order (shuffle before use)."""
    return [k for k in range(KINDS) for _ in range(DECK_COUNTS[k])]


def boat_extras(players: int) -> tuple[int, ...]:
    """The extra little fish printed on each boat in play, left to right (smallest first)."""
    return tuple(EDITION["boat_extra_fish"][str(players)])


def setup_discards(players: int) -> int:
    """How many cards go face up to the discard pile after the shuffle."""
    return EDITION["discard_at_setup"].get(str(players), 0)


def card_name(k: int) -> str:
    """A card in words: "blue Sailfish (2)" for a Sailfish showing 2 little fish, or "Crab"."""
    if k == CRAB:
        return COLOUR_NAMES[CRAB_COLOUR]
    return f"{COLOUR_NAMES[KIND_COLOUR[k]].lower()} {FISH_NAMES[KIND_COLOUR[k]]} ({KIND_FISH[k]})"


_CODES = {"K": 0, "P": 1, "B": 2, "Y": 3, "N": 4, "O": 5, "G": 6}


def parse_card(code: str) -> int:
    """A card from its short code: colour letter (K black, P pink, B blue, Y yellow, N brown,
    O orange, G green) and its little fish, e.g. "B2"; "C" is a Crab."""
    code = code.strip().upper()
    if code == "C":
        return CRAB
    if len(code) != 2 or code[0] not in _CODES or code[1] not in "123":
        raise ValueError(f"{code!r} is not a card code: use a colour letter from KPBYNOG and 1-3, or C.")
    return kind(_CODES[code[0]], int(code[1]))


def card_code(k: int) -> str:
    """The short code of a card kind (inverse of ``parse_card``)."""
    if k == CRAB:
        return "C"
    letter = next(c for c, i in _CODES.items() if i == KIND_COLOUR[k])
    return f"{letter}{KIND_FISH[k]}"
