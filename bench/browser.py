"""Voilà figures: page to painted board, and click to repaint, each beside a bare reference page."""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from fishtutor.tutor.lesson import RESET_LESSON
from tests.browser.harness import PAINTED_JS, ROOT, App, chromium, kernels, voila, wait_until

REPEATS = 3
CLASS = 10  # learners opening the tutor at once
HERE = Path(__file__).parent
CLASS_LOG = ".voila-bench.log"  # the classroom server's log: the bench waits on its "pool filled" lines


def painted(browser, url: str) -> float:
    """Seconds from opening the page to a painted board (a fresh kernel each time)."""
    app = App(browser, url)
    seconds = app.wait_painted(timeout=90)
    app.page.close()
    return seconds


def preheated_painted(browser, url: str, notebook: str) -> float:
    """Seconds to a painted board when the notebook's preheated kernel is ready (waits for the pool first)."""
    filled = f"Kernel pool of {notebook} is filled"
    log = ROOT / CLASS_LOG
    before = log.read_text().count(filled)
    seconds = painted(browser, url)
    wait_until(lambda: log.read_text().count(filled) > before, 180, f"{notebook}'s pool refilled")
    return seconds


def settled(server_pid: int, quiet: float = 5.0) -> None:
    """Wait until the server's kernels are idle: a refilled pool's new kernel has run its notebook up to the
    point where it waits for a page (the pool says "filled" when the kernel starts, before that)."""
    import psutil

    def busy(procs) -> float:
        total = 0.0
        for k in procs:
            try:
                total += k.cpu_percent(None)
            except psutil.Error:  # a kernel culled meanwhile is idle enough
                continue
        return total

    def idle() -> bool:
        procs = kernels(server_pid)
        busy(procs)
        time.sleep(1.0)
        return busy(procs) < quiet
    wait_until(idle, 120, "the kernel pool settled")


def class_opens(browser, url: str, server_pid: int, learners: int = CLASS) -> tuple[float, float]:
    """Seconds from ``learners`` pages opening at once to the last board painted; median kernel RSS (MB) then."""
    start = time.perf_counter()
    apps = [App(browser, url, wait_until="commit") for _ in range(learners)]
    for app in apps:
        app.page.wait_for_function(PAINTED_JS, timeout=600_000, polling=100)
    seconds = time.perf_counter() - start
    rss = median_rss_mb(server_pid)
    for app in apps:
        app.page.close()
    return seconds, rss


def median_rss_mb(server_pid: int) -> float:
    """The median resident memory of the server's kernels, in MB."""
    return _median([k.memory_info().rss / 2**20 for k in kernels(server_pid)])


def button_round_trip(browser, url: str) -> list[float]:
    """Seconds from pressing the bare button to its label changing."""
    app = App(browser, url)
    app.page.wait_for_selector("text=clicks: 0", timeout=60_000)
    times = []
    for i in range(1, REPEATS + 2):
        start = time.perf_counter()
        app.page.get_by_role("button", name="Press").click()
        app.page.wait_for_selector(f"text=clicks: {i}", timeout=30_000)
        times.append(time.perf_counter() - start)
    app.page.close()
    return times[1:]


def board_click(browser, url: str, lesson: int, spot: tuple[float, float], all_run: str = "") -> list[float]:
    """Seconds from a click on the board to the board repainted (reset between clicks), once the page is painted
    (and its cells have all run, where ``all_run`` says how to tell)."""
    app = App(browser, url)
    app.wait_painted(timeout=90)
    if all_run:
        app.page.wait_for_function(all_run, timeout=90_000)
    app.page.locator("select").first.select_option(index=lesson)
    app.page.get_by_text(f"Lesson {lesson + 1} of", exact=False).first.wait_for(timeout=30_000)
    app.page.wait_for_timeout(1500)  # the lesson's board may look like the one before it: wait on its title, then its paint
    times = []
    for i in range(REPEATS + 1):
        if i:
            before = app.fingerprint()
            app.page.get_by_role("button", name=RESET_LESSON).click()
            app.wait_changed(before)
        app.page.wait_for_timeout(300)
        before = app.fingerprint()
        start = time.perf_counter()
        app.click_board(*spot)
        app.wait_changed(before)
        times.append(time.perf_counter() - start)
    app.page.close()
    return times[1:]


def tutor_widget_counts() -> dict[str, int]:
    """For each tutor: the widget models (Layouts and Styles included) its page holds at first paint, each of
    which the browser builds before it shows the board (deterministic: a figure to compare between versions)."""
    from fishtutor.lessons import LESSONS
    from fishtutor.tutor import Tutor

    return {game: _alive_models(Tutor(game, start=0).widget) for game in LESSONS}


def _alive_models(root) -> int:
    """The widget models reachable from ``root`` (its children, layouts, styles, recursively)."""
    import ipywidgets as W

    seen: dict[str, object] = {}

    def visit(value) -> None:
        if isinstance(value, W.Widget):
            if value.model_id in seen:
                return
            seen[value.model_id] = value
            for name in value.keys:
                visit(getattr(value, name, None))
        elif isinstance(value, (list, tuple)):
            for item in value:
                visit(item)
    visit(root)
    return len(seen)


def _median(values: list[float]) -> float:
    return statistics.median(values)


def print_run(run, default_repeats: int) -> None:
    """``python -m bench.paint|click [REPEATS]``: run the interleaved rounds, print their lines and the time taken."""
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else default_repeats
    start = time.perf_counter()
    for line in run(repeats):
        print(line)
    print(f"({time.perf_counter() - start:.0f} s)")


def report(apps: list[tuple[str, str, int, tuple[float, float]]]) -> list[str]:
    """The browser section of the benchmark: each app's paint and click times beside the references."""
    lines = []
    with voila(HERE / "reference") as ref_base, chromium() as browser:
        bare_paint = _median([painted(browser, f"{ref_base}/voila/render/bare_canvas.ipynb") for _ in range(REPEATS)])
        bare_rss = median_rss_mb(ref_base.pid)  # the bare canvas pages' kernels (the reference server never culls)
        bare_click = _median(button_round_trip(browser, f"{ref_base}/voila/render/bare_button.ipynb"))
    lines += [f"bare one-canvas Voilà page, open → painted (reference): {bare_paint:.2f} s",
              f"bare button round trip (reference): {bare_click * 1000:.0f} ms", ""]
    with voila(ROOT / "notebooks", classroom=True, log_name=CLASS_LOG) as base, \
            chromium() as browser:
        lines += _apps(browser, base, apps, bare_paint, bare_click)
        lines += _class(browser, base, apps[0][1], bare_paint, bare_rss)
    return lines


def _warm(server_pid: int) -> None:
    """Let the pool settle before a page is timed (a learner arriving at a warm classroom)."""
    settled(server_pid)


def _class(browser, base, notebook: str, bare_paint: float, bare_rss: float) -> list[str]:
    """A class opening the first tutor at once, and what each learner's kernel holds in memory."""
    import psutil
    last, rss = class_opens(browser, f"{base}/voila/render/{notebook}", base.pid)
    total = psutil.virtual_memory().total / 2**20
    learners = int((total - 1024) // rss)
    return [f"Class load ({CLASS} learners open {notebook} at once, classroom configuration):",
            f"  last board painted after {last:.2f} s = {last / bare_paint:.2f}× one bare page",
            f"Memory per kernel once the class has its boards (RSS, median over the server's kernels, preheated ones "
            f"included): tutor {rss:.0f} MB · bare ipykernel + ipycanvas {bare_rss:.0f} MB "
            f"({rss / bare_rss:.2f}×)",
            f"  this machine ({total / 1024:.1f} GB, 1 GB kept for the system) holds about {learners} learners", ""]


def _apps(browser, base, apps, bare_paint: float, bare_click: float) -> list[str]:
    """Each tutor's paint (preheated kernel) and click times beside the bare references."""
    lines, models = [], tutor_widget_counts()
    for title, notebook, lesson, spot in apps:
        url = f"{base}/voila/render/{notebook}"
        paint = _median([_warm(base.pid) or preheated_painted(browser, url, notebook) for _ in range(REPEATS)])
        click = _median(board_click(browser, url, lesson, spot))
        built = models.get(notebook.removesuffix(".ipynb"), 0)
        lines += [f"{title} app ({notebook}): the tutor's first page holds {built} widget models",
                  f"  open → painted board (preheated kernel): {paint:.2f} s = {paint / bare_paint:.2f}× the bare "
                  f"page (target < 1×)  {'met' if paint < bare_paint else 'NOT met'}",
                  f"  click → repainted:    {click * 1000:.0f} ms = {click / bare_click:.2f}× a bare button "
                  f"(target ≤ 2×)  {'met' if click <= 2 * bare_click else 'NOT met'}", ""]
    return lines
