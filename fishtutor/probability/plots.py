"""A course question's picture: its whole distribution (exact bars beside simulated ones) when it has one, else
the simulation's running estimate converging on the exact answer with its ±2 standard-error band."""
from __future__ import annotations

import math

from .bars import draw
from .core import Estimate, check_seed, check_trials, plot_png, plot_title, run
from .edition import generator, most_trials, np
from .course import Question


def simulate(question: Question, trials, seed) -> Estimate:
    """The question's seeded simulation (trials and seed checked: a bad one raises TrialsError or SeedError)."""
    return run(question.exercise, trials, seed)


def frequencies(question: Question, trials, seed) -> tuple[list[str], list[float], list[float]]:
    """A distribution question's outcomes, the share of ``trials`` seeded draws landing on each, and ±2 s.e."""
    n = check_trials(trials, most_trials(question.exercise.max_trials))
    labels = list(question.distribution())
    draws = question.sample(n, generator(check_seed(seed)))
    if np is not None:
        shares = np.bincount(np.asarray(draws), minlength=len(labels))[:len(labels)] / n
    else:
        counts = [0] * len(labels)
        for outcome in draws:
            counts[outcome] += 1
        shares = [count / n for count in counts]
    errors = [2 * math.sqrt(p * (1 - p) / n) for p in shares]
    return labels, [float(p) for p in shares], errors


def distribution_png(question: Question, trials, seed, exact: bool = True) -> bytes:
    """Exact chances of every outcome beside their simulated shares (the exact bars only once ``exact``)."""
    labels, shares, errors = frequencies(question, trials, seed)
    chances = [float(p) for p in question.distribution().values()]
    return draw({"labels": labels, "exact": chances if exact else None, "simulated": shares, "errors": errors,
                 "title": plot_title(question.exercise.question), "size": [6.4, 3.0]})


def question_png(question: Question, estimate: Estimate, exact: bool = True) -> bytes:
    """The question's plot for ``estimate`` (same trials and seed for a distribution's bars)."""
    if question.distribution is not None and question.sample is not None:
        return distribution_png(question, estimate.trials, estimate.seed, exact)
    return plot_png(question.exercise, estimate, exact=exact)
