"""Checking a learner's typed answer: fractions, decimals or percentages, within a tolerance, with a hint."""
from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)$")
FORMAT_HELP = "write a whole number, a fraction like 3/8, a decimal like 0.375 or a percentage like 37.5%"


@dataclass(frozen=True)
class Marked:
    """The verdict on an answer: right or not, the kind of problem (format/range/value), what to say."""

    ok: bool
    message: str
    problem: str = ""


class AnswerFormatError(ValueError):
    """The text is not a number the checker can read."""


def parse_answer(text: str) -> Fraction:
    """A typed number as an exact fraction: "3/8", "0.375", "37.5%", "10" (spaces allowed)."""
    raw = (text or "").strip().replace(" ", "").replace(",", ".")
    if not raw:
        raise AnswerFormatError(f"Type an answer first: {FORMAT_HELP}.")
    percent = raw.endswith("%")
    raw = raw[:-1] if percent else raw
    parts = raw.split("/")
    if len(parts) > 2 or not all(_NUMBER.match(p) for p in parts):
        raise AnswerFormatError(f"{text.strip()!r} is not a number I can read: {FORMAT_HELP}.")
    value = Fraction(parts[0])
    if len(parts) == 2:
        if Fraction(parts[1]) == 0:
            raise AnswerFormatError("A fraction cannot have 0 below the line.")
        value /= Fraction(parts[1])
    return value / 100 if percent else value


def check_answer(text: str, exact: Fraction | int, tolerance: float = 0.0, hint: str = "",
                 probability: bool = False) -> Marked:
    """Right if within ``tolerance`` of the exact answer; otherwise say which way it is off, and hint."""
    try:
        value = parse_answer(text)
    except AnswerFormatError as err:
        return Marked(False, str(err), "format")
    if probability and not 0 <= value <= 1:
        return Marked(False, f"{float(value):g} cannot be a probability: probabilities lie between 0 and 1.",
                      "range")
    exact = Fraction(exact)
    if abs(value - exact) <= Fraction(tolerance).limit_denominator(10**9):
        return Marked(True, f"Right: the exact answer is {show(exact)}.")
    way = "too high" if value > exact else "too low"
    return Marked(False, f"Not quite: {show(value)} is {way}." + (f" Hint: {hint}" if hint else ""), "value")


def show(value: Fraction | int) -> str:
    """A number as a learner likes to read it: "3/8 ≈ 0.375" or "10"."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator} ≈ {float(value):.4g}"
