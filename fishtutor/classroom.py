"""Serving a class: a kernel manager that frees the kernels of closed and idle pages and keeps a ceiling.

Configured from ``classroom/voila.py`` (``voila notebooks/``, ``make demo``, ``make serve``) and
``classroom/jupyter_server_config.py`` (Binder's ``/voila/render/...`` route); both call :func:`configure`,
so the two servers run with the same figures. Never imported by the engine or the tutor widgets.
Under standalone Voilà the kernel manager also puts the classroom guard in front of Voilà's page and kernel
handlers (fishtutor/classroom_guard.py, fishtutor/classroom_pages.py): a share per visitor, no kernel for
another site, a kernel for its own page only, an optional class code.
"""
from __future__ import annotations

import asyncio
import os
import time
from collections import OrderedDict
from datetime import timedelta
from pathlib import Path

from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager, ServerKernelManager
from tornado.web import HTTPError, OutputTransform, StaticFileHandler
from traitlets import Bool, Integer, Unicode

from .classroom_guard import Seats
from .classroom_memory import FlatMemory
from .games import SPECS
from .kernel_limits import MEMORY_EXIT, MIB, launch_command, parse_memory

# The figures a teacher may want to change (README "Serving a class" documents them).
CLOSED_TAB_SECONDS = 180      # a page with no browser connected (tab closed, link preview, crawler) is freed after this
IDLE_PAGE_SECONDS = 1800      # a page still open but untouched is freed after this
CULL_EVERY_SECONDS = 30       # how often the server looks for kernels to free
MAX_KERNELS = 40              # kernels at most, the preheated ones included; one learner's page holds one
POOL_PER_NOTEBOOK = 1         # kernels kept started and run ahead for each tutor, so a board paints sooner
# The tutors (a board to build) are the pages worth running ahead; a page of words or questions (the front page,
# the course, its assignments, the teacher's guide) starts its kernel when it is opened, and is quick to.
WARM_PAGES = tuple(spec.notebook for name, spec in SPECS.items() if spec.tutor == name)  # each tutor's page, once
RETRY_AFTER_SECONDS = 60      # what the "class is full" page asks the browser to wait
IOPUB_SECONDS = 60            # how long a busy server waits for a cell's output before giving up on it
TEMPLATE = "fishtutor"        # classroom/voila/templates/fishtutor: Voilà's lab page + "session ended" notice + 503 page
# A teacher who knows which tutor the class opens runs that many kernels ahead for it (make serve
# PREHEAT=fishing_frenzy=30), and may raise the ceiling (make serve MAX_KERNELS=60): read from these variables.
PREHEAT_VARIABLE = "FISHTUTOR_PREHEAT"
# With PREHEAT, a kernel a learner took is replaced after this long, not at once (Voilà's default, 1 s): replacing
# kernels while the class is still arriving took the CPU its pages needed (10 learners on 2 cores: the last board
# painted after 79 s with refills at once, 32 s with them a minute later).
REFILL_AFTER_SECONDS = 60
MAX_KERNELS_VARIABLE = "FISHTUTOR_MAX_KERNELS"
# One visitor (one browser's cookie, one address) holds at most SHARE kernels, the pages it closed freed first when
# it opens another (fishtutor/classroom_guard.py): make serve SHARE=, TRUSTED_PROXY=1, CLASS_CODE=.
SHARE = 6
SHARE_VARIABLE = "FISHTUTOR_SHARE"
TRUSTED_PROXY_VARIABLE = "FISHTUTOR_TRUSTED_PROXY"
CLASS_CODE_VARIABLE = "FISHTUTOR_CLASS_CODE"
NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
# The rules site (make site, built by make serve into dist/site) is served at /site/ beside /voila/: the front
# page's "rules page" links and the site's "play lesson N live" links (../voila/render/...) both work as they are.
SITE_FOLDER = NOTEBOOKS.parent / "dist" / "site"
SITE_ROUTE = "site/"
# Front-end extensions a page does not load: Voilà's own "preview in JupyterLab" button and the code-highlighting
# theme (the apps show no code). Each one is a script a browser fetches and starts before it shows any widget.
# A denylist, not an allowlist, so a widget library a new notebook brings along keeps working. The grading tools
# (make course, make test) bring two JupyterLab-only extensions that fail to start in Voilà and would put errors on
# every page: jupytext's and ipylab's. Notebook 7's (installed for make notebook) is for its own pages only.
# Each kernel's memory: the operating system caps its data segment (fishtutor/kernel_limits.py); a kernel that
# reaches the cap stops and its page says so. A tutor's kernel holds about 245 MB of data (80 MB resident) from its
# start to the end of a long full game: the cap leaves it more than twice that. make serve KERNEL_MEMORY=1G / =off.
KERNEL_MEMORY = 640 * MIB
KERNEL_MEMORY_VARIABLE = "FISHTUTOR_KERNEL_MEMORY"
# However busy, a page keeps its kernel this long at most (a script sending widget messages could otherwise keep a
# seat for ever); the page then says its time is up, and a reload gives a new kernel and offers the game back.
SESSION_HOURS = 4
SESSION_VARIABLE = "FISHTUTOR_SESSION_HOURS"
# A killed kernel (kill -9, its memory cap, a shutdown request from its page) is not restarted empty under its
# page: it is noticed within this many seconds, removed, and its page told why (the websocket's close reason).
DEAD_CHECK_SECONDS = 1.0
ENDED_KEPT = 2000  # how many ended kernels' reasons the server remembers for their pages' "is it still there?"
UNUSED_EXTENSIONS = ["@voila-dashboards/jupyterlab-preview", "jupyterlab_pygments", "jupyterlab-jupytext", "ipylab",
                     "@jupyter-notebook/lab-extension"]


class ClassFull(HTTPError):
    """The kernel ceiling is reached: the visitor gets the polite 503 page, nothing is started."""

    def __init__(self, limit: int):
        super().__init__(503, "class is full: %d kernels running", limit, reason="Class full")


class RetryAfter(OutputTransform):
    """Adds ``Retry-After`` to every 503 the server sends (the class-full page)."""

    def transform_first_chunk(self, status_code, headers, chunk, finishing):
        if status_code == 503 and "Retry-After" not in headers:
            headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
        return status_code, headers, chunk


class RulesSite(StaticFileHandler):
    """The rules site's pages at BASE_URL/site/ (standalone Voilà sends here every address it has no page for);
    any other unknown address is a plain 404, as before."""

    def initialize(self, path: str = "", default_filename: str | None = "index.html") -> None:
        """Serve the folder ``path`` (the built site), a folder's address giving its index.html."""
        super().initialize(path or str(SITE_FOLDER), default_filename)

    def _site_path(self) -> str:
        """The file asked for, relative to the site's folder (404 for an address outside /site/)."""
        from urllib.parse import unquote
        prefix = self.settings.get("base_url", "/").rstrip("/") + "/" + SITE_ROUTE
        if self.request.path == prefix.rstrip("/"):
            self.redirect(prefix)
            return ""
        if not self.request.path.startswith(prefix):
            raise HTTPError(404)
        if not Path(self.root).is_dir():
            raise HTTPError(404, reason="Rules site not built (make site)")
        return unquote(self.request.path[len(prefix):])

    async def get(self, path: str | None = None, include_body: bool = True) -> None:
        """Send a page, picture or style sheet of the site."""
        found = self._site_path()
        if not self._finished:
            await super().get(found, include_body)

    async def head(self, path: str | None = None) -> None:
        """The same answer as get, without the body (a link checker's question)."""
        await self.get(path, include_body=False)


class CappedKernelManager(ServerKernelManager):
    """One learner's kernel, started through fishtutor.kernel_limits with its memory cap."""

    memory_limit = Integer(KERNEL_MEMORY, config=True, help="Bytes of data a kernel may hold (0: no cap).")

    def format_kernel_cmd(self, extra_arguments=None):
        """The kernel's command, wrapped by the launcher that caps its memory."""
        return launch_command(super().format_kernel_cmd(extra_arguments), self.memory_limit)


class ClassroomKernelManager(FlatMemory, AsyncMappingKernelManager):  # FlatMemory: classroom_memory.py
    """Jupyter's kernel manager with a kernel ceiling and a second, longer idle timeout for open pages."""

    max_kernels = Integer(MAX_KERNELS, config=True, help="Most kernels running at once (preheated ones count).")
    connected_idle_timeout = Integer(
        IDLE_PAGE_SECONDS, config=True,
        help="Seconds after which a kernel whose page is still open but unused is shut down (0: never).")
    session_limit = Integer(SESSION_HOURS * 3600, config=True,
                            help="Seconds a page keeps its kernel at most, however busy (0: no limit).")
    share = Integer(SHARE, config=True, help="Most kernels one visitor (browser cookie, address) holds at once.")
    address_share = Integer(0, config=True, help="Most kernels one address holds (0: the share; raise it when a "
                                                 "whole class reaches the server from one address).")
    trusted_proxy = Bool(False, config=True, help="Take the visitor's address from X-Forwarded-For (only "
                                                  "behind a reverse proxy that sets it).")
    class_code = Unicode("", config=True, help="A code a visitor enters once before any page starts a kernel.")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._starting = 0
        self._first_offered: dict = {}
        self._closing = False
        self.seats = Seats()
        self.ended: OrderedDict = OrderedDict()  # kernel id -> (its page's cookie, why it ended)
        if type(self.parent).__module__ == "voila.app":  # standalone Voilà: its web app exists once the loop runs
            from tornado.ioloop import IOLoop
            IOLoop.current().add_callback(self._guard_routes)

    async def start_kernel(self, *args, **kwargs):
        """Start a kernel unless the ceiling is reached (then raise ClassFull: a 503 page, not a hang)."""
        self._install_retry_after()
        if len(self.list_kernel_ids()) + self._starting >= self.max_kernels:
            self.log.warning("Class full: %d kernels running, a visitor got the 503 page", self.max_kernels)
            raise ClassFull(self.max_kernels)
        self._starting += 1
        try:
            return await super().start_kernel(*args, **kwargs)
        finally:
            self._starting -= 1

    async def shutdown_kernel(self, kernel_id, *args, **kwargs):
        """Shut a kernel down, then top up the preheated pools that a full class left short."""
        result = await super().shutdown_kernel(kernel_id, *args, **kwargs)
        self._refill_pools()
        return result

    def remove_kernel(self, kernel_id):
        """The kernel is gone: free its seat and close its page's websockets, telling the page why."""
        removed = super().remove_kernel(kernel_id)
        self._first_offered.pop(kernel_id, None)
        why = self.ended.get(kernel_id, ("", "ended"))[1]
        for socket in self.seats.forget(kernel_id):
            try:
                socket.close(4000, why)
            except Exception:  # noqa: BLE001 - a socket already closing
                pass
        return removed

    def end(self, kernel_id, why: str) -> None:
        """Remember why this kernel ends ("idle", "time", "stopped", "memory"), for its page's notice."""
        owner = self.seats.owners.get(kernel_id)
        self.ended[kernel_id] = (owner.cookie if owner else "", why)
        while len(self.ended) > ENDED_KEPT:
            self.ended.popitem(last=False)

    def why_ended(self, kernel_id, cookie: str) -> str:
        """Why the kernel this cookie's page held ended ("" when it never was this page's, or is forgotten)."""
        owner, why = self.ended.get(kernel_id, ("", ""))
        return why if owner and owner == cookie else ""

    def _handle_kernel_died(self, kernel_id):
        """A kernel's process ended on its own: it stays dead (no empty restart under its page) and is shut down,
        its page told whether it reached its memory cap or was stopped."""
        kernel = self._kernels.get(kernel_id)
        process = getattr(getattr(kernel, "provisioner", None), "process", None)
        code = process.poll() if process is not None else None
        why = "memory" if code == MEMORY_EXIT else "stopped"
        self.log.warning("Kernel %s ended on its own (exit status %s): %s; its page is told", kernel_id, code, why)
        self.end(kernel_id, why)
        asyncio.ensure_future(self._shut_dead(kernel_id))

    async def _shut_dead(self, kernel_id) -> None:
        """Shut down a kernel whose process is gone (its files and seat freed), unless that is done already."""
        if kernel_id in self:
            try:
                await self.shutdown_kernel(kernel_id, now=True)
            except Exception:  # noqa: BLE001 - whatever failed, the kernel must leave the map
                self.log.exception("Shutting down dead kernel %s failed; removing it", kernel_id)
                if kernel_id in self:
                    self.remove_kernel(kernel_id)

    async def cull_kernel_if_idle(self, kernel_id):
        """Jupyter's culler frees closed pages (cull_connected=False); open pages go after connected_idle_timeout
        without their learner's action, and after session_limit however busy."""
        self._start_clock(kernel_id)
        await super().cull_kernel_if_idle(kernel_id)
        if kernel_id not in self:
            return
        held = self.seats.started.get(kernel_id)
        if self.session_limit and held is not None and time.monotonic() - held > self.session_limit:
            self.log.warning("Ending kernel %s: its page has held it for the session limit (%d s)", kernel_id,
                             self.session_limit)
            self.end(kernel_id, "time")
            await self.shutdown_kernel(kernel_id)
            return
        idle = self._idle_seconds(kernel_id)
        if self.connected_idle_timeout and idle is not None and idle > self.connected_idle_timeout:
            self.log.warning("Culling kernel %s of a page left open and unused for %d s", kernel_id, int(idle))
            self.end(kernel_id, "idle")
            await self.shutdown_kernel(kernel_id)

    def _idle_seconds(self, kernel_id) -> float | None:
        """Seconds since the page's learner last acted (a widget message from the page; pings do not count); a
        kernel with no guarded page (Binder) counts any activity. None while it is busy."""
        kernel = self._kernels[kernel_id]
        if getattr(kernel, "execution_state", "") == "busy":
            return None
        acted = self.seats.acted.get(kernel_id)
        if acted is not None:
            return time.monotonic() - acted
        last = getattr(kernel, "last_activity", None)
        return None if last is None else (utcnow() - last).total_seconds()

    def _start_clock(self, kernel_id) -> None:
        """A preheated kernel's idle clock starts when a page takes it, not when it was warmed up.

        Voilà never offers pooled kernels to the culler, so the first time one is offered it has just been
        handed to a page (within one cull interval); without this, a kernel warmed up long ago would be culled
        while its page is still loading.
        """
        seen = self._first_offered.setdefault(kernel_id, utcnow())
        kernel = self._kernels[kernel_id]
        if getattr(kernel, "last_activity", seen) < seen:
            kernel.last_activity = seen

    def _guard_routes(self) -> None:
        """Put the classroom guard's page and kernel handlers in place of Voilà's (fishtutor/classroom_pages.py)."""
        from .classroom_pages import guard_routes
        swapped = guard_routes(getattr(self.parent, "app", None))
        if swapped < 6:
            self.log.error("Classroom guard: only %d of Voilà's 6 handlers found (a Voilà upgrade?)", swapped)

    def _install_retry_after(self) -> None:
        """Put RetryAfter on the web application (Voilà's own, or the Jupyter server's under Binder)."""
        app = getattr(self.parent, "web_app", None) or getattr(self.parent, "app", None)
        transforms = getattr(app, "transforms", None)
        if transforms is not None and RetryAfter not in transforms:
            app.add_transform(RetryAfter)

    def _refill_pools(self) -> None:
        """Voilà's preheated pools (voila.voila_kernel_manager) keep starts the ceiling refused: drop them, refill."""
        pools = getattr(self, "_pools", None)  # private to Voilà 0.5: re-check on upgrades
        if not pools or not hasattr(self, "fill_if_needed"):
            return
        if self._closing:
            return
        for name, pool in list(pools.items()):
            for task in [t for t in pool if t.done() and (t.cancelled() or t.exception())]:
                pool.remove(task)
            self.fill_if_needed(delay=0, notebook_name=name)  # starts only what the pool lacks

    async def shutdown_all(self, *args, **kwargs):
        """Stop every kernel without refilling any pool."""
        self._closing = True
        return await super().shutdown_all(*args, **kwargs)


def ceiling(text: str) -> int:
    """MAX_KERNELS as given: a whole number of kernels from 1 up ("" keeps the default)."""
    given = text.strip()
    if not given:
        return MAX_KERNELS
    if not (given.isascii() and given.isdigit() and int(given) >= 1):
        raise ValueError(f"MAX_KERNELS={text!r} is not a whole number of kernels from 1 up (the default is "
                         f"{MAX_KERNELS})")
    return int(given)


def class_pools(spec: str, notebooks: list[str], most: int = MAX_KERNELS) -> dict:
    """Voilà's kernel_pools_config for PREHEAT ("fishing_frenzy=30,cats_in_the_barrel=5"): each named notebook
    keeps that many kernels run ahead, every other tutor POOL_PER_NOTEBOOK, every other page none. A name that is
    no notebook, a count that is no whole number, or pools that together pass the ceiling ``most`` are refused with
    a ValueError."""
    pools: dict = {}
    known = ", ".join(n.removesuffix(".ipynb") for n in notebooks)
    for part in (p.strip() for p in spec.split(",")):
        if not part:
            continue
        name, sep, count = (x.strip() for x in part.partition("="))
        name = name if name.endswith(".ipynb") else f"{name}.ipynb"
        if not sep or name not in notebooks:
            raise ValueError(f"PREHEAT: {part!r} is not NOTEBOOK=COUNT for one of the notebooks ({known})")
        if not (count.isascii() and count.isdigit() and 1 <= int(count) <= most):
            raise ValueError(f"PREHEAT: the count in {part!r} is not a whole number from 1 to {most} (the ceiling)")
        if name in pools:
            raise ValueError(f"PREHEAT names {name.removesuffix('.ipynb')} twice")
        pools[name] = {"pool_size": int(count)}
    warm = {name: {"pool_size": POOL_PER_NOTEBOOK} for name in WARM_PAGES if name in notebooks and name not in pools}
    total = sum(p["pool_size"] for p in (*pools.values(), *warm.values()))
    if total > most:
        raise ValueError(f"PREHEAT asks for {total} kernels run ahead ({POOL_PER_NOTEBOOK} for each tutor it "
                         f"does not name included), more than the ceiling of {most}: ask for fewer, or raise the "
                         "ceiling with MAX_KERNELS=N")
    return {"default": {"pool_size": 0}, **warm, **pools}


def share(text: str) -> int:
    """SHARE as given: a whole number of kernels from 1 up ("" keeps the default)."""
    given = text.strip()
    if not given:
        return SHARE
    if not (given.isascii() and given.isdigit() and int(given) >= 1):
        raise ValueError(f"SHARE={text!r} is not a whole number of kernels from 1 up (the default is {SHARE})")
    return int(given)


def trusted(text: str) -> bool:
    """TRUSTED_PROXY as given: 1/yes/true trusts the proxy's X-Forwarded-For, ""/0/no/false does not."""
    given = text.strip().lower()
    if given in ("1", "yes", "true"):
        return True
    if given in ("", "0", "no", "false"):
        return False
    raise ValueError(f"TRUSTED_PROXY={text!r} is neither 1 (behind a reverse proxy you run) nor 0")


def session_hours(text: str) -> float:
    """SESSION_HOURS as given: hours a page keeps its kernel at most ("" keeps the default, 0 means no limit)."""
    given = text.strip()
    if not given:
        return SESSION_HOURS
    try:
        hours = float(given)
    except ValueError:
        hours = -1.0
    if not given.isascii() or not 0 <= hours <= 24 * 7:
        raise ValueError(f"SESSION_HOURS={text!r} is not a number of hours from 0 (no limit) to 168 (the default "
                         f"is {SESSION_HOURS})")
    return hours


def _kernel_figures(c) -> None:
    """Each kernel within bounds (make serve KERNEL_MEMORY=, SESSION_HOURS=): its memory cap, a dead kernel left
    dead, and the longest a page keeps its kernel; anything wrong stops the server before it starts."""
    try:
        memory = parse_memory(os.environ.get(KERNEL_MEMORY_VARIABLE, ""), KERNEL_MEMORY)
        hours = session_hours(os.environ.get(SESSION_VARIABLE, ""))
    except ValueError as wrong:
        raise SystemExit(f"make serve: {wrong}") from None
    c.CappedKernelManager.memory_limit = memory
    c.ClassroomKernelManager.session_limit = int(hours * 3600)


def _visitor_figures(c) -> None:
    """The share, the proxy trust and the class code a teacher asked for (make serve SHARE=, TRUSTED_PROXY=,
    CLASS_CODE=); anything wrong stops the server before it starts, with the reason."""
    try:
        c.ClassroomKernelManager.share = share(os.environ.get(SHARE_VARIABLE, ""))
        c.ClassroomKernelManager.trusted_proxy = trusted(os.environ.get(TRUSTED_PROXY_VARIABLE, ""))
    except ValueError as wrong:
        raise SystemExit(f"make serve: {wrong}") from None
    c.ClassroomKernelManager.class_code = os.environ.get(CLASS_CODE_VARIABLE, "").strip()


def _class_figures(c) -> None:
    """The ceiling and the preheated pools a teacher asked for (make serve MAX_KERNELS=, PREHEAT=); anything
    wrong stops the server before it starts, with the reason (a config file's error would be logged and the
    whole classroom configuration skipped)."""
    try:
        most = ceiling(os.environ.get(MAX_KERNELS_VARIABLE, ""))
        spec = os.environ.get(PREHEAT_VARIABLE, "")
        pools = class_pools(spec, sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")), most)
    except ValueError as wrong:
        raise SystemExit(f"make serve: {wrong}") from None
    c.ClassroomKernelManager.max_kernels = most
    c.VoilaKernelManager.kernel_pools_config = pools
    if spec.strip():  # a teacher's pools refill a little later, so a class opening at once is not slowed by refills
        c.VoilaKernelManager.fill_delay = REFILL_AFTER_SECONDS


def configure(c, server: bool = False) -> None:
    """Set the classroom figures on a traitlets config ``c`` (server=True: Jupyter server / Binder)."""
    manager = "fishtutor.classroom.ClassroomKernelManager"
    # Set on ClassroomKernelManager (override on the command line with --ClassroomKernelManager.NAME=VALUE).
    c.ClassroomKernelManager.cull_idle_timeout = CLOSED_TAB_SECONDS
    c.ClassroomKernelManager.cull_interval = CULL_EVERY_SECONDS
    c.ClassroomKernelManager.cull_connected = False  # only pages with no browser left go at CLOSED_TAB_SECONDS
    c.ClassroomKernelManager.max_kernels = MAX_KERNELS
    c.ClassroomKernelManager.connected_idle_timeout = IDLE_PAGE_SECONDS
    # A class opening at once loads the machine: wait for a cell's output rather than render a page without its
    # board (Voilà's default, 4 s, drops late output: "Timeout waiting for IOPub output").
    c.VoilaExecutor.iopub_timeout = IOPUB_SECONDS
    # Kernels talk to the server over local sockets, not TCP ports: a class opening at once starts many kernels,
    # and a TCP port picked as free could be taken before the kernel bound it ("Address already in use"); the
    # kernel died and its learner's page never painted (seen once in the load test).
    c.KernelManager.transport = "ipc"
    # Every kernel runs under its memory cap; one that dies is not restarted empty under its page, but shut down
    # and its page told (ClassroomKernelManager._handle_kernel_died)
    c.ClassroomKernelManager.kernel_manager_class = "fishtutor.classroom.CappedKernelManager"
    c.KernelRestarter.restart_limit = 0
    c.KernelRestarter.time_to_dead = DEAD_CHECK_SECONDS
    _kernel_figures(c)
    c.VoilaConfiguration.template = TEMPLATE
    c.VoilaConfiguration.show_tracebacks = False
    c.VoilaConfiguration.extension_denylist = UNUSED_EXTENSIONS
    # The page is always the classroom page: ?template= and ?theme= in the address change nothing
    c.VoilaConfiguration.allow_template_override = "NO"
    c.VoilaConfiguration.allow_theme_override = "NO"
    if server:
        # Binder: the Jupyter server's own kernel manager serves Voilà's route (no preheated pool there).
        c.ServerApp.kernel_manager_class = manager
    else:
        c.VoilaConfiguration.multi_kernel_manager_class = manager
        c.VoilaConfiguration.preheat_kernel = True
        c.VoilaConfiguration.default_pool_size = POOL_PER_NOTEBOOK
        # Voilà has no setting for another static folder; tornado hands every unrouted address to this class
        c.Voila.tornado_settings = {"default_handler_class": RulesSite}
        _class_figures(c)
        _visitor_figures(c)
