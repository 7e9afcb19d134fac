"""Each kernel within bounds, under make serve's classroom configuration: a flood of widget messages from a page's
own websocket cannot grow its kernel past the memory cap, and that kernel ends alone; a kernel killed or shut down
from its page stays dead, its page says so in words and the reload offers the game back; a tab held open by a script
that only pings gives its seat back after the idle limit, and a busy page's kernel ends at the session limit.

Every server runs the classroom configuration (classroom/voila.py); only figures are changed, through make serve's
variables or the command line. No timed assertions: every wait is a wait-until with a generous deadline.
"""
import asyncio
import json
import os
import re
import signal
import threading
import time
import uuid
from http.cookies import SimpleCookie

import psutil
import pytest
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from fishtutor.classroom import POOL_PER_NOTEBOOK, WARM_PAGES
from fishtutor.classroom_guard import RATE_SECONDS
from fishtutor.lessons import LESSONS

from tests.browser.harness import ROOT, App, kernels, voila, wait_until
from tests.browser.test_voila_apps import boat_centre
from tests.support.sockets import shut

pytestmark = pytest.mark.browser  # not "load": each test runs its own server and counts only its kernels

NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
POOL = POOL_PER_NOTEBOOK * len(set(WARM_PAGES) & set(NOTEBOOKS))
CAP_MIB = 400           # a test cap: a tutor's kernel holds about 245 MB of data, so the flood reaches it soon
CHUNK = 6 * (1 << 20)   # bytes of widget state per message (under the server's 10 MiB websocket message limit)
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
CONFIG_JS = "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
FULL_GAME = len(LESSONS["fish_frenzy"])


def message(msg_type: str, content: dict, channel: str = "shell", metadata: dict | None = None) -> str:
    """A kernel message as a page's websocket sends it (Jupyter's JSON wire format)."""
    header = {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "learner", "session": "page",
              "date": "2026-12-06T08:00:00.000000Z", "version": "5.3"}
    return json.dumps({"header": header, "parent_header": {}, "metadata": metadata or {}, "content": content,
                       "channel": channel, "buffers": []})


def widget_state(size: int) -> str:
    """A comm_open that makes the kernel build a text widget holding ``size`` characters (kept in the kernel)."""
    state = {"_model_name": "TextModel", "_model_module": "@jupyter-widgets/controls",
             "_model_module_version": "2.0.0", "_view_name": "TextView", "_view_module": "@jupyter-widgets/controls",
             "_view_module_version": "2.0.0", "value": "x" * size}
    return message("comm_open", {"comm_id": uuid.uuid4().hex, "target_name": "jupyter.widget",
                                 "data": {"state": state, "buffer_paths": []}}, metadata={"version": "2.1.0"})


async def open_page(base: str, page: str, source: str) -> tuple[str, str]:
    """A page fetched the way a visitor's browser does (no JavaScript): its kernel id and its visitor cookie."""
    client = AsyncHTTPClient(force_instance=True)
    try:
        reply = await client.fetch(HTTPRequest(f"{base}/voila/render/{page}", network_interface=source,
                                               request_timeout=300))
    finally:
        client.close()
    cookie = next(SimpleCookie(c)["fishtutor_visitor"].value for c in reply.headers.get_list("Set-Cookie")
                  if c.startswith("fishtutor_visitor="))
    return KERNEL_ID.search(reply.body.decode()).group(1), cookie


async def channels(base: str, kernel: str, cookie: str, source: str):
    """The kernel's websocket, opened with its page's cookie."""
    url = f"{base.replace('http', 'ws', 1)}/api/kernels/{kernel}/channels"
    return await websocket_connect(HTTPRequest(url, headers={"Cookie": f"fishtutor_visitor={cookie}"},
                                               network_interface=source), max_message_size=64 << 20)


async def reply_to(socket, request: str, wanted: str, seconds: float = 120) -> dict:
    """Send a request on the socket and return the kernel's reply of type ``wanted``."""
    await socket.write_message(request)
    asked = json.loads(request)["header"]["msg_id"]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = await asyncio.wait_for(socket.read_message(), end - time.monotonic())
        if got is None:
            raise AssertionError(f"the socket closed before the {wanted}")
        if isinstance(got, str):
            msg = json.loads(got)
            if msg["header"]["msg_type"] == wanted and msg["parent_header"].get("msg_id") == asked:
                return msg
    raise AssertionError(f"no {wanted}")


async def ended(base: str, kernel: str, cookie: str, source: str) -> tuple[int, dict]:
    """What /api/kernels/<id> answers the kernel's page: status and body."""
    client = AsyncHTTPClient(force_instance=True)
    try:
        reply = await client.fetch(HTTPRequest(f"{base}/api/kernels/{kernel}", network_interface=source,
                                               headers={"Cookie": f"fishtutor_visitor={cookie}"}), raise_error=False)
    finally:
        client.close()
    try:
        return reply.code, json.loads(reply.body or b"{}")
    except ValueError:
        return reply.code, {}


def gone(process: psutil.Process) -> bool:
    """Whether the process has ended (exited, or a zombie waiting for its parent)."""
    try:
        return not process.is_running() or process.status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def process_of(base, kernel: str) -> psutil.Process:
    """The kernel's process (its connection file is named after its id)."""
    return wait_until(lambda: next((k for k in kernels(base.pid) if any(kernel in a for a in k.cmdline())), None),
                      60, f"the process of kernel {kernel}")


class Peaks(threading.Thread):
    """Reads a process's resident and data memory from /proc every 50 ms; keeps the highest."""

    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid, self.rss, self.data, self.running = pid, 0, 0, True

    def run(self) -> None:
        """Read until stopped or the process is gone."""
        while self.running:
            try:
                with open(f"/proc/{self.pid}/status") as status:
                    fields = dict(line.split(":", 1) for line in status if ":" in line)
            except OSError:
                return
            if "VmRSS" not in fields:  # a zombie: its memory is gone
                return
            self.rss = max(self.rss, int(fields["VmRSS"].split()[0]) << 10)
            self.data = max(self.data, int(fields["VmData"].split()[0]) << 10)
            time.sleep(0.05)


async def flood(socket, process: psutil.Process, most: int) -> int:
    """Send widgets of CHUNK characters until the kernel's process is gone (or ``most`` bytes sent): bytes sent."""
    sent = 0
    while sent < most and not gone(process):
        try:
            await socket.write_message(widget_state(CHUNK))
        except Exception:  # noqa: BLE001 - the server closed the socket: the kernel is gone
            break
        sent += CHUNK
        await asyncio.sleep(0.2)  # as fast as the server passes them on (faster, its socket stalls on its own)
    return sent


@pytest.fixture(scope="module")
def capped():
    """make serve KERNEL_MEMORY=400M."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FISHTUTOR_KERNEL_MEMORY", f"{CAP_MIB}M")
        with voila(ROOT / "notebooks", classroom=True, log_name=".voila-kernel-cap.log") as base:
            wait_until(lambda: len(kernels(base.pid)) >= POOL, 300, f"the preheated pool of {POOL} kernels")
            yield base


def test_a_flood_of_widget_messages_cannot_grow_a_kernel_past_its_cap_and_it_ends_alone(capped, loop):
    flooder, other = "127.0.0.4", "127.0.0.5"
    mine, my_cookie = loop(open_page(capped, "fish_frenzy.ipynb", flooder))
    theirs, their_cookie = loop(open_page(capped, "fish_eat_fish.ipynb", other))
    process = process_of(capped, mine)
    peaks = Peaks(process.pid)
    peaks.start()
    socket = loop(channels(capped, mine, my_cookie, flooder))
    sent = loop(flood(socket, process, most=3 * CAP_MIB << 20))
    wait_until(lambda: gone(process), 120,
               f"the flooded kernel ended ({sent >> 20} MB sent, {peaks.rss >> 20} MB resident)")
    peaks.running = False
    peaks.join(5)
    cap = CAP_MIB << 20
    assert peaks.data <= cap and peaks.rss <= cap, (peaks.data >> 20, peaks.rss >> 20)
    print(f"\nflood: {sent >> 20} MB of widget state sent; the kernel peaked at {peaks.rss >> 20} MB resident, "
          f"{peaks.data >> 20} MB data (cap {CAP_MIB} MB)")
    status, body = wait_until(lambda: (lambda r: r[0] == 404 and r)(loop(ended(capped, mine, my_cookie, flooder))),
                              30, "the flooded kernel removed")
    assert body["ended"] == "memory", body
    log = capped.log.read_text()
    assert "reached its memory cap" in log and "exit status 75" in log, log[-3000:]
    # the server and the other visitor's kernel still answer
    assert loop(ended(capped, theirs, their_cookie, other))[0] == 200
    other_socket = loop(channels(capped, theirs, their_cookie, other))
    reply = loop(reply_to(other_socket, message("kernel_info_request", {}), "kernel_info_reply"))
    assert reply["content"]["status"] == "ok"
    loop(shut(other_socket))
    assert process_of(capped, theirs).is_running()


async def pinging(socket, seconds: float) -> str:
    """Hold the page's websocket open as a script would, asking only what no learner asks (kernel_info,
    comm_info, the widget states): until the server closes it, or ``seconds``; the close reason."""
    widgets = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        asks = [message("kernel_info_request", {}), message("comm_info_request", {})]
        asks += [message("comm_msg", {"comm_id": w, "data": {"method": "request_state"}}) for w in widgets[:3]]
        try:
            for ask in asks:
                await socket.write_message(ask)
        except Exception:  # noqa: BLE001 - closed by the server
            break
        while True:
            try:
                got = await asyncio.wait_for(socket.read_message(), 0.5)
            except asyncio.TimeoutError:
                break
            if got is None:
                return socket.close_reason or ""
            msg = json.loads(got) if isinstance(got, str) else {}
            if msg.get("header", {}).get("msg_type") == "comm_info_reply":
                widgets = list(msg["content"].get("comms", {}))
        await asyncio.sleep(1.5)
    return socket.close_reason or "still open"


IDLE, SESSION, CULL = 25, 60, 2


@pytest.fixture(scope="module")
def short():
    """Short timeouts: an open page untouched for IDLE s is freed, a page keeps its kernel SESSION s at most."""
    args = (f"--ClassroomKernelManager.connected_idle_timeout={IDLE}", f"--ClassroomKernelManager.cull_interval={CULL}",
            f"--ClassroomKernelManager.session_limit={SESSION}")
    with voila(ROOT / "notebooks", classroom=True, args=args, log_name=".voila-kernel-idle.log") as base:
        wait_until(lambda: len(kernels(base.pid)) >= POOL, 300, f"the preheated pool of {POOL} kernels")
        yield base


def test_a_tab_held_open_by_a_script_that_only_pings_gives_its_seat_back(short, loop):
    source = "127.0.0.6"
    kernel, cookie = loop(open_page(short, "index.ipynb", source))
    socket = loop(channels(short, kernel, cookie, source))
    why = loop(pinging(socket, seconds=IDLE + 120))
    assert why == "idle", why
    status, body = loop(ended(short, kernel, cookie, source))
    assert status == 404 and body["ended"] == "idle", (status, body)
    assert not any(kernel in " ".join(k.cmdline()) for k in kernels(short.pid))


def test_a_page_in_use_keeps_its_kernel_past_the_idle_limit_until_the_session_limit(short, browser, loop):
    app = App(browser, f"{short}/voila/render/fish_frenzy.ipynb?lesson={FULL_GAME}", height=1200)
    app.wait_painted(timeout=180)
    notice = app.page.locator("#fishtutor-session-ended")
    start = time.monotonic()
    while time.monotonic() - start < IDLE + 4 * CULL + 5 and not notice.is_visible():  # the learner plays on
        app.page.get_by_role("button", name="New game").click()
        app.page.wait_for_timeout(4000)
    assert notice.is_hidden(), notice.inner_text()  # in use past the idle limit: still the learner's
    notice.wait_for(state="visible", timeout=(SESSION + 60) * 1000)
    assert notice.get_attribute("data-ended") == "time" and "This page's time is up" in notice.inner_text()
    assert "Reload the page" in notice.inner_text() and notice.get_attribute("role") == "alert"
    app.close()


@pytest.fixture(scope="module")
def one_seat():
    """make serve SHARE=1: the reload after a kernel's death gets a page only if the dead kernel's seat is free."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FISHTUTOR_SHARE", "1")
        with voila(ROOT / "notebooks", classroom=True, log_name=".voila-kernel-dead.log") as base:
            wait_until(lambda: len(kernels(base.pid)) >= POOL, 300, f"the preheated pool of {POOL} kernels")
            yield base


LAST_END: list[float] = []  # when a test of the one-seat server last ended (its last start before)


@pytest.fixture
def one_seat_rested(one_seat):
    """The one-seat server once its visitor may start two kernels at once again (twice the share of one, then one
    every RATE_SECONDS). Every test's pages come from one address, 127.0.0.1: a test right after another would find
    the starts its reload needs taken by the test before it, which a learner's own reload never meets."""
    rest = 2 * RATE_SECONDS - (time.monotonic() - LAST_END[-1]) if LAST_END else 0
    if rest > 0:
        time.sleep(rest)
    yield one_seat
    LAST_END.append(time.monotonic())


def play_a_move(app: App) -> None:
    """The learner's first move of the full game: a boat chosen on the board."""
    app.wait_painted(timeout=180)
    before = app.fingerprint()
    app.click_board(*boat_centre(0, players=4))
    app.wait_changed(before)
    app.page.wait_for_function("() => Object.keys(localStorage).some(k => localStorage.getItem(k).includes('record'))",
                               timeout=30_000)  # the game is kept in the browser


def stopped_then_restored(app: App, kill) -> float:
    """Stop the page's kernel with ``kill``; the page says so in words; Reload; the game is offered back and
    restored. Seconds from the kill to the words."""
    notice = app.page.locator("#fishtutor-session-ended")
    assert notice.is_hidden()
    start = time.perf_counter()
    kill()
    notice.wait_for(state="visible", timeout=60_000)
    seconds = time.perf_counter() - start
    assert notice.get_attribute("role") == "alert"
    assert "This game has stopped" in notice.inner_text() and "Reload the page" in notice.inner_text()
    assert notice.get_attribute("data-ended") == "stopped", notice.get_attribute("data-ended")
    with app.page.expect_navigation(timeout=120_000):
        app.page.get_by_role("button", name="Reload").click()
    assert "tutors open here" not in app.text()  # the dead kernel's seat was given back (a share of one)
    app.page.wait_for_selector("text=Restore your Fish Frenzy game from", timeout=180_000)
    app.page.get_by_role("button", name="Restore").click()
    app.page.wait_for_selector("text=Your game is back", timeout=60_000)
    return seconds


def test_a_killed_kernels_page_says_its_game_stopped_and_the_reload_restores_it(one_seat_rested, browser):
    one_seat = one_seat_rested
    app = App(browser, f"{one_seat}/voila/render/fish_frenzy.ipynb?lesson={FULL_GAME}", height=1200)
    play_a_move(app)
    kernel = app.page.evaluate(CONFIG_JS)
    process = process_of(one_seat, kernel)
    seconds = stopped_then_restored(app, lambda: os.kill(process.pid, signal.SIGKILL))
    print(f"\nkill -9 to the page's words: {seconds:.1f} s")
    assert kernel not in " ".join(" ".join(k.cmdline()) for k in kernels(one_seat.pid))  # not restarted empty
    app.close()


def test_a_kernel_shut_down_from_its_own_channel_stays_down_and_its_page_says_so(one_seat_rested, browser, loop):
    one_seat = one_seat_rested
    app = App(browser, f"{one_seat}/voila/render/fish_frenzy.ipynb?lesson={FULL_GAME}", height=1200)
    play_a_move(app)
    kernel = app.page.evaluate(CONFIG_JS)
    cookie = next(c["value"] for c in app.page.context.cookies() if c["name"] == "fishtutor_visitor")
    process = process_of(one_seat, kernel)

    async def shut_down_on(socket):
        await socket.write_message(message("shutdown_request", {"restart": False}, channel="control"))

    def shut_down():
        loop(shut_down_on(loop(channels(one_seat, kernel, cookie, "127.0.0.1"))))

    seconds = stopped_then_restored(app, shut_down)
    print(f"\nshutdown_request to the page's words: {seconds:.1f} s")
    wait_until(lambda: gone(process), 60, "the kernel gone")
    assert kernel not in " ".join(" ".join(k.cmdline()) for k in kernels(one_seat.pid))
    app.close()


def test_a_kernel_refuses_a_page_without_its_cookie_even_once_it_ended(one_seat, loop):
    kernel, cookie = loop(open_page(one_seat, "index.ipynb", "127.0.0.7"))
    os.kill(process_of(one_seat, kernel).pid, signal.SIGKILL)
    wait_until(lambda: loop(ended(one_seat, kernel, cookie, "127.0.0.7"))[0] == 404, 60, "the killed kernel removed")
    assert loop(ended(one_seat, kernel, cookie, "127.0.0.7"))[1]["ended"] == "stopped"
    status, body = loop(ended(one_seat, kernel, "0" * 32, "127.0.0.8"))
    assert status == 404 and "ended" not in body  # why it ended is its own page's business
    with pytest.raises(HTTPClientError):
        loop(channels(one_seat, kernel, cookie, "127.0.0.7"))
