"""Move records: each field exactly typed, to and from JSON, and bad input said in words (no code)."""
from __future__ import annotations

import reprlib
from dataclasses import fields
from numbers import Integral, Real
from typing import Any, get_type_hints


class RecordError(ValueError):
    """Raised by ``from_json`` for a saved game that is malformed, breaks the rules, or does not add up."""


TYPE_WORDS = {int: "a whole number", str: "a word", bool: "true or false"}
_MISSING = object()  # a field a move record was made without (``object.__new__``)
LONGEST_WORD = 40  # letters: no move names a card, square or answer longer than this
LARGEST_NUMBER = 2**63  # no move or position of any game holds a whole number this far from 0


def out_of_bounds(value: Any) -> str:
    """What makes a move's word or number one no game has, in words ("" when it is fine): a word too long or
    with a line break or other unprintable letter in it, a number too far from 0."""
    if type(value) is str:
        if len(value) > LONGEST_WORD:
            return f"a word of {len(value):,} letters"
        if not value.isprintable():
            return "a word with a line break or another unprintable letter in it"
    elif type(value) is int and not -LARGEST_NUMBER < value < LARGEST_NUMBER:
        return "a number far too large"
    return ""


_FIELDS: dict[type, tuple[tuple[str, type], ...]] = {}


def move_fields(kind: type) -> tuple[tuple[str, Any], ...]:  # Any: a declared type, compared by identity
    """A move record's fields and the exact type each declares (read once from its annotations)."""
    found = _FIELDS.get(kind)
    if found is None:
        hints = get_type_hints(kind)
        found = _FIELDS[kind] = tuple((f.name, hints[f.name]) for f in fields(kind))
    return found


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxtuple, _SHORT.maxdict = 2, 4, 4, 3
_SHORT.maxstring = _SHORT.maxother = 24


def short(value: Any, limit: int = 40) -> str:
    """A value as code, cut short if long or deeply nested (for messages about bad input)."""
    if type(value) is int and out_of_bounds(value):
        return shown(value)
    text = _SHORT.repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def shown(value: Any, limit: int = 30) -> str:
    """A value from a saved file or a bad input, in words (no code): a number, a word in quotes, a list..."""
    if type(value) is bool:
        return f"the value {str(value).lower()}"
    if value is None:
        return "nothing (null)"
    if isinstance(value, Integral):
        number = int(value)
        return str(number) if -LARGEST_NUMBER < number < LARGEST_NUMBER else \
            f"a number of about {int(abs(number).bit_length() * 0.30103) + 1:,} digits"
    if isinstance(value, Real) and not isinstance(value, complex):
        try:
            return str(float(value))
        except OverflowError:
            return "a number far too large"
    if isinstance(value, str):
        from fishtutor.probability.core import clip  # one line, cut short: the one helper for shown input
        return f"“{clip(value[:4 * limit], limit)}”"
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)} entr{'y' if len(value) == 1 else 'ies'}" if value else "an empty list"
    if isinstance(value, dict):
        return "a set of named entries"
    if isinstance(value, (bytes, bytearray)):
        return "raw bytes"
    return "a move of another game" if hasattr(type(value), "__dataclass_fields__") else "something else"


def move_to_json(move: Any) -> list:
    """A move as ``[type name, field values...]``."""
    return [type(move).__name__, *[getattr(move, f) for f in move.__slots__]]


def move_from_json(types: dict[str, type], data: Any, where: str = "The move") -> Any:
    """The move a ``move_to_json`` record names; RecordError unless it is one of ``types``, fields exactly typed."""
    if type(data) is not list or not data or type(data[0]) is not str:
        raise RecordError(f"{where} must be a list that starts with the kind of move and then its parts, "
                          f"not {shown(data)}.")
    name, *values = data
    kind = types.get(name)
    if kind is None:
        raise RecordError(f"{where} names the kind of move {shown(name)}, which is not a move of this game.")
    spec = move_fields(kind)
    if len(values) != len(spec):
        raise RecordError(f"{where} has {len(values)} part{'' if len(values) == 1 else 's'} after the kind of move, "
                          f"but that kind of move has {len(spec)}.")
    for part, ((_name, field_type), value) in enumerate(zip(spec, values), 1):
        if type(value) is not field_type:
            raise RecordError(f"{where}: part {part} of the move must be {TYPE_WORDS[field_type]}, "
                              f"not {shown(value)}.")
        if out_of_bounds(value):
            raise RecordError(f"{where}: part {part} of the move is {out_of_bounds(value)}, which no move of "
                              f"this game has.")
    return kind(*values)
