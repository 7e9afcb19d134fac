"""Write the rules site's Sphinx sources from the data and build them into static HTML (offline: no theme,
font or script comes from the network). Plots are drawn once per question, seed and trials, then cached."""
from __future__ import annotations

import hashlib
from pathlib import Path

from .pages import assignment_page, game_page, index_page

TRIALS = 4000  # each plot's simulated games: enough for a settled curve, quick to draw
SEED = 2026  # the plots' fixed seed (same seed, same pictures)
CONF = '''# Written by fishtutor.site: the rules site's Sphinx configuration (furo theme, nothing from the network).
project = "fishtutor rules"
author = "the fishtutor project"
copyright = "the fishtutor project (MIT licence)"  # the footer names the project
extensions = []
html_theme = "furo"
html_title = "fishtutor: the rules"
html_static_path = ["_static"]
html_css_files = ["site.css"]
html_js_files = ["site.js"]
html_show_sourcelink = False
html_copy_source = False
html_show_sphinx = False
html_use_index = False
html_last_updated_fmt = None
templates_path = []
exclude_patterns = []
'''
CSS = """.board svg, .board { max-width: 100%; height: auto; display: block; }
.lesson { margin: 1.2em 0 2em 0; }
.lesson a, .graded a { text-decoration: underline; }
.table-box { overflow-x: auto; max-width: 100%; }
table.edition { border-collapse: collapse; font-size: 0.85em; }
table.edition th, table.edition td { border: 1px solid #d5dde6; padding: 4px 7px; vertical-align: top; text-align: left; }
table.edition caption { font-weight: bold; text-align: left; padding: 4px 0; }
details.worked { border-left: 3px solid #9db7d3; padding-left: 0.8em; margin: 0.6em 0 1.6em 0; }
"""


# Opened from a file, a live link beside the site (../voila/render/...) has no tutor to reach: say so beside it.
JS = """document.addEventListener("DOMContentLoaded", () => {
  if (location.protocol !== "file:") return;
  for (const link of document.querySelectorAll("a[data-beside]")) {
    const note = document.createElement("span");
    note.className = "needs-server";
    note.textContent = " (needs the tutor's server: open this site from make demo, at /site/)";
    link.after(note);
  }
});
"""


def write(path: Path, text: str | bytes) -> None:
    """Write a file only when its content changes (so Sphinx rebuilds only the pages that changed)."""
    data = text.encode() if isinstance(text, str) else text
    if path.exists() and path.read_bytes() == data:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def plot_key(question, trials: int, seed: int) -> str:
    """A name that changes whenever the question, its answer, the trials or the seed do."""
    ex = question.exercise
    words = f"{ex.id}|{ex.question}|{ex.exact}|{question.stage}|{trials}|{seed}"
    return f"{ex.id}-{hashlib.sha256(words.encode()).hexdigest()[:12]}.png"


def plots(assignments, src: Path, cache: Path, trials: int = TRIALS, seed: int = SEED) -> dict[str, str]:
    """Each simulated question's plot (simulation only: the exact answer stays in the fold), as a source path."""
    from fishtutor.probability.core import run
    from fishtutor.probability.plots import question_png
    found = {}
    for a in assignments:
        for q in a.questions:
            if q.exercise.simulate is None:
                continue
            name = plot_key(q, trials, seed)
            kept = cache / name
            if not kept.exists():
                png = question_png(q, run(q.exercise, min(trials, q.exercise.max_trials), seed), exact=False)
                write(kept, png)
            write(src / "_plots" / name, kept.read_bytes())
            found[q.exercise.id] = f"_plots/{name}"
    return found


def sources(src: Path, server: str = "", cache: Path | None = None) -> list[Path]:
    """Every Sphinx source of the site, written into ``src``; returns the pages written."""
    from fishtutor.probability.course import course
    from .boards import PAGES
    assignments = course()
    drawn = plots(assignments, src, cache or src / "_cache")
    pages = {"index": index_page(assignments)}
    pages.update({page: game_page(page, server) for page in PAGES})
    pages.update({f"probability_{a.game}": assignment_page(a, drawn, server) for a in assignments})
    write(src / "conf.py", CONF)
    write(src / "_static" / "site.css", CSS)
    write(src / "_static" / "site.js", JS)
    for name, text in pages.items():
        write(src / f"{name}.rst", text)
    return [src / f"{name}.rst" for name in pages]


def build(out: Path, work: Path, server: str = "") -> Path:
    """Write the sources into ``work`` and build the HTML site into ``out`` (every page afresh: the navigation on
    each page changes with the others; warnings are errors)."""
    from sphinx.cmd.build import build_main
    src = work / "src"
    sources(src, server, work / "plots")
    code = build_main(["-b", "html", "-E", "-q", "-W", "--keep-going", "-d", str(work / "doctrees"), str(src), str(out)])
    if code:
        raise SystemExit(f"Sphinx could not build the site (exit {code}): see the messages above.")
    return out
