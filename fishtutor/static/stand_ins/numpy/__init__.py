"""A stand-in ``numpy`` on the standard library, for the static edition (Pyodide has no numpy here).

It covers what runs there: the engines' seeded draws (``random``), Fishing Frenzy's block of dice (a uint64
``arange`` worked on in place) and ipycanvas's drawing batches (``frombuffer``/``asarray`` handed on as bytes).
Anything else is not here, and fails at once with an AttributeError naming it."""
from __future__ import annotations

import array as _array

from . import random

__stand_in__ = True
__version__ = "0.0+stand.in"
M64 = (1 << 64) - 1


class uint64(int):  # noqa: N801 - numpy's name
    """A 64-bit unsigned integer: the value wrapped as numpy wraps it."""

    def __new__(cls, value=0):
        return int(value) & M64


class uint8(int):  # noqa: N801
    """The dtype of a byte buffer."""


class int32(int):  # noqa: N801
    """The dtype of a list of whole numbers handed to the browser."""


class int64(int):  # noqa: N801
    """numpy's default integer dtype (ipycanvas compares against it)."""


class float16(float):  # noqa: N801
    """A dtype ipycanvas compares against."""


class float32(float):  # noqa: N801
    """A dtype ipycanvas compares against."""


class float64(float):  # noqa: N801
    """The dtype of a list of numbers handed to the browser."""


_TYPECODES = {"uint8": "B", "int32": "i", "float64": "d"}


class ndarray(_array.array):  # noqa: N801
    """A flat array of bytes, whole numbers or floats that the browser reads as one buffer (memoryview works)."""

    def __new__(cls, dtype: str, values=()):
        self = super().__new__(cls, _TYPECODES[dtype], values)
        self.dtype, self.flags = dtype, {"C_CONTIGUOUS": True}
        return self

    @property
    def shape(self) -> tuple[int]:
        """The array's length, as numpy's one-dimensional shape."""
        return (len(self),)

    def astype(self, dtype) -> "ndarray":
        """The same values in another of the three dtypes."""
        return ndarray(_name(dtype), self.tolist())


def _name(dtype) -> str:
    """A dtype's name (a class here, or its name)."""
    return dtype if isinstance(dtype, str) else dtype.__name__


def frombuffer(data, dtype=uint8) -> ndarray:
    """Bytes as an array of bytes (the only buffer ipycanvas reads)."""
    if _name(dtype) != "uint8":
        raise TypeError(f"the stand-in reads buffers as uint8 only, not {_name(dtype)}")
    return ndarray("uint8", bytes(data))


def asarray(values, dtype=None) -> ndarray:
    """A flat list of numbers as an array: int32 when all are whole, else float64."""
    if isinstance(values, ndarray):
        return values
    values = list(values)
    if any(isinstance(v, (list, tuple)) for v in values):
        raise TypeError("the stand-in holds flat lists of numbers only")
    whole = all(type(v) is int or isinstance(v, int) for v in values)
    return ndarray(_name(dtype) if dtype else ("int32" if whole else "float64"), values)


array = asarray


def ascontiguousarray(values) -> ndarray:
    """The array itself (the stand-in's arrays are always one piece)."""
    return asarray(values)


class _Words(list):
    """A uint64 vector (Fishing Frenzy's dice): in-place +, *, ^ and >> wrap at 64 bits as numpy's do."""

    def _each(self, other, op) -> list[int]:
        """``op`` applied element by element with a scalar or a vector, wrapped to 64 bits."""
        pairs = zip(self, other) if isinstance(other, list) else ((v, other) for v in self)
        return [op(a, int(b)) & M64 for a, b in pairs]

    def _set(self, values) -> "_Words":
        """Replace the values in place."""
        self[:] = values
        return self

    def __iadd__(self, other):
        return self._set(self._each(other, int.__add__))

    def __imul__(self, other):
        return self._set(self._each(other, int.__mul__))

    def __ixor__(self, other):
        return self._set(self._each(other, int.__xor__))

    def __irshift__(self, other):
        return self._set(self._each(other, int.__rshift__))

    def __rshift__(self, other):
        return _Words(self._each(other, int.__rshift__))

    def tolist(self) -> list[int]:
        """The values as plain ints."""
        return list(self)


def arange(start: int, stop: int | None = None, dtype=None) -> _Words:
    """start .. stop-1 as a uint64 vector (the only kind the games ask for)."""
    start, stop = (0, start) if stop is None else (start, stop)
    if dtype is None or _name(dtype) != "uint64":
        raise TypeError("the stand-in's arange makes uint64 vectors only")
    return _Words(v & M64 for v in range(start, stop))
