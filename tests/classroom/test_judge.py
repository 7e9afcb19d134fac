"""The grader's judge: it needs no builtin at all (a notebook can rebind every one), trusts no object a notebook
made, and agrees with the checker the tutor's pages use on every way of writing every course answer."""
from fractions import Fraction

import pytest

from fishtutor.course import judge as J

from tests.support.families import SPOTS, every_question, family, spot

# every question's first, middle and last variant: a student's own numbers are judged as the tutors' are
QUESTIONS = [(game, qid, where) for game, qid in every_question() for where in SPOTS]


def question(game: str, qid: str, where: str):
    """The first, middle or last variant of one of a game's questions."""
    fam = family(game, qid)
    return fam.variant(spot(fam, where))
KIND = {"right": "", "slip": "reasoning", "wrong": "value", "none": "format", "format": "format", "range": "range",
        "precision": "precision"}


def bare_judge():
    """The judge as a test file holds it, run where no builtin exists."""
    space = {"__builtins__": {}}
    exec(J.source(), space)
    return space["judge"]


def judged(q, value, judge=J.judge):
    ex = q.exercise
    slips = tuple((s[0].numerator, s[0].denominator, s[1]) for s in ex.mistakes)
    return judge(value, (ex.exact.numerator, ex.exact.denominator), slips, ex.hint, ex.probability, ex.whole)


def ways(q):
    """Ways a learner writes answers to ``q``: the exact value every way, rounded ones, slips, junk."""
    exact = q.exercise.exact
    out = [exact, f"{exact.numerator}/{exact.denominator}", float(exact), f"{float(exact):.4f}",
           f"{float(exact):.3f}", f"{float(exact):.6f}", f"{float(exact) + 0.0004:.4f}", f"{float(exact) * 2:.4f}",
           f" {exact.numerator} / {exact.denominator} ", int(exact), "-1", "abc", "", None, ..., True, [1]]
    if q.exercise.probability:
        out += [f"{float(exact) * 100:.2f}%", "1.5", "150%"]
    for answer, _told in q.exercise.mistakes:
        out += [answer, f"{answer.numerator}/{answer.denominator}", f"{float(answer):.4f}", f"{float(answer):.2f}"]
    return out


def typed(value) -> str:
    """What the tutor's answer box would hold for ``value``."""
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    return "" if value is None or value is ... else str(value)


@pytest.mark.parametrize("game,qid,where", QUESTIONS)
def test_the_judge_and_the_tutors_checker_agree_on_every_way_of_writing_every_answer(game, qid, where):
    q, judge = question(game, qid, where), bare_judge()
    for value in ways(q):
        if value is True or isinstance(value, list):
            assert judged(q, value, judge)[2] == "format"
            continue
        ok, message, kind = judged(q, value, judge)
        marked = q.mark(typed(value))
        assert (ok, KIND[kind]) == (marked.ok, marked.problem), (value, message, marked)
        if kind == "slip":
            assert message.split(" is what you get if ")[1] == marked.message.split(" is what you get if ")[1]


class AlwaysEqual:
    def __eq__(self, other):
        return True

    def __float__(self):
        return 0.5


class LyingText(str):
    def __eq__(self, other):
        return True


class LyingWhole(int):
    def __eq__(self, other):
        return True


class FakeFraction:
    """A class that calls itself fractions.Fraction: it is judged on the two numbers it gives, like any fraction."""
    __module__ = "fractions"
    numerator, denominator = 1, 7


FakeFraction.__name__ = "Fraction"


@pytest.mark.parametrize("value", [AlwaysEqual(), LyingText("5/16"), LyingWhole(5), 3 + 4j, b"5/16", [5, 16]],
                         ids=["eq-always", "str-subclass", "int-subclass", "complex", "bytes", "list"])
def test_an_object_that_lies_about_equality_is_not_a_number(value):
    ok, _message, kind = bare_judge()(value, (5, 16), (), "", True, False)
    assert not ok and kind == "format"


def test_a_class_calling_itself_fraction_is_judged_on_its_own_numbers():
    judge = bare_judge()
    assert judge(FakeFraction(), (1, 7), (), "", True, False)[0]
    assert not judge(FakeFraction(), (5, 16), (), "", True, False)[0]


def test_the_source_uses_no_name_a_notebook_could_rebind():
    names = set(__import__("builtins").__dict__) - {"True", "False", "None"}
    import ast
    tree = ast.parse(J.source())
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    assert not used & names, used & names
