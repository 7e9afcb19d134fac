"""Kernel memory only (``python -m bench.memory [REPEATS]``): each tutor's Voilà kernel beside a bare one.

One page at a time is opened in headless Chromium, its board painted, and the resident memory of the kernel
that page started is read once it is idle. The bare one-canvas page (ipykernel + ipycanvas, nothing else) and
the tutors are opened in turn, in the same run, on one plain Voilà server (no preheated kernels), so the two
are measured alike; the ratio of the medians is the figure to read (target: at most 1.3× the bare kernel)."""
from __future__ import annotations

import os
import re
import time

from tests.browser.harness import ROOT, App, chromium, kernels, voila, wait_until

from .browser import HERE, _median, print_run

TARGET = 1.3
REPEATS = 3  # rounds in make bench
QUIET_SECONDS = 2.0  # the kernel's memory is read once it has been idle this long after the board painted
BARE = "bare_canvas.ipynb"


def tutors() -> tuple[str, ...]:
    """Every tutor app: a notebook named after a game with lessons."""
    from fishtutor.lessons import LESSONS
    return tuple(f"{name}.ipynb" for name in LESSONS if (ROOT / "notebooks" / f"{name}.ipynb").exists())


def page_kernel_mb(browser, base, notebook: str) -> float:
    """Open ``notebook``, wait for its painted board, and return its kernel's resident memory (MB) once idle."""
    app = App(browser, f"{base}/voila/render/{notebook}")
    app.wait_painted(timeout=120)
    kernel = wait_until(lambda: page_kernel(base.pid, app.page.content()), 30, f"{notebook}'s kernel")
    _idle(kernel)
    rss = kernel.memory_info().rss / 2**20
    app.page.close()  # its kernel is left to the server (stopping it by hand makes Voilà start it again)
    return rss


def page_kernel(server_pid: int, page_html: str):
    """The kernel process whose id the page names (Voilà writes it in the page's configuration)."""
    for kernel in kernels(server_pid):
        found = re.search(r"kernel-([0-9a-f-]{36})\.json", " ".join(kernel.cmdline()))
        if found and f'"kernelId": "{found.group(1)}"' in page_html:
            return kernel
    return None


def _idle(kernel) -> None:
    """Wait until ``kernel`` has spent (almost) no CPU and kept its memory through two QUIET_SECONDS windows."""
    kernel.cpu_percent(None)
    end, calm, rss = time.monotonic() + 120, 0, kernel.memory_info().rss
    while calm < 2 and time.monotonic() < end:
        time.sleep(QUIET_SECONDS)
        now = kernel.memory_info().rss
        calm = calm + 1 if kernel.cpu_percent(None) < 2.0 and abs(now - rss) < 2**19 else 0
        rss = now


def run(repeats: int) -> list[str]:
    """``repeats`` rounds of: the bare page, then each tutor; medians and ratios to the bare kernel."""
    notebooks = tutors()
    sizes: dict[str, list[float]] = {BARE: [], **{nb: [] for nb in notebooks}}
    with voila(HERE / "reference") as ref, voila(ROOT / "notebooks", log_name=".voila-bench.log") as base, \
            chromium() as browser:
        for _ in range(repeats):
            sizes[BARE].append(page_kernel_mb(browser, ref, BARE))
            for nb in notebooks:
                sizes[nb].append(page_kernel_mb(browser, base, nb))
    return lines(sizes, repeats)


def lines(sizes: dict[str, list[float]], repeats: int) -> list[str]:
    """The report: each tutor's median kernel memory as a multiple of the bare kernel's, PASS/FAIL against 1.3×."""
    bare = _median(sizes[BARE])
    out = [f"Kernel memory (RSS of the kernel a page starts, idle after its board painted; {repeats} interleaved "
           f"rounds, load average {os.getloadavg()[0]:.1f}):",
           f"  bare ipykernel + ipycanvas page (reference): median {bare:.0f} MB  {_all(sizes[BARE])}"]
    for nb, values in sizes.items():
        if nb == BARE:
            continue
        mb = _median(values)
        out.append(f"  {nb}: median {mb:.0f} MB = {mb / bare:.2f}× bare (target ≤ {TARGET}×)  "
                   f"{'PASS' if mb <= TARGET * bare else 'FAIL'}  {_all(values)}")
    return out + [""]


def _all(values: list[float]) -> str:
    return "[" + ", ".join(f"{v:.0f}" for v in values) + "] MB"


def main() -> None:
    print_run(run, 1)


if __name__ == "__main__":
    main()
