"""The classroom guard's rules (fishtutor/classroom_guard.py): a visitor's share and rate, which closed pages it
gets back, who asked from another site, the address behind a proxy, template addresses, and make serve's figures.
The server itself under these rules: tests/classroom/test_load.py."""
from types import SimpleNamespace

import pytest
from tornado.httputil import HTTPHeaders
from tornado.routing import PathMatches, Rule
from tornado.web import Application
from traitlets.config import Config

from fishtutor import classroom, classroom_guard
from fishtutor.classroom import configure
from fishtutor.classroom_guard import (Seats, Visitor, client_address, code_cookie, cross_site, template_path_ok)

ME, SAME_ADDRESS, ELSEWHERE = Visitor("10.0.0.5", "a" * 32), Visitor("10.0.0.5", "b" * 32), Visitor("10.0.0.9", "c" * 32)


def handler(headers: dict, host: str = "class.example:8866", remote_ip: str = "10.0.0.5"):
    """What the guard reads of a request: its headers, Host and connection address."""
    request = SimpleNamespace(headers=HTTPHeaders(headers), host=host, remote_ip=remote_ip)
    return SimpleNamespace(request=request)


def test_a_visitor_is_counted_by_its_cookie_and_by_its_address():
    seats = Seats()
    seats.give("k1", ME)
    seats.give("k2", SAME_ADDRESS)  # the same machine, cookies thrown away
    seats.pending.append(ME)
    assert seats.held(ME) == (2, 3) and seats.held(ELSEWHERE) == (0, 0)
    assert seats.owned_by("k1", ME.cookie) and not seats.owned_by("k1", SAME_ADDRESS.cookie)
    assert not seats.owned_by("k1", "") and not seats.owned_by("nobody's", ME.cookie)
    seats.forget("k1")
    assert not seats.owned_by("k1", ME.cookie) and seats.held(ME) == (1, 2)


def test_a_page_closed_is_given_back_at_once_a_page_never_opened_only_after_it_could_have_loaded(monkeypatch):
    clock = [1000.0]
    monkeypatch.setattr(classroom_guard.time, "monotonic", lambda: clock[0])
    seats = Seats()
    for kernel in ("left", "loading", "open"):
        seats.give(kernel, ME)
        clock[0] += 1
    seats.connected |= {"left", "open"}
    connections = {"open": 1}
    assert seats.closed_pages(ME, connections) == ["left"]
    clock[0] += classroom_guard.LOADING_SECONDS
    assert seats.closed_pages(ME, connections) == ["left", "loading"]
    assert seats.closed_pages(ELSEWHERE, connections) == []


def test_a_visitor_starts_twice_its_share_at_once_then_one_kernel_every_few_seconds(monkeypatch):
    clock = [50.0]
    monkeypatch.setattr(classroom_guard.time, "monotonic", lambda: clock[0])
    seats = Seats()
    for _ in range(4):
        assert not seats.too_fast(ME, 4)
        seats.note_start(ME)
    assert seats.too_fast(ME, 4) and seats.too_fast(SAME_ADDRESS, 4)  # the address ran out too
    assert not seats.too_fast(ELSEWHERE, 4)
    clock[0] += classroom_guard.RATE_SECONDS
    assert not seats.too_fast(ME, 4)


@pytest.mark.parametrize("headers,foreign", [
    ({}, False), ({"Sec-Fetch-Site": "same-origin"}, False), ({"Sec-Fetch-Site": "none"}, False),
    ({"Sec-Fetch-Site": "cross-site"}, True), ({"Origin": "http://class.example:8866"}, False),
    ({"Origin": "http://evil.example"}, True), ({"Origin": "null"}, True),
    ({"Origin": "http://class.example:9999"}, True), ({"Origin": "http://class.example.evil.example:8866"}, True)])
def test_a_request_marked_by_the_browser_as_from_another_site_is_cross_site(headers, foreign):
    assert cross_site(handler(headers), trusted_proxy=False) is foreign


def test_behind_a_trusted_proxy_its_host_and_the_address_it_saw_count_and_never_a_clients_say():
    proxied = handler({"X-Forwarded-For": "6.6.6.6, 192.0.2.7", "X-Forwarded-Host": "tutor.school.example",
                       "Origin": "https://tutor.school.example"}, host="127.0.0.1:8866", remote_ip="127.0.0.1")
    assert client_address(proxied, trusted_proxy=True) == "192.0.2.7"  # the proxy's own entry, not the forged one
    assert client_address(proxied, trusted_proxy=False) == "127.0.0.1"
    assert not cross_site(proxied, trusted_proxy=True) and cross_site(proxied, trusted_proxy=False)


@pytest.mark.parametrize("path,ok", [
    ("lab/static/voila.js", True), ("fishtutor/static/x.css", True), ("../../etc/passwd", False),
    ("lab/static/../../../conf.json", False), ("lab", False), ("lab/templates/x", False),
    ("lab/static//etc/passwd", False), ("lab/static/%2e%2e/x", False)])
def test_only_a_templates_own_static_file_is_looked_up(path, ok):
    assert template_path_ok(path) is ok


def test_the_class_code_cookie_is_a_digest_of_the_code_never_the_code():
    assert code_cookie("blue whale") == code_cookie("blue whale") != code_cookie("blue whales")
    assert "blue" not in code_cookie("blue whale")


def test_make_serve_figures_for_visitors_and_junk_stops_the_server(monkeypatch):
    c = Config()
    configure(c)
    assert c.ClassroomKernelManager.share == classroom.SHARE and c.ClassroomKernelManager.trusted_proxy is False
    assert c.ClassroomKernelManager.class_code == ""
    assert c.VoilaConfiguration.allow_template_override == "NO" == c.VoilaConfiguration.allow_theme_override
    monkeypatch.setenv(classroom.SHARE_VARIABLE, " 3 ")
    monkeypatch.setenv(classroom.TRUSTED_PROXY_VARIABLE, "1")
    monkeypatch.setenv(classroom.CLASS_CODE_VARIABLE, " blue whale ")
    c = Config()
    configure(c)
    assert (c.ClassroomKernelManager.share, c.ClassroomKernelManager.trusted_proxy) == (3, True)
    assert c.ClassroomKernelManager.class_code == "blue whale"
    for variable, junk, words in ((classroom.SHARE_VARIABLE, "0", "SHARE='0' is not a whole number"),
                                  (classroom.SHARE_VARIABLE, "six", "SHARE='six'"),
                                  (classroom.TRUSTED_PROXY_VARIABLE, "maybe", "TRUSTED_PROXY='maybe' is neither")):
        with monkeypatch.context() as patch:
            patch.setenv(variable, junk)
            with pytest.raises(SystemExit, match=f"make serve: {words}"):
                configure(Config())


def test_voilas_page_kernel_and_template_handlers_are_swapped_for_the_guarded_ones():
    from fishtutor.classroom_pages import SWAPS, guard_routes
    app = Application()
    app.add_handlers(".*$", [Rule(PathMatches(f"/{n}"), old) for n, old in enumerate(SWAPS)])
    assert guard_routes(app) == len(SWAPS) == 6
    targets = [r.target for host in app.default_router.rules for r in getattr(host.target, "rules", [])]
    assert set(SWAPS.values()) <= set(targets) and not set(SWAPS) & set(targets)


def test_a_kernels_reply_to_a_page_that_has_just_left_is_let_go_without_a_traceback():
    # the kernel's reply reaches the server a moment after the tab closed: tornado raises at once, from the kernel's
    # message handler, and the class server's log filled with tracebacks (seen in the flood test's server)
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    from tornado.websocket import WebSocketClosedError

    from fishtutor.classroom_pages import _PageSocket

    class Closed:
        def write_message(self, message, binary=False):
            raise WebSocketClosedError()

    class Socket(_PageSocket, Closed):
        pass

    async def reply():
        sent = Socket().write_message(b"a reply", binary=True)
        return sent.done(), sent.result()
    with ThreadPoolExecutor(1) as server:  # a loop of its own, as the server's: this thread may hold another one
        assert server.submit(asyncio.run, reply()).result() == (True, None)
