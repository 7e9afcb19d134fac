"""Server memory over a class session (``python -m bench.server_memory [MINUTES]``; ``make bench`` reads
CLASS_MINUTES, default 10): the Voilà process's own resident memory while a class opens and closes tutors, beside
a fresh server's.

Two servers run make serve's configuration side by side: one is left idle (the fresh server, the reference), the
other serves a class of CLASS_TABS tabs in headless Chromium, opened and closed in waves of WAVE_TABS (each tab its
own browser context, so its own visitor cookie) for the whole session; then the closed tabs' kernels are left to
the culler, as in a class. The figures are the class server's memory at the start, after each wave, at its peak
and at the end (every closed tab's kernel freed), beside the fresh server's at the same moments. Only the
server process is measured: the kernels are separate processes (python -m bench.memory weighs them).
"""
from __future__ import annotations

import os
import sys
import time

from fishtutor.classroom import CLOSED_TAB_SECONDS, CULL_EVERY_SECONDS, POOL_PER_NOTEBOOK, WARM_PAGES
from fishtutor.classroom_memory import resident_mb
from tests.browser.harness import PAINTED_JS, ROOT, App, chromium, kernels, voila, wait_until

CLASS_TABS = 30          # the class: one tab each
WAVE_TABS = 10           # tabs opened together, then closed together
CLASS_MINUTES = 10.0     # the session's length (CLASS_MINUTES=2 in the environment for a quick look)
WAVE_SECONDS = 300       # the longest a wave's tabs stay open waiting for their boards
TUTORS = WARM_PAGES      # the tutors' pages, in the specs' order: a class opens them in turn
POOL = POOL_PER_NOTEBOOK * len([n for n in WARM_PAGES if (ROOT / "notebooks" / n).exists()])


def minutes_asked(argv: list[str]) -> float:
    """The session's length: the first argument, else CLASS_MINUTES from the environment, else 10 minutes."""
    given = argv[1] if len(argv) > 1 else os.environ.get("CLASS_MINUTES", "").strip()
    if not given:
        return CLASS_MINUTES
    try:
        minutes = float(given)
    except ValueError:
        minutes = -1.0
    if not 0 < minutes <= 600:
        raise SystemExit(f"CLASS_MINUTES={given!r} is not a number of minutes from 0 to 600")
    return minutes


def wave(browser, base: str, first: int) -> int:
    """WAVE_TABS learners open a tutor together (tab ``first`` onwards, the tutors in turn), each waits for its
    board, then all close their tabs; returns how many boards painted (an overloaded machine may leave a page
    waiting on its kernel: the tab is closed anyway, as a learner would)."""
    apps = [App(browser, f"{base}/voila/render/{TUTORS[(first + i) % len(TUTORS)]}", wait_until="commit")
            for i in range(WAVE_TABS)]
    painted = lambda: sum(bool(app.page.evaluate(PAINTED_JS)) for app in apps)  # noqa: E731
    try:
        wait_until(lambda: painted() == len(apps), WAVE_SECONDS, "the wave's boards painted", every=2)
    except AssertionError:
        pass
    try:
        return painted()
    finally:
        for app in apps:
            app.page.close()


def session(minutes: float) -> dict:
    """Run the class session; the two servers' memory at each moment (MB) and the class server's peak."""
    asked = dict(FISHTUTOR_SHARE=str(CLASS_TABS),  # every tab comes from this one machine
                 FISHTUTOR_MAX_KERNELS=str(POOL + 3 * CLASS_TABS))  # closed tabs wait for the culler
    before = {name: os.environ.get(name) for name in asked}
    os.environ.update(asked)
    try:
        return _session(minutes)
    finally:  # the other benchmarks' servers keep make serve's own figures
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _session(minutes: float) -> dict:
    """The class session proper (session() sets the class's share and ceiling around it)."""
    figures: dict = {"waves": []}
    with voila(ROOT / "notebooks", classroom=True, log_name=".voila-fresh.log", timeout=180) as fresh, \
            voila(ROOT / "notebooks", classroom=True, log_name=".voila-class.log", timeout=180) as served, \
            chromium() as browser:
        for base in (fresh, served):
            wait_until(lambda: len(kernels(base.pid)) == POOL, 400, f"the preheated pool of {POOL} kernels")
        figures["start"] = _both(fresh, served)
        end, opened = time.monotonic() + 60 * minutes, 0
        while opened == 0 or time.monotonic() < end:
            figures["painted"] = figures.get("painted", 0) + wave(browser, served, opened)
            opened += WAVE_TABS
            figures["waves"].append((opened, len(kernels(served.pid)), *_both(fresh, served)))
            print(f"  ({opened} tabs: {figures['waves'][-1]})", file=sys.stderr, flush=True)
        wait_until(lambda: len(kernels(served.pid)) == POOL, CLOSED_TAB_SECONDS + 4 * CULL_EVERY_SECONDS + 300,
                   "every closed tab's kernel freed", every=5)
        figures["end"] = _both(fresh, served)
        figures["peak"] = resident_mb(served.pid)["peak"]
    return figures


def _both(fresh, served) -> tuple[float, float]:
    """The fresh server's and the class server's resident memory now (MB)."""
    return resident_mb(fresh.pid)["rss"], resident_mb(served.pid)["rss"]


def lines(figures: dict, minutes: float) -> list[str]:
    """The report: start, each wave, peak and end of the class server beside the fresh server, and how much it
    still grew after the whole class had come once (flat: 1.00×)."""
    (fresh0, class0), (fresh1, class1) = figures["start"], figures["end"]
    waves = figures["waves"]
    tabs = waves[-1][0]
    first_class = next((w for w in waves if w[0] >= CLASS_TABS), waves[-1])
    out = [f"Server memory over a class session ({minutes:g} min: {tabs} tabs opened and closed in waves of "
           f"{WAVE_TABS}, a class of {CLASS_TABS}; the Voilà process's RSS beside a fresh server left idle; "
           f"load average {os.getloadavg()[0]:.1f}):",
           f"  fresh server (reference): start {fresh0:.0f} MB, end {fresh1:.0f} MB",
           f"  class server: start {class0:.0f} MB, peak {figures['peak']:.0f} MB, end {class1:.0f} MB once every "
           f"closed tab's kernel was freed = {class1 / fresh1:.2f}× the fresh server",
           f"  after the first {first_class[0]} tabs {first_class[3]:.0f} MB, after the last wave {waves[-1][3]:.0f} MB "
           f"= {waves[-1][3] / first_class[3]:.2f}× (flat: 1.00×); boards painted: {figures['painted']} of {tabs}",
           "  after each wave (tabs so far: class server MB, kernels running; fresh server MB):"]
    out += [f"    {opened:3d} tabs: {rss:.0f} MB, {running} kernels; fresh {ref:.0f} MB"
            for opened, running, ref, rss in waves]
    return out + [""]


def main() -> None:
    minutes = minutes_asked(sys.argv)
    for line in lines(session(minutes), minutes):
        print(line, flush=True)


if __name__ == "__main__":
    main()
