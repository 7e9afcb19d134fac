"""A class at once against the classroom configuration (make serve): boards paint, kernels are freed, the
ceiling answers with a polite 503, and a page whose kernel was freed says how to start again. One visitor cannot
take the class down: a client flooding the server holds at most its share while another is served; another web
site starts no kernel; a kernel answers only the page that started it; a page that leaves before its kernel first
answered leaves no traceback; the address bar chooses no template; a class code admits only the class; a deep link
followed under the preheated pool opens its lesson. The flooding client and the plain requests come from other
loopback addresses (127.0.0.2, .3, ...) than Chromium's (127.0.0.1): the server tells visitors apart by address and by cookie.

Only the timeouts are shortened on the test server's command line; everything else is classroom/voila.py.
No timed assertions: every wait is a generous wait-until with a deadline.
"""
import asyncio
import base64
import http.client
import os
import re
import socket
import time
import urllib.error
import urllib.request
import uuid
from http.cookies import SimpleCookie
from urllib.parse import urlsplit

import pytest
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from fishtutor.classroom import POOL_PER_NOTEBOOK, SHARE, WARM_PAGES
from fishtutor.lessons import LESSONS

from tests.browser.harness import PAINTED_JS, ROOT, App, kernels, voila, wait_until
from tests.support.sockets import shut

pytestmark = [pytest.mark.browser, pytest.mark.load]

LEARNERS = 5
CLOSED_TAB = 45   # test-only cull timeout (seconds; pages on a busy 2-core machine take a while to connect)
UNTOUCHED = 40    # test-only timeout for an open page left unused (seconds after its board painted)
CULL_EVERY = 5
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
POOL = POOL_PER_NOTEBOOK * len(set(WARM_PAGES) & set(NOTEBOOKS))  # one kernel run ahead per tutor, none per page of words
SHORT = (f"--ClassroomKernelManager.cull_idle_timeout={CLOSED_TAB}",
         f"--ClassroomKernelManager.cull_interval={CULL_EVERY}")


def count(base) -> int:
    """Kernels the server runs now."""
    return len(kernels(base.pid))


def get(url: str) -> tuple[int, dict, str]:
    """A plain GET (a link preview, a crawler): status, headers, body."""
    try:
        with urllib.request.urlopen(url, timeout=120) as reply:
            return reply.status, dict(reply.headers), reply.read().decode()
    except urllib.error.HTTPError as refused:
        return refused.code, dict(refused.headers), refused.read().decode()


def test_a_class_opens_at_once_and_its_kernels_are_freed_when_the_pages_close(browser):
    with voila(ROOT / "notebooks", classroom=True, args=SHORT, log_name=".voila-load.log") as base:
        wait_until(lambda: count(base) == POOL, 180, f"the preheated pool of {POOL} kernels")
        url = f"{base}/voila/render/fish_frenzy.ipynb"
        apps = [App(browser, url, wait_until="commit") for _ in range(LEARNERS)]
        wait_until(lambda: all(app.page.evaluate(PAINTED_JS) for app in apps), 400,
                   f"all {LEARNERS} boards painted", every=2)
        assert all(not app.errors and not app.has_traceback() for app in apps), [a.errors for a in apps]
        status, _, body = get(f"{base}/voila/render/index.ipynb")  # a link preview takes a kernel too
        assert status == 200 and "fish_frenzy.ipynb" in body
        wait_until(lambda: count(base) == POOL + LEARNERS + 1, 120, "one kernel per page, the pool refilled")
        for app in apps:
            app.page.close()
        wait_until(lambda: count(base) == POOL, CLOSED_TAB + 4 * CULL_EVERY + 120,
                   f"closed pages' kernels freed, back to the pool of {POOL}", every=2)
        assert "Culling" in base.log.read_text()


def test_over_the_ceiling_a_visitor_gets_a_polite_503_and_a_freed_page_says_how_to_start_again(browser):
    args = (*SHORT, f"--ClassroomKernelManager.max_kernels={POOL}",
            f"--ClassroomKernelManager.connected_idle_timeout={UNTOUCHED}")
    with voila(ROOT / "notebooks", classroom=True, args=args, log_name=".voila-ceiling.log") as base:
        wait_until(lambda: count(base) == POOL, 180, f"the preheated pool of {POOL} kernels")
        url = f"{base}/voila/render/fish_frenzy.ipynb"
        app = App(browser, url)
        app.wait_painted(timeout=180)  # the learner takes the last seat: the pool's kernel cannot be replaced
        status, headers, body = get(url)
        assert status == 503, body[:300]
        assert int(headers["Retry-After"]) > 0 and "The class is full for a moment" in body
        assert count(base) <= POOL
        notice = app.page.locator("#fishtutor-session-ended")
        assert notice.is_hidden()
        notice.wait_for(state="visible", timeout=300_000)  # left unused: freed, and the page says so
        assert "Reload the page to start again" in notice.inner_text()
        app.page.close()
        # Seats are free again: the pool refills and a visitor gets the tutor, not the 503 page.
        wait_until(lambda: get(url)[0] == 200, 240, "the tutor served again once kernels were freed", every=5)
        assert count(base) <= POOL


def test_a_teacher_preheats_kernels_for_the_tutor_a_class_opens(browser, monkeypatch):
    """make serve PREHEAT=fish_frenzy=3 MAX_KERNELS=20: three kernels run ahead for that tutor, and three
    learners opening it at once each get one of them."""
    monkeypatch.setenv("FISHTUTOR_PREHEAT", "fish_frenzy=3")
    monkeypatch.setenv("FISHTUTOR_MAX_KERNELS", "20")
    ahead = POOL - POOL_PER_NOTEBOOK + 3
    with voila(ROOT / "notebooks", classroom=True, args=SHORT, log_name=".voila-preheat.log") as base:
        wait_until(lambda: count(base) == ahead, 240, f"{ahead} kernels run ahead, 3 of them for fish_frenzy")
        apps = [App(browser, f"{base}/voila/render/fish_frenzy.ipynb", wait_until="commit") for _ in range(3)]
        wait_until(lambda: all(app.page.evaluate(PAINTED_JS) for app in apps), 400, "all 3 boards painted", every=2)
        assert all(not app.errors and not app.has_traceback() for app in apps), [a.errors for a in apps]
        log = base.log.read_text()
        assert log.count("Using pre-heated kernel") == 3 and log.count("for fish_frenzy.ipynb") == 3, log[-2000:]
        for app in apps:
            app.page.close()


CEILING = 20  # the pool, a flood at its share, and every test's pages fit; before the guard a flood took them all
FLOODER, STRANGER = "127.0.0.2", "127.0.0.3"
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
CONFIG_JS = "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
CODE = "blue whale 7"


def test_under_the_preheated_pool_a_deep_link_still_opens_its_lesson_and_layout(browser):
    """make serve's pool runs the notebook before the page is asked for; the link is followed when it comes."""
    from fishtutor.classroom import POOL_PER_NOTEBOOK, WARM_PAGES
    tutors = POOL_PER_NOTEBOOK * len(WARM_PAGES)  # one kernel run ahead per tutor; a page of words starts its own
    with voila(ROOT / "notebooks", classroom=True, log_name=".voila-preheat.log") as base:
        wait_until(lambda: len(kernels(base.pid)) >= tutors, 180, "the preheated pool")
        log = base.log
        wait_until(lambda: "Kernel pool of fish_frenzy.ipynb is filled" in log.read_text(), 180, "the tutor's pool")
        app = App(browser, f"{base}/voila/render/fish_frenzy.ipynb?lesson=3&compact=1")
        app.wait_painted(timeout=180)
        app.page.wait_for_selector(f"text=Lesson 3 of {len(LESSONS['fish_frenzy'])}", timeout=60_000)
        app.page.wait_for_function("() => [...document.querySelectorAll('canvas')].some(c => c.width === 420)",
                                   timeout=60_000)
        assert LESSONS["fish_frenzy"][2].title in app.text()
        assert "Rules as printed / this edition" in app.text()  # the toggle is there; its table waits for it
        assert "lesson=3" in app.page.url and "compact=1" in app.page.url  # the link that came late stands
        app.page.locator("select").first.select_option(index=4)
        app.page.wait_for_function("() => location.search.includes('lesson=5')", timeout=30_000)
        assert "compact=1" in app.page.url  # the address follows the lesson, the other parameters kept
        assert not app.errors and not app.has_traceback()
        assert not app.foreign, app.foreign  # the classroom page asks nothing of the internet


@pytest.fixture(scope="module")
def guarded(monkeypatch_module):
    """make serve MAX_KERNELS=20 (the share left at its default)."""
    monkeypatch_module.setenv("FISHTUTOR_MAX_KERNELS", str(CEILING))
    with voila(ROOT / "notebooks", classroom=True, log_name=".voila-guard.log") as base:
        wait_until(lambda: len(kernels(base.pid)) == POOL, 240, f"the preheated pool of {POOL} kernels")
        yield base


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as patch:
        yield patch


def ask(url: str, source: str = STRANGER, headers: dict | None = None, method: str = "GET") -> tuple:
    """A plain request from ``source`` (no browser, no cookie unless given): status, headers, body."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=180, source_address=(source, 0))
    try:
        connection.request(method, parts.path + (f"?{parts.query}" if parts.query else ""), headers=headers or {})
        reply = connection.getresponse()
        return reply.status, reply.headers, reply.read().decode()
    finally:
        connection.close()


async def flood(base: str, times: int = 60, at_once: int = 6) -> list:
    """``times`` plain GETs of the front page from FLOODER, ``at_once`` at a time, no cookies kept."""
    client = AsyncHTTPClient(force_instance=True, max_clients=at_once)
    request = dict(url=f"{base}/voila/render/index.ipynb", network_interface=FLOODER, request_timeout=300,
                   connect_timeout=300)
    try:
        return await asyncio.gather(*[client.fetch(HTTPRequest(**request), raise_error=False) for _ in range(times)])
    finally:
        client.close()


async def hold(base: str, replies: list) -> list:
    """A websocket held on each kernel the flood got, with the cookie its page was given."""
    held = []
    for reply in replies:
        cookie = next(SimpleCookie(c)["fishtutor_visitor"].value for c in reply.headers.get_list("Set-Cookie")
                      if c.startswith("fishtutor_visitor="))
        kernel = KERNEL_ID.search(reply.body.decode()).group(1)
        url = f"{base.replace('http', 'ws', 1)}/api/kernels/{kernel}/channels"
        held.append(await websocket_connect(HTTPRequest(url, headers={"Cookie": f"fishtutor_visitor={cookie}"},
                                                        network_interface=FLOODER)))
    return held


async def socket_status(base: str, kernel: str, cookie: str | None) -> int:
    """What the kernel's websocket answers a stranger (101 when it opens)."""
    url = f"{base.replace('http', 'ws', 1)}/api/kernels/{kernel}/channels"
    headers = {"Cookie": f"fishtutor_visitor={cookie}"} if cookie else {}
    try:
        socket = await websocket_connect(HTTPRequest(url, headers=headers, network_interface=STRANGER))
    except HTTPClientError as refused:
        return refused.code
    socket.close()
    return 101


def test_one_client_flooding_the_class_holds_its_share_and_another_is_still_served(guarded, browser, loop):
    first = loop(flood(guarded))
    served = [r for r in first if r.code == 200]
    assert len(served) <= SHARE, f"one client took {len(served)} kernels: {[r.code for r in first]}"
    refused = [r for r in first if r.code != 200]
    assert refused and all(r.code == 429 for r in refused), {r.code for r in refused}
    assert f"You have {SHARE} tutors open here: close one, then reload" in refused[-1].body.decode()
    sockets = loop(hold(guarded, served))  # what its tabs would do: every kernel kept busy with a browser
    again = loop(flood(guarded))
    assert all(r.code == 429 for r in again), [r.code for r in again]
    assert len(kernels(guarded.pid)) <= POOL + SHARE
    learner = App(browser, f"{guarded}/voila/render/index.ipynb", wait_until="load")  # another visitor
    try:
        learner.page.wait_for_selector("text=Fish Frenzy", timeout=120_000)
        assert "tutors open here" not in learner.text() and "class is full" not in learner.text()
    finally:
        learner.page.close()
        loop(shut(*sockets))


def test_a_request_another_site_sends_starts_no_kernel_and_gets_a_link(guarded):
    before = len(kernels(guarded.pid))
    url = f"{guarded}/voila/render/fish_eat_fish.ipynb?lesson=2"
    for headers in ({"Origin": "http://evil.example"}, {"Sec-Fetch-Site": "cross-site"},
                    {"Origin": "null"}, {"Origin": f"http://evil.example:{urlsplit(guarded).port}"}):
        status, _, body = ask(url, headers=headers)
        assert status == 403, headers
        assert "Open the tutor" in body and 'href="/voila/render/fish_eat_fish.ipynb?lesson=2"' in body
    assert len(kernels(guarded.pid)) == before
    assert "Traceback" not in guarded.log.read_text()
    status, _, body = ask(f"{guarded}/voila/render/index.ipynb", headers={"Origin": guarded,
                                                                          "Sec-Fetch-Site": "same-origin"})
    assert status == 200 and "fish_frenzy.ipynb" in body  # the server's own pages still open each other


def test_a_kernel_answers_its_own_page_only(guarded, browser, loop):
    app = App(browser, f"{guarded}/voila/render/fish_frenzy.ipynb")  # a preheated kernel
    try:
        app.wait_painted(timeout=180)
        kernel = app.page.evaluate(CONFIG_JS)
        address = f"{guarded}/api/kernels/{kernel}"
        assert ask(address)[0] == 403
        assert ask(address, headers={"Cookie": "fishtutor_visitor=" + "0" * 32})[0] == 403
        assert loop(socket_status(guarded, kernel, None)) == 403
        assert loop(socket_status(guarded, kernel, "0" * 32)) == 403
        forged = {"Cookie": "_xsrf=made-up", "X-XSRFToken": "made-up"}
        assert ask(address, headers=forged, method="DELETE")[0] == 403
        assert ask(f"{guarded}/voila/api/shutdown/{kernel}", headers=forged, method="POST")[0] == 403
        # the page itself still reaches its kernel: the same question its session-ended notice asks
        assert app.page.evaluate("url => fetch(url).then(r => r.status)", f"/api/kernels/{kernel}") == 200
        assert app.page.locator("#fishtutor-session-ended").is_hidden()
        assert not app.has_traceback()
    finally:
        app.page.close()


LEAVER = "127.0.0.4"
UPGRADE = ("GET /api/kernels/{kernel}/channels?session_id={session} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
           "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: {key}\r\n"
           "Cookie: fishtutor_visitor={cookie}\r\n\r\n")


def test_a_page_left_while_its_kernel_gets_ready_leaves_no_traceback(guarded, loop):
    # a visitor follows a link off the front page before its kernel's first answer came: the server was still
    # waiting for it when the socket closed, then went on opening a socket that was gone (a 500 and a traceback in
    # the class's log; seen in a fresh-clone run, a page closed by the flood test)
    status, headers, body = ask(f"{guarded}/voila/render/index.ipynb", source=LEAVER)
    assert status == 200
    cookie = next(SimpleCookie(c)["fishtutor_visitor"].value for c in headers.get_all("Set-Cookie")
                  if c.startswith("fishtutor_visitor="))
    kernel = KERNEL_ID.search(body).group(1)
    process = next(p for p in kernels(guarded.pid) if kernel in " ".join(p.cmdline()))
    parts = urlsplit(guarded)
    request = UPGRADE.format(kernel=kernel, session=uuid.uuid4(), host=parts.netloc, cookie=cookie,
                             key=base64.b64encode(os.urandom(16)).decode())
    before = len(guarded.log.read_text())
    process.suspend()  # a busy server's kernel, slow with its first answer
    try:
        with socket.create_connection((parts.hostname, parts.port), source_address=(LEAVER, 0)) as page:
            page.sendall(request.encode())
            time.sleep(2)  # the server has read the request and waits for the kernel
    finally:
        process.resume()
    assert loop(socket_status(guarded, kernel, cookie)) == 101  # the page, back, still has its kernel
    told = guarded.log.read_text()[before:]
    assert "Traceback" not in told and not re.search(rf"^500 GET /api/kernels/{kernel}", told, re.M), told[-3000:]


@pytest.mark.parametrize("number,query", list(enumerate(["template=nonexistent", "template=../../etc", "template=lab",
                                                          "theme=dark"])))
def test_the_address_bar_chooses_no_template(guarded, number, query):
    status, _, body = ask(f"{guarded}/voila/render/index.ipynb?{query}", source=f"127.0.0.{10 + number}")
    assert status == 200 and "fishtutor-session-ended" in body  # the classroom page, as without the choice


@pytest.mark.parametrize("path", ["voila/templates/../../etc/passwd", "voila/templates/..%2F..%2Fetc/static/passwd",
                                  "voila/templates/nonexistent/static/x.js", "voila/templates/fishtutor",
                                  "voila/templates/lab/static/..%2F..%2F..%2Fconf.json"])
def test_a_path_out_of_the_templates_is_a_404_without_a_traceback(guarded, path):
    assert ask(f"{guarded}/{path}")[0] == 404
    assert "Traceback" not in guarded.log.read_text()
    assert ask(f"{guarded}/voila/templates/lab/static/voila.js")[0] == 200  # a template's own file still served


def test_with_a_class_code_only_visitors_who_entered_it_start_a_kernel(browser, monkeypatch):
    monkeypatch.setenv("FISHTUTOR_CLASS_CODE", CODE)
    with voila(ROOT / "notebooks", classroom=True, log_name=".voila-code.log") as base:
        wait_until(lambda: len(kernels(base.pid)) == POOL, 240, f"the preheated pool of {POOL} kernels")
        status, _, body = ask(f"{base}/voila/render/index.ipynb")
        assert status == 401 and "Enter your class code" in body
        assert len(kernels(base.pid)) == POOL
        app = App(browser, f"{base}/voila/render/index.ipynb", wait_until="load")
        try:
            app.page.get_by_label("Class code").fill("blue whale")
            with app.page.expect_navigation():
                app.page.get_by_role("button", name="Open the tutor").click()
            assert "not this class's code" in app.text()
            app.page.get_by_label("Class code").fill(CODE)
            with app.page.expect_navigation():
                app.page.get_by_role("button", name="Open the tutor").click()
            app.page.wait_for_selector("text=Fish Frenzy", timeout=120_000)
            assert app.page.url == f"{base}/voila/render/index.ipynb"
            app.page.goto(f"{base}/voila/render/fish_frenzy.ipynb")  # remembered: no second form
            app.wait_painted(timeout=180)
        finally:
            app.page.close()
