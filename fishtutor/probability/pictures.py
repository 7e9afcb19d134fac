"""Pictures already drawn, kept on disk for every kernel of the server: a picture is drawn once, not once a page.

A class that opens a tutor at once asks for the same seeded pictures thirty times; each asked a drawing process of
its own (matplotlib's start, about half a second of a core). Kept here under a name made of the picture's numbers
and the drawing code, a picture is drawn by the first kernel that asks (the others wait for it) and read by the rest.
The folder is ``$FISHTUTOR_PICTURES`` (``off``: none kept), else ``fishtutor/pictures`` in the user's cache folder;
it keeps at most KEPT pictures, the least recently used going first. A folder that cannot be written only means
every picture is drawn."""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Callable, Iterator

VARIABLE = "FISHTUTOR_PICTURES"
KEPT = 256  # pictures kept (about 10 kB each)
WAIT = 30.0  # seconds a kernel waits for another that is drawing the same picture, before drawing it itself
PNG = b"\x89PNG"
_drawing_code: str | None = None


def folder() -> Path | None:
    """Where pictures are kept (None: kept nowhere)."""
    told = os.environ.get(VARIABLE, "").strip()
    if told.lower() == "off":
        return None
    if told:
        return Path(told)
    cache = os.environ.get("XDG_CACHE_HOME", "").strip() or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(cache) / "fishtutor" / "pictures"


def name_of(bars: dict) -> str:
    """A picture's file name: its numbers and the code that draws them (another drawing code, another name)."""
    global _drawing_code
    if _drawing_code is None:
        from importlib import metadata
        try:
            plotting = metadata.version("matplotlib")
        except metadata.PackageNotFoundError:
            plotting = "none"
        drawer = Path(__file__).with_name("bars.py").read_bytes()
        _drawing_code = hashlib.sha256(drawer + plotting.encode()).hexdigest()
    numbers = json.dumps(bars, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(f"{_drawing_code}\n{numbers}".encode()).hexdigest()[:40] + ".png"


def kept(bars: dict, draw: Callable[[], bytes]) -> bytes:
    """The picture of ``bars``: read from the folder if it was drawn before, else ``draw()``-n once and kept."""
    where = folder()
    if where is None:
        return draw()
    path = where / name_of(bars)
    found = _read(path)
    if found is not None:
        return found
    with _alone(path.with_suffix(".lock")):
        found = _read(path)  # another kernel drew it while this one waited
        if found is not None:
            return found
        png = draw()
        _keep(path, png)
    return png


def _read(path: Path) -> bytes | None:
    """A kept picture's bytes (marked as just used), or None."""
    try:
        png = path.read_bytes()
    except OSError:
        return None
    if not png.startswith(PNG):
        return None
    with contextlib.suppress(OSError):
        os.utime(path)
    return png


@contextlib.contextmanager
def _alone(lock: Path) -> Iterator[None]:
    """Hold ``lock`` while drawing, so one kernel draws a picture that many ask for at once (waiting at most WAIT;
    where the folder or file locks are missing, each draws its own)."""
    from fishtutor.core.locks import LOCKS, try_lock
    handle = None
    with contextlib.suppress(OSError):
        if LOCKS:
            lock.parent.mkdir(parents=True, exist_ok=True)
            deadline = time.monotonic() + WAIT
            while (handle := try_lock(lock)) is None and time.monotonic() < deadline:
                time.sleep(0.05)
    try:
        yield
    finally:
        if handle is not None:
            handle.close()  # the lock ends with the file's closing


def _keep(path: Path, png: bytes) -> None:
    """Write the picture whole (a reader never sees half of one), then let the oldest go past KEPT."""
    with contextlib.suppress(OSError):
        with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".part", delete=False) as part:
            part.write(png)
        os.replace(part.name, path)
        pictures = sorted(path.parent.glob("*.png"), key=_used)
        for old in pictures[:max(0, len(pictures) - KEPT)]:
            old.unlink(missing_ok=True)
            old.with_suffix(".lock").unlink(missing_ok=True)


def _used(path: Path) -> float:
    """When a kept picture was last used (0: gone already)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
