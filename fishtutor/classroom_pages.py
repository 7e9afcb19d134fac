"""Voilà's handlers with the classroom guard (fishtutor/classroom_guard.py) in front: a page admits a visitor
within its share, a kernel's endpoints answer only the page that started it, a template file stays in its folder.

:func:`guard_routes` puts these subclasses in place of Voilà's own on the running web application.
"""
from __future__ import annotations

import json
import secrets

from jupyter_server.services.kernels.handlers import KernelHandler
from nbclient.util import ensure_async
from tornado.concurrent import Future
from tornado.log import app_log
from tornado.web import Finish, HTTPError
from tornado.websocket import WebSocketClosedError
from voila.request_info_handler import RequestInfoSocketHandler
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from .classroom_guard import (CLASS_COOKIE, CODE_FIELD, VISITOR_COOKIE, ClassCodeNeeded, CrossSite, OverShare,
                              Visitor, client_address, code_cookie, cross_site, learner_action, template_path_ok,
                              visitor_cookie)

LOOPBACK = ("127.0.0.1", "::1")
OVERRIDES = ("template", "theme")  # address-bar choices Voilà would otherwise honour or stumble on


class _Recording:
    """The kernel manager as a page handler sees it: the kernel handed to the page is recorded as its visitor's."""

    def __init__(self, manager, page: "ClassroomPage"):
        self._manager, self._page = manager, page

    def __getattr__(self, name):
        """Everything else is the kernel manager's own."""
        return getattr(self._manager, name)

    async def start_kernel(self, *args, **kwargs):
        """Start a kernel for the page and record it as its visitor's."""
        kernel_id = await ensure_async(self._manager.start_kernel(*args, **kwargs))
        self._page.holds(kernel_id)
        return kernel_id

    async def get_rendered_notebook(self, *args, **kwargs):
        """Take a preheated kernel for the page and record it as its visitor's."""
        rendered = await self._manager.get_rendered_notebook(*args, **kwargs)
        self._page.holds(rendered[2])
        return rendered


class ClassroomPage(TornadoVoilaHandler):
    """Voilà's page: no kernel for a cross-site request, a visitor without the class code, or over its share."""

    _visitor: Visitor | None = None
    _reserved = False

    @property
    def kernel_manager(self):
        """Voilà's kernel manager, recording which visitor holds the kernel this page is given."""
        manager = self.settings["kernel_manager"]
        return _Recording(manager, self) if self._reserved else manager

    async def prepare(self, *args, **kwargs):
        """Admit the visitor (or answer with the page saying why not) before Voilà builds the page."""
        for name in OVERRIDES:
            self.request.arguments.pop(name, None)
            self.request.query_arguments.pop(name, None)
        await super().prepare(*args, **kwargs)
        if not self._finished:
            await self._admit()

    async def post(self, path=None):
        """Only the class-code form posts here, and prepare has answered it."""
        raise HTTPError(405)

    async def _admit(self) -> None:
        """Cross-site requests, a missing class code and a visitor over its share start nothing."""
        manager = self.settings["kernel_manager"]
        trusted = bool(getattr(manager, "trusted_proxy", False))
        if cross_site(self, trusted):
            raise CrossSite(self.request.uri)
        if not self._class_code_ok(getattr(manager, "class_code", "")):
            return
        if self.request.method not in ("GET", "HEAD"):
            return
        cookie = visitor_cookie(self) or secrets.token_hex(16)
        self.set_cookie(VISITOR_COOKIE, cookie, path=self.base_url, httponly=True, samesite="Lax",
                        secure=self.request.protocol == "https")
        self._visitor = Visitor(client_address(self, trusted), cookie)
        await self._take_seat(manager)

    def _class_code_ok(self, code: str) -> bool:
        """With a class code: its cookie lets the visitor in; the form's right code sets it (then back to the page)."""
        if not code:
            return True
        expected = code_cookie(code)
        if self.request.method == "POST":
            given = self.get_body_argument(CODE_FIELD, "").strip()
            if not secrets.compare_digest(given.encode(), code.encode()):
                raise ClassCodeNeeded(wrong=True)
            self.set_cookie(CLASS_COOKIE, expected, path=self.base_url, httponly=True, samesite="Lax",
                            expires_days=180, secure=self.request.protocol == "https")
            self.redirect(self.request.uri, status=303)
            return False
        if not secrets.compare_digest((self.get_cookie(CLASS_COOKIE) or "").encode(), expected.encode()):
            raise ClassCodeNeeded()
        return True

    async def _take_seat(self, manager) -> None:
        """Reserve one of the visitor's seats, first freeing its closed pages' kernels; refuse over the share."""
        seats = getattr(manager, "seats", None)
        if seats is None:
            return
        share = manager.share
        most = manager.address_share or share
        for kernel_id in seats.closed_pages(self._visitor, getattr(manager, "_kernel_connections", {})):
            by_cookie, by_address = seats.held(self._visitor)
            if by_cookie < share and by_address < most:
                break
            self.log.info("A visitor at its share opened a page: freeing its closed page's kernel %s", kernel_id)
            await manager.shutdown_kernel(kernel_id)
        by_cookie, by_address = seats.held(self._visitor)
        if by_cookie >= share or by_address >= most:
            self.log.warning("A visitor holds %d kernels (share %d): refused another", max(by_cookie, by_address),
                             share)
            raise OverShare(by_cookie if by_cookie >= share else by_address, share if by_cookie >= share else most)
        if seats.too_fast(self._visitor, 2 * share):
            self.log.warning("A visitor starts kernels too fast: refused another")
            raise OverShare(by_cookie, share, too_fast=True)
        seats.note_start(self._visitor)
        seats.pending.append(self._visitor)
        self._reserved = True

    def holds(self, kernel_id: str) -> None:
        """The page got this kernel: it is the visitor's now, no longer a reservation."""
        seats = self.settings["kernel_manager"].seats
        self._release()
        seats.give(kernel_id, self._visitor)

    def _release(self) -> None:
        """Give back the reservation (the page got its kernel, or failed before)."""
        if self._reserved:
            self._reserved = False
            self.settings["kernel_manager"].seats.pending.remove(self._visitor)

    def on_finish(self) -> None:
        """A page that ended before getting a kernel gives its reservation back."""
        self._release()
        super().on_finish()


ERROR_WORDS = {403: "This kernel belongs to another page.", 404: "There is no such kernel now: it has ended."}


def _retrieved(sent) -> None:
    """Read a finished send's outcome, so that a page which left meanwhile is no "exception never retrieved"."""
    if not sent.cancelled():
        sent.exception()


class _PageSocket:
    """A socket to a page: a send to a page that has just gone is let go quietly (tornado would log it with a
    traceback once the send's future is dropped: the page closing is nothing to report), and an error is a line of
    text (the error page would need templates Voilà lacks: a page reconnecting to its ended kernel met a 404 that
    could not be drawn, and a traceback in the log)."""

    def write_error(self, status_code: int, **kwargs) -> None:
        """The error in a line of plain text."""
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(ERROR_WORDS.get(status_code, f"{status_code}: {self._reason}") + "\n")

    def write_message(self, message, binary=False):
        """Send to the page; a page that has left is not an error of the server's, whether its socket was already
        closed (tornado raises at once: the kernel's reply came a moment after the tab closed, and the traceback
        went to the log from the kernel's message handler) or the send is cut short on its way."""
        try:
            sent = super().write_message(message, binary=binary)
        except WebSocketClosedError:
            sent = Future()
            sent.set_result(None)  # nothing was sent, nobody is there to read it
            return sent
        sent.add_done_callback(_retrieved)
        return sent


class _OwnKernelOnly:
    """A kernel's endpoint that refuses (403) anyone but the page that started the kernel."""

    async def prepare(self, *args, **kwargs):
        """The endpoint's own checks, then refuse a request whose cookie is not the kernel's page's."""
        result = super().prepare(*args, **kwargs)
        if result is not None:
            await result
        manager = self.settings.get("kernel_manager")
        kernel_id = self.path_kwargs.get("kernel_id") or (self.path_args[0] if self.path_args else "")
        seats = getattr(manager, "seats", None)
        if self._finished or seats is None or kernel_id not in manager or self._allowed(seats, kernel_id):
            return
        app_log.warning("Refused a request for kernel %s without its page's cookie", kernel_id)
        raise HTTPError(403, "this kernel belongs to another page")

    def write_error(self, status_code: int, **kwargs) -> None:
        """The refusal in a line of plain text (a websocket's error page would need templates Voilà lacks)."""
        if status_code != 403:
            return super().write_error(status_code, **kwargs)
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(ERROR_WORDS[403] + "\n")


    def _allowed(self, seats, kernel_id: str) -> bool:
        """Whether the request carries the cookie of the page the kernel belongs to."""
        return seats.owned_by(kernel_id, visitor_cookie(self))


class OwnKernel(_OwnKernelOnly, KernelHandler):
    """/api/kernels/<id> (the page's "is my kernel still there" question, DELETE): its own page only; a page whose
    kernel has ended is told why (a 404 with the reason: idle, time, stopped, memory)."""

    async def prepare(self, *args, **kwargs):
        """The guard's checks; for a kernel that ended, the 404 says why to the page that held it."""
        await super().prepare(*args, **kwargs)
        manager = self.settings.get("kernel_manager")
        kernel_id = self.path_kwargs.get("kernel_id", "")
        if self._finished or not hasattr(manager, "why_ended") or kernel_id in manager:
            return
        why = manager.why_ended(kernel_id, visitor_cookie(self))
        if why:
            self.set_status(404)
            self.set_header("Content-Type", "application/json")
            self.finish(json.dumps({"message": f"Kernel does not exist: {kernel_id}", "ended": why}))


class OwnKernelChannels(_PageSocket, _OwnKernelOnly, VoilaKernelWebsocketHandler):
    """The kernel's websocket: its own page only. Its learner's widget messages keep the page's seat (pings do
    not), and the server closes it, saying why, when the kernel ends."""

    async def pre_get(self):
        """Ready the kernel's connection; a page that left while the server waited for its kernel's first answer
        (on_close ran meanwhile and let the connection go) is done with, not opened (jupyter_server went on and met
        the missing connection: a 500 and a traceback for every visitor who clicked on before their kernel woke)."""
        await super().pre_get()
        if self.connection is None:
            raise Finish()

    async def open(self, kernel_id):
        """Connect to the kernel, and be one of the sockets closed when it ends."""
        seats = getattr(self.settings.get("kernel_manager"), "seats", None)
        if seats is not None:
            seats.sockets.setdefault(kernel_id, set()).add(self)
        return await super().open(kernel_id)

    def on_message(self, message):
        """Pass the message to the kernel; a learner's own action starts the page's idle clock again."""
        seats = getattr(self.settings.get("kernel_manager"), "seats", None)
        if seats is not None and learner_action(message):
            seats.acts(self.kernel_id)
        return super().on_message(message)

    def on_close(self):
        """The page's socket closed: no longer one to close."""
        seats = getattr(self.settings.get("kernel_manager"), "seats", None)
        if seats is not None:
            seats.sockets.get(getattr(self, "kernel_id", ""), set()).discard(self)
        return super().on_close()

    def _allowed(self, seats, kernel_id: str) -> bool:
        """The page's cookie; its browser connecting marks the page as one that was open (freed once it closes)."""
        allowed = super()._allowed(seats, kernel_id)
        if allowed:
            seats.connected.add(kernel_id)
        return allowed


class OwnKernelShutdown(_OwnKernelOnly, VoilaShutdownKernelHandler):
    """Voilà's shutdown request for a closed page's kernel: its own page only."""


class OwnRequestInfo(_PageSocket, _OwnKernelOnly, RequestInfoSocketHandler):
    """The request-info socket a preheated kernel asks for its page's address and query: the kernel itself (a
    direct connection from this machine) or its own page only."""

    def _allowed(self, seats, kernel_id: str) -> bool:
        """The kernel's own connection (loopback, through no proxy), or the page's cookie."""
        direct = self.request.remote_ip in LOOPBACK and not any(
            name in self.request.headers for name in ("X-Forwarded-For", "X-Real-Ip", "Forwarded"))
        return direct or super()._allowed(seats, kernel_id)


class TemplateFiles(TemplateStaticFileHandler):
    """A template's static files; any other address under /voila/templates/ is a plain 404, never a traceback."""

    def parse_url_path(self, path):
        """Refuse an address that is not TEMPLATE/static/FILE inside the template's folder."""
        if not template_path_ok(path):
            raise HTTPError(404)
        try:
            return super().parse_url_path(path)
        except HTTPError:
            raise
        except Exception:  # Voilà asserts on the address's shape and looks the template up: any failure is a 404
            raise HTTPError(404) from None

    def validate_absolute_path(self, root, absolute_path):
        """Voilà's check against each of the template's folders; no folder at all is a 404 too."""
        try:
            return super().validate_absolute_path(root, absolute_path)
        except HTTPError:
            raise
        except Exception:
            raise HTTPError(404) from None


SWAPS = {TornadoVoilaHandler: ClassroomPage, KernelHandler: OwnKernel, VoilaKernelWebsocketHandler: OwnKernelChannels,
         VoilaShutdownKernelHandler: OwnKernelShutdown, RequestInfoSocketHandler: OwnRequestInfo,
         TemplateStaticFileHandler: TemplateFiles}


def guard_routes(app) -> int:
    """Put the guarded handlers in place of Voilà's on a tornado application; returns how many were swapped."""
    swapped = 0
    routers = [getattr(app, "default_router", None), getattr(app, "wildcard_router", None)]
    while routers:
        router = routers.pop()
        for rule in getattr(router, "rules", []):
            if isinstance(rule.target, type) and rule.target in SWAPS:
                rule.target = SWAPS[rule.target]
                swapped += 1
            elif hasattr(rule.target, "rules"):
                routers.append(rule.target)
    return swapped
