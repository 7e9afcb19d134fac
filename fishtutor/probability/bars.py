"""Exact answers as bars beside simulated ones, as a PNG: drawn by matplotlib in a process of its own.

A tutor's page shows these pictures as it is built; drawing them in a short-lived process keeps matplotlib (about
a third of a kernel's memory) out of the kernel that stays with the learner. Run as a script, it reads the bars
as JSON on its standard input and writes the PNG on its standard output."""
from __future__ import annotations

import io
import json
import subprocess
import sys

SECONDS = 120  # a drawing process that has not answered by then is given up: the picture is drawn here instead


def draw(bars: dict) -> bytes:
    """The PNG of ``bars`` (labels, exact, simulated, errors, title, size), drawn in a process of its own unless
    this one already holds matplotlib (then drawing here costs nothing more); the picture is the same either way."""
    if "matplotlib" not in sys.modules:
        try:
            done = subprocess.run([sys.executable, "-P", __file__], input=json.dumps(bars).encode(),
                                  capture_output=True, timeout=SECONDS, check=True)
            if done.stdout.startswith(b"\x89PNG"):
                return done.stdout
        except (OSError, subprocess.SubprocessError):
            pass  # no process of its own to be had: drawn here, at the cost of the kernel's memory
    return bars_png(bars)


def bars_png(bars: dict) -> bytes:
    """Draw the bars with matplotlib (no pyplot global state)."""
    import numpy as np
    from matplotlib.figure import Figure
    fig = Figure(figsize=tuple(bars["size"]), dpi=100)
    ax = fig.add_subplot()
    x = np.arange(len(bars["labels"]))
    ax.bar(x - 0.2, bars["exact"], 0.4, color="#d63a3a", label="exact")
    ax.bar(x + 0.2, bars["simulated"], 0.4, yerr=bars["errors"], color="#2f6fd6", capsize=4,
           label="simulated ±2 s.e.")
    ax.set_xticks(x, bars["labels"])
    ax.set_title(bars["title"], fontsize=10)
    ax.legend(fontsize=8)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return buffer.getvalue()


if __name__ == "__main__":
    sys.stdout.buffer.write(bars_png(json.load(sys.stdin)))
