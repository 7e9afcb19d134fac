"""Serving a class that one visitor cannot take down: a fair share of kernels per visitor, no kernel for a
cross-site request, a kernel that answers only the page that started it, an optional class code, and no
template chosen from the address bar.

Standalone Voilà (make demo, make serve) has no setting for its page handlers, so :func:`guard_routes` swaps
Voilà's handler classes for the subclasses below once its web application exists (ClassroomKernelManager
schedules it). The figures are ClassroomKernelManager's traits (fishtutor/classroom.py). Never imported by the
engine or the tutor widgets.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from tornado.web import HTTPError

VISITOR_COOKIE = "fishtutor_visitor"   # set on a visitor's first page: the key to the kernels it starts
CLASS_COOKIE = "fishtutor_class"       # set once a visitor entered the class code
CODE_FIELD = "class_code"              # the class-code form's field
LOADING_SECONDS = 30   # a page that never connected may still be loading for this long: not taken back before
RATE_SECONDS = 6       # a visitor starts twice its share at once, then one kernel per this many seconds
_TOKEN = re.compile(r"[0-9a-f]{32}")
_TEMPLATE_FILE = re.compile(r"[A-Za-z0-9_-]+/static/[A-Za-z0-9_./-]+")


@dataclass(frozen=True)
class Visitor:
    """Who asks: the client's address and the browser cookie of its first page."""

    address: str
    cookie: str


@dataclass
class Seats:
    """Which visitor holds which kernel, the starts under way, and each visitor's recent starts."""

    owners: dict = field(default_factory=dict)     # kernel id -> Visitor
    started: dict = field(default_factory=dict)    # kernel id -> time.monotonic() it was handed to a page
    pending: list = field(default_factory=list)    # Visitors whose page is being built right now
    connected: set = field(default_factory=set)    # kernels whose page's browser connected at least once
    tokens: dict = field(default_factory=dict)     # ("address" | "cookie", value) -> (starts left, when counted)
    acted: dict = field(default_factory=dict)      # kernel id -> time.monotonic() of its learner's last action
    sockets: dict = field(default_factory=dict)    # kernel id -> the page's open websockets (closed when it ends)

    def held(self, visitor: Visitor) -> tuple[int, int]:
        """Kernels held (and being started) by this visitor's cookie, and by its address."""
        everyone = [*self.owners.values(), *self.pending]
        return (sum(v.cookie == visitor.cookie for v in everyone),
                sum(v.address == visitor.address for v in everyone))

    def give(self, kernel_id: str, visitor: Visitor) -> None:
        """Record that this visitor's page now holds the kernel."""
        self.owners[kernel_id] = visitor
        self.started[kernel_id] = self.acted[kernel_id] = time.monotonic()

    def forget(self, kernel_id: str) -> set:
        """The kernel was shut down: its seat is free; returns its page's websockets, still to be closed."""
        self.owners.pop(kernel_id, None)
        self.started.pop(kernel_id, None)
        self.acted.pop(kernel_id, None)
        self.connected.discard(kernel_id)
        return self.sockets.pop(kernel_id, set())

    def acts(self, kernel_id: str) -> None:
        """The kernel's learner did something on its page (the open page's idle clock starts again)."""
        if kernel_id in self.owners:
            self.acted[kernel_id] = time.monotonic()

    def owned_by(self, kernel_id: str, cookie: str) -> bool:
        """Whether the kernel was started by the page holding this cookie."""
        owner = self.owners.get(kernel_id)
        return owner is not None and bool(cookie) and hmac.compare_digest(owner.cookie, cookie)

    def closed_pages(self, visitor: Visitor, connections: dict) -> list[str]:
        """This visitor's kernels no browser holds, oldest first: pages it closed or left, and pages that never
        connected (a plain GET) once LOADING_SECONDS have passed."""
        now = time.monotonic()
        mine = [k for k, v in self.owners.items() if v.cookie == visitor.cookie or v.address == visitor.address]
        free = [k for k in mine if not connections.get(k)
                and (k in self.connected or now - self.started.get(k, now) > LOADING_SECONDS)]
        return sorted(free, key=lambda k: self.started.get(k, now))

    def too_fast(self, visitor: Visitor, burst: int) -> bool:
        """Whether this visitor has no start left: ``burst`` at once, then one more every RATE_SECONDS."""
        now = time.monotonic()
        if len(self.tokens) > 1000:  # cookies that came once (plain GETs) are forgotten once their starts are back
            self.tokens = {k: (n, t) for k, (n, t) in self.tokens.items() if now - t < burst * RATE_SECONDS}
        for key in (("cookie", visitor.cookie), ("address", visitor.address)):
            left, then = self.tokens.get(key, (burst, now))
            left = min(burst, left + (now - then) / RATE_SECONDS)
            self.tokens[key] = (left, now)
            if left < 1:
                return True
        return False

    def note_start(self, visitor: Visitor) -> None:
        """Count a kernel start against this visitor's rate."""
        for key in (("cookie", visitor.cookie), ("address", visitor.address)):
            left, then = self.tokens[key]
            self.tokens[key] = (left - 1, then)


class OverShare(HTTPError):
    """The visitor holds its share of kernels, or starts them too fast: the 429 page, nothing started."""

    def __init__(self, held: int, share: int, too_fast: bool = False):
        super().__init__(429, "visitor over its share: %d of %d kernels%s", held, share,
                         " (starting too fast)" if too_fast else "", reason="Too many tutors open")
        self.held, self.share, self.too_fast = held, share, too_fast


class CrossSite(HTTPError):
    """Another web site asked for a page: a page with a link to open the tutor, nothing started."""

    def __init__(self, link: str):
        super().__init__(403, "cross-site request for a page: no kernel started", reason="Open the tutor here")
        self.link = link


class ClassCodeNeeded(HTTPError):
    """The server asks for a class code and the visitor has not entered it: the class-code form."""

    def __init__(self, wrong: bool = False):
        super().__init__(401, "class code needed%s", " (a wrong one was entered)" if wrong else "",
                         reason="Class code needed")
        self.wrong = wrong


def client_address(handler, trusted_proxy: bool) -> str:
    """The visitor's address: the connection's, or behind a trusted proxy the one the proxy saw."""
    forwarded = handler.request.headers.get("X-Forwarded-For", "")
    if trusted_proxy and forwarded.strip():
        return forwarded.split(",")[-1].strip()  # the proxy appends the address it saw; the rest is the client's say
    return handler.request.remote_ip or ""


def visitor_cookie(handler) -> str:
    """The visitor cookie the browser sent ("" when none, or not one this server gives)."""
    given = handler.get_cookie(VISITOR_COOKIE) or ""
    return given if _TOKEN.fullmatch(given) else ""


def cross_site(handler, trusted_proxy: bool) -> bool:
    """Whether a browser marked the request as coming from another site (Sec-Fetch-Site, or a foreign Origin)."""
    headers = handler.request.headers
    if headers.get("Sec-Fetch-Site", "").strip().lower() == "cross-site":
        return True
    origin = headers.get("Origin")
    if origin is None:
        return False
    hosts = {handler.request.host.lower()}
    if trusted_proxy and headers.get("X-Forwarded-Host"):
        hosts.add(headers["X-Forwarded-Host"].split(",")[-1].strip().lower())
    return urlsplit(origin.strip()).netloc.lower() not in hosts


def code_cookie(code: str) -> str:
    """The class-code cookie's value: a digest of the code, never the code itself (a new code, a new cookie)."""
    return hmac.new(code.encode(), b"fishtutor class code", hashlib.sha256).hexdigest()


def template_path_ok(path: str) -> bool:
    """Whether a /voila/templates/ address names a template's static file without leaving its folder."""
    return bool(_TEMPLATE_FILE.fullmatch(path)) and ".." not in path.split("/") and "//" not in path


# A widget message a page sends without its learner doing anything: the widget manager asking for the state of
# the models it is about to show (on every load and reconnection).
NOT_LEARNER_METHODS = ("request_state", "request_states")
_SMALL_CONTENT = 65536  # a comm_msg's content this big is a learner's upload: counted without being read


def learner_action(message) -> bool:
    """Whether a message from a page's websocket is its learner's own action: a widget message (comm_msg on the
    shell channel) other than a state request; pings (kernel_info, comm_info) and the page's set-up are not."""
    try:
        channel, header, content = _parts(message)
        if channel != "shell" or json.loads(header).get("msg_type") != "comm_msg":
            return False
        if len(content) >= _SMALL_CONTENT:
            return True
        data = json.loads(content).get("data") or {}
        return data.get("method") not in NOT_LEARNER_METHODS
    except (ValueError, TypeError, AttributeError, IndexError, KeyError):
        return False


def _parts(message) -> tuple:
    """A websocket message's channel, header (JSON) and content (JSON), in either of Jupyter's two wire formats:
    the v1 binary one (a table of offsets, then channel, header, parent header, metadata, content, buffers) or
    the older JSON text."""
    if isinstance(message, str):
        whole = json.loads(message)
        return whole.get("channel"), json.dumps(whole.get("header") or {}), json.dumps(whole.get("content") or {})
    count = int.from_bytes(message[:8], "little")
    if not 6 <= count <= 64 or 8 * (count + 1) > len(message):
        raise ValueError("not a kernel message")
    offsets = [int.from_bytes(message[8 * (i + 1):8 * (i + 2)], "little") for i in range(count)] + [len(message)]
    part = [message[offsets[i]:offsets[i + 1]] for i in range(min(count, 5))]
    return part[0].decode(), part[1], part[4]
