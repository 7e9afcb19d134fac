"""A tutor's kernel holds only what its page shows: its own game, no plotting library for the pictures it drew."""
import json
import subprocess
import sys

import pytest

from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.probability import pictures
from tests.support import ROOT

TUTORS = ["fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy"]
pytestmark = pytest.mark.kernels  # the app's kernels, not the engine, lessons or renderer: left out of make check
PACKAGES = {"cats_in_the_barrel": ["barrel", "fishy"], "jumping_fish": ["fishy", "jumping_fish"]}  # + Fishy's shared parts


def _run_notebook(name: str) -> dict:
    """Run every code cell of the notebook in a fresh interpreter; what it imported."""
    script = f"""
import contextlib, io, json, sys
g = {{}}
for cell in json.load(open({str(ROOT / "notebooks" / f"{name}.ipynb")!r}))["cells"]:
    if cell["cell_type"] == "code":
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile("".join(cell["source"]), "cell", "exec"), g)
print(json.dumps({{"matplotlib": "matplotlib" in sys.modules,
                  "games": sorted({{m.split(".")[2] for m in sys.modules if m.startswith("fishtutor.games.")}}),
                  "lessons": sorted({{m.split(".")[2] for m in sys.modules if m.startswith("fishtutor.lessons.")}})}}))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("name", TUTORS)
def test_a_tutor_page_imports_its_own_game_and_no_plotting_library(name):
    loaded = _run_notebook(name)
    assert not loaded["matplotlib"], "the page's pictures were drawn in the kernel: matplotlib stays in its memory"
    assert loaded["games"] == PACKAGES.get(name, [name])
    assert set(loaded["lessons"]) <= {"base", name, f"{name}_words", f"{name}_judging"}


def test_bars_drawn_in_their_own_process_are_the_bars_drawn_here(monkeypatch):
    monkeypatch.delitem(sys.modules, "matplotlib", raising=False)  # as in a kernel: drawn apart
    monkeypatch.setenv(pictures.VARIABLE, "off")  # drawn now, not read from the pictures kept
    from fishtutor.probability import bars
    from fishtutor.probability.core import compare_png, run
    from fishtutor.probability.fishing_frenzy import DISTANCES, _dock_exercise, dock_from
    estimates = [run(_dock_exercise(d), 500, d) for d in DISTANCES]
    picture = {"labels": [str(d) for d in DISTANCES], "exact": [float(dock_from(d)) for d in DISTANCES],
               "simulated": [e.mean for e in estimates], "errors": [2 * e.stderr for e in estimates],
               "title": "docking", "size": [6.4, 3.0]}
    apart = compare_png(picture["labels"], [dock_from(d) for d in DISTANCES], estimates, "docking")
    assert bars._drawer is not None and bars._drawer.poll() is None  # it was drawn apart, and the drawer waits
    assert apart.startswith(b"\x89PNG") and apart == bars.bars_png(picture)


def test_the_registries_name_every_game_and_load_on_look_up():
    assert list(GAMES) == ["fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fresh_fish",
                           "fish_in_the_barrel", "fishing_frenzy"]
    assert all(game.name == name for name, game in GAMES.items())
    assert set(LESSONS) <= set(GAMES) and all(LESSONS[name] for name in LESSONS)
    with pytest.raises(KeyError):
        GAMES["fish_soup"]


def test_the_drawing_process_draws_each_picture_asked_then_ends_when_none_comes():
    import os
    import threading
    import time

    from fishtutor.probability import bars
    picture = {"labels": ["a", "b"], "exact": [0.5, 0.25], "simulated": [0.49, 0.26], "errors": [0.01, 0.01],
               "title": "two bars", "size": [3.0, 2.0]}
    requests_r, requests_w = os.pipe()
    answers_r, answers_w = os.pipe()
    served = threading.Thread(target=bars.serve, args=(requests_r, answers_w, 0.5))
    served.start()
    line = json.dumps(picture).encode() + b"\n"
    os.write(requests_w, line + line)  # two pictures asked at once are both drawn
    deadline = time.monotonic() + 60
    with os.fdopen(answers_r, "rb", buffering=0) as answers:
        for _ in range(2):
            size = int.from_bytes(bars._read(answers, 8, deadline), "big")
            assert bars._read(answers, size, deadline) == bars.bars_png(picture)
        served.join(30)
    assert not served.is_alive()  # nothing more asked for 0.5 s: it ended
    for fd in (requests_r, requests_w, answers_w):
        os.close(fd)


def test_a_drawer_that_has_ended_is_started_again(monkeypatch):
    monkeypatch.delitem(sys.modules, "matplotlib", raising=False)
    monkeypatch.setenv(pictures.VARIABLE, "off")
    from fishtutor.probability import bars
    from fishtutor.probability.fishing_frenzy import dock_plot
    first = dock_plot(300, seed=4)
    ended = bars._drawer
    ended.kill()  # as if it had lingered out just before the next picture
    ended.wait()
    assert dock_plot(300, seed=4) == first and bars._drawer is not ended
    bars._stop()


PREHEATED = """
import asyncio, json, os, socket, sys, threading
import websockets
from websockets.asyncio.server import serve

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
asked = []

async def query_socket(connection):  # the server's side: tells the kernel its page request
    asked.append(connection.request.path)
    await connection.send(json.dumps({"QUERY_STRING": "lesson=3&compact=1"}))

async def server(ready):
    async with serve(query_socket, "127.0.0.1", port):
        ready.set()
        await asyncio.sleep(30)

ready = threading.Event()
threading.Thread(target=lambda: asyncio.run(server(ready)), daemon=True).start()
ready.wait(10)
os.environ.update(VOILA_PREHEAT="True", VOILA_KERNEL_ID="k-1", VOILA_APP_PORT=str(port), VOILA_SERVER_URL="/")
from fishtutor.tutor import query
got = threading.Event()
query.when_known(lambda params: (print(json.dumps(params)), got.set()))
query._ASKING[0].join(30)
print(json.dumps({"asked": asked, "voila_utils": "voila.utils" in sys.modules}))
"""


def test_a_preheated_kernel_learns_its_query_string_without_importing_the_voila_server():
    done = subprocess.run([sys.executable, "-c", PREHEATED], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    params, seen = (json.loads(line) for line in done.stdout.strip().splitlines()[-2:])
    assert params == {"lesson": "3", "compact": "1"}
    assert seen == {"asked": ["/voila/query/k-1"], "voila_utils": False}  # voila.utils: about 45 MB in a kernel
