"""Exact means exact: a course question takes its exact value (a fraction, or a decimal to 4 places) and never the
numbers its own Simulate cell prints; a percentage is taken for a chance only."""
from fractions import Fraction

import pytest

from fishtutor.course.checks import SIMULATE_TRIALS, simulated_line
from fishtutor.probability.course import EXACT_TOLERANCE, course, estimate_range
from fishtutor.probability.plots import simulate

QUESTIONS = [q for a in course() for q in a.questions]
SIMULATED = [q for q in QUESTIONS if q.exercise.simulated]


def printed_numbers(q, seed=2026) -> tuple[str, str]:
    """The two numbers the question's Simulate cell prints with its default trials and seed."""
    estimate = simulate(q, min(SIMULATE_TRIALS, q.exercise.max_trials), seed)
    low, high = estimate_range(estimate.mean, estimate.stderr, q.exercise.exact)
    assert f"between {low} and {high}" in simulated_line(estimate, q.exercise.exact)
    return low, high


@pytest.mark.parametrize("q", SIMULATED, ids=lambda q: q.id)
def test_no_question_takes_the_numbers_its_simulate_cell_prints(q):
    for number in printed_numbers(q):
        assert not q.mark(number).ok, (q.id, number, q.exercise.exact)


@pytest.mark.parametrize("q", [q for q in QUESTIONS if not q.exercise.whole], ids=lambda q: q.id)
def test_the_answer_to_4_places_is_right_and_to_3_places_is_close_but_not_right(q):
    exact = q.exercise.exact
    assert q.mark(f"{float(exact):.4f}").ok and q.mark(f"{exact.numerator}/{exact.denominator}").ok
    three = f"{float(exact):.3f}"
    if Fraction(three) != exact:  # a value that ends within 3 places is exact as typed
        marked = q.mark(three)
        assert not marked.ok and marked.problem in ("precision", "reasoning"), (three, marked)
    off = f"{float(exact + 3 * EXACT_TOLERANCE):.4f}"  # 4 places, but more than half the 4th place away
    assert not q.mark(off).ok


@pytest.mark.parametrize("q", [q for q in QUESTIONS if not q.exercise.probability], ids=lambda q: q.id)
def test_a_count_or_an_average_is_not_taken_as_a_percentage(q):
    marked = q.mark(f"{float(q.exercise.exact) * 100:g}%")
    assert not marked.ok and marked.problem == "format" and "%" in marked.message
