"""Serve notebooks with Voilà and drive them in headless Chromium (used by the browser tests and make bench)."""
from __future__ import annotations

import contextlib
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Chromium loads two pages of its own beside every tab it opens: the address bar's suggestion popups
# (chrome://omnibox-popup.top-chrome, some 420 files between them), which headless Chromium never shows and no page
# can see. They cost 0.6-0.8 CPU-s at every page open: a Voila page took Chromium 1.7-1.9 CPU-s with them, 1.1-1.2
# without.
NO_BROWSER_UI = ("WebUIOmniboxPopup", "WebUIOmniboxAimPopup")


def playwright_disabled_features() -> list[str]:
    """The Chromium features Playwright's own launch switches turn off. A later --disable-features replaces an
    earlier one (it does not add to it), so the harness's switch must carry Playwright's list with its own."""
    import playwright
    bundle = Path(playwright.__file__).parent / "driver" / "package" / "lib" / "coreBundle.js"
    found = re.search(r"disabledFeatures = \[(.*?)\]", bundle.read_text(), re.S) if bundle.exists() else None
    names = re.findall(r'"(\w+)"', re.sub(r"//[^\n]*", "", found.group(1))) if found else []
    if "PaintHolding" not in names:  # a list Playwright documents; a changed bundle must not drop it unseen
        raise RuntimeError(f"Playwright's list of disabled Chromium features was not found in {bundle}: the "
                           "browser tests' --disable-features would undo it (tests/browser/harness.py)")
    return names


CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-features=" + ",".join([*playwright_disabled_features(), *NO_BROWSER_UI])]
# Voilà asks a CDN for Font Awesome; with no network that fails, harmlessly. No other console error is allowed.
HARMLESS = ("font-awesome", "fontawesome", "cdn.jsdelivr", "unpkg.com", "ERR_NAME_NOT_RESOLVED",
            "ERR_INTERNET_DISCONNECTED", "Failed to load resource")

PAINTED_JS = """() => {
  for (const c of document.querySelectorAll('canvas')) {
    if (c.width < 200 || c.height < 150 || !c.isConnected || c.getBoundingClientRect().width < 50) continue;
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 97) { seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]); }
    if (seen.size > 12) return {colours: seen.size, width: c.width, height: c.height};
  }
  return null;
}"""
# A static (Voici) page has run every cell: Voici moves the cells into its page layout then (it shows them from the
# first cell's output on: tools/static/first-cell-shown.js)
ALL_RUN_JS = "() => document.getElementById('rendered_cells')?.parentElement?.id === 'jp-main-content-panel' || null"

FINGERPRINT_JS = """() => {
  const c = [...document.querySelectorAll('canvas')].find(c => c.width >= 200 && c.getBoundingClientRect().width >= 50);
  if (!c) return null;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let h = 0;
  for (let i = 0; i < d.length; i += 4 * 13) { h = (h * 31 + d[i] + 7 * d[i + 1] + 13 * d[i + 2]) % 1000000007; }
  return {hash: h};
}"""


# what scrolls the board (Voilà's page scrolls in a Lumino panel, not the window): the nearest ancestor that can
SCROLLER_JS = """c => { for (let e = c.parentElement; e; e = e.parentElement)
    if (e.scrollHeight > e.clientHeight && /auto|scroll/.test(getComputedStyle(e).overflowY)) return e;
  return document.scrollingElement; }"""
# the board's drawing point [x, y] on the screen, in CSS px: the board centred on the screen first, then the point
# brought onto the screen if it is not (a board taller than the screen)
BOARD_POINT_JS = f"""([x, y]) => {{
  const c = [...document.querySelectorAll('canvas')].find(c => c.width >= 200 && c.getBoundingClientRect().width >= 50);
  c.scrollIntoView({{block: 'center'}});
  const at = () => {{ const r = c.getBoundingClientRect();
                     return [r.left + x * r.width / c.width, r.top + y * r.height / c.height]; }};
  const [, top] = at();
  if (top < 16 || top > window.innerHeight - 16) ({SCROLLER_JS})(c).scrollTop += top - window.innerHeight / 2;
  return at();
}}"""


def free_port() -> int:
    """A TCP port nobody listens on."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Served(str):
    """A served base URL that also knows the server's process id and its log file."""

    pid: int = 0
    log: Path = ROOT / ".voila-test.log"


def log_path(log_name: str) -> Path:
    """The server log's path, one per pytest-xdist worker (``.voila-test.gw1.log``) so parallel servers never
    write into or read each other's log."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    stem, dot, ext = log_name.rpartition(".")
    return ROOT / (f"{stem}.{worker}{dot}{ext}" if worker and dot else log_name)


@contextlib.contextmanager
def voila(folder: Path, port: int | None = None, timeout: float = 60.0, classroom: bool = False,
          args: tuple[str, ...] = (), log_name: str = ".voila-test.log"):
    """Voilà serving ``folder`` on 127.0.0.1; yields the base URL (classroom: with make serve's classroom/ config)."""
    port = port or free_port()
    voila_bin = Path(sys.executable).with_name("voila")
    env = dict(os.environ, PYDEVD_DISABLE_FILE_VALIDATION="1")
    if classroom:
        env.update(JUPYTER_CONFIG_PATH=str(ROOT / "classroom"), JUPYTER_PATH=str(ROOT / "classroom"))
    log = open(log_path(log_name), "w")
    from fishtutor.classroom import UNUSED_EXTENSIONS  # the pages load what make demo's pages load, no more
    unused = [f"--VoilaConfiguration.extension_denylist={name}" for name in UNUSED_EXTENSIONS]
    # Kernels talk over files, as make serve's do (classroom.py): over TCP a kernel picks five free ports, and
    # another test's server running beside it can take one before the kernel binds it ("Address already in use").
    ipc = ["--KernelManager.transport=ipc"]
    proc = subprocess.Popen([str(voila_bin), str(folder), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                             *unused, *ipc, *args], stdout=log, stderr=subprocess.STDOUT, env=env, cwd=str(ROOT))
    base = Served(f"http://127.0.0.1:{port}")
    base.pid, base.log = proc.pid, Path(log.name)
    try:
        _wait_http(base + "/", timeout, proc)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def settled(app: "App", read, what: str, readings: int = 3, every_ms: int = 300, most: int = 200):
    """What ``read()`` returns once it has returned the same ``readings`` times in a row, ``every_ms`` apart (a
    page's parts land one after another; a key pressed or a picture taken meanwhile meets a page half updated)."""
    last, same = None, 0
    for _ in range(most):
        now = read()
        same, last = (same + 1 if now == last else 0), now
        if same >= readings - 1:
            return now
        app.page.wait_for_timeout(every_ms)
    raise AssertionError(what)


def kernels(server_pid: int) -> list:
    """The kernel processes a Voilà server runs now (psutil processes)."""
    import psutil
    try:
        children = psutil.Process(server_pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []
    found = []
    for child in children:
        try:
            if "ipykernel_launcher" in " ".join(child.cmdline()):
                found.append(child)
        except psutil.Error:
            continue
    return found


def wait_until(condition, timeout: float, what: str, every: float = 1.0):
    """Poll ``condition()`` until it returns something truthy (returned) or fail after ``timeout`` s."""
    end = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"not within {timeout:.0f} s: {what}")
        time.sleep(every)


def _wait_http(url: str, timeout: float, proc) -> None:
    """Wait until ``url`` answers (or the server dies)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"Voilà exited with code {proc.returncode}; see {log_path('.voila-test.log').name}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(f"Voilà did not answer at {url} within {timeout} s")


@contextlib.contextmanager
def chromium():
    """Headless Debian Chromium driven by Playwright (never Playwright's own browser download)."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


VISITOR_DATA = "cookies,local_storage,indexeddb,websql,file_systems,service_workers,cache_storage"  # what a site
# keeps of a visitor (not the HTTP cache, nor the compiled scripts)


class Contexts:
    """Browser contexts the test run's pages take turns in (a few per browser and kind of screen), so that a page
    opens with the HTTP cache and compiled scripts the pages before it left (a second Voilà page in a used context
    costs Chromium about 1.4 s of CPU, in a new one 2.4 s): as one learner's own browser does. Each page still starts
    as a new visitor: before it opens, the context's cookies and every origin's stored data (local storage,
    IndexedDB, service workers) are cleared. A page never shares a context with another open page (a class of
    learners at once: each its own); past POOL contexts in use, a page gets a context of its own, closed with it.
    A pooled page a test leaves open is closed when the test ends (close_left_open), unless kept for the module's
    next tests (kept_page). Off unless the tests turn it on (``shared``): the benches time first visits."""

    shared = False
    POOL = 6
    _kept: dict = {}  # (browser id, touch) -> [[context, open pages, origins visited], ...]
    _opened: list = []  # pooled pages opened since the last close_left_open
    _for_module: set = set()  # pooled pages kept for a module's tests

    @classmethod
    def page_for(cls, browser, url: str, width: int, height: int, touch: bool):
        """A new page for ``url`` and the context to close with it (None: a pooled context, or the page's own)."""
        options = dict(has_touch=True, is_mobile=True, device_scale_factor=3) if touch else {}
        pool = cls._kept.setdefault((id(browser), touch), []) if cls.shared and browser.is_connected() else []
        if pool and pool[0][0].browser is not browser:  # a closed browser's contexts, its id now another's
            pool.clear()
        free = next((kept for kept in pool if not kept[1]), None)
        if free is None and cls.shared and len(pool) < cls.POOL:
            free = [browser.new_context(**options), set(), set()]
            pool.append(free)
        if free is None and not touch:
            return browser.new_page(viewport={"width": width, "height": height}), None  # closed with its page
        if free is None:
            context = browser.new_context(viewport={"width": width, "height": height}, **options)
            return context.new_page(), context
        context, open_pages, origins = free
        context.clear_cookies()
        page = context.new_page()
        page.set_viewport_size({"width": width, "height": height})
        if origins:
            cdp = context.new_cdp_session(page)
            for origin in origins:
                cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": VISITOR_DATA})
            cdp.detach()
        origins.add("/".join(url.split("/")[:3]))
        open_pages.add(page)
        page.on("close", lambda closed: (open_pages.discard(closed), cls._for_module.discard(closed)))
        cls._opened.append(page)
        return page, None

    @classmethod
    def keep_for_module(cls, page) -> None:
        """This page stays open for the module's next tests."""
        cls._for_module.add(page)

    @classmethod
    def close_left_open(cls) -> None:
        """Close the pooled pages opened since the last call that are still open and not kept for the module."""
        opened, cls._opened = cls._opened, []
        for page in opened:
            if page not in cls._for_module and not page.is_closed():
                page.close()


class App:
    """One Voilà app open in a page, with its console errors collected."""

    def __init__(self, browser, url: str, width: int = 1000, height: int = 900, wait_until: str = "domcontentloaded",
                 touch: bool = False, before=None):
        # touch: a phone's screen (a touch screen, a mobile viewport, 3 px per px); the context is closed with the
        # page unless it is one the tests' pages take turns in (Contexts); before: called with the page before it
        # opens (a route, a script)
        self.page, self.context = Contexts.page_for(browser, url, width, height, touch)
        if before is not None:
            before(self.page)
        self.errors: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self._error(m.text))
        self.page.on("pageerror", lambda e: self._error(str(e)))
        origin = "/".join(url.split("/")[:3])
        self.foreign: list[str] = []  # requests to any other host (a CDN): an offline classroom cannot answer them
        self._note_requests(origin)
        self.started = time.perf_counter()
        self.page.goto(url, wait_until=wait_until, timeout=60_000)

    def _note_requests(self, origin: str) -> None:
        """Note every request the page makes to another address than ``origin``, before the page opens."""
        self.page.on("request", lambda r: r.url.startswith(("data:", "blob:", origin)) or self.foreign.append(r.url))

    def close(self) -> None:
        """Close the page (and its context, unless it is a shared one)."""
        self.page.close()
        if self.context is not None:
            self.context.close()

    def _error(self, text: str) -> None:
        if not any(h.lower() in text.lower() for h in HARMLESS):
            self.errors.append(text)

    def wait_painted(self, timeout: float = 60.0) -> float:
        """Seconds from opening the page until a board canvas shows a drawn picture."""
        self.page.wait_for_function(PAINTED_JS, timeout=timeout * 1000, polling=50)
        return time.perf_counter() - self.started

    def fingerprint(self) -> int:
        """A hash of the board's pixels."""
        return self.page.evaluate(FINGERPRINT_JS)["hash"]

    def board_box(self) -> dict:
        """The board canvas' place on the page and its drawing size."""
        return self.page.evaluate("""() => {
          const c = [...document.querySelectorAll('canvas')].find(c => c.width >= 200 && c.getBoundingClientRect().width >= 50);
          c.scrollIntoView({block: 'center'});
          const r = c.getBoundingClientRect();
          return {x: r.left, y: r.top, w: r.width, h: r.height, cw: c.width, ch: c.height};
        }""")

    def click_board(self, x: float, y: float) -> None:
        """Click the board at drawing coordinates (x, y), whatever size the page shows it at."""
        box = self.board_box()
        self.page.mouse.click(box["x"] + x * box["w"] / box["cw"], box["y"] + y * box["h"] / box["ch"])

    def board_point(self, x: float, y: float) -> tuple[float, float]:
        """Where on the screen (CSS px) the board's drawing point (x, y) is, the page scrolled to show it."""
        return tuple(self.page.evaluate(BOARD_POINT_JS, [x, y]))

    def tap_board(self, x: float, y: float) -> None:
        """Tap the board with a finger at drawing coordinates (x, y) (a page opened with ``touch``)."""
        self.page.touchscreen.tap(*self.board_point(x, y))

    def steady_fingerprint(self) -> int:
        """The board's fingerprint once it has stopped changing (a canvas may still be drawing what the words beside
        it already say)."""
        return settled(self, self.fingerprint, "the board never stopped changing")

    def wait_changed(self, before: int, timeout: float = 30.0) -> float:
        """Seconds until the board's pixels differ from fingerprint ``before``."""
        start = time.perf_counter()
        self.page.wait_for_function(f"() => {{ const f = ({FINGERPRINT_JS})(); return f && f.hash !== {before} ? f : null; }}",
                                    timeout=timeout * 1000, polling=20)
        return time.perf_counter() - start

    def text(self) -> str:
        """Everything the page says."""
        return self.page.inner_text("body")

    def has_traceback(self) -> bool:
        """A Python error made it onto the page."""
        body = self.text()
        return "Traceback" in body or "Error:" in body and "Exception" in body


@contextlib.contextmanager
def kept_page(pages: dict, key: str, open_app):
    """The page kept in ``pages`` under ``key`` (``open_app()`` opens it if none is); closed and forgotten if the
    test fails in it, so the next test opens it afresh."""
    app = pages.get(key)
    if app is None:
        app = pages[key] = open_app()
        Contexts.keep_for_module(app.page)
    try:
        yield app
    except BaseException:
        pages.pop(key).close()
        raise


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")
RUN_AXE = """async () => {
  const found = await axe.run(document, {resultTypes: ['violations']});
  return found.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                     where: v.nodes.slice(0, 3).map(n => n.html.slice(0, 120))}));
}"""


def axe_violations(app: "App") -> list[str]:
    """The page's serious and critical violations, one line each."""
    if not AXE.exists():
        raise AssertionError(f"axe-core is not installed at {AXE.relative_to(ROOT)}: run make (npm ci)")
    app.page.add_script_tag(path=str(AXE))
    found = app.page.evaluate(RUN_AXE)
    return [f"{v['impact']} {v['id']}: {v['help']} {v['where']}" for v in found if v["impact"] in BLOCKING]


# controls a learner types into or chooses from with no name a screen reader can say (neither a label's words nor
# an aria-label: a placeholder is not a name), and elements whose title is "null" (a tooltip ipywidgets was not given)
NAMELESS_JS = """() => [
  ...[...document.querySelectorAll('input, select, textarea')]
    .filter(e => e.type !== 'file' && e.type !== 'hidden')
    .filter(e => !(e.getAttribute('aria-label') || '').trim() && ![...(e.labels || [])].some(l => l.textContent.trim()))
    .map(e => 'no name: ' + e.outerHTML.slice(0, 120)),
  ...[...document.querySelectorAll('[title]')].filter(e => e.getAttribute('title') === 'null')
    .map(e => 'title null: ' + e.outerHTML.slice(0, 120))]"""


def nameless(app: "App") -> list[str]:
    """Every box or menu on the page without a name, and every element titled "null", one line each."""
    return app.page.evaluate(NAMELESS_JS)
