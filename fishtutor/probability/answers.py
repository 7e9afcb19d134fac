"""Checking a learner's typed answer: fractions, decimals or percentages, within a tolerance, with a hint.

A number is read by the grader's own judge (``fishtutor.course.judge.judge_number``), so the box and the grade never
read one string two ways; this module says in words why a string is not a number. Any text at all gets an answer in
words: nothing typed is ever repeated back beyond a short clipped piece."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from fractions import Fraction

from fishtutor.course.judge import LONGEST, judge_clean, judge_decimal, judge_number, judge_signs

from .core import ascii_digits, clip

_E_NOTATION = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)e[+-]?\d+$", re.ASCII | re.IGNORECASE)
_THOUSAND_OR_DECIMAL = re.compile(r"(?<![\d.,])[1-9]\d{0,2},\d{3}(?![\d.,])", re.ASCII)  # "1,000", "12,500"
_DIGITS_AND_SPACES = re.compile(r"^[\d ]+$", re.ASCII)
_MIXED = re.compile(r"^(\d+(?: \d{3})*) (\d+)/(\d+)$", re.ASCII)
COMMA_RULE = "a comma is a decimal point, so thousands take none (1000 or 1 000)"
FORMAT_HELP = ("write a whole number (1000 or 1 000), a fraction like 5/16 or 2 1/4, a decimal like 0.3125 or a "
               "percentage like 31.25%; a comma is a decimal point")
# The examples an answer box shows, in turn: the first set none of whose numbers is an answer the box takes
EXAMPLES = (("12", "5/16", "0.3125", "31.25%"), ("11", "2/7", "0.55", "55%"), ("13", "4/9", "0.45", "45%"))
LONGEST_ANSWER = LONGEST  # characters, spaces left out; every answer here is far shorter
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


def _folded(text: str) -> str:
    """The answer as the judge reads it, with any script's digits as 0-9 too (for finding what is wrong)."""
    return ascii_digits(judge_clean(text) or "")


def _body(folded: str) -> str:
    """A folded answer without its percent sign and its plus or minus sign."""
    body = folded[:-1].rstrip() if folded.endswith("%") else folded
    return body[1:].lstrip() if body[:1] in ("-", "+") else body


def _refuse_words(raw: str, text: str) -> None:
    """Name the ways of writing a number that look numeric but that this checker does not read."""
    bare = raw.lower().lstrip("+-")
    if bare in _INFINITY:
        raise AnswerFormatError(f"Infinity is not an answer here: {FORMAT_HELP}.")
    if bare in _NOT_A_NUMBER:
        raise AnswerFormatError(f"“{clip(text)}” means “not a number”: {FORMAT_HELP}.")
    if _E_NOTATION.match(raw.rstrip("%").replace(",", ".")):
        raise AnswerFormatError(f"“{clip(text)}” uses e-notation: write the number out instead, e.g. 0.001 or 1/1000.")


def _refuse_numeral_signs(text: str) -> None:
    """Name a numeral that is not a digit (², Ⅻ, ⑫): it looks like a number but is a sign for one."""
    signs = judge_signs()
    for ch in text:
        value = unicodedata.numeric(ch, None)
        if value is not None and not ch.isdecimal() and ch not in signs:
            like = f", like {int(value)}" if value == int(value) else ""
            raise AnswerFormatError(f"“{clip(text)}” is not a number I can read: “{ch}” is not a digit, so type "
                                    f"it with plain digits{like}.")


def _refuse_zero_below(body: str) -> None:
    """A fraction with 0 below the line."""
    top, slash, bottom = body.partition("/")
    below = judge_decimal(bottom) if slash else None
    if below is not None and below[0] == 0:
        raise AnswerFormatError("A fraction cannot have 0 below the line.")


def _refuse_commas(body: str, text: str) -> None:
    """A comma that could stand between thousands, or that is not a decimal point: say the one comma rule."""
    if "," not in body:
        return
    ambiguous = _THOUSAND_OR_DECIMAL.search(body)
    if ambiguous:
        number = ambiguous.group()
        raise AnswerFormatError(f"“{clip(text)}” could be {number.replace(',', '')} or {number.replace(',', '.')}: "
                                f"{COMMA_RULE}.")
    raise AnswerFormatError(f"“{clip(text)}” is not a number I can read: {COMMA_RULE}.")


def _refuse_spaces(body: str, text: str) -> None:
    """A space inside a whole number that is no grouping of thousands ("1 2"), or a mixed number's fraction that
    is not between 0 and 1 ("2 5/4")."""
    if " " in body and _DIGITS_AND_SPACES.match(body):
        raise AnswerFormatError(f"“{clip(text)}” has a space inside a number: a space may only group thousands "
                                "(12 500) or set a whole number before its fraction (2 1/4).")
    mixed = _MIXED.match(body)
    if mixed:
        whole, top, below = (int(part.replace(" ", "")) for part in mixed.groups())
        raise AnswerFormatError(f"“{clip(text)}” is not a mixed number: in one like 2 1/4 the fraction lies between "
                                f"0 and 1. Write it as one fraction instead, like {whole * below + top}/{below}.")


def why_not(text: str) -> str:
    """Why a typed answer is not a number the checker (and the grader's judge) reads, in one sentence."""
    bare = "".join(text.split())
    if not bare:
        return f"Type an answer first: {FORMAT_HELP}."
    if len(bare) > LONGEST_ANSWER:
        return f"That answer is {len(text):,} characters long, too long to be one of ours: {FORMAT_HELP}."
    body = _body(_folded(text))
    try:
        _refuse_words("".join(ascii_digits(text).split()), text)
        _refuse_numeral_signs(text)
        _refuse_zero_below(body)
        _refuse_commas(body, text)
        _refuse_spaces(body, text)
    except AnswerFormatError as err:
        return str(err)
    return f"“{clip(text)}” is not a number I can read: {FORMAT_HELP}."


def parse_answer(text: str) -> Fraction:
    """A typed number as an exact fraction: "3/8", "0.375", "37.5%", "10", "3 7/11", "0,375" (read exactly as
    the grader's judge reads it)."""
    text = str(text or "")
    number = judge_number(text)
    if number is None:
        raise AnswerFormatError(why_not(text))
    return Fraction(number[0], number[1])


def is_percentage(text: str) -> bool:
    """The answer is written as a percentage ("55%", "55 ％")."""
    number = judge_number(str(text or ""))
    return number is not None and number[3]


def check_answer(text: str, exact: Fraction | int, tolerance: float = 0.0, hint: str = "",
                 probability: bool | None = None, mistakes=(), whole: bool = False) -> Marked:
    """Right if within ``tolerance`` of the exact answer; otherwise name a known slip of reasoning, or say
    which way it is off, and hint. ``probability``: True for a chance (between 0 and 1), False for a count or an
    average (a percentage is refused, as the grader's judge refuses it), None when the question does not say."""
    try:
        value = parse_answer(text)
    except AnswerFormatError as err:
        return Marked(False, str(err), "format")
    if probability is False and is_percentage(text):
        return Marked(False, "This answer is not a chance, so write it without a % sign.", "format")
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
    "27.27%": 0.00005, a percentage's places counting two more); a fraction, a whole number or a decimal with one
    digit after the point is taken as typed (0: "0.3" is too rough to say which slip it came from)."""
    number = judge_number(str(text or ""))
    if number is None or number[2] < 2:
        return Fraction(0)
    return Fraction(1, 2 * 10 ** number[2])


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
