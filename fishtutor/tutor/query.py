"""The page's query string (``?lesson=3&compact=1``), read the one way that works under Voilà.

Voilà hands a kernel the query string in ``QUERY_STRING``. A preheated kernel was started, and has run its
whole notebook, before the page was asked for: there the query string arrives later, from
``voila.utils.get_query_string()``, which blocks until the page is requested. Waiting for it while the
notebook runs would put all the page's work back after the learner's request (the pool would preheat almost
nothing), so a preheated kernel builds its page with no query string and asks for it on a background thread;
when Voilà hands it over (as the page is requested, well before the browser has loaded its scripts), the
callbacks registered with :func:`when_known` run on the kernel's main thread. Anywhere else (plain Voilà,
JupyterLab, nbval, tests) the environment variable is all there is, known at once."""
from __future__ import annotations

import os
import sys
import threading
from urllib.parse import parse_qsl

_FETCHED: list[str] = []  # a preheated kernel is told its query string once: keep it
_WAITING: list = []  # callbacks for the query string of a preheated kernel, until it arrives
_ASKING: list[threading.Thread] = []  # the one thread asking Voilà (tests join it)


def is_preheated() -> bool:
    """This kernel was started by Voilà's pool before its page was asked for."""
    return os.environ.get("VOILA_PREHEAT", "False") != "False" and bool(os.environ.get("VOILA_KERNEL_ID"))


def in_browser() -> bool:
    """This Python runs in the visitor's browser (the static edition, Pyodide): the page's address is the page's
    to tell, as it is for a preheated kernel."""
    return sys.platform == "emscripten"


def known_params() -> dict[str, str] | None:
    """The page's query parameters if they are known now ({} when there is no page), None while a preheated
    kernel (or the static edition's Python) still waits for its page."""
    if _FETCHED:
        return _parse(_FETCHED[0])
    if is_preheated() or in_browser():
        return None
    return _parse(os.environ.get("QUERY_STRING", ""))


def query_params() -> dict[str, str]:
    """The page's query parameters as a dict (the last value wins; {} when there is no page or not yet known)."""
    return known_params() or {}


def when_known(callback) -> None:
    """Call ``callback(params)`` with the page's query parameters: now if they are known, else (a preheated
    kernel) on the kernel's main thread once Voilà hands them over."""
    params = known_params()
    if params is not None:
        callback(params)
        return
    _WAITING.append(callback)
    if in_browser():
        from fishtutor.static.address import ask_page
        ask_page(lambda raw: _on_main_thread(lambda: _deliver(raw)))
        return
    if not _ASKING:
        _ASKING.append(threading.Thread(target=_ask_voila, name="fishtutor-query-string", daemon=True))
        _ASKING[0].start()


def _ask_voila() -> None:
    """On a background thread: wait for Voilà's query string, then hand it to the waiting callbacks."""
    try:
        loaded = sys.modules.get("voila.utils")  # already imported (a test's stand-in): costs nothing more
        raw = (loaded.get_query_string() if loaded else _voila_query_string()) or ""
    except Exception:  # noqa: BLE001 - a lost query string must not stop the page: it opens as if none was given
        raw = ""
    _on_main_thread(lambda: _deliver(raw))


def _voila_query_string() -> str:
    """What ``voila.utils.get_query_string()`` does, without importing ``voila.utils`` (it brings the Jupyter
    server's modules, about 45 MB, into every preheated kernel): wait on the server's query socket for this
    kernel's page request, put what it tells into the environment and return the query string."""
    import asyncio
    import json

    import websockets
    base = os.getenv("VOILA_WS_BASE_URL", os.getenv("VOILA_SERVER_URL", "/"))
    url = (f"{os.getenv('VOILA_WS_PROTOCOL', 'ws')}://{os.getenv('VOILA_APP_IP', '127.0.0.1')}:"
           f"{os.getenv('VOILA_APP_PORT', '8866')}{base}voila/query/{os.getenv('VOILA_KERNEL_ID')}")

    async def request_info() -> str | bytes:
        async with websockets.connect(url, open_timeout=5) as socket:
            return await socket.recv()
    loop = asyncio.new_event_loop()
    try:
        for key, value in json.loads(loop.run_until_complete(request_info())).items():
            os.environ[key] = value
    finally:
        loop.close()
    return os.environ.get("QUERY_STRING", "")


def _deliver(raw: str) -> None:
    """Remember the query string and run every callback waiting for it."""
    if not _FETCHED:
        _FETCHED.append(raw)
    params = _parse(_FETCHED[0])
    while _WAITING:
        _WAITING.pop(0)(params)


def _on_main_thread(fn) -> None:
    """Run ``fn`` on the kernel's main thread (widgets are not thread-safe); outside a kernel, here and now."""
    try:
        from IPython import get_ipython
        loop = getattr(getattr(get_ipython(), "kernel", None), "io_loop", None)
    except ImportError:
        loop = None
    if loop is None:
        fn()
    else:
        loop.add_callback(fn)


def _parse(raw: str) -> dict[str, str]:
    return dict(parse_qsl(raw.lstrip("?"), keep_blank_values=True))


def lesson_number(params: dict, count: int) -> tuple[int, str]:
    """``?lesson=N`` (1-based) as a lesson index, with a short note when N is not a lesson here."""
    raw = params.get("lesson")
    if raw is None:
        return 0, ""
    text = str(raw).strip()
    if text.isascii() and text.isdigit() and len(text) <= 6 and 1 <= int(text) <= count:
        return int(text) - 1, ""
    shown = text[:12] + ("…" if len(text) > 12 else "")
    return 0, f"There is no lesson “{shown}” here (lessons 1 to {count}): this is lesson 1."
