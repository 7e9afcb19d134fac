"""Compiled Python for the static edition: every module a page imports, compiled once at the build by the site's own
Pyodide (its CPython, so its bytecode), and put beside its source in the standard library archive and in the wheels.

Without it, each page open compiled every module it imported again, in the visitor's browser: Python keeps what it
compiles only in the page's memory. In Node.js that compiling was more than half of starting the kernel's Python and
running a tutor's cells (5.9 s of 9; IPython's import alone 2.3 s). The compiled files are hash-based and unchecked
(PEP 552): Python takes them as they are, without comparing dates with the source, which a wheel's unpacking sets
anew. Sources stay, so tracebacks still show their lines; a module no page imports stays source only.

Which modules: those the pages' own code cells import when run in Pyodide (in Node.js), and the kernel's."""
from __future__ import annotations

import base64
import json
import subprocess
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ZIP_DATE = (2026, 1, 1, 0, 0, 0)  # every file the build writes has the same date: the same sources, the same bytes
STDLIB = "python_stdlib.zip"
# Run in Pyodide: the kernel's modules, then every page's code cells, each page in a namespace of its own (errors
# noted, not fatal: a page that needs the browser's kernel to display stops there, its imports already done); then
# every imported module that has a source file in the standard library archive or site-packages, compiled. Marshal's
# format 2, which shares no objects: the newer formats share an object by whether something else in this interpreter
# holds it too, so the same source's bytes would change with what the pages import, and a wheel the browser has kept
# under the same name would no longer match the lock's hash.
IN_PYODIDE = r'''
import base64, importlib.util, json, marshal, sys, zipfile
errors = []
for name in ("IPython", "comm", "ipywidgets", "ipycanvas", "anywidget"):
    try:
        __import__(name)
    except Exception as err:
        errors.append(f"{name}: {err!r}")
for page, cells in json.loads(PAGES):
    space = {"__name__": "__main__"}
    for cell in cells:
        try:
            exec(compile(cell, page, "exec"), space)
        except Exception as err:
            errors.append(f"{page}: {err!r}"[:300])
            break
for name in ("ipykernel", "pyodide_kernel", "piplite.piplite"):  # last: the kernel replaces the comms the pages used
    try:
        __import__(name)
    except Exception as err:
        errors.append(f"{name}: {err!r}")
STD = "/lib/python313.zip/"
SITE = "/lib/python3.13/site-packages/"
stdlib = zipfile.ZipFile(STD.rstrip("/"))
out = {}
for module in list(sys.modules.values()):
    path = getattr(module, "__file__", None) or ""
    if not path.endswith(".py"):
        continue
    if path.startswith(STD):
        member = path[len(STD):]
        source, compiled = stdlib.read(member), member + "c"
    elif path.startswith(SITE):
        member = path[len(SITE):]
        source = open(path, "rb").read()
        compiled = importlib.util.cache_from_source(path)[len(SITE):]
    else:
        continue
    code = compile(source, path, "exec", dont_inherit=True)
    header = importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + importlib.util.source_hash(source)
    out[member] = [compiled, base64.b64encode(header + marshal.dumps(code, 2)).decode()]
json.dumps({"errors": errors, "compiled": out, "version": sys.version})
'''
NODE = r"""
const path = require("path");
const fs = require("fs");
const folder = path.resolve(process.argv[1]) + "/";
const { loadPyodide } = require(folder + "pyodide.js");
(async () => {
  const py = await loadPyodide({ indexURL: folder });
  const all = Object.keys(JSON.parse(fs.readFileSync(folder + "pyodide-lock.json")).packages);
  await py.loadPackage(all, { messageCallback: () => {} });
  py.globals.set("PAGES", fs.readFileSync(process.argv[2], "utf8"));
  fs.writeFileSync(process.argv[3], await py.runPythonAsync(fs.readFileSync(process.argv[4], "utf8")));
})().catch(e => { console.error(String(e)); process.exit(1); });
"""


def code_cells(pages: tuple[str, ...]) -> list[tuple[str, list[str]]]:
    """Each page's code cells, as its notebook holds them."""
    found = []
    for page in pages:
        notebook = json.loads((ROOT / "notebooks" / f"{page}.ipynb").read_text())
        found.append((page, ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]))
    return found


def compiled_in_pyodide(folder: Path, pages: tuple[str, ...], work: Path) -> dict:
    """Run the pages in the site's Pyodide (Node.js) and bring back what their imports compile to: source member →
    (compiled member, bytes)."""
    work.mkdir(parents=True, exist_ok=True)
    (work / "pages.json").write_text(json.dumps(code_cells(pages)))
    (work / "compile.py").write_text(IN_PYODIDE)
    done = subprocess.run(["node", "-e", NODE, str(folder), str(work / "pages.json"), str(work / "compiled.json"),
                           str(work / "compile.py")], capture_output=True, text=True, cwd=ROOT, timeout=900)
    if done.returncode:
        raise SystemExit(f"Compiling the pages' modules in Pyodide failed:\n{done.stderr[-3000:]}")
    found = json.loads((work / "compiled.json").read_text())
    (work / "compile-notes.txt").write_text("\n".join([found["version"], *found["errors"]]) + "\n")
    return {member: (compiled, base64.b64decode(data)) for member, (compiled, data) in found["compiled"].items()}


def add_to(archive: Path, compiled: dict) -> int:
    """Put the compiled files of the sources ``archive`` holds beside them; how many it took."""
    with zipfile.ZipFile(archive) as zf:
        names = set(zf.namelist())
    mine = {pyc: data for member, (pyc, data) in compiled.items() if member in names and pyc not in names}
    with zipfile.ZipFile(archive, "a", zipfile.ZIP_DEFLATED) as zf:
        for pyc in sorted(mine):
            zf.writestr(zipfile.ZipInfo(pyc, ZIP_DATE), mine[pyc], zipfile.ZIP_DEFLATED)
    return len(mine)


def precompile(folder: Path, pages: tuple[str, ...], work: Path) -> int:
    """Compile what the pages import into the standard library archive and the wheels in ``folder`` (Pyodide's
    folder, its lock written); how many modules were compiled. The lock's hashes must be written again after."""
    compiled = compiled_in_pyodide(folder, pages, work)
    taken = sum(add_to(archive, compiled) for archive in [folder / STDLIB, *sorted(folder.glob("*.whl"))])
    if taken < len(compiled):
        raise SystemExit(f"{len(compiled) - taken} compiled modules found no archive holding their source")
    return taken
