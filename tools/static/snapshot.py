"""The static edition's Python started from a memory snapshot: the kernel's heavy modules (IPython, the widgets,
ipycanvas, fishtutor's tutor) imported once, at the build, by the site's own Pyodide in Node.js, and its memory
saved beside Pyodide (``python-snapshot-<hash of the Pyodide lock>.bin``, gzip). The kernel's worker loads Pyodide through
tools/static/pyodide-snapshot.js, which starts from that memory instead of importing them again in every page.

What a snapshot may not hold, and how the build keeps it out:
- JavaScript objects: Pyodide refuses to save them. ipykernel's stand-in, the Pyodide kernel and its package
  installer (micropip, piplite) reach for the page, so they are imported after the start, as before.
- Open files: a file descriptor of the build's Node.js means nothing in a browser. The only one open after the
  imports is the standard library archive, held by importlib.metadata's path cache; the cache is emptied.
- Files: the snapshot holds Python's memory, not the files loading the packages wrote (site-packages), which a
  module imported later still needs. The build saves those files beside the snapshot, in one archive of its own
  (``python-files-<hash>.bin``, gzip), and the worker writes them back before Python runs: one download and no
  unzipping of some twenty wheels in Python at every page open. The packages Pyodide counts as loaded are
  forgotten in the snapshot and counted again by the worker once their files are back; without the archive, the
  worker has Pyodide load the packages as usual.
- Widgets: ipycanvas makes one at import, when there is no kernel to open its comm to; the worker's script opens
  such a widget's comm at the first cell, and registers ipywidgets' comm targets, which its import skipped.
The worker seeds ``random`` anew from the browser's entropy, so two visitors never share one."""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOADER = "pyodide-snapshot.js"  # the worker's loadPyodide, beside this file
MODULES = ("IPython", "comm", "traitlets", "ipywidgets", "ipycanvas", "anywidget", "fishtutor.tutor")
PREPARE = """
import gc, importlib.metadata
for name in MODULES.split():
    __import__(name)
importlib.metadata.FastPath.__new__.cache_clear()  # it held the standard library archive open
del name
gc.collect()
"""
NODE = r"""
const fs = require("fs");
const zlib = require("zlib");
const folder = require("path").resolve(process.argv[1]) + "/";
const { loadPyodide } = require(folder + "pyodide.js");
// the files below ``top`` (sorted, so the same site gives the same bytes) in the archive the worker reads back:
// 4 bytes (little-endian) of header length, the header (JSON: the packages loaded, the folders, each file's path and
// length), then every file's bytes in the header's order
function filesOf(py, top, packages) {
  const dirs = [], files = [], chunks = [];
  const walk = (dir) => {
    for (const name of py.FS.readdir(dir).sort()) {
      if (name === "." || name === "..") continue;
      const path = `${dir}/${name}`;
      if (py.FS.isDir(py.FS.stat(path).mode)) {
        dirs.push(path);
        walk(path);
      } else {
        const data = py.FS.readFile(path);
        files.push([path, data.length]);
        chunks.push(data);
      }
    }
  };
  walk(top);
  const head = Buffer.from(JSON.stringify({ packages, dirs, files }));
  const size = Buffer.alloc(4);
  size.writeUInt32LE(head.length);
  return Buffer.concat([size, head, ...chunks]);
}
(async () => {
  const packages = JSON.parse(process.argv[2]);
  const py = await loadPyodide({ indexURL: folder, _makeSnapshot: true, packages, messageCallback: () => {} });
  const site = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
  const files = filesOf(py, site, Object.keys(py.loadedPackages).sort());
  fs.writeFileSync(process.argv[6], zlib.gzipSync(files, { level: 9 }));
  py.globals.set("MODULES", process.argv[3]);
  py.runPython(process.argv[4]);
  for (const name of Object.keys(py.loadedPackages)) delete py.loadedPackages[name];
  const memory = py.makeMemorySnapshot();
  fs.writeFileSync(process.argv[5], zlib.gzipSync(memory, { level: 9 }));
  console.log(JSON.stringify({ bytes: memory.length }));
})().catch(e => { console.error(String(e.stack || e)); process.exit(1); });
"""


def fnv1a(data: bytes) -> str:
    """FNV-1a, 32 bits, in hex: the loader's hash of the lock (pyodide-snapshot.js), which needs no secure page."""
    value = 0x811C9DC5
    for byte in data:
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return f"{value:08x}"


def snapshot_name(folder: Path, kind: str = "snapshot") -> str:
    """The snapshot's file name (``kind`` "files": its files' archive), with the hash of the Pyodide lock it goes
    with, so it is only ever loaded with it."""
    return f"python-{kind}-{fnv1a((folder / 'pyodide-lock.json').read_bytes())}.bin"


def snapshot(folder: Path, packages: list[str]) -> int:
    """Save the memory of the site's Pyodide (``folder``) with ``packages`` loaded and MODULES imported, gzip, as
    ``folder``/``snapshot_name``, the files the packages' loading wrote beside it, and put the worker's loader there
    too; the snapshot's size unzipped, in bytes."""
    done = subprocess.run(["node", "-e", NODE, str(folder), json.dumps(packages), " ".join(MODULES), PREPARE,
                           str(folder / snapshot_name(folder)), str(folder / snapshot_name(folder, "files"))],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    if done.returncode:
        raise SystemExit(f"Saving the Python snapshot failed:\n{done.stderr[-3000:]}")
    build = re.search(r'BUILD_ID:"([0-9a-f]{64})"', (folder / "pyodide.js").read_text())
    if build is None:
        raise SystemExit(f"No build id found in {folder / 'pyodide.js'}: the loader could not check the snapshot")
    loader = (Path(__file__).parent / LOADER).read_text()
    if loader.count('"PYODIDE_BUILD_ID"') != 1:
        raise SystemExit(f"{LOADER} has no one place for the build id: it would turn every snapshot down")
    (folder / LOADER).write_text(loader.replace('"PYODIDE_BUILD_ID"', json.dumps(build.group(1))))
    return json.loads(done.stdout.strip().splitlines()[-1])["bytes"]


PLAIN = '"pyodideUrl": "{}static/pyodide/pyodide.js"'  # as Pyodide's own addon to the build writes it


def start_from_snapshot(out: Path) -> int:
    """Have every kernel (the site's jupyter-lite.json, the Voici pages that start one) load Pyodide through LOADER,
    where Voici's build named Pyodide's own pyodide.js; how many files it changed."""
    changed = 0
    pages = [page for page in sorted((out / "voici").rglob("*.html")) if '"pyodideUrl"' in page.read_text()]
    for path in [out / "jupyter-lite.json", *pages]:
        text = path.read_text()
        prefix = "./" if path.suffix == ".json" else "../" * (len(path.relative_to(out).parts) - 1)
        plain = PLAIN.format(prefix)
        if text.count(plain) != 1:
            raise SystemExit(f"{path} does not name Pyodide's pyodide.js once as its kernel's Pyodide ({plain})")
        path.write_text(text.replace(plain, plain.replace("pyodide.js", LOADER)))
        changed += 1
    return changed
