"""The static edition beside the Voilà server, in the same run (``python -m bench.static [REPEATS]``): each tutor's
first board painted from the static site with a cold browser cache and with a warm one, and a click on the board →
repainted, beside the same tutor served by the classroom's Voilà server (a preheated kernel); also what a first
visit downloads and the site's size. ``python -m bench.static 1 fish_frenzy`` measures one tutor. Figures are
reports, not tests."""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from tests.browser.harness import ALL_RUN_JS, CHROMIUM, CHROMIUM_ARGS, PAINTED_JS, ROOT, chromium, voila
from tests.support.static_site import SITE, served

from .browser import CLASS_LOG, _median, board_click, preheated_painted, print_run, settled


def _painted(context, url: str) -> float:
    """Seconds from opening ``url`` in ``context`` (its cache as it is) to a painted board; the page is closed once
    its last cell has run (the board shows before: a visitor's page keeps running the cells below it)."""
    page = context.new_page()
    start = time.perf_counter()
    page.goto(url, wait_until="domcontentloaded", timeout=120_000)
    page.wait_for_function(PAINTED_JS, timeout=300_000, polling=50)
    seconds = time.perf_counter() - start
    page.wait_for_function(ALL_RUN_JS, timeout=300_000)
    page.close()
    return seconds


# A visitor comes back later, not within the second: the browser's work after the first visit (compiling Pyodide's
# WebAssembly at its top tier in the background, and keeping the compiled code) done first. Back to back on 2 cores, a
# return visit took 2 to 3 s longer about one time in seven, and as long as the first visit
RETURN_AFTER_S = 5


def static_paints(browser, site, url: str) -> tuple[float, float, int]:
    """A first visit (a new browser profile: empty cache), then a return visit (the same profile again, as a
    visitor's own browser keeps it on disk, compiled WebAssembly included): seconds each, and the bytes the first
    visit took from the site. An incognito context would keep no compiled code, and time a return as a first
    visit's compiling again (about 1 s more on this machine)."""
    with tempfile.TemporaryDirectory() as profile:
        context = browser.browser_type.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport={"width": 1000, "height": 900})
        try:
            before = site.sent
            cold = _painted(context, url)
            downloaded = site.sent - before
            time.sleep(RETURN_AFTER_S)
            warm = _painted(context, url)
        finally:
            context.close()
    return cold, warm, downloaded


def size_mb(folder: Path) -> float:
    """A folder's size in MB."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


ONLY: list[str] = []  # tutors named on the command line (none: every tutor)


def run(repeats: int) -> list[str]:
    """Interleaved rounds over every tutor: static first visit, return visit, Voilà preheated; clicks on both."""
    from .apps import board_apps
    apps = [app for app in board_apps() if not ONLY or app[1].removesuffix(".ipynb") in ONLY]
    rows: dict[str, dict[str, list[float]]] = {nb: {k: [] for k in ("cold", "warm", "voila", "sclick", "vclick")}
                                               for _t, nb, _l, _s in apps}
    downloads = []
    with served() as site, voila(ROOT / "notebooks", classroom=True, log_name=CLASS_LOG) as base, \
            chromium() as browser:
        for _ in range(repeats):
            for _title, nb, lesson, spot in apps:
                page = nb.replace(".ipynb", ".html")
                cold, warm, got = static_paints(browser, site, f"{site}/voici/render/{page}")
                rows[nb]["cold"].append(cold)
                rows[nb]["warm"].append(warm)
                downloads.append(got)
                settled(base.pid)
                rows[nb]["voila"].append(preheated_painted(browser, f"{base}/voila/render/{nb}", nb))
                rows[nb]["sclick"] += board_click(browser, f"{site}/voici/render/{page}", lesson, spot, ALL_RUN_JS)
                rows[nb]["vclick"] += board_click(browser, f"{base}/voila/render/{nb}", lesson, spot)
    lines = [f"static edition beside Voilà, {repeats} round(s), load average {os.getloadavg()[0]:.1f}: site "
             f"{size_mb(SITE):.0f} MB; a first visit downloads {_median(downloads) / 1e6:.0f} MB "
             f"(median over the tutors)",
             f"  {'tutor':<26}{'static cold':>12}{'static warm':>12}{'Voilà preheated':>16}{'click static':>14}"
             f"{'click Voilà':>13}"]
    for _title, nb, _lesson, _spot in apps:
        r = {k: _median(v) for k, v in rows[nb].items()}
        lines.append(f"  {nb:<26}{r['cold']:>11.1f}s{r['warm']:>11.1f}s{r['voila']:>15.1f}s"
                     f"{r['sclick'] * 1000:>12.0f}ms{r['vclick'] * 1000:>11.0f}ms")
    return lines


def report() -> list[str]:
    """The static edition's section of ``make bench`` (one round)."""
    return run(1)


def main() -> None:
    """``python -m bench.static [REPEATS] [TUTOR ...]``."""
    import sys
    ONLY.extend(sys.argv[2:])
    del sys.argv[2:]
    print_run(run, 1)


if __name__ == "__main__":
    main()
