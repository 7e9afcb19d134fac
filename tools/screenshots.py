"""Developer tool: open each app in Voilà + headless Chromium and save a screenshot of every lesson step.

Usage: python -m tools.screenshots [OUT_DIR] [--width 1000]"""
from __future__ import annotations

import sys
from pathlib import Path

from tests.browser.harness import ROOT, App, chromium, voila


def lesson_shots(browser, base: str, game: str, out: Path, width: int) -> list[Path]:
    """One screenshot per lesson, chosen from the lesson menu as a learner would."""
    app = App(browser, f"{base}/voila/render/{game}.ipynb", width=width, height=2200)
    app.wait_painted()
    select = app.page.locator("select").first
    count = select.locator("option").count()
    paths = []
    for i in range(count):
        before = app.fingerprint()
        if i:
            select.select_option(index=i)
            try:
                app.wait_changed(before, timeout=10)
            except Exception:  # noqa: BLE001 - some lessons start from an identical-looking board
                pass
        app.page.wait_for_timeout(400)
        path = out / f"{game}-{i + 1:02d}.png"
        app.page.screenshot(path=str(path), full_page=True)
        paths.append(path)
    print(f"{game}: {len(paths)} lessons, console errors: {app.errors or 'none'}, traceback: {app.has_traceback()}")
    return paths


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("--") else ROOT / "artifacts")
    width = int(sys.argv[sys.argv.index("--width") + 1]) if "--width" in sys.argv else 1000
    out.mkdir(parents=True, exist_ok=True)
    with voila(ROOT / "notebooks") as base, chromium() as browser:
        for game in ("fish_frenzy", "fish_eat_fish"):
            lesson_shots(browser, base, game, out, width)
