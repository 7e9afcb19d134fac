"""The judge a graded answer meets, written so that nothing a notebook does can change it.

Otter runs a student's notebook and then its tests in the same interpreter, so the tests see whatever the notebook
patched: fishtutor's checker, ``builtins``, ``fractions.Fraction``, objects whose ``==`` always says yes. The
functions below therefore use no builtin function and no import: the kinds they trust come from literals
(``(0).__class__`` is int whatever ``builtins.int`` has become), a value is read only as an exact int, float, str
or a Fraction's two ints, and every comparison is integer arithmetic. Their source is copied into every test file
(``source()``), so grading needs nothing from fishtutor; fishtutor calls them too, so the words agree, and every
answer box reads a typed number with ``judge_number`` (mixed numbers, a decimal comma, thousands grouped by
spaces, digits of any script), so a grade and a box never read one string two ways.

An answer is right when it is the exact value, or a decimal of 4 or more places that rounds to the exact value's
4-place rounding. A slip is named when the answer is the slip's value, or a decimal of 2 or more places within half
its last place of the slip's value (and nearer it than the exact value)."""
from __future__ import annotations

import inspect
from functools import lru_cache

PLACES = 4  # an exact answer may be written as a decimal rounded to this many places
LONGEST = 40  # characters: every answer here is far shorter


def judge_kinds():
    """The true int, float, str, bool and type, from literals (a notebook cannot rebind them)."""
    return (0).__class__, (0.5).__class__, "".__class__, (0 == 0).__class__, (0).__class__.__class__


def judge_text(value):
    """A submitted value as the text it is judged on: "" for no answer, None for no kind of number."""
    INT, FLOAT, STR, BOOL, TYPE = judge_kinds()
    if value is None or value is ...:
        return ""
    kind = TYPE(value)
    if kind is BOOL:
        return None
    if kind is INT:
        return INT.__repr__(value)
    if kind is FLOAT:
        return FLOAT.__repr__(value)
    if kind is STR:
        return value
    if kind.__name__ == "Fraction" and kind.__module__ == "fractions":
        top, bottom = value.numerator, value.denominator
        if TYPE(top) is INT and TYPE(bottom) is INT:
            return INT.__repr__(top) + "/" + INT.__repr__(bottom)
    return None


def judge_signs():
    """The characters read as others: minus signs and dashes, fraction slashes and ÷, full-width marks, and each
    vulgar fraction as its fraction set apart by a space (so "3½" reads as a mixed number). Each is written
    with a space before its slash, which judge_clean closes up: no fraction stands spelled out in this source, which
    every student's folder holds beside their questions."""
    return {"−": "-", "–": "-", "－": "-", "＋": "+", "⁄": "/", "∕": "/", "÷": "/", "／": "/", "．": ".", "，": ",",
            "％": "%", "¼": " 1 /4", "½": " 1 /2", "¾": " 3 /4", "⅐": " 1 /7", "⅑": " 1 /9", "⅒": " 1 /10",
            "⅓": " 1 /3", "⅔": " 2 /3", "⅕": " 1 /5", "⅖": " 2 /5", "⅗": " 3 /5", "⅘": " 4 /5", "⅙": " 1 /6",
            "⅚": " 5 /6", "⅛": " 1 /8", "⅜": " 3 /8", "⅝": " 5 /8", "⅞": " 7 /8", "↉": " 0 /3"}


def judge_clean(text):
    """The typed text with judge_signs() read, single spaces and none beside a slash; None if it is empty or
    longer than LONGEST characters (spaces left out)."""
    bare = "".join(text.split())
    if bare == "" or bare[LONGEST:] != "":
        return None
    signs, out = judge_signs(), ""
    for ch in " ".join(text.split()):
        out = out + signs.get(ch, ch)
    return " ".join(out.split()).replace(" /", "/").replace("/ ", "/")


def judge_grouped(text):
    """The digits (any script) of a whole number written plain ("12500") or in groups of three after spaces
    ("12 500"), or None."""
    groups = text.split(" ")
    first = groups[0]
    if not first.isdecimal() or (groups[1:] != [] and first[3:] != ""):
        return None
    for group in groups[1:]:
        if not group.isdecimal() or group[3:] != "" or group[2:] == "":
            return None
    return "".join(groups)


def judge_decimal(text):
    """(numerator, denominator, places) of an unsigned decimal: a point or a comma before its decimals ("0.25",
    "0,25"), thousands grouped by spaces ("1 000.5"); None for anything else, and for a comma that could stand
    between thousands ("1,000", "12,500": a thousand, or 1.000?)."""
    INT, FLOAT, STR, BOOL, TYPE = judge_kinds()
    mark = "," if "," in text else "."
    whole, point, tail = text.partition(mark)
    if whole == "" and tail == "":
        return None
    if mark == "," and whole.isdecimal() and whole[3:] == "" and whole[:1] != "0" and tail.isdecimal() and \
            tail[2:] != "" and tail[3:] == "":
        return None
    digits = judge_grouped(whole) if whole != "" else "0"
    if digits is None or (tail != "" and not tail.isdecimal()):
        return None
    places = STR.__len__(tail)
    return INT(digits) * 10 ** places + INT(tail or "0"), 10 ** places, places


def judge_mixed(text):
    """(numerator, denominator) of a mixed number, a whole number then a fraction between 0 and 1 ("3 7/11" is
    40/11), or None."""
    INT, FLOAT, STR, BOOL, TYPE = judge_kinds()
    head, space, tail = text.rpartition(" ")
    top, slash, bottom = tail.partition("/")
    whole = judge_grouped(head) if space != "" else None
    if whole is None or slash == "" or not (top.isdecimal() and bottom.isdecimal()):
        return None
    if not 0 < INT(top) < INT(bottom):
        return None
    return INT(whole) * INT(bottom) + INT(top), INT(bottom)


def judge_number(text):
    """(numerator, denominator, places, percent) of a typed number ("5/16", "0.3125", "31.25%", "-2", "3 7/11"),
    or None. ``places`` is the decimal places typed, 0 for a fraction; a percentage's count two more once it has
    two ("27.27%" is 0.2727, to 4 places), and one typed with fewer is taken as typed ("27%": 0)."""
    text = judge_clean(text)
    if text is None:
        return None
    percent = text.endswith("%")
    text = text[:-1].rstrip() if percent else text
    sign = -1 if text.startswith("-") else 1
    text = text[1:].lstrip() if text[:1] in ("-", "+") else text
    mixed = judge_mixed(text)
    if mixed is not None:
        top, below, places = mixed[0], mixed[1], 0
    else:
        top, slash, bottom = text.partition("/")
        upper = judge_decimal(top)
        if upper is None:
            return None
        if slash == "":
            top, below, places = upper
        else:
            lower = judge_decimal(bottom)
            if lower is None or lower[0] == 0:
                return None
            top, below, places = upper[0] * lower[1], upper[1] * lower[0], 0
    if percent:
        below = below * 100
        places = places + 2 if places >= 2 else places
    return sign * top, below, places, percent


def judge_round(top, below, places):
    """top/below rounded half up to ``places`` decimal places, as an integer count of 10**-places."""
    scaled = top * 10 ** places
    half_up = (2 * scaled + below) // (2 * below)
    return half_up


def judge_same(a, b):
    """Two fractions (top, below) are equal."""
    return a[0] * b[1] == b[0] * a[1]


def judge_near(top, below, slip, exact, places):
    """top/below lies within half its last typed place of the slip, and nearer the slip than the exact value."""
    off = top * slip[1] - slip[0] * below
    off = off if off >= 0 else -off
    miss = top * exact[1] - exact[0] * below
    miss = miss if miss >= 0 else -miss
    return 2 * 10 ** places * off <= below * slip[1] and off * exact[1] < miss * slip[1]


def judge(value, answer, slips, hint, probability, whole):
    """Right or not, the message, and its kind ("right", "slip", "wrong", "none", "format", "range", "precision"),
    for ``value`` against ``answer`` (top, below), ``slips`` ((top, below, told), ...)."""
    INT, FLOAT, STR, BOOL, TYPE = judge_kinds()
    text = judge_text(value)
    if text == "":
        return False, "No answer yet: replace the ... with your answer.", "none"
    number = None if text is None else judge_number(text)
    if number is None:
        return False, "Your answer is not a number: write a fraction such as Fraction(3, 8), text such as " \
                      "\"3/8\", \"3 1/2\" or \"0.375\" (a comma is a decimal point, never between thousands), or a " \
                      "number.", "format"
    top, below, places, percent = number
    said = text.strip()[:24]
    if below < 0:
        top, below = -top, -below
    if percent and not probability:
        return False, "This answer is not a chance, so write it without a % sign.", "format"
    if probability and (top < 0 or top > below):
        return False, said + " cannot be a probability: probabilities lie between 0 and 1.", "range"
    exact = answer[0], answer[1]
    if judge_same((top, below), exact) or (not whole and places >= PLACES and judge_round(top, below, PLACES)
                                           == judge_round(exact[0], exact[1], PLACES)):
        return True, "Right.", "right"
    for slip in slips:
        if judge_same((top, below), slip) or (places >= 2 and judge_near(top, below, slip, exact, places)):
            return False, "Not quite: " + said + " is what you get if " + slip[2], "slip"
    if whole and top % below != 0:
        return False, said + " is not a whole number, and the answer to this one is: count whole things.", "range"
    if not whole and places < PLACES and 2000 * (top * exact[1] - exact[0] * below) <= below * exact[1] and \
            2000 * (exact[0] * below - top * exact[1]) <= below * exact[1]:
        return False, "Close, but this question asks for the exact value: write it as a fraction, or as a " \
                      "decimal to 4 places.", "precision"
    way = "too high" if top * exact[1] > exact[0] * below else "too low"
    return False, "Not quite: " + said + " is " + way + "." + (" Hint: " + hint if hint else ""), "wrong"


JUDGE = (judge_kinds, judge_text, judge_signs, judge_clean, judge_grouped, judge_decimal, judge_mixed,
         judge_number, judge_round, judge_same, judge_near, judge)


@lru_cache(maxsize=1)
def source() -> str:
    """The judge's functions as source text, for a test file that must run without fishtutor (read once: every
    test file of a build carries it)."""
    constants = f"PLACES = {PLACES}\nLONGEST = {LONGEST}\n"
    return constants + "\n\n".join(inspect.getsource(f) for f in JUDGE)
