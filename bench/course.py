"""Course figures: each graded question's seeded simulation, trials per second at 10^5 trials, beside numpy drawing
and summing as many random integers in the same run (the reference), and the ratio (``python -m bench.course``)."""
from __future__ import annotations

import os
import time

import numpy as np

from fishtutor.probability.course import course

TRIALS = 100_000
WITHIN = 10.0  # a question's simulation at most this many times slower than the reference
SLICE = 0.2  # CPU seconds of repeats per measurement, question and reference alternating
ROUNDS = 3  # alternations; the best rate of each side is kept (a shared machine's speed drifts)


def _rate(work, trials: int) -> float:
    """Trials per CPU second of ``work`` (run until SLICE seconds have passed, at least once)."""
    start, runs = time.process_time(), 0
    while True:
        work()
        runs += 1
        spent = time.process_time() - start
        if spent >= SLICE:
            return runs * trials / spent


def reference(trials: int, rng: np.random.Generator) -> int:
    """numpy draws ``trials`` random integers and sums them: the yardstick for one trial's cost."""
    return int(rng.integers(0, 6, size=trials).sum())


def measure(exercise) -> tuple[int, float, float]:
    """Trials run, the question's trials/s and the reference's trials/s, measured alternately in this run."""
    trials = min(TRIALS, exercise.max_trials)
    rng = np.random.default_rng(0)
    question = reference_rate = 0.0
    for round_ in range(ROUNDS):
        seeded = np.random.default_rng(round_)
        question = max(question, _rate(lambda: exercise.simulate(trials, seeded), trials))
        reference_rate = max(reference_rate, _rate(lambda: reference(trials, rng), trials))
    return trials, question, reference_rate


def report() -> list[str]:
    """The course section of the benchmark, as lines: one per simulated question, PASS within WITHIN×."""
    rows = [(a.title, q.id, *measure(q.exercise)) for a in course() for q in a.questions if q.exercise.simulated]
    width = max([len(qid) for _, qid, *_ in rows] + [8]) + 2
    lines = [f"Course simulations, one core, {TRIALS:,} trials each (fewer where a question plays whole games); "
             f"reference: numpy drawing and summing as many random integers, measured alternately "
             f"(load average {os.getloadavg()[0]:.1f}):",
             f"  {'question':<{width}}{'trials':>9}{'trials/s':>14}{'numpy/s':>16}{'slower':>9}"
             f"  target ≤ {WITHIN:.0f}×"]
    for _title, qid, trials, rate, ref in rows:
        ratio = ref / rate
        lines.append(f"  {qid:<{width}}{trials:>9,}{rate:>14,.0f}{ref:>16,.0f}{ratio:>8.1f}×  "
                     f"{'PASS' if ratio <= WITHIN else 'FAIL'}")
    return lines


def main() -> None:
    """``python -m bench.course``: the course figures only."""
    for line in report():
        print(line)


if __name__ == "__main__":
    main()
