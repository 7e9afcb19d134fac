"""The class server's memory (fishtutor/classroom_memory.py) under make serve's configuration: kernels started and
culled leave nothing behind in the server process, and a huge upload is refused before it is held in memory.

The server's own memory report (FISHTUTOR_MEMORY_REPORT, written on SIGUSR1) counts, in every place Jupyter, Voilà
and the classroom guard keep something per kernel, the entries naming a kernel that is no longer running. Counts,
not timings or megabytes: nothing here depends on how loaded the machine is. Figures over a whole class session:
python -m bench.server_memory.
"""
import http.client
import json
import os
import signal
import time
from urllib.parse import urlsplit

import pytest

from fishtutor.classroom import POOL_PER_NOTEBOOK, WARM_PAGES
from fishtutor.classroom_memory import MAX_BODY_BYTES, REPORT_VARIABLE

from tests.browser.harness import ROOT, kernels, voila, wait_until

pytestmark = pytest.mark.kernels  # starts a server and its kernels: make test, not make check

NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
POOL = POOL_PER_NOTEBOOK * len(set(WARM_PAGES) & set(NOTEBOOKS))
CLOSED_TAB, CULL_EVERY = 10, 3  # test-only cull figures (the pages here are plain GETs: no browser ever connects)
# Pages opened: a tutor's takes its preheated kernel (Voilà then keeps the page's request for it), a page of words
# starts a kernel of its own; one a visitor, from its own address.
PAGES = ["fish_frenzy.ipynb", "index.ipynb", "jumping_fish.ipynb?lesson=2", "fish_eat_fish.ipynb"] * 2


def ask(base: str, path: str, source: str, method: str = "GET", body: bytes | None = None) -> int:
    """A plain request from ``source``: its status (0 when the server closed the connection instead)."""
    parts = urlsplit(base)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=300, source_address=(source, 0))
    try:
        connection.request(method, path, body=body)
        reply = connection.getresponse()
        reply.read()
        return reply.status
    except (ConnectionError, http.client.HTTPException):
        return 0
    finally:
        connection.close()


def memory_report(base, path) -> dict:
    """Ask the server for its memory report (SIGUSR1) and read it."""
    path.unlink(missing_ok=True)
    os.kill(base.pid, signal.SIGUSR1)
    wait_until(lambda: path.exists() and path.stat().st_size > 0, 60, "the server's memory report")
    while True:
        try:
            return json.loads(path.read_text())
        except json.JSONDecodeError:  # still being written
            time.sleep(0.2)


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """make serve with a share large enough for this test's visitors and its memory report on."""
    report = tmp_path_factory.mktemp("memory") / "report.json"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(REPORT_VARIABLE, str(report))
        args = (f"--ClassroomKernelManager.cull_idle_timeout={CLOSED_TAB}",
                f"--ClassroomKernelManager.cull_interval={CULL_EVERY}")
        with voila(ROOT / "notebooks", classroom=True, args=args, log_name=".voila-memory.log", timeout=180) as base:
            wait_until(lambda: len(kernels(base.pid)) == POOL, 300, f"the preheated pool of {POOL} kernels")
            yield base, report


def test_kernels_started_and_culled_leave_nothing_behind_in_the_server(served):
    base, report = served
    for round_ in range(2):
        for number, page in enumerate(PAGES):
            assert ask(base, f"/voila/render/{page}", f"127.0.{20 + round_}.{10 + number}") == 200, page
        wait_until(lambda: len(kernels(base.pid)) == POOL, 300, "the pages' kernels culled, the pool refilled")
    # The processes can settle a moment before the server's own list does (a kernel still being shut down, or
    # the pool's next one being started): the report is read again until the server counts the pool alone.
    figures = wait_until(lambda: (lambda f: f if f["kernels"] == POOL else None)(memory_report(base, report)),
                         120, f"the server's own list of kernels down to the pool of {POOL}", every=2.0)
    assert figures["kernels"] == POOL
    assert not any(figures["leftovers"].values()), figures["leftovers"]


def test_a_huge_upload_is_refused_before_the_server_holds_it(served):
    base, report = served
    before = memory_report(base, report)["memory_mb"]["peak"]
    huge = b"x" * (64 * MAX_BODY_BYTES)
    assert ask(base, "/voila/render/index.ipynb", "127.0.30.2", "POST", huge) in (0, 400)
    assert ask(base, "/voila/render/index.ipynb", "127.0.30.3", "POST", b"class_code=x") != 0  # a form still posts
    after = memory_report(base, report)["memory_mb"]["peak"]
    assert after - before < 16, f"the server's peak grew from {before:.0f} MB to {after:.0f} MB"
