"""The static edition as its tests meet it: built by ``make static`` (nothing done when its sources did not change),
served from dist/static by a plain static file server, its Python run outside a browser by Node.js."""
from __future__ import annotations

import contextlib
import fcntl
import functools
import http.server
import subprocess
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "dist" / "static"
PYODIDE = SITE / "static" / "pyodide"
# Pyodide in Node.js: load the site's own core, lock and wheels, run the Python read on stdin, print its value
NODE_RUNNER = r"""
const path = require("path");
const folder = path.resolve(process.argv[1]) + "/";
const { loadPyodide } = require(folder + "pyodide.js");
(async () => {
  const py = await loadPyodide({ indexURL: folder });
  await py.loadPackage(process.argv.slice(2), { messageCallback: () => {} });
  const out = await py.runPythonAsync(require("fs").readFileSync(0, "utf8"));
  process.stdout.write(String(out));
})().catch(e => { console.error(String(e)); process.exit(1); });
"""


@functools.cache
def built() -> Path:
    """dist/static, built or brought up to date by ``make static`` (once per test process; test processes running
    side by side take turns, so two never build it at once)."""
    (ROOT / "build").mkdir(exist_ok=True)
    with open(ROOT / "build" / ".static-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        subprocess.run(["make", "-s", "static"], cwd=ROOT, check=True)
    return SITE


def in_pyodide(code: str, timeout: float = 300, packages: tuple[str, ...] = ("fishtutor", "numpy")) -> str:
    """The value of ``code``'s last expression, run in the static edition's Python (its Pyodide, with ``packages``
    and what they need loaded from its wheels)."""
    built()
    done = subprocess.run(["node", "-e", NODE_RUNNER, str(PYODIDE), *packages], input=code, capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)
    assert done.returncode == 0, f"the static edition's Python failed: {done.stderr[-2000:]}"
    return done.stdout


class Site(str):
    """The served site's base URL, counting the bytes of the files it has sent."""

    sent = 0


class _Quiet(http.server.SimpleHTTPRequestHandler):
    """A plain static file server that keeps its request log to itself and counts what it sends."""

    site: Site

    def log_message(self, *_args) -> None:
        pass

    def copyfile(self, source, outputfile) -> None:
        """Send a file's bytes, counted."""
        start = source.tell()
        super().copyfile(source, outputfile)
        self.site.sent += source.tell() - start


@contextlib.contextmanager
def served():
    """dist/static served by Python's plain static file server on a free port; yields its base URL (a Site)."""
    handler = type("Handler", (_Quiet,), {})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(built())))
    handler.site = Site(f"http://127.0.0.1:{server.server_address[1]}")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield handler.site
    finally:
        server.shutdown()
        server.server_close()
