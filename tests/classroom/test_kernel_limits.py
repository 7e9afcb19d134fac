"""Each kernel within bounds (fishtutor/kernel_limits.py, fishtutor/classroom.py): the memory cap make serve reads,
the launcher that sets it, a MemoryError that ends the kernel wherever it surfaces, which of a page's messages are
its learner's actions, and a dead kernel left dead. The server under these rules: tests/browser/test_kernel_limits.py."""
import json
import subprocess
import sys
import uuid

import pytest
from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1
from traitlets.config import Config

from fishtutor import classroom, kernel_limits
from fishtutor.classroom import CappedKernelManager, configure, session_hours
from fishtutor.classroom_guard import Seats, Visitor, learner_action
from fishtutor.kernel_limits import MEMORY_EXIT, MIB, launch_command, parse_memory

ME = Visitor("10.0.0.5", "a" * 32)


def test_kernel_memory_is_an_amount_with_a_unit_and_junk_or_too_little_is_refused_with_the_reason():
    default = 640 * MIB
    assert parse_memory("", default) == default and parse_memory(" 768M ", default) == 768 * MIB
    assert parse_memory("1G", default) == 1 << 30 and parse_memory("900", default) == 900 * MIB
    assert parse_memory("2gb", default) == 2 << 30 and parse_memory("off", default) == 0 == parse_memory("0", 1)
    for junk, words in (("lots", "not an amount of memory"), ("1.5G", "not an amount"), ("12T", "not an amount"),
                        ("-5M", "not an amount"), ("٣٠٠M", "not an amount"),
                        ("100M", "less than the 320M a tutor's kernel needs")):
        with pytest.raises(ValueError, match=words):
            parse_memory(junk, default)


def test_make_serve_caps_every_kernel_leaves_a_dead_one_dead_and_junk_stops_the_server(monkeypatch):
    c = Config()
    configure(c)
    assert c.ClassroomKernelManager.kernel_manager_class == "fishtutor.classroom.CappedKernelManager"
    assert c.CappedKernelManager.memory_limit == classroom.KERNEL_MEMORY
    assert c.KernelRestarter.restart_limit == 0  # a killed kernel is not restarted empty under its page
    assert c.ClassroomKernelManager.session_limit == classroom.SESSION_HOURS * 3600
    monkeypatch.setenv(classroom.KERNEL_MEMORY_VARIABLE, "1G")
    monkeypatch.setenv(classroom.SESSION_VARIABLE, "1.5")
    c = Config()
    configure(c, server=True)  # Binder's server caps its kernels too
    assert c.CappedKernelManager.memory_limit == 1 << 30 and c.ClassroomKernelManager.session_limit == 5400
    for variable, junk, words in ((classroom.KERNEL_MEMORY_VARIABLE, "huge", "KERNEL_MEMORY='huge'"),
                                  (classroom.SESSION_VARIABLE, "forever", "SESSION_HOURS='forever'"),
                                  (classroom.SESSION_VARIABLE, "-1", "SESSION_HOURS='-1'")):
        with monkeypatch.context() as patch:
            patch.setenv(variable, junk)
            with pytest.raises(SystemExit, match=f"make serve: {words}"):
                configure(Config())
    assert session_hours("") == classroom.SESSION_HOURS and session_hours("0") == 0


def test_the_kernel_command_runs_through_the_launcher_with_its_cap():
    command = ["/usr/bin/python3", "-m", "ipykernel_launcher", "-f", "/tmp/kernel-1.json"]
    wrapped = launch_command(command, 640 * MIB)
    assert wrapped[1:5] == ["-m", "fishtutor.kernel_limits", str(640 * MIB), "--"] and wrapped[5:] == command
    assert launch_command(command, 0) == command  # KERNEL_MEMORY=off
    manager = CappedKernelManager(memory_limit=400 * MIB)
    manager.kernel_spec_manager.whitelist = set()
    manager._launch_args = {}
    manager.connection_file = "/tmp/kernel-2.json"
    formatted = manager.format_kernel_cmd()
    assert formatted[1:5] == ["-m", "fishtutor.kernel_limits", str(400 * MIB), "--"]
    assert "ipykernel_launcher" in formatted and "/tmp/kernel-2.json" in " ".join(formatted)


def run_capped(code: str, cap_mib: int = 400) -> subprocess.CompletedProcess:
    """Run ``code`` after the kernel launcher's cap and MemoryError hooks (what a kernel runs under)."""
    setup = (f"from fishtutor.kernel_limits import cap_memory, end_on_memory_error\n"
             f"cap_memory({cap_mib * MIB}); end_on_memory_error()\n")
    return subprocess.run([sys.executable, "-c", setup + code], capture_output=True, text=True, timeout=120)


GROW = "hoard = []\nwhile True: hoard.append(bytearray(20_000_000))\n"


def test_a_memory_error_logged_and_swallowed_ends_the_kernel():
    # as the comm package does with a widget message's error: logged on a logger that does not propagate
    done = run_capped("import logging\nlog = logging.getLogger('Comm'); log.propagate = False\n"
                      f"try:\n    {GROW.replace(chr(10), chr(10) + '    ').strip()}\n"
                      "except Exception:\n    log.error('Exception in comm_msg', exc_info=True)\nprint('lived on')")
    assert done.returncode == MEMORY_EXIT and "lived on" not in done.stdout
    assert "reached its memory cap (logged by Comm)" in done.stderr


def test_a_memory_error_in_a_thread_or_uncaught_ends_the_kernel_and_other_errors_do_not():
    thread = run_capped(f"import threading\ndef grow():\n    {GROW.replace(chr(10), chr(10) + '    ').strip()}\n"
                        "t = threading.Thread(target=grow); t.start(); t.join(); print('lived on')")
    assert thread.returncode == MEMORY_EXIT and "in thread" in thread.stderr
    uncaught = run_capped(GROW)
    assert uncaught.returncode == MEMORY_EXIT and "uncaught" in uncaught.stderr
    other = run_capped("import logging\ntry:\n    1 / 0\nexcept Exception:\n"
                       "    logging.getLogger('x').error('failed', exc_info=True)\nprint('lived on')")
    assert other.returncode == 0 and "lived on" in other.stdout and "ZeroDivisionError" in other.stderr


def test_the_launcher_caps_the_data_segment_of_what_it_runs():
    show = "import resource; print(resource.getrlimit(resource.RLIMIT_DATA)[0])"
    done = subprocess.run([sys.executable, "-m", "fishtutor.kernel_limits", str(400 * MIB), "--", sys.executable,
                           "-c", show], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and int(done.stdout) == 400 * MIB, done.stderr
    bad = subprocess.run([sys.executable, "-m", "fishtutor.kernel_limits", "lots"], capture_output=True, text=True,
                         timeout=60)
    assert bad.returncode != 0 and "usage: python -m fishtutor.kernel_limits BYTES" in bad.stderr


def ws(msg_type: str, content: dict, channel: str = "shell") -> tuple:
    """One kernel message in both of Jupyter's websocket formats: the v1 binary one and the JSON text one."""
    msg = {"header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type}, "parent_header": {}, "metadata": {},
           "content": content, "buffers": []}
    return (serialize_msg_to_ws_v1(msg, channel, pack=lambda part: json.dumps(part).encode()),
            json.dumps({**msg, "channel": channel}))


@pytest.mark.parametrize("msg_type,content,channel,learner", [
    ("comm_msg", {"comm_id": "w1", "data": {"method": "update", "state": {"value": 3}}}, "shell", True),
    ("comm_msg", {"comm_id": "w1", "data": {"method": "custom", "content": {"event": "click"}}}, "shell", True),
    ("comm_msg", {"comm_id": "w1", "data": {"method": "request_state"}}, "shell", False),
    ("comm_msg", {"comm_id": "w1", "data": {"method": "request_states"}}, "shell", False),
    ("kernel_info_request", {}, "shell", False), ("kernel_info_request", {}, "control", False),
    ("comm_info_request", {}, "shell", False), ("shutdown_request", {"restart": False}, "control", False),
    ("comm_open", {"comm_id": "w2", "target_name": "jupyter.widget", "data": {}}, "shell", False)])
def test_only_a_learners_widget_message_keeps_an_open_page_from_going_idle(msg_type, content, channel, learner):
    binary, text = ws(msg_type, content, channel)
    assert learner_action(binary) is learner and learner_action(text) is learner


def test_junk_on_a_pages_socket_is_no_learner_action():
    for junk in (b"", b"\x00" * 8, b"\xff" * 40, "not json", "[]", '{"channel": "shell", "header": 3}'):
        assert learner_action(junk) is False


def test_a_learners_action_restarts_the_idle_clock_and_a_freed_seat_hands_back_its_sockets(monkeypatch):
    clock = [100.0]
    monkeypatch.setattr("fishtutor.classroom_guard.time.monotonic", lambda: clock[0])
    seats = Seats()
    seats.give("k1", ME)
    assert seats.acted["k1"] == 100.0
    clock[0] = 130.0
    seats.acts("k1")
    seats.acts("not given")  # a kernel no page holds has no learner
    assert seats.acted == {"k1": 130.0}
    socket = object()
    seats.sockets.setdefault("k1", set()).add(socket)
    assert seats.forget("k1") == {socket} and not seats.acted and not seats.sockets and not seats.owned_by("k1", ME.cookie)
    assert seats.forget("k1") == set()


def test_an_ended_kernels_reason_is_told_to_its_own_page_only():
    manager = classroom.ClassroomKernelManager()
    manager.seats.give("k1", ME)
    manager.end("k1", "memory")
    assert manager.why_ended("k1", ME.cookie) == "memory"
    assert manager.why_ended("k1", "b" * 32) == "" and manager.why_ended("k2", ME.cookie) == ""
    for n in range(classroom.ENDED_KEPT + 5):
        manager.end(f"other{n}", "idle")
    assert len(manager.ended) == classroom.ENDED_KEPT and manager.why_ended("k1", ME.cookie) == ""
