"""Exercises: an exact answer (a fraction), a seeded simulation beside it, and a plot of the two."""
from __future__ import annotations

import io
import math
import numbers
import re
import unicodedata
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

from .edition import PURE, SVG_PLOTS, generator, most_trials, np

MAX_TRIALS = 200_000  # a public server shares its CPU: larger runs are refused, not queued
MIN_TRIALS = 100
MAX_SEED = 2**32 - 1  # seeds are whole numbers 0..MAX_SEED; the same seed gives the same numbers
SHOWN_INPUT = 24  # at most this many characters of a learner's input are ever repeated back
_WHOLE = re.compile(r"^[+-]?\d{1,3}(?:[,_ ]\d{3})+$|^[+-]?\d+$", re.ASCII)
_LONGEST_NUMBER = 20  # digits; a longer whole number is refused unread (seeds have at most 10)


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
    simulate: Callable[[int, np.random.Generator], np.ndarray] | None
    tolerance: float = 0.005
    probability: bool = True
    max_trials: int = MAX_TRIALS  # lower for simulations that play whole games
    mistakes: tuple[tuple[Fraction, str], ...] = ()  # wrong answers a known slip of reasoning gives, and the slip
    whole: bool = False  # the answer is a whole number (a count that never varies)

    @property
    def simulated(self) -> bool:
        """The answer is a chance or an average, so a simulation can estimate it (a fixed count has none)."""
        return self.simulate is not None


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


class SeedError(ValueError):
    """The seed typed is not a whole number the tutor can start from."""


class NoSimulation(ValueError):
    """The exercise's answer never varies, so there is nothing to simulate."""


def clip(text, most: int = SHOWN_INPUT) -> str:
    """A learner's input as it may be repeated back: one line, at most ``most`` characters, then "…"."""
    text = " ".join(str(text).split())
    text = "".join(ch if ch.isprintable() else "?" for ch in text)
    return text if len(text) <= most else text[:most - 1] + "…"


_SIGNS = {0x2212: "-", 0x2013: "-", 0x2044: "/", 0x2215: "/", 0xF7: "/"}  # minus sign, dash, fraction slashes, ÷


def ascii_digits(text: str) -> str:
    """The text with every decimal digit (any script) as 0-9, full-width forms folded, and −, ÷, ⁄ as -, /, /."""
    out = []
    for ch in text:
        if ch.isdecimal():
            out.append(str(unicodedata.decimal(ch)))
        elif 0xFF01 <= ord(ch) <= 0xFF5E:  # full-width punctuation: ／ ． ％ ＋ －
            out.append(unicodedata.normalize("NFKC", ch))
        else:
            out.append(_SIGNS.get(ord(ch), ch))
    return "".join(out)


def whole_number(value, what: str, error: type[ValueError], allowed: str) -> int:
    """A whole number typed as text ("20000", "20,000", "20 000") or given as a number; else ``error``, in words
    (``allowed`` says which numbers would do)."""
    if isinstance(value, bool):
        raise error(f"{what.capitalize()} must be a whole number: {allowed}.")
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        if not math.isfinite(value) or value != int(value):
            raise error(f"{clip(value)} is not a whole number: {allowed}.")
        return int(value)
    text = ascii_digits(str(value)).strip()
    if not text:
        raise error(f"Type {what} first: {allowed}.")
    if not _WHOLE.match(text):
        raise error(f"“{clip(value)}” is not a whole number: {allowed}, written with digits only.")
    digits = re.sub(r"[^0-9]", "", text)
    if len(digits) > _LONGEST_NUMBER:
        raise error(f"That number has {len(digits):,} digits, far too many for {what}: {allowed}.")
    return int(re.sub(r"[,_ ]", "", text))


def check_trials(trials, most: int = MAX_TRIALS) -> int:
    """A usable number of trials, or a clear reason why not."""
    n = whole_number(trials, "the number of trials", TrialsError, f"run {MIN_TRIALS:,} to {most:,} trials")
    if n < MIN_TRIALS:
        raise TrialsError(f"Run at least {MIN_TRIALS:,} trials: fewer tell you too little.")
    if n > most:
        runner = "this page runs at once in your browser" if PURE else "this shared server runs at once"
        raise TrialsError(f"{n:,} trials is more than {runner} for this question "
                          f"(at most {most:,}); run it again with another seed instead.")
    return n


def check_seed(seed) -> int:
    """A usable seed (a whole number from 0 to MAX_SEED), or a clear reason why not."""
    allowed = f"a seed is a whole number from 0 to {MAX_SEED:,}"
    n = whole_number(seed, "the seed", SeedError, allowed)
    if not 0 <= n <= MAX_SEED:
        raise SeedError(f"{n:,} cannot be a seed: {allowed} (the same seed always gives the same numbers).")
    return n


def run(exercise: Exercise, trials: int, seed: int) -> Estimate:
    """Simulate the exercise ``trials`` times from ``seed`` (same seed, same numbers)."""
    if exercise.simulate is None:
        raise NoSimulation(f"“{clip(exercise.question, 60)}” has the same answer in every game: there is nothing "
                           "to simulate, only reasoning to check.")
    n = check_trials(trials, most_trials(exercise.max_trials))
    seed = check_seed(seed)
    found = exercise.simulate(n, generator(seed))
    if np is None:
        return _estimate_of([float(v) for v in found], seed)
    values = np.asarray(found, dtype=float)
    running = np.cumsum(values) / np.arange(1, n + 1)
    stderr = float(values.std(ddof=1) / math.sqrt(n)) if n > 1 else float("nan")
    return Estimate(n, seed, float(values.mean()), stderr, running)


def _estimate_of(values: list[float], seed: int) -> Estimate:
    """The estimate from every trial's value, in plain Python: the mean, its standard error, the running mean."""
    n, total, running = len(values), 0.0, []
    for i, v in enumerate(values, start=1):
        total += v
        running.append(total / i)
    mean = total / n
    spread = math.fsum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else float("nan")
    return Estimate(n, seed, mean, math.sqrt(spread / n), running)


def plot_title(question: str, longest: int = 90) -> str:
    """A plot's title: the question's own ask (its last sentence ending in "?"), kept to one or two lines."""
    asks = [part.strip() + "?" for part in question.split("?")[:-1]]
    ask = asks[-1].split(". ")[-1] if asks else question
    return ask if len(ask) <= longest else ask[:longest - 1].rsplit(" ", 1)[0] + "…"


PLOT_MARGINS = {"left": 0.8, "right": 0.15, "bottom": 0.5, "top": 0.55}  # inches: tick labels and the axis name
# on the left, the x axis's name below, a title of up to two lines above


def margins(width: float, height: float) -> dict[str, float]:
    """A plot's fixed margins as figure fractions. Fixed, not fitted: matplotlib's tight layout measured every tick
    label of the log axis again for each picture (half of a Simulate click's plot), and left a wrapped title clipped."""
    inches = PLOT_MARGINS
    return {"left": inches["left"] / width, "right": 1 - inches["right"] / width, "bottom": inches["bottom"] / height,
            "top": 1 - inches["top"] / height}


def _trial_ticks(axis) -> None:
    """The trials axis marked 1, 10, 100, 1,000 ... in plain numbers (a learner reads "1,000", and no 10³ is typeset
    for each picture), with small marks at 2 and 5 between them."""
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter
    axis.set_major_locator(LogLocator(base=10))
    axis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:,.0f}"))
    axis.set_minor_locator(LogLocator(base=10, subs=(2, 5)))
    axis.set_minor_formatter(NullFormatter())


def plot_png(exercise: Exercise, estimate: Estimate, width: float = 6.4, height: float = 3.2,
             exact: bool = True) -> bytes:
    """The running estimate converging on the exact answer, as PNG bytes (no pyplot global state); with
    ``exact`` False the exact line is left out (a question not yet answered keeps its answer). Without
    matplotlib (the browser edition) it is drawn as an SVG picture instead, the same lines and band."""
    if SVG_PLOTS:
        from .svgplots import running_svg
        return running_svg(plot_title(exercise.question), estimate, exercise.exact if exact else None,
                           width * 100, height * 100)
    from matplotlib.figure import Figure
    fig = Figure(figsize=(width, height), dpi=100)
    ax = fig.add_subplot()
    picks = np.unique(np.geomspace(1, estimate.trials, 600).astype(int)) - 1
    ax.plot(picks + 1, estimate.running[picks], color="#2f6fd6", label="simulation: running mean")
    if exact:
        ax.axhline(float(exercise.exact), color="#d63a3a", linestyle="--", label=f"exact: {exercise.exact}")
    band = 2 * estimate.stderr
    ax.axhspan(estimate.mean - band, estimate.mean + band, color="#2f6fd6", alpha=0.12, label="±2 standard errors")
    ax.set_xscale("log")
    _trial_ticks(ax.xaxis)
    ax.set_xlabel("trials")
    ax.set_ylabel("estimate")
    ax.set_title(plot_title(exercise.question), fontsize=9, wrap=True)
    ax.legend(fontsize=8, loc="best")
    fig.subplots_adjust(**margins(width, height))
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return buffer.getvalue()


def summary(exercise: Exercise, estimate: Estimate, exact: bool = True) -> str:
    """Exact beside simulated, in one line (the simulation alone when ``exact`` is False)."""
    simulated = f"simulated {estimate.mean:.4f} ± {2 * estimate.stderr:.4f} ({estimate.trials:,} trials, " \
                f"seed {estimate.seed})"
    if not exact:
        return simulated
    return f"exact {exercise.exact} = {float(exercise.exact):.4f}   {simulated}"


def compare_png(labels: list[str], exact: list[Fraction], estimates: list[Estimate], title: str,
                width: float = 6.4, height: float = 3.0) -> bytes:
    """Exact answers as bars beside simulated ones (with ±2 standard errors), as PNG bytes (drawn by bars.py in a
    process of its own, so the kernel of a page that shows the picture does not keep matplotlib; as SVG in the
    browser edition)."""
    from .bars import draw
    return draw({"labels": [str(label) for label in labels], "exact": [float(e) for e in exact],
                 "simulated": [float(e.mean) for e in estimates], "errors": [2 * float(e.stderr) for e in estimates],
                 "title": title, "size": [width, height]})
