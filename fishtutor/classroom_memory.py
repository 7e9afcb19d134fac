"""A class server whose memory stays flat: what the Voilà process keeps for each kernel is dropped when the kernel
ends, and what one visitor's request or message may make it hold at once is bounded.

Installed by ClassroomKernelManager (fishtutor/classroom.py) in standalone Voilà. ``FISHTUTOR_MEMORY_REPORT=PATH``
in the server's environment turns on the memory report: on SIGUSR1 the server writes to PATH its resident
memory, the per-kernel entries it still holds for kernels that ended, and (with tracemalloc running, see
``FISHTUTOR_TRACEMALLOC``) the allocations grown since the previous report. Never imported by the engine or the
tutor widgets.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import json
import logging
import os
import signal
import tracemalloc
from collections import Counter

# A request's body is held whole in memory before any handler sees it; tornado's default allows 100 MB each, and four
# such uploads at once took the server to 830 MB. The server's only forms (the class code) are a few bytes.
MAX_BODY_BYTES = 1 << 20
# A browser answers the server's pings by itself; a connection that stops answering (a phone put to sleep, a script
# that no longer reads what the kernel sends) is closed after PING_SECONDS more, with what was queued for it.
PING_SECONDS = 30
REPORT_VARIABLE = "FISHTUTOR_MEMORY_REPORT"   # a file the server writes its memory report to, on SIGUSR1
TRACE_VARIABLE = "FISHTUTOR_TRACEMALLOC"      # frames per allocation kept by tracemalloc (unset: no tracemalloc)


def resident_mb(pid: int | str = "self") -> dict:
    """The process's resident memory now and at its peak (VmRSS, VmHWM in /proc/PID/status), in MB."""
    figures = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                figures["rss" if name == "VmRSS" else "peak"] = int(value.split()[0]) / 1024
    return figures


def kernel_leftovers(manager) -> dict:
    """For each place the server keeps something per kernel, how many entries name a kernel that is not running."""
    running = set(manager.list_kernel_ids())
    out = {}
    for name, keys in _per_kernel_places(manager).items():
        out[name] = sum(1 for k in keys if k not in running)
    return out


def _per_kernel_places(manager) -> dict:
    """The kernel ids each per-kernel store of the server (Jupyter's, Voilà's, the classroom's) holds now."""
    from voila.request_info_handler import RequestInfoSocketHandler
    from voila.tornado.execution_request_handler import ExecutionRequestHandler
    seats = getattr(manager, "seats", None)
    places = {
        "jupyter kernel connections": list(manager._kernel_connections),
        "jupyter kernel ports": list(manager._kernel_ports),
        "jupyter message buffers": list(getattr(manager, "_kernel_buffers", {}) or {}),
        "voila request info cache": list(RequestInfoSocketHandler._cache),
        "voila request info waiters": list(RequestInfoSocketHandler._waiters),
        "voila execution data": list(ExecutionRequestHandler._execution_data),
        "voila notebook kernel ids": [k for d in getattr(manager, "notebook_data", {}).values()
                                      for k in d.get("kernel_ids", ())],
        "classroom first offered": list(getattr(manager, "_first_offered", {})),
        "jupyter event loggers": _event_loggers(manager),
    }
    if seats is not None:
        places.update({"classroom seat owners": list(seats.owners), "classroom seat clocks": list(seats.started),
                       "classroom connected pages": list(seats.connected)})
    return places


def _event_loggers(manager) -> list:
    """The running kernels' ids once for each per-kernel event logger Python's logging holds, padded with "ended"
    for the loggers beyond them (they belonged to kernels that ended); the server's own loggers are left out."""
    own = {_logger_name(o) for o in (manager, manager.parent, getattr(manager.parent, "contents_manager", None))}
    held = sum(1 for name in list(logging.Logger.manager.loggerDict) if name.startswith(EVENT_LOGGERS)
               and name not in own)
    running = manager.list_kernel_ids()
    return running[:held] + ["ended"] * max(0, held - len(running))


def _logger_name(owner) -> str:
    """The name of the logging.Logger behind an object's Jupyter event logger, if it made one."""
    events = getattr(owner, "_trait_values", {}).get("event_logger")
    return getattr(getattr(events, "_logger", None), "name", "")


def report(manager) -> dict:
    """The memory report: resident memory, leftovers per store, live kernels, and the most common object types."""
    gc.collect()
    types = Counter(type(o).__name__ for o in gc.get_objects())
    return {"memory_mb": resident_mb(), "kernels": len(manager.list_kernel_ids()),
            "leftovers": kernel_leftovers(manager), "objects": dict(types.most_common(25)),
            "traced": _traced_growth()}


_previous: list = []


def _traced_growth(top: int = 25) -> list:
    """The allocation sites that grew most since the previous report (empty unless tracemalloc runs)."""
    if not tracemalloc.is_tracing():
        return []
    now = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(False, tracemalloc.__file__)])
    grown = now.compare_to(_previous[0], "traceback") if _previous else now.statistics("traceback")
    _previous[:] = [now]
    return [{"kb": round(getattr(s, "size_diff", s.size) / 1024), "count": getattr(s, "count_diff", s.count),
             "where": s.traceback.format()[-8:]} for s in grown[:top]]


def install_report(manager) -> None:
    """With FISHTUTOR_MEMORY_REPORT set, write the memory report to that file whenever the server gets SIGUSR1."""
    path = os.environ.get(REPORT_VARIABLE, "").strip()
    if not path:
        return
    frames = os.environ.get(TRACE_VARIABLE, "").strip()
    if frames.isdigit() and int(frames) > 0:
        tracemalloc.start(int(frames))
    from tornado.ioloop import IOLoop
    loop = IOLoop.current()

    def write() -> None:
        with open(path, "w") as out:
            json.dump(report(manager), out, indent=1)

    signal.signal(signal.SIGUSR1, lambda *_: loop.add_callback_from_signal(write))


def bound_requests(voila_app) -> None:
    """Listen with a request body of at most MAX_BODY_BYTES (a bare 400 above it) and ping every websocket."""
    from functools import partial
    listen = voila_app.listen

    def bounded_listen():
        web = voila_app.app
        web.listen = partial(web.listen, max_body_size=MAX_BODY_BYTES)
        web.settings.setdefault("websocket_ping_interval", PING_SECONDS)
        web.settings.setdefault("websocket_ping_timeout", PING_SECONDS)
        return listen()

    voila_app.listen = bounded_listen  # Voilà creates its web application and listens in start(), after this


class FlatMemory:
    """A kernel manager mix-in: a kernel's shutdown also drops what Voilà and Jupyter kept for it, and hands the
    freed memory back to the system."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        if type(self.parent).__module__ == "voila.app":  # standalone Voilà (make serve), not Binder's server
            install_report(self)
            bound_requests(self.parent)

    async def shutdown_kernel(self, kernel_id, *args, **kwargs):
        """Shut the kernel down, then forget it everywhere the server kept something for it."""
        kernel = self._kernels.get(kernel_id)
        try:
            return await super().shutdown_kernel(kernel_id, *args, **kwargs)
        finally:
            forget_kernel(kernel_id, kernel)
            give_back()


def forget_kernel(kernel_id: str, kernel=None) -> None:
    """Drop a kernel that ended from Voilà's per-kernel stores, and its own event logger from Python's logging."""
    from voila.request_info_handler import RequestInfoSocketHandler
    from voila.tornado.execution_request_handler import ExecutionRequestHandler
    RequestInfoSocketHandler._cache.pop(kernel_id, None)
    ExecutionRequestHandler._execution_data.pop(kernel_id, None)
    name = _logger_name(kernel)
    if name.startswith(EVENT_LOGGERS) and not _shared(kernel):
        logger = logging.Logger.manager.loggerDict.pop(name, None)
        for handler in list(getattr(logger, "handlers", ())):
            logger.removeHandler(handler)


EVENT_LOGGERS = "jupyter_events.logger."  # one logging.Logger per kernel, named after its EventLogger's id()


def _shared(kernel) -> bool:
    """Whether the kernel's event logger is the server's own (kept), not one made for this kernel alone."""
    server = getattr(getattr(kernel, "parent", None), "parent", None)
    return _logger_name(kernel) == getattr(getattr(getattr(server, "event_logger", None), "_logger", None), "name", "")


_LIBC = ctypes.util.find_library("c")


def give_back() -> None:
    """Return the memory freed by a kernel's end to the system (glibc keeps freed heap pages otherwise)."""
    if not _LIBC:
        return
    try:
        ctypes.CDLL(_LIBC).malloc_trim(0)
    except (OSError, AttributeError):  # not glibc: nothing to trim
        pass
