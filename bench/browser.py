"""Voilà figures: page to painted board, and click to repaint, each beside a bare reference page."""
from __future__ import annotations

import statistics
import time
from pathlib import Path

from tests.browser.harness import ROOT, App, chromium, voila

REPEATS = 3
HERE = Path(__file__).parent


def painted(browser, url: str) -> float:
    """Seconds from opening the page to a painted board (a fresh kernel each time)."""
    app = App(browser, url)
    seconds = app.wait_painted(timeout=90)
    app.page.close()
    return seconds


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


def board_click(browser, url: str, lesson: int, spot: tuple[float, float]) -> list[float]:
    """Seconds from a click on the board to the board repainted (reset between clicks)."""
    app = App(browser, url)
    app.wait_painted(timeout=90)
    before = app.fingerprint()
    app.page.locator("select").first.select_option(index=lesson)
    app.wait_changed(before)
    times = []
    for i in range(REPEATS + 1):
        if i:
            before = app.fingerprint()
            app.page.get_by_role("button", name="↺ Reset").click()
            app.wait_changed(before)
        app.page.wait_for_timeout(300)
        before = app.fingerprint()
        start = time.perf_counter()
        app.click_board(*spot)
        app.wait_changed(before)
        times.append(time.perf_counter() - start)
    app.page.close()
    return times[1:]


def _median(values: list[float]) -> float:
    return statistics.median(values)


def report(apps: list[tuple[str, str, int, tuple[float, float]]]) -> list[str]:
    """The browser section of the benchmark: each app's paint and click times beside the references."""
    lines = []
    with voila(HERE / "reference") as ref_base, voila(ROOT / "notebooks") as base, chromium() as browser:
        bare_paint = _median([painted(browser, f"{ref_base}/voila/render/bare_canvas.ipynb") for _ in range(REPEATS)])
        bare_click = _median(button_round_trip(browser, f"{ref_base}/voila/render/bare_button.ipynb"))
        lines += [f"bare one-canvas Voilà page, open → painted (reference): {bare_paint:.2f} s",
                  f"bare button round trip (reference): {bare_click * 1000:.0f} ms", ""]
        for title, notebook, lesson, spot in apps:
            url = f"{base}/voila/render/{notebook}"
            paint = _median([painted(browser, url) for _ in range(REPEATS)])
            click = _median(board_click(browser, url, lesson, spot))
            lines += [f"{title} app ({notebook}):",
                      f"  open → painted board: {paint:.2f} s = {paint / bare_paint:.2f}× the bare page "
                      f"(target ≤ 1.5×)  {'met' if paint <= 1.5 * bare_paint else 'NOT met'}",
                      f"  click → repainted:    {click * 1000:.0f} ms = {click / bare_click:.2f}× a bare button "
                      f"(target ≤ 2×)  {'met' if click <= 2 * bare_click else 'NOT met'}", ""]
    return lines
