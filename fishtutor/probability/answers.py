"""Checking a learner's typed answer: fractions, decimals or percentages, within a tolerance, with a hint.

Any text at all gets an answer in words: nothing typed is ever repeated back beyond a short clipped piece."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from fractions import Fraction

from .core import ascii_digits, clip

_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)$", re.ASCII)
_E_NOTATION = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)e[+-]?\d+$", re.ASCII | re.IGNORECASE)
FORMAT_HELP = "write a whole number, a fraction like 5/16, a decimal like 0.3125 or a percentage like 31.25%"
# The examples an answer box shows, in turn: the first set none of whose numbers is an answer the box takes
EXAMPLES = (("12", "5/16", "0.3125", "31.25%"), ("11", "2/7", "0.55", "55%"), ("13", "4/9", "0.45", "45%"))
LONGEST_ANSWER = 40  # characters, spaces left out; every answer here is far shorter
_INFINITY = {"inf", "infinity", "∞"}
_NOT_A_NUMBER = {"nan"}


@dataclass(frozen=True)
class Marked:
    """The verdict on an answer: right or not, the kind of problem (format/range/value/reasoning), what to say."""

    ok: bool
    message: str
    problem: str = ""


class AnswerFormatError(ValueError):
    """The text is not a number the checker can read."""


def _cleaned(text: str) -> str:
    """The answer with any script's digits as 0-9, no spaces, and a decimal comma read as a point."""
    return "".join(ascii_digits(text or "").split()).replace(",", ".")


def _refuse_words(raw: str, text: str) -> None:
    """Name the ways of writing a number that look numeric but that this checker does not read."""
    bare = raw.lower().lstrip("+-")
    if bare in _INFINITY:
        raise AnswerFormatError(f"Infinity is not an answer here: {FORMAT_HELP}.")
    if bare in _NOT_A_NUMBER:
        raise AnswerFormatError(f"“{clip(text)}” means “not a number”: {FORMAT_HELP}.")
    if _E_NOTATION.match(raw.rstrip("%")):
        raise AnswerFormatError(f"“{clip(text)}” uses e-notation: write the number out instead, e.g. 0.001 or 1/1000.")


def _single_vulgar_fraction(raw: str) -> Fraction | None:
    """"½", "⅜" and the like typed on their own, as the fraction they show."""
    sign = -1 if raw[:1] == "-" else 1
    body = raw.lstrip("+-")
    if len(body) == 1 and not body.isdecimal() and unicodedata.numeric(body, None) is not None:
        return sign * Fraction(unicodedata.numeric(body)).limit_denominator(1000)
    return None


def parse_answer(text: str) -> Fraction:
    """A typed number as an exact fraction: "3/8", "0.375", "37.5%", "10" (spaces allowed)."""
    raw = _cleaned(text)
    if not raw:
        raise AnswerFormatError(f"Type an answer first: {FORMAT_HELP}.")
    if len(raw) > LONGEST_ANSWER:
        raise AnswerFormatError(f"That answer is {len(text):,} characters long, too long to be one of ours: "
                                f"{FORMAT_HELP}.")
    vulgar = _single_vulgar_fraction(raw)
    if vulgar is not None:
        return vulgar
    _refuse_words(raw, text)
    percent = raw.endswith("%")
    raw = raw[:-1] if percent else raw
    parts = raw.split("/")
    if len(parts) > 2 or not all(_NUMBER.match(p) for p in parts):
        raise AnswerFormatError(f"“{clip(text)}” is not a number I can read: {FORMAT_HELP}.")
    value = Fraction(parts[0])
    if len(parts) == 2:
        if Fraction(parts[1]) == 0:
            raise AnswerFormatError("A fraction cannot have 0 below the line.")
        value /= Fraction(parts[1])
    return value / 100 if percent else value


def check_answer(text: str, exact: Fraction | int, tolerance: float = 0.0, hint: str = "",
                 probability: bool = False, mistakes=(), whole: bool = False) -> Marked:
    """Right if within ``tolerance`` of the exact answer; otherwise name a known slip of reasoning, or say
    which way it is off, and hint."""
    try:
        value = parse_answer(text)
    except AnswerFormatError as err:
        return Marked(False, str(err), "format")
    said = clip(str(text).strip())
    if probability and not 0 <= value <= 1:
        side = "below 0" if value < 0 else "above 1"
        return Marked(False, f"{said} cannot be a probability: it is {side}, and probabilities lie between 0 and 1.",
                      "range")
    exact = Fraction(exact)
    if abs(value - exact) <= Fraction(tolerance).limit_denominator(10**9):
        return Marked(True, f"Right: the exact answer is {show(exact)}.")
    rounding = typed_rounding(text)
    for wrong, slip in mistakes:
        off = abs(value - Fraction(wrong))
        if value == Fraction(wrong) or off <= rounding and off < abs(value - exact):
            return Marked(False, f"Not quite: {said} is what you get if {slip}", "reasoning")
    if whole and value.denominator != 1:
        return Marked(False, f"{said} is not a whole number, and the answer to this one is: count whole things.", "range")
    way = "too high" if value > exact else "too low"
    return Marked(False, f"Not quite: {said} is {way}." + (f" Hint: {hint}" if hint else ""), "value")


def examples_for(answers) -> tuple[str, ...]:
    """Ways of writing a number for an answer box to show, none of them equal to one of ``answers`` (a question
    never shows its own answer, not even as the example in its box)."""
    taken = set()
    for answer in answers:
        try:
            taken.add(Fraction(answer) if not isinstance(answer, str) else parse_answer(answer))
        except (AnswerFormatError, ValueError, TypeError):
            continue
    for examples in EXAMPLES:
        if not any(parse_answer(e) in taken for e in examples):
            return examples
    return ("a whole number", "a fraction", "a decimal", "a percentage")


def typed_rounding(text: str) -> Fraction:
    """How far a typed decimal may lie from the number it was rounded from: half its last digit ("0.2727": 0.00005;
    "27.27%": 0.00005); a fraction, a whole number or a decimal with one digit after the point is taken as typed
    (0: "0.3" is too rough to say which slip it came from)."""
    raw = _cleaned(text)
    percent = raw.endswith("%")
    number = raw[:-1] if percent else raw
    if "/" in number or "." not in number:
        return Fraction(0)
    digits = len(number.split(".", 1)[1])
    if digits < 2:
        return Fraction(0)
    half = Fraction(1, 2 * 10 ** min(digits, 12))
    return half / 100 if percent else half


def show(value: Fraction | int) -> str:
    """A number as a learner likes to read it: "3/8 ≈ 0.375" or "10" (long ones only approximately)."""
    value = Fraction(value)
    if value.denominator == 1 and abs(value.numerator) < 10**12:
        return str(value.numerator)
    if max(abs(value.numerator), value.denominator) < 10**12:
        return f"{value.numerator}/{value.denominator} ≈ {approx(value)}"
    return f"≈ {approx(value)}"


def approx(value: Fraction) -> str:
    """Four significant figures, whatever the size (no float overflow)."""
    try:
        return f"{float(value):.4g}"
    except OverflowError:
        return "an enormous number" if value > 0 else "an enormously negative number"
