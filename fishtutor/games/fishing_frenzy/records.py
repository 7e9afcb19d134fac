"""What a saved Fishing Frenzy position may hold: each field's type and range (the replay checks the rest)."""
from __future__ import annotations

from functools import partial

from fishtutor.core.protocol import RecordError, shown
from fishtutor.probability.core import clip
from fishtutor.core.records import (check_fields, history, numbers, one_of, replay, restore, rows,
                                     whole)

from . import cards
from .moves import COMPASS
from .phases import PHASE_NAMES
from .tournament import DRIFTS, SOS_ORDERS, board_for, limit_range

CODES = ("order", "dock", "roll", "sail", "wheel", "fish", "peril", "drift", "sos")
STEP_WORDS = {"fish": "a catch", "drift": "a drift", "wheel": "a wheel"}  # the steps with more than a seat
FIELD_WORDS = {  # each field of a saved position in words, with what its list positions count
    "n": "the number of Captains", "map_text": "the map", "limit": "the tournament limit",
    "drift": "the rules variant for leaving a drifter", "sos_order": "the rules variant for the S.O.S. order",
    "phase": "the part of the tournament",
    "to_move": "the Captain to move", "boats": ("the boats' squares", ("boat", "entry")),
    "home": ("the boats' docks", ("boat",)), "order_rolls": ("the rolls for the docks", ("Captain", "roll")),
    "order": ("the turn order", ("place",)), "dice": "the dice", "pending": ("the steps still to do", ("step",)),
    "skip": ("the turns to lose", ("Captain",)), "sos_used": ("the S.O.S. calls made", ("Captain",)),
    "catches": ("the catches", ("Captain", "catch", "entry")), "tags": ("the tagged fish", ("fish", "entry")),
    "first_fish": "the Captain of the first fish", "first_back": "the first Captain back at the docks",
    "fishoff_winner": "the winner of the fish-off", "fishoff_seats": ("the Captains in the fish-off", ("Captain",)),
    "fishoff_catches": ("the fish-off catches", ("Captain", "catch", "entry")),
    "decks": ("the Fish Card decks", ("deck", "card")), "known": ("the Fish Cards seen", ("deck",)),
    "perils": ("the Peril deck", ("card",)), "perils_known": "the Peril cards seen",
    "rolls_made": "the number of rolls made", "dice_seed": "the seed of the dice", "last": ("the last Perils", ("card",)),
    "acted": ("the wheels and fish used this turn", ("space", "entry")),
    "face_up_catches": ("the catches whose Fish Card was drawn face up", ("catch", "entry")),
}


def with_sos_order(data):
    """A record saved before the S.O.S. order was an option played the next Captain in turn order first: its
    positions get ``sos_order`` "turn" (anything else is left for the checks to judge)."""
    if type(data) is not dict or not all(type(data.get(k)) is dict for k in ("state", "origin")):
        return data
    if "sos_order" in data["state"] or "sos_order" in data["origin"]:
        return data
    return dict(data, state=dict(data["state"], sos_order="turn"), origin=dict(data["origin"], sos_order="turn"))


def with_acted(data):
    """A record saved before a wheel (and a fish after the limit) acted once a turn kept no list of them: its
    positions get none used yet (anything else is left for the checks to judge)."""
    if type(data) is not dict or not all(type(data.get(k)) is dict for k in ("state", "origin")):
        return data
    if "acted" in data["state"] or "acted" in data["origin"]:
        return data
    return dict(data, state=dict(data["state"], acted=[]), origin=dict(data["origin"], acted=[]))


def with_face_up_catches(cls, data):
    """A record saved before a Fish Card drawn face up was kept apart had none: where it started gets an empty
    list, and the saved position the catches its own moves drew face up (replayed from where it started: before,
    it got none, so an older game that drew a card face up no longer matched its moves and would not open).
    Anything else is left for the checks to judge."""
    if type(data) is not dict or not all(type(data.get(k)) is dict for k in ("state", "origin")):
        return data
    if "face_up_catches" in data["state"] or "face_up_catches" in data["origin"]:
        return data
    origin = dict(data["origin"], face_up_catches=[])
    return dict(data, state=dict(data["state"], face_up_catches=_drawn_face_up(cls, data, origin)), origin=origin)


def _drawn_face_up(cls, data: dict, origin: dict) -> list:
    """The catches drawn face up by the record's moves from ``origin`` (none when the record is broken: the full
    checks then say what is wrong)."""
    try:
        start = restore(cls, dict(data, state=origin, origin=origin, history=[]), check_position)
        return replay(start, history(cls, data["history"])).face_up_catches
    except RecordError:
        return []


def check_position(data: dict, where: str) -> None:
    """Every field in range for its number of Captains; the map loads; the queue is made of known steps."""
    n = whole(data["n"], f"{where}.n", 2, cards.MAX_CAPTAINS, f"Fishing Frenzy is for 2 to {cards.MAX_CAPTAINS} "
                                                              f"Captains")
    if type(data["map_text"]) is not str:
        raise RecordError(f"{where}.map_text must be the text of a map (empty for this edition's own), not "
                          f"{shown(data['map_text'])}.")
    try:
        board = board_for(data["map_text"])
    except ValueError as err:
        raise RecordError(f"{where}.map_text is not a map this edition can play: {clip(err, 120)}") from err
    lo, hi = limit_range(board)
    whole(data["limit"], f"{where}.limit", lo, hi)
    one_of(data["drift"], f"{where}.drift", DRIFTS, "it is not a rules variant of this game")
    one_of(data["sos_order"], f"{where}.sos_order", SOS_ORDERS, "it is not a rules variant of this game")
    whole(data["phase"], f"{where}.phase", 0, len(PHASE_NAMES) - 1)
    check_fields(data, where, _checks(n, board))
    _dice(data["dice"], f"{where}.dice")
    _queue(data["pending"], f"{where}.pending", n)
    _catches(data["catches"], f"{where}.catches", n)
    if type(data["sos_used"]) is not list or len(data["sos_used"]) != n or \
            any(type(b) is not bool for b in data["sos_used"]):
        raise RecordError(f"{where}.sos_used must be {n} values, each true or false.")


def fresh_deal(data: dict) -> tuple[int, int, dict]:
    """The Captains, seed and options that set up the tournament a starting position records (the Fish Card
    decks and the Peril deck are shuffled, the dice have a seed of their own)."""
    return data["n"], 0, dict(limit=data["limit"], map=data["map_text"], drift=data["drift"],
                              sos_order=data["sos_order"])


check_position.words = FIELD_WORDS
check_position.deal, check_position.shuffled = fresh_deal, ("decks", "perils", "dice_seed")


def _checks(n: int, board) -> dict:
    """One check per plain numeric field, for ``n`` Captains."""
    seat = dict(lo=-1, hi=n - 1)
    size = max(board.width, board.height)
    return {
        "to_move": partial(whole, lo=0, hi=n - 1),
        "boats": partial(rows, count=n, length=2, lo=-1, hi=size),
        "home": partial(numbers, length=n, lo=-1, hi=len(board.docks) - 1),
        "order_rolls": partial(rows, count=n, lo=1, hi=6, longest=1000),
        "order": partial(numbers, longest=n, lo=0, hi=n - 1),
        "skip": partial(numbers, length=n, lo=0, hi=10_000),
        "tags": partial(_tags, size=size),
        "first_fish": partial(whole, **seat), "first_back": partial(whole, **seat),
        "fishoff_winner": partial(whole, **seat),
        "fishoff_seats": partial(numbers, longest=n, lo=0, hi=n - 1),
        "fishoff_catches": partial(_fishoff, n=n, size=size),
        "decks": partial(rows, count=len(cards.DECKS), lo=0, hi=cards.MAX_POINTS),
        "known": partial(numbers, length=len(cards.DECKS), lo=0, hi=max(len(d) for d in cards.DECKS)),
        "perils": partial(numbers, length=cards.PERIL_CARDS, lo=0, hi=cards.PERIL_CARDS - 1),
        "perils_known": partial(whole, lo=0, hi=cards.PERIL_CARDS),
        "rolls_made": partial(whole, lo=0),
        "dice_seed": partial(whole, lo=0, hi=(1 << 62) - 1),
        "last": partial(numbers, longest=2, lo=0, hi=cards.PERIL_CARDS),
        "acted": partial(_tags, size=size),
        "face_up_catches": partial(_tags, size=size),
    }


def _tags(value, where: str, size: int) -> None:
    """A list of [column, row] squares."""
    if type(value) is not list:
        raise RecordError(f"{where} must be a list of squares, each a column and a row, not {shown(value)}.")
    for i, sq in enumerate(value):
        numbers(sq, f"{where}[{i}]", length=2, lo=0, hi=size)


def _fishoff(value, where: str, n: int, size: int) -> None:
    """Per Captain, the squares of their fish-off catches (at most 2)."""
    if type(value) is not list or len(value) != n:
        raise RecordError(f"{where} must be a list of {n} lists of squares.")
    for t, row in enumerate(value):
        _tags(row, f"{where}[{t}]", size)
        if len(row) > 2:
            raise RecordError(f"{where}[{t}] has {len(row)} catches: the fish-off ends at 2.")


def _dice(value, where: str) -> None:
    """No dice yet ([]) or [white cube face, black cube number]."""
    if value == []:
        return
    if type(value) is not list or len(value) != 2 or value[0] not in COMPASS or type(value[1]) is not int \
            or not 1 <= value[1] <= 6:
        raise RecordError(f"{where} must be empty, or a face of the white cube and a number from 1 to 6, "
                          f"not {shown(value)}.")


def _queue(value, where: str, n: int) -> None:
    """Each step is [code, seat, whole numbers or a direction...]."""
    if type(value) is not list:
        raise RecordError(f"{where} must be a list of steps, not {shown(value)}.")
    for i, step in enumerate(value):
        if type(step) is not list or len(step) < 2 or step[0] not in CODES or type(step[1]) is not int \
                or not 0 <= step[1] < n:
            raise RecordError(f"{where}[{i}] must name a step of the game and a seat from 0 to {n - 1}, "
                              f"not {shown(step)}.")
        lengths = {"fish": 4, "drift": 4, "wheel": 3}
        if len(step) != lengths.get(step[0], 2):
            raise RecordError(f"{where}[{i}]: {STEP_WORDS.get(step[0], 'that step')} has "
                              f"{lengths.get(step[0], 2)} entries, not {len(step)}.")
        extra = step[2:]
        if step[0] == "drift":
            if extra[0] not in ("N", "E", "S", "W") or type(extra[1]) is not int or not 1 <= extra[1] <= 6:
                raise RecordError(f"{where}[{i}]: a drift names a seat, a direction (N, E, S or W) and a number "
                                  f"from 1 to 6.")
        elif any(type(x) is not int or x < 0 for x in extra):
            raise RecordError(f"{where}[{i}]: its entries after the seat must be whole numbers from 0.")


def _catches(value, where: str, n: int) -> None:
    """Per Captain, a list of [variety, points, column, row] catches."""
    if type(value) is not list or len(value) != n:
        raise RecordError(f"{where} must be a list of {n} lists of catches.")
    for t, row in enumerate(value):
        if type(row) is not list:
            raise RecordError(f"{where}[{t}] must be a list of catches.")
        for i, c in enumerate(row):
            numbers(c, f"{where}[{t}][{i}]", length=4, lo=0, hi=cards.MAX_POINTS)
            whole(c[0], f"{where}[{t}][{i}][0]", 0, len(cards.VARIETIES) - 1, "it is not a variety of fish")
