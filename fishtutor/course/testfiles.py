"""Otter's test files for the course, written by us: the autograder's carry the judge and every roster student's
answers (nothing imported from fishtutor, nothing a notebook can patch); a student's public ones carry only slow
salted digests of that student's answer and slips, so a check tells right, a named slip or a hint without showing
them."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from fractions import Fraction

from .judge import PLACES, source

ROUNDS = 20_000  # PBKDF2 rounds a public digest costs. Not a lock: a check must answer at once, and whatever
# answers "right" at once can be asked 10,000 times by a script; the digests keep the answers (and the slips, which
# can give an answer away: "the opposite" of one) out of sight, and the grade never rests on them
SLIP_PLACES = (2, 3, 4)  # a typed decimal is matched to a slip at its own places (beyond 4: at 4)


@dataclass(frozen=True)
class Entry:
    """What one student's question is judged on."""

    answer: Fraction
    slips: tuple[tuple[Fraction, str], ...]  # (value, the slip in words)
    hint: str
    probability: bool
    whole: bool

    @classmethod
    def of(cls, question) -> "Entry":
        """The entry for a course Question."""
        ex = question.exercise
        return cls(Fraction(ex.exact), tuple((Fraction(a), told) for a, told in ex.mistakes), ex.hint,
                   ex.probability, ex.whole)

    def literal(self) -> str:
        """The entry as the judge's arguments, in Python source."""
        slips = ", ".join(f"({a.numerator}, {a.denominator}, {told!r})" for a, told in self.slips)
        return (f"(({self.answer.numerator}, {self.answer.denominator}), ({slips}{',' if self.slips else ''}), "
                f"{self.hint!r}, {self.probability}, {self.whole})")


HEADER = '''from otter.test_files import test_case

OK_FORMAT = False

name = {name!r}
points = {points}
'''

GRADED = '''
ANSWERS = {{
{rows}
}}


@test_case(points=None, hidden=False)
def test_{name}({name}, STUDENT):
    INT, FLOAT, STR, BOOL, TYPE = judge_kinds()
    key = STUDENT if TYPE(STUDENT) is STR else None
    assert key in ANSWERS, "This notebook's STUDENT line names no student of this class: put back the line the " \\
                           "notebook came with."
    answer, slips, hint, probability, whole = ANSWERS[key]
    right, message, kind = judge({name}, answer, slips, hint, probability, whole)
    assert right, message
'''


def autograder_test(name: str, points: int, entries: dict[str | None, Entry]) -> str:
    """The autograder's test file for question ``name``: the judge and each student's entry (None: no roster)."""
    rows = "\n".join(f"    {student!r}: {entry.literal()}," for student, entry in entries.items())
    return HEADER.format(name=name, points=points) + "\n\n" + source() + "\n" + GRADED.format(name=name, rows=rows)


def digest(salt: str, text: str) -> str:
    """A slow salted digest of a canonical number (PBKDF2-SHA256)."""
    return hashlib.pbkdf2_hmac("sha256", text.encode(), salt.encode(), ROUNDS).hex()[:24]


def canonical(value: Fraction) -> str:
    """A number as one text whatever way it was written: its lowest terms."""
    return f"{value.numerator}/{value.denominator}"


def rounded(value: Fraction, places: int) -> str:
    """A number rounded half up to ``places`` decimal places, as a text naming the places."""
    scaled = value * 10 ** places
    return f"r{places}:{(2 * scaled.numerator + scaled.denominator) // (2 * scaled.denominator)}"


PUBLIC = '''
import hashlib

SALT = {salt!r}
RIGHT = {right!r}
CLOSE = {close!r}
SLIPS = {slips!r}
HINT = {hint!r}
PROBABILITY, WHOLE = {probability}, {whole}


def public_digest(text):
    return hashlib.pbkdf2_hmac("sha256", text.encode(), SALT.encode(), {rounds}).hex()[:24]


def public_reduced(top, below):
    a, b = (top if top >= 0 else -top), below
    while b:
        a, b = b, a % b
    return str(top // a) + "/" + str(below // a)


def public_rounded(top, below, places):
    scaled = top * 10 ** places
    return "r" + str(places) + ":" + str((2 * scaled + below) // (2 * below))


@test_case(points=None, hidden=False)
def test_{name}({name}):
    text = judge_text({name})
    number = None if text is None or text == "" else judge_number(text)
    if text == "" or number is None:
        right, message, kind = judge({name}, (1, 1), (), HINT, PROBABILITY, WHOLE)
        assert False, message
    top, below, places, percent = number
    said = text.strip()[:24]
    assert not (percent and not PROBABILITY), "This answer is not a chance, so write it without a % sign."
    assert not (PROBABILITY and (top < 0 or top > below)), \\
        said + " cannot be a probability: probabilities lie between 0 and 1."
    if public_digest(public_reduced(top, below)) in RIGHT:
        return
    if not WHOLE and places >= {places} and public_digest(public_rounded(top, below, {places})) in RIGHT:
        return
    typed = public_digest(public_reduced(top, below))
    near = public_digest(public_rounded(top, below, min(places, 4))) if places >= 2 else None
    for exact, by_places, told in SLIPS:
        if typed == exact or (near is not None and by_places[min(places, 4)] == near):
            assert False, "Not quite: " + said + " is what you get if " + told
    assert not (WHOLE and top % below), said + " is not a whole number, and the answer to this one is: count whole things."
    assert not (not WHOLE and places == 3 and public_digest(public_rounded(top, below, 3)) == CLOSE), \\
        "Close, but this question asks for the exact value: write it as a fraction, or as a decimal to 4 places."
    assert False, "Not quite: " + said + " is not right yet." + (" Hint: " + HINT if HINT else "")
'''


def public_test(name: str, points: int, entry: Entry, salt: str) -> str:
    """A student's public test file for question ``name``: their answer and slips as salted digests only."""
    right = sorted({digest(salt, canonical(entry.answer)), digest(salt, rounded(entry.answer, PLACES))})
    slips = tuple((digest(salt, canonical(a)), {p: digest(salt, rounded(a, p)) for p in SLIP_PLACES}, told)
                  for a, told in entry.slips)
    body = PUBLIC.format(salt=salt, right=right, close=digest(salt, rounded(entry.answer, 3)), slips=slips,
                         hint=entry.hint, probability=entry.probability, whole=entry.whole, rounds=ROUNDS,
                         name=name, places=PLACES)
    return HEADER.format(name=name, points=points) + "\n\n" + source() + "\n" + body
