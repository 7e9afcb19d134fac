"""Build the static edition (make static): every tutor, assignment and the course as a Voici site in dist/static/.

The site runs the same fishtutor package in the visitor's browser, on Pyodide, with no server behind it. Every
part comes from a pin in the repository: the build's tools (tools/static/constraints.txt, installed by make into
build/static/venv), Pyodide's core (npm, package.json), the pure wheels Pyodide loads (tools/static/
pyodide-wheels.txt, by hash). The fishtutor wheel and the numpy/Pillow stand-ins (fishtutor/static/stand_ins) are
made here, the modules the pages import are compiled into the wheels and the standard library by the site's own
Pyodide (tools/static/precompile.py), and the Pyodide lock is written anew naming exactly the wheels the site holds.

    python tools/static/build.py [--out dist/static] [--work build/static]"""
from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

from precompile import ZIP_DATE, precompile  # tools/static/precompile.py, beside this file
from snapshot import snapshot, start_from_snapshot  # tools/static/snapshot.py

ROOT = Path(__file__).resolve().parents[2]
PYODIDE_CORE = ("pyodide.asm.js", "pyodide.asm.wasm", "pyodide.js", "pyodide.mjs", "python_stdlib.zip",
                "package.json")
# the pages the site holds: the front page, the five tutors, the four assignments and the course
PAGES = ("index", "fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy",
         "assignment_fish_frenzy", "assignment_fish_eat_fish", "assignment_fishy", "assignment_fishing_frenzy",
         "course")
EDITION_NOTE = ("*Static edition:* everything on these pages runs in your own browser (Python in WebAssembly), "
                "with no server behind it. The first visit downloads about {mb} MB; after that the browser "
                "keeps it. The assignments here are practice: answers are checked in your browser, not "
                "graded.")


def wheel(dest: Path, name: str, version: str, files: dict[str, bytes]) -> Path:
    """A pure-Python wheel of ``files`` (archive name → bytes), with its metadata and record."""
    dist = f"{name.replace('-', '_')}-{version}"
    info = f"{dist}.dist-info"
    files = dict(files)
    files[f"{info}/METADATA"] = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: fishtutor\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = []
    for arc, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arc},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    path = dest / f"{dist}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for arc in sorted(files):
            out.writestr(zipfile.ZipInfo(arc, ZIP_DATE), files[arc], zipfile.ZIP_DEFLATED)
    return path


def tree(folder: Path, prefix: str) -> dict[str, bytes]:
    """Every file below ``folder`` (compiled files left out) under the archive folder ``prefix``."""
    found = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            found[f"{prefix}/{path.relative_to(folder).as_posix()}"] = path.read_bytes()
    return found


def local_wheels(dest: Path) -> list[Path]:
    """The fishtutor wheel (its version carries a hash of its files, so a browser never keeps an old one), the
    numpy and Pillow stand-ins, and an empty sqlite3 (Pyodide's lock has IPython ask for it; IPython does without the module)."""
    package = tree(ROOT / "fishtutor", "fishtutor")
    digest = hashlib.sha256(b"".join(k.encode() + v for k, v in sorted(package.items()))).hexdigest()[:10]
    stand_ins = ROOT / "fishtutor" / "static" / "stand_ins"
    return [wheel(dest, "fishtutor", f"0.1.0+{digest}", package),
            wheel(dest, "numpy", "0.0.0+stand.in", tree(stand_ins / "numpy", "numpy")),
            wheel(dest, "pillow", "0.0.0+stand.in", tree(stand_ins / "PIL", "PIL")),
            wheel(dest, "sqlite3", "1.0.0", {}),  # no module: IPython then keeps its history in memory
            wheel(dest, "jedi", "0.0.0+not.loaded", {})]  # no module: IPython completes without it (nobody types here)


def pypi_wheels(dest: Path) -> list[Path]:
    """The pinned pure wheels from PyPI, by hash (downloaded once, then kept in ``dest``)."""
    pins = ROOT / "tools" / "static" / "pyodide-wheels.txt"
    wanted = [line.split()[0] for line in pins.read_text().splitlines() if line and not line.startswith("#")]
    have = {_project(p.name): p for p in dest.glob("*.whl")}
    if any(_pin_name(w) not in have for w in wanted):
        dest.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--require-hashes", "--no-deps",
                        "--only-binary=:all:", "--python-version", "3.13", "--implementation", "cp", "--abi",
                        "cp313", "--platform", "pyodide_2025_0_wasm32", "-d", str(dest), "-r", str(pins)],
                       check=True)
        have = {_project(p.name): p for p in dest.glob("*.whl")}
    return [have[_pin_name(w)] for w in wanted]


KERNEL_WHEELS = ("ipykernel", "pyodide_kernel", "piplite")


def kernel_wheels(tools: Path) -> list[Path]:
    """The kernel's own wheels (its ipykernel shim, pyodide_kernel and piplite, from the kernel's extension in the
    build's environment), loaded with the rest at the start: otherwise the kernel installs them with micropip on every
    page open (piplite from its own address, the others after reading its package index)."""
    extension = tools.parent / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
    pypi = extension / "static" / "pypi"
    found = [path for name in KERNEL_WHEELS for path in sorted(pypi.glob(f"{name}-*.whl"))]
    if len(found) != len(KERNEL_WHEELS):
        raise SystemExit(f"The Pyodide kernel's own wheels are missing from {pypi}: found {[p.name for p in found]}")
    return found


def _pin_name(pin: str) -> str:
    """A pin's project name, normalised (``stack-data==0.6.3`` → ``stack_data``)."""
    return re.split("[=<>]", pin)[0].lower().replace("-", "_")


def _project(filename: str) -> str:
    """A wheel file's project name, normalised."""
    return filename.split("-")[0].lower()


def imports(path: Path) -> list[str]:
    """The top-level modules a wheel installs."""
    with zipfile.ZipFile(path) as whl:
        names = {n.split("/")[0] for n in whl.namelist() if not n.split("/")[0].endswith((".dist-info", ".data"))}
    return sorted(n[:-3] if n.endswith(".py") else n for n in names)


def lock(wheels: list[Path], info: dict) -> dict:
    """Pyodide's lock naming exactly ``wheels`` (all loaded at the kernel's start: no dependencies to follow)."""
    packages = {}
    for path in wheels:
        name, version = path.name.split("-")[:2]
        key = name.lower().replace("_", "-")
        packages[key] = {"name": key, "version": version, "file_name": path.name, "install_dir": "site",
                         "sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "package_type": "package",
                         "imports": imports(path), "depends": [], "unvendored_tests": False}
    return {"info": info, "packages": packages}


def pyodide_folder(folder: Path, wheels: list[Path], work: Path) -> list[str]:
    """Pyodide's core from npm, the wheels and their lock in ``folder``, what the pages import compiled into them
    (tools/static/precompile.py, in ``work``); returns the packages' names."""
    core = ROOT / "node_modules" / "pyodide"
    if not (core / "pyodide.asm.wasm").exists():
        raise SystemExit("Pyodide's core is missing: run `npm ci` (make static does) to fetch it from package.json")
    folder.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(core / name, folder / name)
    startup(folder / "python_stdlib.zip")
    copies = [Path(shutil.copy2(path, folder / path.name)) for path in wheels]
    info = json.loads((core / "pyodide-lock.json").read_text())["info"]
    (folder / "pyodide-lock.json").write_text(json.dumps(lock(copies, info), indent=1, sort_keys=True))
    print(f"==> Compiled {precompile(folder, PAGES, work)} modules the pages import (in the site's own Pyodide)")
    written = lock(copies, info)  # the wheels changed: their hashes again
    (folder / "pyodide-lock.json").write_text(json.dumps(written, indent=1, sort_keys=True))
    packages = sorted(written["packages"])
    saved = snapshot(folder, kernel_packages(packages))
    print(f"==> Saved Python's memory with the kernel's modules imported ({saved / 1e6:.0f} MB unzipped), for the "
          "kernel to start from")
    return packages


def kernel_packages(packages: list[str]) -> list[str]:
    """The packages as the kernel names them (pyodide_kernel, not pyodide-kernel): the kernel installs with micropip any
    of its own packages it does not find named so; Pyodide reads either spelling."""
    return [p.replace("-", "_") for p in packages]


def startup(stdlib: Path) -> None:
    """Our sitecustomize.py into the standard library archive, which Python's ``site`` imports at the start: the
    import system never asks the page about the Jupyter drive (fishtutor/static/sitecustomize.py)."""
    with zipfile.ZipFile(stdlib, "a", zipfile.ZIP_DEFLATED) as archive:
        if "sitecustomize.py" in archive.namelist():
            raise SystemExit(f"Pyodide's standard library already has a sitecustomize.py: {stdlib}")
        source = (ROOT / "fishtutor" / "static" / "sitecustomize.py").read_bytes()
        archive.writestr(zipfile.ZipInfo("sitecustomize.py", ZIP_DATE), source, zipfile.ZIP_DEFLATED)


def lite_config(packages: list[str]) -> dict:
    """jupyter-lite.json: load every wheel at the kernel's start, never ask PyPI for anything."""
    kernel = {"loadPyodideOptions": {"packages": kernel_packages(packages)}, "disablePyPIFallback": True}
    return {"jupyter-lite-schema-version": 0,
            "jupyter-config-data": {"appName": "fishtutor (static edition)",
                                    "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": kernel}}}


def contents(folder: Path, first_visit_mb: int) -> None:
    """The pages' notebooks, the front page told that it is the static edition."""
    folder.mkdir(parents=True)
    for page in PAGES:
        notebook = json.loads((ROOT / "notebooks" / f"{page}.ipynb").read_text())
        for cell in notebook["cells"]:
            if cell["cell_type"] == "code":
                cell["outputs"], cell["execution_count"] = [], None
        if page == "index":
            note = {"cell_type": "markdown", "id": "edition", "metadata": {}, "source": [EDITION_NOTE.format(mb=first_visit_mb)]}
            cells = notebook["cells"]  # the server edition's sentence (cell "edition") gives way to the static's
            at = next((i for i, cell in enumerate(cells) if cell.get("id") == "edition"), None)
            if at is None:
                cells.insert(1, note)
            else:
                cells[at] = note
        notebook["metadata"]["kernelspec"] = {"display_name": "Python (Pyodide)", "language": "python",
                                              "name": "python"}
        (folder / f"{page}.ipynb").write_text(json.dumps(notebook, indent=1))


REDIRECT = ("<!doctype html><meta charset='utf-8'><title>fishtutor</title>"
            "<script>location.replace('../{page}.html' + location.search + location.hash)</script>"
            "<a href='../{page}.html'>Open the page</a>\n")


def rules_site(out: Path, rules: Path) -> None:
    """The rules site (make site, built with its live links beside it) at site/, where the front page's rules-page
    links lead; its live-lesson links (../voila/render/<page>.ipynb?lesson=N) lead on to the static tutors."""
    if not (rules / "index.html").exists():
        raise SystemExit(f"The rules site is missing from {rules}: make static builds it first (make site)")
    shutil.copytree(rules, out / "site")
    live = out / "voila" / "render"
    live.mkdir(parents=True)
    for page in PAGES:
        folder = live / f"{page}.ipynb"
        folder.mkdir()
        (folder / "index.html").write_text(REDIRECT.format(page=f"../../voici/render/{page}"))


def redirects(render: Path) -> None:
    """The server edition's addresses (``fish_frenzy.ipynb?lesson=3``, which the links the pages' Python writes
    use; Voici rewrites the notebooks' own) lead to the site's pages: a folder of that name whose index sends the browser on, address query kept."""
    for page in PAGES:
        folder = render / f"{page}.ipynb"
        folder.mkdir()
        (folder / "index.html").write_text(REDIRECT.format(page=page))


CELLS = '<div id="rendered_cells"'  # where Voici's page holds the cells' outputs, hidden until the last has run


def first_cell_shown(render: Path) -> int:
    """Every page shows its cells from the first one's output on (tools/static/first-cell-shown.js, put in each
    page before its cells), not after the last has run; how many pages took it."""
    script = (Path(__file__).parent / "first-cell-shown.js").read_text()
    pages = sorted(render.glob("*.html"))
    for page in pages:
        text = page.read_text()
        if text.count(CELLS) != 1:
            raise SystemExit(f"{page} does not hold Voici's cells in one {CELLS}>: its first cell could not show "
                             "before the last")
        page.write_text(text.replace(CELLS, f"<script>\n{script}</script>\n{CELLS}"))
    return len(pages)


def voici(tools: Path, lite: Path, content: Path, out: Path) -> None:
    """Run Voici's build (a stale doit database would silently drop jupyter-lite.json's settings: none is kept)."""
    for stale in (lite / ".jupyterlite.doit.db", ROOT / ".jupyterlite.doit.db"):
        stale.unlink(missing_ok=True)
    env = dict(os.environ, JUPYTERLITE_NO_LIBARCHIVE="1")
    done = subprocess.run([str(tools / "voici"), "build", "--lite-dir", str(lite), "--contents", str(content),
                           "--output-dir", str(out), "--no-sourcemaps"], cwd=lite, env=env, capture_output=True,
                          text=True)
    (lite.parent / "voici.log").write_text(done.stdout + done.stderr)
    if done.returncode:
        raise SystemExit(f"Voici's build failed (its log: {lite.parent / 'voici.log'}):\n{done.stderr[-3000:]}")


FONT_CDN = "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5/"


def vendor_icons(out: Path) -> None:
    """Voici's pages ask a CDN for the icon font: serve it from the site instead (npm pin in package.json)."""
    icons = ROOT / "node_modules" / "@fortawesome" / "fontawesome-free"
    dest = out / "static" / "fontawesome"
    (dest / "css").mkdir(parents=True)
    for name in ("all.min.css", "v4-shims.min.css"):
        shutil.copy2(icons / "css" / name, dest / "css" / name)
    shutil.copytree(icons / "webfonts", dest / "webfonts")
    for page in out.rglob("*.html"):
        text = page.read_text()
        if FONT_CDN in text:
            depth = len(page.relative_to(out).parts) - 1
            page.write_text(text.replace(FONT_CDN, "../" * depth + "static/fontawesome/"))


def first_visit_mb(folder: Path) -> int:
    """Roughly what a first visit downloads before the first board: Pyodide's folder (its core, the standard library,
    the snapshot and its files' archive; the wheels only where there is no archive, for a kernel that then loads
    them), in MB."""
    archived = any(folder.glob("python-files-*.bin"))
    size = sum(p.stat().st_size for p in folder.iterdir() if p.is_file() and not (archived and p.suffix == ".whl"))
    return round(size / 1e6 + 6)  # + the page's own scripts (JupyterLite, Voici, the widgets), about 6 MB


# JupyterLite's own apps (lab, notebook, repl and their shared bundle in build/, their workspaces in doc/): Voici's
# pages load only voici/, extensions/, static/, api/ and files/, so a visitor never fetches these
UNUSED = ("build", "doc", "lab", "notebooks", "repl", "edit", "tree", "consoles")
ROOT_PAGE = ("<!doctype html><meta charset='utf-8'><title>fishtutor</title>"
             "<script>location.replace('voici/render/index.html')</script>"
             "<a href='voici/render/index.html'>fishtutor: the front page</a>\n")


def prune(out: Path) -> None:
    """Leave out JupyterLite's apps the site does not use; the site's root page leads to the front page instead of
    JupyterLab's, and its root answers a browser's ask for the site's icon."""
    for name in UNUSED:
        shutil.rmtree(out / name, ignore_errors=True)
    (out / "index.html").write_text(ROOT_PAGE)
    # a page that names no icon (the rules site's) has the browser ask for /favicon.ico: answered, not a 404 in the
    # console of every visitor
    shutil.copyfile(out / "static" / "favicons" / "favicon.ico", out / "favicon.ico")


def build(out: Path, work: Path, tools: Path, rules: Path) -> None:
    """The whole site into ``out``, assembled in ``work``."""
    start = time.monotonic()
    made = work / "local-wheels"
    shutil.rmtree(made, ignore_errors=True)
    made.mkdir(parents=True)
    wheels = pypi_wheels(work / "pypi") + kernel_wheels(tools) + local_wheels(made)
    lite = work / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    packages = pyodide_folder(lite / "static" / "pyodide", wheels, work / "precompile")
    (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(packages), indent=1))
    contents(work / "lite" / "pages", first_visit_mb(lite / "static" / "pyodide"))
    shutil.rmtree(out, ignore_errors=True)
    voici(tools, lite, lite / "pages", out)
    start_from_snapshot(out)
    if first_cell_shown(out / "voici" / "render") != len(PAGES):
        raise SystemExit(f"Voici's build did not render the {len(PAGES)} pages {PAGES}")
    prune(out)
    vendor_icons(out)
    redirects(out / "voici" / "render")
    rules_site(out, rules)
    print(f"==> The static edition is in {out} ({_size_mb(out):.0f} MB), built in {time.monotonic() - start:.0f} s")


def _size_mb(folder: Path) -> float:
    """A folder's size in MB."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def main(argv=None) -> None:
    """Parse the command line and build."""
    parser = argparse.ArgumentParser(prog="tools/static/build.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "static")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "static")
    parser.add_argument("--rules", type=Path, default=ROOT / "dist" / "site", help="the rules site, built beside")
    parser.add_argument("--tools", type=Path, default=ROOT / "build" / "static" / "venv" / "bin")
    args = parser.parse_args(argv)
    build(args.out.resolve(), args.work.resolve(), args.tools.resolve(), args.rules.resolve())


if __name__ == "__main__":
    main()
