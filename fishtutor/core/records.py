"""Saved games are input: a record is checked (its schema, the game's invariants, its history replayed from the
origin) before it becomes a state, and a bad one gets one RecordError naming what is wrong."""
from __future__ import annotations

from typing import Any, Callable

from .protocol import IllegalMove, RecordError, move_from_json, short

RECORD_KEYS = ("game", "state", "origin", "history")
MAX_DEPTH = 3  # a position's fields are numbers, strings, or lists of them nested at most this deep
_KEYS: dict[type, frozenset] = {}

Schema = Callable[[dict, str], None]  # per game: raise RecordError for the first bad field of a position


def restore(cls, data: Any, schema: Schema | None = None):
    """The game a record describes, or one RecordError: schema, invariants, then the history from the origin."""
    if type(data) is not dict:
        raise RecordError(f"A saved game is a JSON object with the keys {', '.join(RECORD_KEYS)}, "
                          f"not {short(data)}.")
    keys(data, "the record", RECORD_KEYS)
    game = cls.game
    if data["game"] != game.name:
        raise RecordError(f"This record is of the game {short(data['game'])}, not {game.title} ({game.name!r}).")
    start = position(cls, data["origin"], "origin", schema)
    saved = position(cls, data["state"], "state", schema)
    state = replay(start, history(cls, data["history"]))
    reached, wanted = state.snapshot(), saved.snapshot()
    differ = [k for k in wanted if reached.get(k) != wanted[k]]
    if differ:
        raise RecordError(f"Replaying the {len(state.history)} moves of the history from the origin does not reach "
                          f"the saved state: {', '.join(differ[:4])} differ.")
    return state


def keys(data: dict, where: str, expected) -> None:
    """Exactly the expected keys: none missing, none unknown."""
    missing = [k for k in expected if k not in data]
    if missing:
        raise RecordError(f"{capital(where)} has no {short(missing[0])} key.")
    unknown = [k for k in data if k not in expected]
    if unknown:
        raise RecordError(f"{capital(where)} has an unknown key {short(unknown[0])}.")


def position(cls, data: Any, where: str, schema: Schema | None):
    """A position's fields checked (plain JSON, the game's schema), rebuilt, and its invariants holding."""
    if type(data) is not dict:
        raise RecordError(f"The {where} must be a JSON object of the position's fields, not {short(data)}.")
    keys(data, f"the {where}", snapshot_keys(cls))
    for key, value in data.items():
        plain(value, f"{where}.{key}")
    if schema is not None:
        schema(data, where)
    try:
        state = cls.from_snapshot(data)
        broken = cls.game.invariant_violations(state)
    except RecordError:
        raise
    except Exception as err:  # a schema gap: still one clear error, never a bare one
        raise RecordError(f"The {where} cannot be rebuilt: {type(err).__name__}: {err}.") from err
    if broken:
        raise RecordError(f"The {where} breaks the rules of {cls.game.title}: {broken[0]}.")
    state.origin, state.history = state.snapshot(), []
    return state


def snapshot_keys(cls) -> frozenset:
    """The fields every snapshot of this game has (read from a fresh game)."""
    found = _KEYS.get(cls)
    if found is None:
        found = _KEYS[cls] = frozenset(cls.game.new_state(cls.game.min_players, seed=0).snapshot())
    return found


def plain(value: Any, where: str) -> None:
    """Numbers, strings, True/False/None, or lists of them nested at most MAX_DEPTH deep (no recursion)."""
    level = [value]
    for depth in range(MAX_DEPTH + 1):
        inner = []
        for item in level:
            if type(item) is list:
                inner += item
            elif type(item) not in (int, str, bool, float) and item is not None:
                raise RecordError(f"{where} holds {short(item)}: a position holds only numbers, strings and lists.")
        if not inner:
            return
        level = inner
    raise RecordError(f"{where} is nested more than {MAX_DEPTH} lists deep.")


def history(cls, data: Any) -> list[tuple[int, Any]]:
    """The moves of a record, each ``[seat, [move name, fields...]]`` with fields of their exact types."""
    if type(data) is not list:
        raise RecordError(f"The history must be a list of [seat, move] pairs, not {short(data)}.")
    moves = []
    for i, entry in enumerate(data, 1):
        if type(entry) is not list or len(entry) != 2:
            raise RecordError(f"History move {i} must be a [seat, move] pair, not {short(entry)}.")
        seat, move = entry
        if type(seat) is not int:
            raise RecordError(f"History move {i}: the seat must be a whole number, not {short(seat)}.")
        moves.append((seat, move_from_json(cls.MOVE_TYPES, move, f"History move {i}")))
    return moves


def replay(state, moves: list[tuple[int, Any]]):
    """The origin played forward move by move; the first move that is not legal there is named."""
    for i, (seat, move) in enumerate(moves, 1):
        try:
            state.apply(move, seat)
        except IllegalMove as err:
            raise RecordError(f"History move {i} (seat {seat}: {short(move, 60)}) is not legal: {err}") from err
        except Exception as err:  # an origin the schema let through but the rules cannot play on
            raise RecordError(f"History move {i} (seat {seat}: {short(move, 60)}) cannot be replayed: "
                              f"{type(err).__name__}: {err}.") from err
    return state


# ---- field checks for the games' schemas ---------------------------------------------------------------
def capital(text: str) -> str:
    """The text with its first letter in capitals."""
    return text[:1].upper() + text[1:]


def whole(value: Any, where: str, lo: int | None = None, hi: int | None = None, why: str = "") -> int:
    """A whole number (not True/False, not 1.0) from ``lo`` to ``hi``."""
    if type(value) is not int:
        raise RecordError(f"{where} must be a whole number, not {short(value)}.")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        span = f"from {lo} to {hi}" if lo is not None and hi is not None else \
            f"at least {lo}" if lo is not None else f"at most {hi}"
        raise RecordError(f"{where} is {value}: {why or 'it must be ' + span}.")
    return value


def one_of(value: Any, where: str, allowed: tuple, why: str = "") -> Any:
    """One of a few named values (a rules option, say)."""
    if type(value) is not str or value not in allowed:
        names = ", ".join(repr(a) for a in allowed)
        raise RecordError(f"{where} is {short(value)}: {why or 'it must be one of ' + names}.")
    return value


def numbers(value: Any, where: str, length: int | None = None, lo: int | None = None, hi: int | None = None,
            why: str = "", longest: int | None = None) -> list[int]:
    """A list of whole numbers, each from ``lo`` to ``hi`` (of exactly ``length``, or at most ``longest``)."""
    if type(value) is not list:
        raise RecordError(f"{where} must be a list of whole numbers, not {short(value)}.")
    if length is not None and len(value) != length:
        raise RecordError(f"{where} has {len(value)} entries, not {length}.")
    if longest is not None and len(value) > longest:
        raise RecordError(f"{where} has {len(value)} entries, more than {longest}.")
    for i, v in enumerate(value):
        whole(v, f"{where}[{i}]", lo, hi, why)
    return value


def rows(value: Any, where: str, count: int, **each) -> list[list[int]]:
    """A list of ``count`` lists of whole numbers, each checked as ``numbers(**each)``."""
    if type(value) is not list:
        raise RecordError(f"{where} must be a list of {count} lists, not {short(value)}.")
    if len(value) != count:
        raise RecordError(f"{where} has {len(value)} rows, not {count}.")
    for i, row in enumerate(value):
        numbers(row, f"{where}[{i}]", **each)
    return value


def check_fields(data: dict, where: str, checks: dict[str, Callable[[Any, str], Any]]) -> None:
    """Run each field's check (fields without one are left to the plain-JSON check and the replay)."""
    for name, check in checks.items():
        check(data[name], f"{where}.{name}")
