"""Which arithmetic the probability runs on: numpy's (the server edition) or the standard library's alone (the
static edition, whose Python runs in the visitor's browser without numpy or matplotlib).

The decision is made here, once: real numpy imports (a stand-in module that gives the engines their seeded
cards, and ipycanvas a few arrays, does not count). Without it, every simulation runs trial by trial in plain
Python with ``random.Random``: each maker of a simulation works out what to deal, roll or walk and hands it to a
``pure_*`` module (which needs nothing from the numpy modules). The exact answers never depend on it."""
from __future__ import annotations

import importlib.util
import random


def _real_numpy():
    """numpy if the real one imports here, else None (a stand-in says so with ``__stand_in__``, and one without
    numpy's random Generator cannot be it either)."""
    try:
        import numpy
    except ImportError:
        return None
    if getattr(numpy, "__stand_in__", False) or not hasattr(getattr(numpy, "random", None), "Generator"):
        return None
    return numpy if hasattr(numpy, "ndarray") else None


def _matplotlib_found() -> bool:
    """matplotlib could be imported here (it is not imported: a kernel keeps it out until a picture needs it)."""
    try:
        return importlib.util.find_spec("matplotlib") is not None
    except (ImportError, ValueError):  # ValueError: a module set to None in sys.modules (blocked)
        return False


np = _real_numpy()
PURE = np is None  # no numpy: simulations run trial by trial in plain Python, plots are drawn as SVG
SVG_PLOTS = PURE or not _matplotlib_found()
EDITION = "browser" if PURE else "server"

# Trials: the browser runs Python a few times slower than a server and a simulation there runs trial by trial,
# so it offers fewer trials by default and at most BROWSER_MAX_TRIALS at once.
BROWSER_TRIALS = 20_000
BROWSER_MAX_TRIALS = 50_000
BROWSER_NOTE = (f"This page runs in your browser, without a server: a simulation here plays its trials one by one "
                f"in plain Python, {BROWSER_TRIALS:,} unless you ask for another number (at most "
                f"{BROWSER_MAX_TRIALS:,} at once). The same seed gives the same numbers every time you run it here "
                "(a class server draws its own numbers from the same seed); the exact answers are the same "
                "everywhere.")
PRACTICE_NOTE = ("This is the static edition of the assignment: practice, checked here in your browser, not a graded "
                 "submission. Nothing you type leaves this computer; graded work goes through the course notebooks "
                 "your teacher hands out.")


def sized(trials: int) -> int:
    """A simulation's size as this edition runs it: as asked on the server, at most BROWSER_TRIALS in a browser."""
    return min(trials, BROWSER_TRIALS) if PURE else trials


def most_trials(most: int) -> int:
    """The most trials this edition runs at once for a question allowing ``most``."""
    return min(most, BROWSER_MAX_TRIALS) if PURE else most


def generator(seed: int):
    """The seeded source of random numbers a simulation draws from: numpy's Generator on the server, the standard
    library's Random in a browser (the same seed, the same numbers, within an edition)."""
    return random.Random(seed) if PURE else np.random.default_rng(seed)


def each(values, rule):
    """``rule`` applied to every trial's value: at once to a numpy array, one by one to a list."""
    return [rule(v) for v in values] if isinstance(values, list) else rule(values)


def lookup(table, values):
    """``table[v]`` for every trial's value ``v`` (a numpy array indexes a numpy table; a list, one by one)."""
    if isinstance(values, list):
        return [table[v] for v in values]
    return np.asarray(table)[values]


def floats(values):
    """Every trial's value as a number to average (a numpy array as floats; a list of numbers as it is)."""
    return values if isinstance(values, list) else values.astype(float)


def times(first, second):
    """Trial by trial products of two simulations' values (1/0 values: both happened)."""
    return [a * b for a, b in zip(first, second)] if isinstance(first, list) else first * second
