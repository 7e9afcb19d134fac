"""Exact answers as bars beside simulated ones, as a PNG: drawn by matplotlib in a process of its own.

A tutor's page shows these pictures as it is built; drawing them in a short-lived process keeps matplotlib (about
a third of a kernel's memory) out of the kernel that stays with the learner. Run as a script, it reads bars as
JSON lines on its standard input and writes each PNG on its standard output; it stays LINGER seconds for the
page's next picture, then ends. A picture drawn once is kept for every kernel of the server (pictures.py)."""
from __future__ import annotations

import io
import json
import os
import select
import subprocess
import sys
import threading
import time

SECONDS = 120  # a drawing process that has not answered by then is given up: the picture is drawn here instead
LINGER = 20  # seconds the drawing process waits for the page's next picture before it ends (and frees its memory)
_drawer: subprocess.Popen | None = None
_lock = threading.Lock()


def draw(bars: dict) -> bytes:
    """The PNG of ``bars`` (labels, exact, simulated, errors, title, size), drawn in a process of its own unless
    this one already holds matplotlib (then drawing here costs nothing more); the picture is the same either way.
    Without matplotlib (the browser edition, where no process can be started either) the bars are SVG."""
    from .edition import SVG_PLOTS
    if SVG_PLOTS:
        from .svgplots import bars_svg
        return bars_svg(bars)
    from .pictures import kept
    return kept(bars, lambda: _drawn(bars))  # drawn once, then read by every kernel of the server


def _drawn(bars: dict) -> bytes:
    """The PNG of ``bars`` drawn now: in the drawing process, unless this process holds matplotlib already."""
    if "matplotlib" not in sys.modules:
        with _lock:
            for _ in range(2):  # a drawer that had just ended as it was asked is started again, once
                try:
                    return _ask(bars)
                except (OSError, EOFError, ValueError, subprocess.SubprocessError):
                    _stop()
    return bars_png(bars)  # no process of its own to be had: drawn here, at the cost of the kernel's memory


def _ask(bars: dict) -> bytes:
    """Send ``bars`` to the drawing process (started if none is waiting) and read back its PNG."""
    global _drawer
    if _drawer is None or _drawer.poll() is not None:
        _drawer = subprocess.Popen([sys.executable, "-P", __file__], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL)
        threading.Thread(target=_drawer.wait, daemon=True).start()  # reaped as soon as it ends (no zombie left)
    _drawer.stdin.write(json.dumps(bars).encode() + b"\n")
    _drawer.stdin.flush()
    deadline = time.monotonic() + SECONDS
    size = int.from_bytes(_read(_drawer.stdout, 8, deadline), "big")
    png = _read(_drawer.stdout, size, deadline)
    if not png.startswith(b"\x89PNG"):
        raise ValueError("the drawing process did not answer with a PNG")
    return png


def _read(stream, n: int, deadline: float) -> bytes:
    """Exactly ``n`` bytes from ``stream`` before ``deadline``."""
    data = b""
    while len(data) < n:
        if not select.select([stream], [], [], max(0.0, deadline - time.monotonic()))[0]:
            raise TimeoutError("the drawing process did not answer in time")
        chunk = os.read(stream.fileno(), n - len(data))
        if not chunk:
            raise EOFError("the drawing process ended")
        data += chunk
    return data


def _stop() -> None:
    """End the drawing process (it failed or ended)."""
    global _drawer
    if _drawer is not None:
        _drawer.kill()
        _drawer.wait()
        _drawer = None


def bars_png(bars: dict) -> bytes:
    """Draw the bars with matplotlib (no pyplot global state)."""
    import numpy as np
    from matplotlib.figure import Figure
    fig = Figure(figsize=tuple(bars["size"]), dpi=100)
    ax = fig.add_subplot()
    x = np.arange(len(bars["labels"]))
    if bars.get("exact") is not None:  # None: the question is not answered yet, so its exact bars stay hidden
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


def serve(requests: int = 0, answers: int = 1, linger: float = LINGER) -> None:
    """The drawing process: one JSON line of bars in (file descriptor ``requests``), its PNG out (``answers``,
    8 bytes of length first), until no picture is asked for ``linger`` seconds or the kernel closes the pipe."""
    pending = b""
    while True:
        while b"\n" not in pending:
            if not select.select([requests], [], [], linger)[0]:
                return
            chunk = os.read(requests, 1 << 16)
            if not chunk:
                return
            pending += chunk
        line, pending = pending.split(b"\n", 1)
        png = bars_png(json.loads(line))
        answer = memoryview(len(png).to_bytes(8, "big") + png)
        while answer:
            answer = answer[os.write(answers, answer):]


if __name__ == "__main__":
    serve()
