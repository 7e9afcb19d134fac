"""The static edition's Python starts from the build's memory snapshot (tools/static/snapshot.py): the site's own
loader (pyodide-snapshot.js) run in Node.js with what a worker gives it (importScripts, fetch), as a visitor's
kernel runs it: the kernel's modules already imported, each visitor's random numbers their own, and Python
started as usual when the snapshot is missing, is not one, was saved by another Pyodide or goes with another lock
(a browser that kept an older build's)."""
import json
import subprocess

import pytest

from tests.support.static_site import PYODIDE, ROOT, built

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("static")]

# The loader in a worker's clothes: importScripts runs Pyodide's pyodide.js, fetch reads the site's files (or
# answers 404 for a snapshot the test removes, or garbage for one it spoils); two visitors start in turn
VISITS = r"""
const fs = require("fs");
const folder = process.argv[1] + "/";
const spoil = process.argv[2];
globalThis.self = globalThis;
globalThis.importScripts = (url) => { globalThis.loadPyodide = require(url).loadPyodide; };
globalThis.fetch = async (url) => {
  const snapshot = /python-snapshot-[0-9a-f]{8}\.bin$/.test(url);
  if (url.endsWith("pyodide-lock.json") && spoil === "another_lock") return new Response(fs.readFileSync(url) + " ");
  if (!fs.existsSync(url) || (snapshot && spoil === "missing")) return new Response("", { status: 404 });
  if (snapshot && spoil === "garbage") return new Response(new Uint8Array(4096).fill(7));
  if (snapshot && spoil === "another_build") {
    const memory = require("zlib").gunzipSync(fs.readFileSync(url));
    memory[17] ^= 0xff;  // a word of the build id that saved it
    return new Response(memory);
  }
  return new Response(fs.readFileSync(url));
};
require(folder + "pyodide-snapshot.js");
const startLoader = globalThis.loadPyodide;
(async () => {
  const seen = [];
  for (const visitor of [1, 2]) {
    globalThis.loadPyodide = startLoader;
    const py = await globalThis.loadPyodide({ indexURL: folder });
    seen.push(py.runPython(`
import gc, json, random, sys, zipfile
open_archives = [z.filename for z in gc.get_objects() if isinstance(z, zipfile.ZipFile) and z.fp is not None]
json.dumps({"imported": "fishtutor.tutor" in sys.modules and "ipycanvas" in sys.modules,
            "random": random.random(), "open_archives": open_archives})`));
  }
  console.log(JSON.stringify(seen.map(JSON.parse)));
})().catch(e => { console.error(String(e.stack || e)); process.exit(1); });
"""


def visits(spoil: str = "") -> list[dict]:
    """Two visitors' Pythons started by the site's loader: what each finds at its start."""
    built()
    done = subprocess.run(["node", "-e", VISITS, str(PYODIDE), spoil], capture_output=True, text=True, timeout=300,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_visitors_python_starts_with_the_kernels_modules_imported_and_random_numbers_of_its_own():
    first, second = visits()
    assert first["imported"] and second["imported"], "Python did not start from the snapshot"
    assert first["open_archives"] == [], "the snapshot holds a file the build's Node.js had open"
    assert first["random"] != second["random"], "two visitors drew the same random numbers from the snapshot"


@pytest.mark.parametrize("spoil", ["missing", "garbage", "another_build", "another_lock"])
def test_without_a_snapshot_that_fits_python_starts_as_usual(spoil):
    first, second = visits(spoil)
    assert not first["imported"] and not second["imported"]
    assert first["random"] != second["random"]


def test_every_page_that_starts_a_kernel_loads_pyodide_through_the_snapshot_loader():
    site = built()
    pages = [page for page in (site / "voici").rglob("*.html") if '"pyodideUrl"' in page.read_text()]
    assert len(pages) >= 11, pages  # the front page, five tutors, four assignments, the course
    for config in [site / "jupyter-lite.json", *pages]:
        assert "static/pyodide/pyodide-snapshot.js" in config.read_text(), config
        assert "static/pyodide/pyodide.js" not in config.read_text(), config
