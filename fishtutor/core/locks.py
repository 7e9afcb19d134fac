"""File locks the kernels of one server share (POSIX ``flock``): a lock file held by one process at a time, released
when its file closes. Where there are no such locks (the browser edition, Windows) ``LOCKS`` is False."""
from __future__ import annotations

from pathlib import Path
from typing import IO

try:
    import fcntl
except ImportError:  # no lock files here
    fcntl = None  # type: ignore[assignment]

LOCKS = fcntl is not None


def try_lock(path: Path) -> IO | None:
    """The open lock file at ``path``, held by this process alone until closed; None if another holds it."""
    handle = open(path, "a")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle
