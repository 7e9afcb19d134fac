"""Click figures only (``python -m bench.click [REPEATS]``): each tutor's click → repaint beside a bare button.

The bare button and the tutors are clicked in turn, in the same run, so a busy machine slows them alike; the
ratios of the medians are the figures to read."""
from __future__ import annotations

import os

from tests.browser.harness import ROOT, chromium, voila

from .apps import board_apps
from .browser import HERE, CLASS_LOG, _median, board_click, button_round_trip, print_run


def run(repeats: int) -> list[str]:
    """Interleaved rounds: the bare button, then each tutor's board click, ``repeats`` times; medians and ratios."""
    apps = board_apps()
    times: dict[str, list[float]] = {"bare": [], **{nb: [] for _t, nb, _l, _s in apps}}
    with voila(HERE / "reference") as ref, voila(ROOT / "notebooks", classroom=True, log_name=CLASS_LOG) as base, \
            chromium() as browser:
        for _ in range(repeats):
            times["bare"] += button_round_trip(browser, f"{ref}/voila/render/bare_button.ipynb")
            for _title, nb, lesson, spot in apps:
                times[nb] += board_click(browser, f"{base}/voila/render/{nb}", lesson, spot)
    bare = _median(times["bare"])
    lines = [f"click → repainted, {repeats} interleaved rounds, load average {os.getloadavg()[0]:.1f}:",
             f"  bare button round trip: median {bare * 1000:.0f} ms  {_all(times['bare'])}"]
    for _title, nb, _lesson, _spot in apps:
        click = _median(times[nb])
        lines.append(f"  {nb}: median {click * 1000:.0f} ms = {click / bare:.2f}× bare (target ≤ 2×)  "
                     f"{'met' if click <= 2 * bare else 'NOT met'}  {_all(times[nb])}")
    return lines


def _all(values: list[float]) -> str:
    return "[" + ", ".join(f"{v * 1000:.0f}" for v in values) + "] ms"


def main() -> None:
    print_run(run, 3)


if __name__ == "__main__":
    main()
