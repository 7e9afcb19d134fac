"""Paint figures only (``python -m bench.paint [REPEATS]``): each tutor with a preheated kernel beside a bare page.

The bare one-canvas page and the tutors are opened in turn, in the same run, so a busy machine slows them alike;
the ratios of the medians are the figures to read. Also prints the widgets each tutor builds (deterministic)."""
from __future__ import annotations

import os

from fishtutor.lessons import LESSONS
from tests.browser.harness import ROOT, chromium, voila

from .browser import HERE, CLASS_LOG, _median, painted, preheated_painted, print_run, settled, tutor_widget_counts

TUTORS = tuple(f"{name}.ipynb" for name in LESSONS if (ROOT / "notebooks" / f"{name}.ipynb").exists())  # every tutor app


def run(repeats: int) -> list[str]:
    """Interleaved paints: bare, each tutor (preheated, settled pool), ``repeats`` times; medians and ratios."""
    times: dict[str, list[float]] = {"bare": [], **{nb: [] for nb in TUTORS}}
    with voila(HERE / "reference") as ref, voila(ROOT / "notebooks", classroom=True, log_name=CLASS_LOG) as base, \
            chromium() as browser:
        for _ in range(repeats):
            settled(base.pid)
            times["bare"].append(painted(browser, f"{ref}/voila/render/bare_canvas.ipynb"))
            for nb in TUTORS:
                settled(base.pid)
                times[nb].append(preheated_painted(browser, f"{base}/voila/render/{nb}", nb))
    bare = _median(times["bare"])
    lines = [f"paint, {repeats} interleaved repeats, load average {os.getloadavg()[0]:.1f}:",
             f"  bare one-canvas page (fresh kernel): median {bare:.2f} s  {_all(times['bare'])}"]
    for nb in TUTORS:
        paint = _median(times[nb])
        lines.append(f"  {nb} (preheated): median {paint:.2f} s = {paint / bare:.2f}× bare  {_all(times[nb])}")
    return lines


def _all(values: list[float]) -> str:
    return "[" + ", ".join(f"{v:.2f}" for v in values) + "]"


def main() -> None:
    for game, models in tutor_widget_counts().items():
        print(f"{game}: the tutor's first page holds {models} widget models")
    print_run(run, 5)


if __name__ == "__main__":
    main()
