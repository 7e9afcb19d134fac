"""Saved games are input: a record is checked (its schema, the game's invariants, its origin a fresh deal, its
history replayed from the origin) before it becomes a state, and a bad one gets one RecordError saying in words
what is wrong, short and on one line (any input it quotes cut short).

The checks name a field by its path (``state.hand[2]``); before the error leaves ``restore`` every path is put
in words from the game's field words (``check_position.words``: field -> noun, or (noun, index nouns)), so a
learner reads "the little fish in hand (player 3) in the saved position", never a code name."""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from fishtutor.probability.core import clip

from .protocol import IllegalMove, RecordError, move_from_json, out_of_bounds, shown

RECORD_KEYS = ("game", "state", "origin", "history")
RECORD_WORDS = {"game": "the name of its game", "state": "the position it was saved at",
                "origin": "where it started", "history": "its list of moves"}
ROOTS = {"state": "the saved position", "origin": "the starting position"}
_PATH = re.compile(r"\b(state|origin)\.(\w+)((?:\[\d+\])*)")
LONGEST_TEXT = 20_000  # letters in one word of a saved position (a teacher's map is the longest)
LONGEST_REASON = 400  # letters in a refusal: the input it quotes is cut short, on one line
MAX_DEPTH = 3  # a position's fields are numbers, strings, or lists of them nested at most this deep
_KEYS: dict[type, frozenset] = {}
_FRESH: dict[tuple, dict] = {}  # fresh deals by game and settings (read only: compared, never handed out)

Schema = Callable[[dict, str], None]  # per game: raise RecordError for the first bad field of a position


def restore(cls, data: Any, schema: Schema | None = None):
    """The game a record describes, or one RecordError in words: schema, invariants, the origin a fresh deal
    (``schema.deal``), then the history from the origin (the schema's ``words`` name the game's fields)."""
    words = getattr(schema, "words", {})
    try:
        return _restore(cls, data, schema, words)
    except RecordError as err:
        raise RecordError(clip(in_words(str(err), words), LONGEST_REASON)) from err


def _restore(cls, data: Any, schema: Schema | None, words: dict):
    """``restore`` with the fields still named by their paths."""
    if type(data) is not dict:
        raise RecordError(f"That is not a saved game: a saved game holds {', '.join(RECORD_WORDS.values())}, "
                          f"not {shown(data)}.")
    keys(data, "This saved game", RECORD_KEYS, RECORD_WORDS)
    game = cls.game
    if data["game"] != game.name:
        raise RecordError(f"This saved game is of the game {shown(data['game'])}, not of {game.title}.")
    start = position(cls, data["origin"], "origin", schema, words)
    dealt(cls, data["origin"], schema, words)
    saved = position(cls, data["state"], "state", schema, words)
    state = replay(start, history(cls, data["history"]))
    reached, wanted = state.snapshot(), saved.snapshot()
    differ = [k for k in wanted if reached.get(k) != wanted[k]]
    if differ:
        raise RecordError(f"Replaying its {len(state.history)} moves from where it started does not reach the "
                          f"saved position: {', '.join(noun(k, words) for k in differ[:4])} differ.")
    return state


def dealt(cls, origin: dict, schema: Schema | None, words: dict) -> None:
    """Where it started is a fresh deal: the game set up anew from the players, seed and options the origin
    records (checked as a new game checks them) is that position, its shuffled fields (``schema.shuffled``)
    holding the same cards in any order and any seed. A game started anywhere else cannot be checked."""
    deal = getattr(schema, "deal", None)
    if deal is None:
        return
    fresh = fresh_deal(cls, *deal(origin))
    shuffled = getattr(schema, "shuffled", ())
    differ = [k for k in fresh if not _alike(fresh[k], origin[k], k in shuffled)]
    if differ:
        raise RecordError(f"The starting position is not how a game of {cls.game.title} is set up: "
                          f"{', '.join(noun(k, words) for k in differ[:3])} differ from a game just set up.")


def fresh_deal(cls, players: int, seed: int, options: dict) -> dict:
    """The snapshot of a game set up anew (the last few kept: a game is often opened again and again), or the
    RecordError saying in words why the rules cannot set it up so."""
    key = (cls, json.dumps([players, seed, options], sort_keys=True))
    found = _FRESH.get(key)
    if found is None:
        try:
            found = cls.game.new_state(players, seed=seed, **options).snapshot()
        except ValueError as err:
            raise RecordError(f"The starting position is not one {cls.game.title} can be set up with: "
                              f"{clip(err, 120)}") from err
        except Exception as err:  # an option of the wrong shape the schema let through: still one clear error
            raise RecordError(f"The starting position is not one {cls.game.title} can be set up with.") from err
        if len(_FRESH) >= 32:
            _FRESH.clear()
        _FRESH[key] = found
    return found


def _alike(fresh: Any, seen: Any, shuffled: bool) -> bool:
    """A field as a fresh deal sets it; a shuffled one may hold its cards in any order (each row of a list of
    piles in its own) and may have any seed."""
    if not shuffled or seen == fresh:
        return seen == fresh
    if type(fresh) is int:
        return type(seen) is int
    if fresh and type(fresh[0]) is list:
        return len(seen) == len(fresh) and all(sorted(a) == sorted(b) for a, b in zip(fresh, seen))
    return sorted(fresh) == sorted(seen)


def keys(data: dict, where: str, expected, words: dict) -> None:
    """Exactly the expected keys: none missing, none unknown (a missing one named by ``words``)."""
    missing = [k for k in expected if k not in data]
    if missing:
        raise RecordError(f"{where} is missing {noun(missing[0], words)}.")
    unknown = [k for k in data if k not in expected]
    if unknown:
        raise RecordError(f"{where} has a part this game does not know: {shown(unknown[0])}.")


def noun(field: str, words: dict) -> str:
    """A field of a record in words."""
    said = words.get(field, "one of its parts")
    return said[0] if isinstance(said, tuple) else said


def in_words(message: str, words: dict) -> str:
    """The message with every field path (``state.hand[2]``) put in words, starting with a capital."""
    def say(found: re.Match) -> str:
        root, field, index = found.groups()
        said = words.get(field, "one of its parts")
        name, nouns = (said, ()) if isinstance(said, str) else said
        numbers = [int(i) + 1 for i in re.findall(r"\d+", index)]
        places = [f"{nouns[k] if k < len(nouns) else 'entry'} {n}" for k, n in enumerate(numbers)]
        return f"{name}{' (' + ', '.join(places) + ')' if places else ''} in {ROOTS[root]}"
    return capital(_PATH.sub(say, message))


def position(cls, data: Any, where: str, schema: Schema | None, words: dict | None = None):
    """A position's fields checked (plain JSON, the game's schema), rebuilt, and its invariants holding."""
    if type(data) is not dict:
        raise RecordError(f"{capital(ROOTS[where])} must be a set of named entries, not {shown(data)}.")
    keys(data, capital(ROOTS[where]), snapshot_keys(cls), words or {})
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
        raise RecordError(f"{capital(ROOTS[where])} cannot be set up: some of its entries do not fit "
                          f"together.") from err
    if broken:
        raise RecordError(f"{capital(ROOTS[where])} breaks the rules of {cls.game.title}: {broken[0]}.")
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
                raise RecordError(f"{where} holds {shown(item)}: a saved position holds only numbers, words, "
                                  f"true or false, null and lists.")
            elif type(item) is str and len(item) > LONGEST_TEXT or type(item) is int and out_of_bounds(item):
                said = f"a word of {len(item):,} letters" if type(item) is str else out_of_bounds(item)
                raise RecordError(f"{where} holds {said}: no saved position of this game holds one.")
        if not inner:
            return
        level = inner
    raise RecordError(f"{where} is nested more than {MAX_DEPTH} lists deep.")


def history(cls, data: Any) -> list[tuple[int, Any]]:
    """The moves of a record, each ``[seat, [move name, fields...]]`` with fields of their exact types."""
    if type(data) is not list:
        raise RecordError(f"The list of moves must be a list, each move a seat and what it did, not {shown(data)}.")
    moves = []
    for i, entry in enumerate(data, 1):
        if type(entry) is not list or len(entry) != 2:
            raise RecordError(f"History move {i} must be a pair: the seat and its move, not {shown(entry)}.")
        seat, move = entry
        if type(seat) is not int or out_of_bounds(seat):
            raise RecordError(f"History move {i}: the seat must be a whole number, not {shown(seat)}.")
        moves.append((seat, move_from_json(cls.MOVE_TYPES, move, f"History move {i}")))
    return moves


def replay(state, moves: list[tuple[int, Any]]):
    """The origin played forward move by move; the first move that is not legal there is named."""
    for i, (seat, move) in enumerate(moves, 1):
        try:
            state.apply(move, seat)
        except IllegalMove as err:
            raise RecordError(f"History move {i} (by seat {seat}) is not legal there: {err.verdict.reason}") from err
        except Exception as err:  # an origin the schema let through but the rules cannot play on
            raise RecordError(f"History move {i} (by seat {seat}) cannot be played from the position before "
                              f"it.") from err
    return state


# ---- field checks for the games' schemas ---------------------------------------------------------------
def capital(text: str) -> str:
    """The text with its first letter in capitals."""
    return text[:1].upper() + text[1:]


def whole(value: Any, where: str, lo: int | None = None, hi: int | None = None, why: str = "") -> int:
    """A whole number (not True/False, not 1.0) from ``lo`` to ``hi``."""
    if type(value) is not int:
        raise RecordError(f"{where} must be a whole number, not {shown(value)}.")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        span = f"from {lo} to {hi}" if lo is not None and hi is not None else \
            f"at least {lo}" if lo is not None else f"at most {hi}"
        raise RecordError(f"{where} is {shown(value)}: {why or 'it must be ' + span}.")
    return value


def one_of(value: Any, where: str, allowed: tuple, why: str = "") -> Any:
    """One of a few named values (a rules option, say)."""
    if type(value) is not str or value not in allowed:
        names = ", ".join(shown(a) for a in allowed)
        raise RecordError(f"{where} is {shown(value)}: {why or 'it must be one of ' + names}.")
    return value


def numbers(value: Any, where: str, length: int | None = None, lo: int | None = None, hi: int | None = None,
            why: str = "", longest: int | None = None) -> list[int]:
    """A list of whole numbers, each from ``lo`` to ``hi`` (of exactly ``length``, or at most ``longest``)."""
    if type(value) is not list:
        raise RecordError(f"{where} must be a list of whole numbers, not {shown(value)}.")
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
        raise RecordError(f"{where} must be a list of {count} lists, not {shown(value)}.")
    if len(value) != count:
        raise RecordError(f"{where} has {len(value)} rows, not {count}.")
    for i, row in enumerate(value):
        numbers(row, f"{where}[{i}]", **each)
    return value


def check_fields(data: dict, where: str, checks: dict[str, Callable[[Any, str], Any]]) -> None:
    """Run each field's check (fields without one are left to the plain-JSON check and the replay)."""
    for name, check in checks.items():
        check(data[name], f"{where}.{name}")
