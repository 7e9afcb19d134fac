"""The rules site as make serve builds it (dist/site), built at most once for a run: the browser room's site test and
the classroom room's link test may run on two workers at once, so the check and the build happen under a file lock
and the worker that comes second finds the site fresh and reuses it."""
import fcntl
from pathlib import Path

from tests.support import ROOT

SITE = ROOT / "dist" / "site"
SOURCES = [ROOT / "fishtutor", ROOT / "pyproject.toml"]
LOCK = ROOT / "build" / "site.lock"


def newest(paths) -> float:
    """The newest modification time of any source file under ``paths`` (code and data, not compiled caches)."""
    return max(f.stat().st_mtime for p in paths for f in ([p] if p.is_file() else p.rglob("*"))
               if f.is_file() and f.suffix in (".py", ".json", ".txt", ".toml"))


def built_site() -> Path:
    """dist/site as it is when it is newer than every source, else built afresh; one worker builds at a time."""
    LOCK.parent.mkdir(parents=True, exist_ok=True)
    with LOCK.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        index = SITE / "index.html"
        if not index.exists() or index.stat().st_mtime < newest(SOURCES):
            from fishtutor.site.build import build
            build(SITE, ROOT / "build" / "site")
    return SITE
