"""Exercises: an exact answer (a fraction), a seeded simulation beside it, and a plot of the two."""
from __future__ import annotations

import io
import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

import numpy as np

MAX_TRIALS = 200_000  # a public server shares its CPU: larger runs are refused, not queued
MIN_TRIALS = 100


@dataclass(frozen=True)
class Exercise:
    """A question with its exact answer, how it is worked out, and a simulation that estimates it.

    ``simulate(trials, rng)`` returns one number per trial (0/1 for a chance, a count for an
    expectation); the mean of those numbers estimates ``exact``."""

    id: str
    question: str
    exact: Fraction
    explanation: str
    hint: str
    simulate: Callable[[int, np.random.Generator], np.ndarray]
    tolerance: float = 0.005
    probability: bool = True
    max_trials: int = MAX_TRIALS  # lower for simulations that play whole games


@dataclass(frozen=True)
class Estimate:
    """A simulation's result: trials run, the estimate, its standard error, the running mean."""

    trials: int
    seed: int
    mean: float
    stderr: float
    running: np.ndarray

    def agrees_with(self, exact: Fraction, sigmas: float = 4.0) -> bool:
        """The exact answer lies within ``sigmas`` standard errors of the estimate."""
        return abs(self.mean - float(exact)) <= sigmas * max(self.stderr, 1e-12)


class TrialsError(ValueError):
    """The number of trials asked for is not one the tutor will run."""


def check_trials(trials, most: int = MAX_TRIALS) -> int:
    """A usable number of trials, or a clear reason why not."""
    try:
        n = int(trials)
    except (TypeError, ValueError):
        raise TrialsError(f"{trials!r} is not a whole number of trials.") from None
    if n != trials and not isinstance(trials, str):
        raise TrialsError(f"{trials} is not a whole number of trials.")
    if n < MIN_TRIALS:
        raise TrialsError(f"Run at least {MIN_TRIALS:,} trials: fewer tell you too little.")
    if n > most:
        raise TrialsError(f"{n:,} trials is more than this shared server runs at once for this question (at most "
                          f"{most:,}); run it again with another seed instead.")
    return n


def run(exercise: Exercise, trials: int, seed: int) -> Estimate:
    """Simulate the exercise ``trials`` times from ``seed`` (same seed, same numbers)."""
    n = check_trials(trials, exercise.max_trials)
    values = np.asarray(exercise.simulate(n, np.random.default_rng(seed)), dtype=float)
    running = np.cumsum(values) / np.arange(1, n + 1)
    stderr = float(values.std(ddof=1) / math.sqrt(n)) if n > 1 else float("nan")
    return Estimate(n, seed, float(values.mean()), stderr, running)


def plot_png(exercise: Exercise, estimate: Estimate, width: float = 6.4, height: float = 3.2) -> bytes:
    """The running estimate converging on the exact answer, as PNG bytes (no pyplot global state)."""
    from matplotlib.figure import Figure
    fig = Figure(figsize=(width, height), dpi=100)
    ax = fig.add_subplot()
    picks = np.unique(np.geomspace(1, estimate.trials, 600).astype(int)) - 1
    ax.plot(picks + 1, estimate.running[picks], color="#2f6fd6", label="simulation: running mean")
    ax.axhline(float(exercise.exact), color="#d63a3a", linestyle="--", label=f"exact: {exercise.exact}")
    band = 2 * estimate.stderr
    ax.axhspan(estimate.mean - band, estimate.mean + band, color="#2f6fd6", alpha=0.12, label="±2 standard errors")
    ax.set_xscale("log")
    ax.set_xlabel("trials")
    ax.set_ylabel("estimate")
    ax.set_title(exercise.question, fontsize=9, wrap=True)
    ax.legend(fontsize=8, loc="best")
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return buffer.getvalue()


def summary(exercise: Exercise, estimate: Estimate) -> str:
    """Exact beside simulated, in one line."""
    exact = exercise.exact
    return (f"exact {exact} = {float(exact):.4f}   simulated {estimate.mean:.4f} ± {2 * estimate.stderr:.4f} "
            f"({estimate.trials:,} trials, seed {estimate.seed})")


def compare_png(labels: list[str], exact: list[Fraction], estimates: list[Estimate], title: str,
                width: float = 6.4, height: float = 3.0) -> bytes:
    """Exact answers as bars beside simulated ones (with ±2 standard errors), as PNG bytes."""
    from matplotlib.figure import Figure
    fig = Figure(figsize=(width, height), dpi=100)
    ax = fig.add_subplot()
    x = np.arange(len(labels))
    ax.bar(x - 0.2, [float(e) for e in exact], 0.4, color="#d63a3a", label="exact")
    ax.bar(x + 0.2, [e.mean for e in estimates], 0.4, yerr=[2 * e.stderr for e in estimates], color="#2f6fd6",
           capsize=4, label="simulated ±2 s.e.")
    ax.set_xticks(x, labels)
    ax.set_title(title, fontsize=10)
    ax.legend(fontsize=8)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return buffer.getvalue()
