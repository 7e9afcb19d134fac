"""Sharing a class server: how many searches may think at once across every kernel, and thinking that gives way.

A class server runs one kernel per learner. A search is the heaviest thing a kernel does, so:
- **a seat at the thinking table**: at most ``slots()`` searches think at the same time across all the server's
  kernels (one a core; ``FISHTUTOR_THINKING_SLOTS`` to change it), each slot a lock file in one folder
  (``FISHTUTOR_THINKING_DIR``, else the temp folder). A search that waits for a seat has that much less time to
  think: its budget is what the server can give within the time it was allowed;
- **thinking gives way**: a search runs on a thread of its own at a lower priority (nice 10), so a learner's click
  in another kernel is served before any bot's thinking.
Where there are no lock files or threads (the static edition in the browser), a search simply thinks at once.
"""
from __future__ import annotations

import os
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, TypeVar

from fishtutor.core import locks

NICE = 10  # how far a thinking thread stands back for everything else on the server
POLL = 0.01  # seconds between looks for a free seat
T = TypeVar("T")
_pool: tuple[int, ThreadPoolExecutor] | None = None  # (the process it belongs to, its one thinking thread)


def slots() -> int:
    """How many searches may think at once on this server: ``FISHTUTOR_THINKING_SLOTS``, else one a core."""
    raw = os.environ.get("FISHTUTOR_THINKING_SLOTS", "")
    return int(raw) if raw.isdigit() and int(raw) > 0 else (os.cpu_count() or 1)


def folder() -> Path:
    """The folder holding the seats' lock files, shared by every kernel of the server."""
    raw = os.environ.get("FISHTUTOR_THINKING_DIR", "")
    path = Path(raw) if raw else Path(tempfile.gettempdir()) / f"fishtutor-thinking-{os.getuid()}"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _try_seat(path: Path):
    """The open lock file of a free seat, held; None if that seat is taken."""
    return locks.try_lock(path)


@dataclass(frozen=True)
class Seat:
    """What a search got at the thinking table: the seconds it waited, and whether it holds a seat."""

    waited: float
    held: bool


@contextmanager
def seat(patience: float) -> Iterator[Seat]:
    """Hold a seat at the thinking table while inside; waits at most ``patience`` seconds for one (after that, it
    thinks without a seat rather than leave the learner waiting longer)."""
    started = time.perf_counter()
    if not locks.LOCKS:  # the learner's own browser (no lock files): nobody to share with, the whole budget is this search's
        yield Seat(0.0, True)
        return
    paths = [folder() / f"seat-{i}.lock" for i in range(slots())]
    held = None
    while held is None:
        for path in paths:
            held = _try_seat(path)
            if held is not None:
                break
        if held is None:
            if time.perf_counter() - started >= patience:
                break
            time.sleep(POLL)
    try:
        yield Seat(time.perf_counter() - started, held is not None)
    finally:
        if held is not None:
            held.close()  # closing the file lets the lock go


def _stand_back() -> None:
    """Lower this thread's priority by ``NICE`` (on Linux a thread's nice value is its own)."""
    try:
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, min(os.getpriority(os.PRIO_PROCESS, tid) + NICE, 19))
    except (AttributeError, OSError):
        pass  # no priorities to set here: the thread thinks at the usual priority


def in_background(work: Callable[[], T]) -> T:
    """Run ``work`` on the kernel's low-priority thinking thread and wait for its answer (inline where there are no
    threads)."""
    global _pool
    if sys.platform == "emscripten":
        return work()
    if _pool is None or _pool[0] != os.getpid():  # a forked process has no thread of its parent's: start its own
        _pool = (os.getpid(), ThreadPoolExecutor(max_workers=1, thread_name_prefix="fishtutor-thinking",
                                                 initializer=_stand_back))
    return _pool[1].submit(work).result()
