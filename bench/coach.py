"""Coach figures (``python -m bench.coach [CLASS_SECONDS]``): how long the Expert thinks about a move in each game,
and a class of 30 learners sharing one server against Expert bots, beside the same class against greedy bots.

Decision time: seeded games with the Expert in one seat and greedy bots in the others, every Expert search timed
whole in CPU seconds of its thread (its time ceiling lifted, so the figure is what its imagined games cost on one
core, whatever else the machine is doing).

The class: 30 processes, one per learner's kernel, each playing a game (the games in turn) in seat 0 against bots of
one level. A learner thinks 1 to 3 seconds (seeded), then clicks: the engine-level stand-in for a click and its
repaint is checking and making the move and drawing the learner's board as SVG (``portray`` + ``to_svg``; no
browser). A bot move is timed from the moment its seat is due until its move is made. All 30 share the machine's
cores through the searches' thinking seats (a folder of the run's own)."""
from __future__ import annotations

import multiprocessing
import os
import statistics
import sys
import tempfile
import time

import numpy as np

from fishtutor.bots import SeatView, make_bot
from fishtutor.bots.arena import NO_CEILING
from fishtutor.bots.levels import CEILING, LEVELS
from fishtutor.games import GAMES, SPECS
from fishtutor.render.svg import to_svg

EXPERT = LEVELS[-1].key
DECISIONS = 20  # Expert decisions timed per game and table size
LEARNERS = 30
CLASS_SECONDS = 60.0
TARGET = 1.0  # seconds: the Expert's decision time at the 95th percentile, at most


def _percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of some figures."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(q / 100 * len(ordered) + 0.5)) - 1))]


def decision_times(name: str, players: int, decisions: int = DECISIONS) -> tuple[list[float], list[int]]:
    """CPU seconds of ``decisions`` whole Expert searches (its imagined games all played, the time ceiling lifted,
    on this one thread) in seeded games against greedy bots, and how many imagined games each took."""
    game, seed = GAMES[name], 0
    cpus: list[float] = []
    counts: list[int] = []
    while len(cpus) < decisions:
        state, rng = game.new_state(players, seed=seed), np.random.default_rng(seed)
        expert = seed % players
        bots = {s: make_bot(EXPERT if s == expert else "greedy", seed * 10 + s) for s in range(players)}
        bots[expert].seconds, bots[expert].shared = NO_CEILING, False
        while not state.is_terminal() and len(cpus) < decisions:
            if state.is_chance_node():
                state.apply(state.sample_chance())
                continue
            seat = state.current_players()[0]
            view = SeatView(state, seat, rng)
            cpu = time.thread_time()
            move = bots[seat].choose(view)
            if seat == expert and len(view.legal_moves) > 1:
                cpus.append(time.thread_time() - cpu)
                counts.append(bots[seat].thought)
            state.apply(move, seat)
        seed += 1
    return cpus, counts


def decision_report(players: dict[str, tuple[int, ...]]) -> list[str]:
    """The decision-time section: each game's whole Expert searches, median and 95th percentile CPU seconds on one
    core; where the p95 is over the ceiling, the tutor's Expert stops at the ceiling with fewer imagined games."""
    lines = [f"Expert's decision time on one core ({LEVELS[-1].what_it_does}; {DECISIONS} decisions a game against "
             f"greedy bots; CPU seconds of the whole search, its {CEILING} s ceiling lifted; load average "
             f"{os.getloadavg()[0]:.1f}):",
             f"  {'game':<40}{'median s':>10}{'p95 s':>8}{'games imagined':>16}  target p95 ≤ {TARGET:.0f} s"]
    for name, sizes in players.items():
        for n in sizes:
            cpus, counts = decision_times(name, n)
            p95 = _percentile(cpus, 95)
            verdict = "PASS" if p95 <= TARGET else f"over: the tutor's Expert stops at {CEILING} s, " \
                f"~{int(statistics.median(counts) * CEILING / statistics.median(cpus))} games"
            lines.append(f"  {GAMES[name].title + f', {n} players':<40}{statistics.median(cpus):>10.2f}{p95:>8.2f}"
                         f"{statistics.median(counts):>16.0f}  {verdict}")
    return lines


def _learner(args: tuple[int, str, float, str]) -> tuple[list[float], list[float], list[int]]:
    """One learner's kernel for ``seconds``: bot move waits and click-and-repaint times (seconds), and how many
    imagined games each searching bot's move had."""
    index, level, seconds, folder = args
    os.environ["FISHTUTOR_THINKING_DIR"] = folder
    names = list(SPECS)
    name = names[index % len(names)]
    game, players = GAMES[name], max(SPECS[name].bench_players)
    rng, seed = np.random.default_rng(index), index
    waits: list[float] = []
    clicks: list[float] = []
    thoughts: list[int] = []
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        state = game.new_state(players, seed=seed)
        bots = {s: make_bot(level, seed * 10 + s) for s in range(1, players)}
        while not state.is_terminal() and time.perf_counter() < deadline:
            _step(game, state, bots, rng, waits, clicks, thoughts)
        seed += 1000
    return waits, clicks, thoughts


def _step(game, state, bots, rng, waits: list[float], clicks: list[float], thoughts: list[int]) -> None:
    """The next thing that happens: chance, a learner's click (after thinking), or a bot's move (timed)."""
    if state.is_chance_node():
        state.apply(state.sample_chance())
        return
    seats = state.current_players()
    if 0 in seats:
        time.sleep(1 + 2 * float(rng.random()))  # the learner thinks
        moves = state.legal_moves(0)
        move = moves[int(rng.integers(len(moves)))]
        started = time.perf_counter()
        assert state.check(move, 0)
        state.apply(move, 0)
        to_svg(game.play.portray(state, 0))
        clicks.append(time.perf_counter() - started)
        return
    seat, started = seats[0], time.perf_counter()
    state.apply(bots[seat].choose(SeatView(state, seat, rng)), seat)
    waits.append(time.perf_counter() - started)
    if getattr(bots[seat], "thought", 0):
        thoughts.append(bots[seat].thought)


def class_run(level: str, seconds: float) -> tuple[list[float], list[float], list[int]]:
    """A class of ``LEARNERS`` kernels against bots of ``level`` for ``seconds``: every bot wait, every click, and
    the imagined games behind every searching bot's move."""
    with tempfile.TemporaryDirectory(prefix="fishtutor-class-") as folder:
        jobs = [(i, level, seconds, folder) for i in range(LEARNERS)]
        with multiprocessing.get_context("fork").Pool(LEARNERS) as pool:
            results = pool.map(_learner, jobs)
    return [w for r in results for w in r[0]], [c for r in results for c in r[1]], [t for r in results for t in r[2]]


def class_report(seconds: float = CLASS_SECONDS) -> list[str]:
    """The class section: median and p95 of bot waits and of clicks, against Expert and against greedy bots."""
    lines = [f"A class of {LEARNERS} learners' kernels on this {os.cpu_count()}-core machine, {seconds:.0f} s each, "
             f"the games in turn (engine-level click: check, move, board drawn as SVG; load average "
             f"{os.getloadavg()[0]:.1f}):",
             f"  {'against':<10}{'bot moves':>10}{'wait median':>13}{'p95':>8}{'clicks':>8}{'click median':>14}"
             f"{'p95':>8}  imagined games a search move (median)"]
    for level in (EXPERT, "greedy"):
        waits, clicks, thoughts = class_run(level, seconds)
        lines.append(f"  {level:<10}{len(waits):>10}{statistics.median(waits):>12.3f}s{_percentile(waits, 95):>7.3f}s"
                     f"{len(clicks):>8}{statistics.median(clicks) * 1000:>12.1f}ms"
                     f"{_percentile(clicks, 95) * 1000:>6.1f}ms  {statistics.median(thoughts) if thoughts else '-'}")
    return lines


def report(players: dict[str, tuple[int, ...]], seconds: float = CLASS_SECONDS) -> list[str]:
    """The whole coach section of the benchmark."""
    return decision_report(players) + [""] + class_report(seconds)


def class_seconds(argv: list[str] | None = None) -> float:
    """How long the class plays: the first argument, else ``COACH_CLASS_SECONDS`` in the environment (make bench
    COACH_CLASS_SECONDS=30), else a minute."""
    raw = (argv or [])[:1] or [os.environ.get("COACH_CLASS_SECONDS", "")]
    try:
        return float(raw[0]) if raw[0] else CLASS_SECONDS
    except ValueError:
        raise SystemExit(f"The class plays for a number of seconds, not {raw[0]!r}.") from None


def main() -> None:
    """Print the coach figures (class length from the first argument, in seconds)."""
    players = {name: SPECS[name].bench_players for name in SPECS}
    for line in report(players, class_seconds(sys.argv[1:])):
        print(line, flush=True)


if __name__ == "__main__":
    main()
