"""What the course notebooks call: the checker behind every Otter test, and the seeded Simulate cell."""
from __future__ import annotations

import math
import numbers
from fractions import Fraction
from functools import lru_cache

from fishtutor.probability.answers import FORMAT_HELP
from fishtutor.probability.course import estimate_range

SIMULATE_TRIALS = 100_000  # the Simulate cell's default (fewer where a question's simulation plays whole games)
EXAMPLES = (Fraction(3, 8), Fraction(5, 16), Fraction(7, 20), Fraction(9, 40), Fraction(13, 32))
# the ways of writing an answer are shown on one of these: never on an answer of the same assignment


def example(answers) -> Fraction:
    """The number an assignment shows its ways of writing on: the first of EXAMPLES that none of ``answers`` is."""
    answers = {Fraction(a) for a in answers}
    return next(e for e in EXAMPLES if e not in answers)


@lru_cache(maxsize=None)
def _answers() -> dict:
    """Every question's id, to the exact answers of its whole assignment."""
    from fishtutor.probability.course import course
    return {q.id: frozenset(p.exercise.exact for p in a.questions) for a in course() for q in a.questions}


def type_help(answers) -> str:
    """How an answer may be written, shown on a number that is none of ``answers``."""
    e = example(answers)
    return (f"write it as a fraction like Fraction({e.numerator}, {e.denominator}), as text like "
            f"\"{e.numerator}/{e.denominator}\", \"{float(e)}\" or \"{float(e * 100):g}%\", or as a number")


@lru_cache(maxsize=None)
def _questions() -> dict:
    """Every course question by its id (the course is built once per process)."""
    from fishtutor.probability.course import course
    return {q.id: q for a in course() for q in a.questions}


@lru_cache(maxsize=None)
def _families() -> dict:
    """Every question's family of variants by its id."""
    from fishtutor.probability.course import GAME_ORDER, families
    return {f.id: f for game in GAME_ORDER for f in families(game)}


def question(qid: str, variant: int = 0):
    """The course question with id ``qid`` (its variant ``variant``: a student's own numbers)."""
    try:
        return _questions()[qid] if variant == 0 else _families()[qid].variant(variant)
    except KeyError:
        raise KeyError(f"The course has no question {qid!r}.") from None


def answer_text(value) -> str | None:
    """A learner's answer as the text the checker reads; None when it is no kind of number at all."""
    if value is None or value is Ellipsis:
        return ""
    if isinstance(value, bool):
        return None
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, numbers.Integral):
        return str(int(value))
    if isinstance(value, numbers.Real):
        return repr(float(value)) if math.isfinite(value) else str(float(value))
    if isinstance(value, str):
        return value
    return None


def verdict(qid: str, value) -> tuple[bool, str]:
    """Right or not, and what to tell the learner: a named slip in the slip's words, junk in one plain sentence."""
    text, q = answer_text(value), question(qid)
    if text == "":
        return False, f"No answer yet: replace the ... with your answer ({type_help(_answers()[qid])})."
    if text is None:
        return False, f"Your answer is not a number: {type_help(_answers()[qid])}."
    marked = q.mark(text)
    # the checker's own examples of writing a number are swapped for ones no answer of this assignment equals
    return marked.ok, marked.message.replace(FORMAT_HELP, type_help(_answers()[qid]))


def simulated_line(estimate, exact) -> str:
    """What the Simulate cell prints: the range the simulation puts the answer in, never one number to copy."""
    low, high = estimate_range(estimate.mean, estimate.stderr, exact)
    return (f"{estimate.trials:,} simulated tries (seed {estimate.seed}) put the answer between {low} and {high}, "
            "with 19 chances in 20. Work the answer itself out: it is asked to 4 places or as a fraction.")


def simulate(qid: str, trials: int | None = None, seed: int = 2026, variant: int = 0) -> None:
    """Run the question's seeded simulation (the student's own variant) and show the range it puts the answer in
    and its picture (never the exact answer)."""
    from IPython.display import Image, display

    from fishtutor.probability import plots
    q = question(qid, variant)
    if not q.exercise.simulated:
        print("This answer is the same in every game: there is nothing to simulate, only reasoning to check.")
        return
    trials = min(SIMULATE_TRIALS, q.exercise.max_trials) if trials is None else trials
    estimate = plots.simulate(q, trials, seed)
    print(simulated_line(estimate, q.exercise.exact))
    display(Image(plots.question_png(q, estimate, exact=False)))
