"""What a saved barrel-game position may hold: each field's type and range, then the replay does the rest."""
from __future__ import annotations

from functools import partial

from fishtutor.core.protocol import RecordError, shown
from fishtutor.core.records import check_fields, numbers, rows, whole

from fishtutor.games.fishy.barrel import LEVELS, MAX_PLAYERS, MIN_PLAYERS
from fishtutor.games.fishy.cards import CARDS

from .phases import PHASE_NAMES


FIELD_WORDS = {  # each field of a saved position in words, with what its list positions count
    "n": "the number of players", "seed": "the seed of its shuffles", "phase": "the part of the turn",
    "turn": "the turn number", "hand_no": "the number of the hand", "taken_this_hand": "the fish taken this hand",
    "placing": "the player placing fish", "ages": ("the players' ages", ("player",)),
    "supply": ("the fish in front of a player", ("player",)), "cat_queue": ("the Cats waiting to act", ("Cat",)),
    "levels": ("the fish on the levels", ("level", "player")), "caught": ("the fish caught", ("player", "level")),
    "hands": ("the cards in hand", ("player", "card")), "played": ("the cards played", ("player", "card")),
    "picks": ("the cards picked", ("player", "card")), "table": ("the cards on the table", ("card", "part")),
    "to_place": ("the fish still to place", ("player", "fish")), "gains": ("the fish won", ("player", "fish")),
    "removed": ("the fish removed", ("player", "fish")),
}


def check_position(data: dict, where: str) -> None:
    """Every field in range for its number of players, every card a Fishy card, every table entry well formed."""
    n = whole(data["n"], f"{where}.n", MIN_PLAYERS, MAX_PLAYERS,
              f"the barrel games are for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    whole(data["phase"], f"{where}.phase", 0, len(PHASE_NAMES) - 1, "it is not a part of a barrel game's turn")
    check_fields(data, where, _checks(n))
    for field in ("hands", "played", "picks"):
        _card_rows(data[field], f"{where}.{field}", n)
    _table(data["table"], f"{where}.table", n)


check_position.words = FIELD_WORDS
check_position.deal = lambda data: (data["n"], data["seed"], {"ages": data["ages"]})  # who sets up, and their ages


def _checks(n: int) -> dict:
    """One check per numeric field, for ``n`` players."""
    fish = dict(lo=0, hi=200, why="fish counts cannot be negative or above 200")
    seat = partial(whole, lo=-1, hi=n - 1)
    return {
        "seed": whole, "turn": partial(whole, lo=1), "hand_no": partial(whole, lo=1),
        "taken_this_hand": partial(whole, lo=0), "placing": seat,
        "ages": partial(numbers, length=n, lo=0, hi=200, why="ages are whole years"),
        "supply": partial(numbers, length=n, **fish),
        "cat_queue": partial(numbers, lo=0, hi=2 * n, why=f"each is a card's place on the table, 0 to {2 * n}"),
        "levels": partial(rows, count=LEVELS, length=n, **fish),
        "caught": partial(rows, count=n, length=LEVELS, **fish),
        "to_place": partial(rows, count=n, lo=1, hi=LEVELS, why="levels are 1 to 5"),
        "gains": partial(rows, count=n, lo=1, hi=LEVELS, why="levels are 1 to 5"),
        "removed": partial(rows, count=n, lo=1, hi=LEVELS, why="levels are 1 to 5"),
    }


def _card_rows(value, where: str, n: int) -> None:
    """One list of card codes per seat."""
    if type(value) is not list or len(value) != n:
        raise RecordError(f"{where} must hold one list of cards per seat ({n}), not {shown(value)}.")
    for i, row in enumerate(value):
        if type(row) is not list or any(type(c) is not str or c not in CARDS for c in row):
            raise RecordError(f"{where}[{i}] must be a list of cards of this game, not {shown(row)}.")


def _table(value, where: str, n: int) -> None:
    """Each revealed card as [player, owner, card, status 0 in play / 1 cancelled]."""
    if type(value) is not list:
        raise RecordError(f"{where} must be a list of revealed cards, not {shown(value)}.")
    for i, e in enumerate(value):
        if (type(e) is not list or len(e) != 4 or any(type(x) is not int for x in (e[0], e[1], e[3]))
                or not (0 <= e[0] < n and 0 <= e[1] < n) or e[2] not in CARDS or e[3] not in (0, 1)):
            raise RecordError(f"{where}[{i}] must name the player, the owner, a card of this game, and 0 (in play) "
                              f"or 1 (cancelled), not {shown(e)}.")
