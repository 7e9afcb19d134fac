// The static edition's kernel worker loads Pyodide through this file (jupyter-lite.json's pyodideUrl): Python starts
// from the memory snapshot the build saved beside Pyodide (tools/static/snapshot.py), its heavy modules already
// imported, and the packages' files are written back from the build's one archive of them. Without the snapshot, or
// if it does not fit this Pyodide, Python starts as usual; without the files' archive, the packages load as usual.
"use strict";
const AFTER_START = `
import importlib, random
importlib.invalidate_caches()  # the import system looks at site-packages again: its files were written after the start
random.seed()  # the snapshot's generator state is the build's: each visitor's own, from the browser's entropy


def _opened_at_the_first_cell(*_args):
    """Widgets made while the snapshot was saved (no kernel then) open their comms; ipywidgets' comm targets."""
    import ipywidgets
    from IPython import get_ipython
    from ipywidgets.widgets.widget import _instances
    get_ipython().events.unregister("pre_run_cell", _opened_at_the_first_cell)
    ipywidgets._handle_ipython()
    for widget in list(_instances.values()):
        if type(widget.comm).__name__ == "DummyComm":
            widget.comm = None
            widget.open()
`;
const WHEN_KERNEL = `
from IPython import get_ipython
get_ipython().events.register("pre_run_cell", _opened_at_the_first_cell)
`;

const BUILD_ID = "PYODIDE_BUILD_ID";  // the build writes here the build of Pyodide that saved the snapshot
const MAGIC = 1886286592;  // the first word of a Pyodide memory snapshot

async function unzipped(url) {
  const response = await fetch(url);
  if (!response.ok) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;  // a host that sent it unzipped
  const unzipped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unzipped).arrayBuffer());
}

function fnv1a(bytes) {
  // the snapshot's name carries this hash of the Pyodide lock it was saved with (FNV-1a, 32 bits): a browser that
  // kept another build's lock or snapshot never pairs one with the other's modules
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

async function savedFor(base) {
  // the snapshot and its files' archive saved with the lock this site has, fetched side by side
  const lock = await fetch(base + "pyodide-lock.json");
  if (!lock.ok) return [null, null];
  const hash = fnv1a(new Uint8Array(await lock.arrayBuffer()));
  const files = unzipped(`${base}python-files-${hash}.bin`).catch(err => {
    console.warn("fishtutor: no archive of the packages' files, they load as usual:", err);
    return null;
  });
  return [await unzipped(`${base}python-snapshot-${hash}.bin`), await files];
}

function writeBack(py, bytes) {
  // the packages' files from the build's archive (tools/static/snapshot.py's filesOf), checked whole before any is
  // written; then Pyodide counts the packages as loaded
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = view.getUint32(0, true);
  const head = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + size)));
  let at = 4 + size;
  if (at + head.files.reduce((sum, [, length]) => sum + length, 0) !== bytes.length) {
    throw new Error("the archive's files do not add up to its length");
  }
  for (const dir of head.dirs) py.FS.mkdirTree(dir);
  for (const [path, length] of head.files) {
    py.FS.writeFile(path, bytes.subarray(at, at + length));
    at += length;
  }
  for (const name of head.packages) py.loadedPackages[name] = "default channel";
}

async function packagesLoaded(py, files, packages) {
  // the packages' files written back from the archive, or (no archive, or a spoilt one) loaded as usual; a package
  // the archive lacks is loaded too
  try {
    if (files) writeBack(py, files);
  } catch (err) {
    console.warn("fishtutor: the archive of the packages' files was not usable, they load as usual:", err);
  }
  await py.loadPackage(packages);
}

function fits(bytes) {
  // Pyodide given anything else (a host's page for a missing file, another build's memory) never finishes starting
  if (bytes.length < 48) return false;
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, 12);
  const build = Array.from(head.subarray(4, 12), word => word.toString(16).padStart(8, "0")).join("");
  return head[0] === MAGIC && build === BUILD_ID && head[1] < bytes.length;
}

self.loadPyodide = async function loadPyodideFromSnapshot(options) {
  const base = options.indexURL.endsWith("/") ? options.indexURL : options.indexURL + "/";
  importScripts(base + "pyodide.js");
  const load = self.loadPyodide;
  self.loadPyodide = loadPyodideFromSnapshot;
  let snapshot = null, files = null;
  try {
    [snapshot, files] = await savedFor(base);
    if (snapshot && !fits(snapshot)) {
      console.warn("fishtutor: the Python snapshot is not this Pyodide's, Python starts as usual");
      snapshot = null;
    }
  } catch (err) {
    console.warn("fishtutor: no Python snapshot, Python starts as usual:", err);
  }
  let py;
  if (snapshot) {
    try {
      const started = await load({ ...options, packages: [], _loadSnapshot: snapshot });
      await packagesLoaded(started, files, options.packages || []);
      py = started;
    } catch (err) {
      console.warn("fishtutor: Python did not start from its snapshot, it starts as usual:", err);
    }
  }
  if (!py) return load(options);
  py.runPython(AFTER_START);
  const run = py.runPythonAsync.bind(py);
  py.runPythonAsync = async (code, runOptions) => {
    const result = await run(code, runOptions);
    if (code.includes("import pyodide_kernel")) py.runPython(WHEN_KERNEL);
    return result;
  };
  return py;
};
