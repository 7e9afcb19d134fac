"""The static edition's Python starts from the build's memory snapshot (tools/static/snapshot.py): the site's own
loader (pyodide-snapshot.js) run in Node.js with what a worker gives it (importScripts, fetch), as a visitor's
kernel runs it: the kernel's modules already imported, the packages' files written back from the build's one
archive of them (no wheel fetched, site-packages as loading the wheels leaves it), each visitor's random numbers
their own; Python started as usual when the snapshot is missing, is not one, was saved by another Pyodide or goes
with another lock (a browser that kept an older build's), and the wheels loaded as usual when the files' archive is
missing, is not one or is cut short."""
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
const wheels = [];  // the wheels Pyodide reads (in Node.js from the disk, not by fetch)
const promises = require("fs/promises");
const readFile = promises.readFile;
promises.readFile = (path, ...rest) => {
  if (String(path).endsWith(".whl")) wheels.push(String(path));
  return readFile(path, ...rest);
};
require("module").syncBuiltinESMExports();
globalThis.fetch = async (url) => {
  const snapshot = /python-snapshot-[0-9a-f]{8}\.bin$/.test(url), files = /python-files-[0-9a-f]{8}\.bin$/.test(url);
  if (url.endsWith("pyodide-lock.json") && spoil === "another_lock") return new Response(fs.readFileSync(url) + " ");
  if (!fs.existsSync(url) || (snapshot && spoil === "missing") || (files && spoil === "files_missing")) {
    return new Response("", { status: 404 });
  }
  if ((snapshot && spoil === "garbage") || (files && spoil === "files_garbage")) {
    return new Response(new Uint8Array(4096).fill(7));
  }
  if (files && spoil === "files_cut_short") {
    return new Response(require("zlib").gunzipSync(fs.readFileSync(url)).subarray(0, -999));
  }
  if (snapshot && spoil === "another_build") {
    const memory = require("zlib").gunzipSync(fs.readFileSync(url));
    memory[17] ^= 0xff;  // a word of the build id that saved it
    return new Response(memory);
  }
  return new Response(fs.readFileSync(url));
};
require(folder + "pyodide-snapshot.js");
const startLoader = globalThis.loadPyodide;
// the packages the kernel asks Pyodide for, as the site's settings name them
const settings = JSON.parse(fs.readFileSync(folder + "../../jupyter-lite.json"))["jupyter-config-data"];
const { packages } = settings.litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"].loadPyodideOptions;
(async () => {
  const seen = [];
  for (let visitor = 1; visitor <= Number(process.argv[3]); visitor++) {
    globalThis.loadPyodide = startLoader;
    wheels.length = 0;
    const py = await globalThis.loadPyodide({ indexURL: folder, packages, messageCallback: () => {} });
    seen.push({ ...JSON.parse(py.runPython(AT_START)), wheels: wheels.length });
  }
  console.log(JSON.stringify(seen));
})().catch(e => { console.error(String(e.stack || e)); process.exit(1); });
"""


# What a visitor's Python finds at its start: site-packages (each file's path and size, read before any import
# could add to it), whether the snapshot's modules are imported, a module and a package's version read from files
# only (no page imported them before), random numbers, and whether the build's Node.js left an archive open
AT_START = """
import gc, hashlib, importlib.metadata, json, os, random, sys, sysconfig, zipfile
site = sysconfig.get_path("purelib")
listing = sorted((os.path.relpath(os.path.join(d, f), site), os.path.getsize(os.path.join(d, f)))
                 for d, _, names in os.walk(site) for f in names)
imported = "fishtutor.tutor" in sys.modules and "ipycanvas" in sys.modules
lazy = "fishtutor.probability.fishing_frenzy"
was_imported = lazy in sys.modules
__import__(lazy)
open_archives = [z.filename for z in gc.get_objects() if isinstance(z, zipfile.ZipFile) and z.fp is not None]
json.dumps({"imported": imported, "random": random.random(), "open_archives": open_archives,
            "site": hashlib.sha256(repr(listing).encode()).hexdigest(), "files": len(listing),
            "lazy_imported_before": was_imported, "ipywidgets": importlib.metadata.version("ipywidgets")})
"""


def visits(spoil: str = "", visitors: int = 2) -> list[dict]:
    """The Pythons of ``visitors`` visitors in turn, started by the site's loader: what each finds at its start."""
    built()
    done = subprocess.run(["node", "-e", VISITS.replace("AT_START", json.dumps(AT_START)), str(PYODIDE), spoil,
                           str(visitors)], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def started_as_usual():
    """What two visitors' Pythons find when they start with no snapshot: the wheels loaded as usual."""
    return visits("missing")


@pytest.fixture(scope="module")
def as_usual(started_as_usual):
    """What a visitor's Python finds when it starts with no snapshot."""
    return started_as_usual[0]


def test_a_visitors_python_starts_with_the_kernels_modules_imported_and_random_numbers_of_its_own(as_usual):
    first, second = visits()
    assert first["imported"] and second["imported"], "Python did not start from the snapshot"
    assert first["open_archives"] == [], "the snapshot holds a file the build's Node.js had open"
    assert first["random"] != second["random"], "two visitors drew the same random numbers from the snapshot"
    # the packages' files came from the build's archive, as loading the wheels would have left them
    assert first["wheels"] == second["wheels"] == 0, "the worker fetched wheels beside the files' archive"
    assert (first["files"], first["site"]) == (as_usual["files"], as_usual["site"]) and first["files"] > 1000
    assert not first["lazy_imported_before"] and first["ipywidgets"] == as_usual["ipywidgets"]


@pytest.mark.parametrize("spoil", ["missing", "garbage", "another_build", "another_lock"])
def test_without_a_snapshot_that_fits_python_starts_as_usual(spoil, started_as_usual):
    # one visitor each (a Node.js start of Pyodide loading every wheel), two where the snapshot is missing
    seen = started_as_usual if spoil == "missing" else visits(spoil, visitors=1)
    assert not any(visitor["imported"] for visitor in seen)
    if spoil == "missing":
        assert seen[0]["random"] != seen[1]["random"], "two visitors drew the same random numbers"
    assert seen[0]["wheels"] > 20 and seen[0]["site"] == started_as_usual[0]["site"]


@pytest.mark.parametrize("spoil", ["files_missing", "files_garbage", "files_cut_short"])
def test_without_the_files_archive_the_snapshot_starts_and_the_wheels_load_as_usual(spoil, as_usual):
    (first,) = visits(spoil, visitors=1)
    assert first["imported"], "Python did not start from the snapshot"
    assert first["wheels"] > 20 and first["site"] == as_usual["site"]


def test_every_page_that_starts_a_kernel_loads_pyodide_through_the_snapshot_loader():
    site = built()
    pages = [page for page in (site / "voici").rglob("*.html") if '"pyodideUrl"' in page.read_text()]
    assert len(pages) >= 11, pages  # the front page, five tutors, four assignments, the course
    for config in [site / "jupyter-lite.json", *pages]:
        assert "static/pyodide/pyodide-snapshot.js" in config.read_text(), config
        assert "static/pyodide/pyodide.js" not in config.read_text(), config
