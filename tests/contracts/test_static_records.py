"""The static edition plays the same games as the server edition: a seeded full game of each tutor, bots in every
seat, played in the static site's own Python (Pyodide with its numpy stand-in, run by Node.js) and in this CPython
with numpy, ends with the same record, move for move."""
import json

import pytest

from tests.support.static_site import built, in_pyodide

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("static")]

SEED = 7
PLAY = f"""
import json
import numpy as np
from fishtutor.bots.base import play_game
from fishtutor.bots.simple import GreedyBot
from fishtutor.games import GAMES, SPECS
records = {{}}
for name, spec in SPECS.items():
    if spec.tutor == name:
        players = max(spec.bench_players)
        state = GAMES[name].new_state(players, seed={SEED})
        end = play_game(state, {{s: GreedyBot({SEED} + s) for s in range(players)}}, np.random.default_rng({SEED}))
        records[name] = end.to_json()
json.dumps(records, sort_keys=True, default=str)
"""


def played_here() -> dict:
    """The same games in this process (CPython, real numpy)."""
    scope: dict = {}
    exec(PLAY.replace("json.dumps(records", "found = json.dumps(records"), scope)  # noqa: S102 - our own code
    return json.loads(scope["found"])


def test_seeded_full_games_are_move_for_move_the_server_editions():
    static = json.loads(in_pyodide(PLAY))
    assert in_pyodide("import numpy\nstr(getattr(numpy, '__stand_in__', False))") == "True"
    here = played_here()
    assert sorted(static) == sorted(here) == ["cats_in_the_barrel", "fish_eat_fish", "fish_frenzy", "fishing_frenzy",
                                              "jumping_fish"]
    for game in here:
        assert len(here[game]["history"]) > 20, f"{game}: a whole game is played"
        assert static[game]["history"] == here[game]["history"], f"{game}: the moves differ"
        assert static[game] == here[game], f"{game}: the records differ"


STARTUP = """
import os, sys
os.makedirs("/drive/sub", exist_ok=True)
os.makedirs("/elsewhere", exist_ok=True)
for folder in ("/drive", "/elsewhere"):
    with open(f"{folder}/planted_{folder[1:]}.py", "w") as f:
        f.write("HERE = True")
os.chdir("/drive")
sys.path.append("/elsewhere")
try:
    import planted_drive
    found_in_drive = True
except ModuleNotFoundError:
    found_in_drive = False
import planted_elsewhere
import fishtutor.games
f"{found_in_drive} {planted_elsewhere.HERE} {sys.path[0]!r} {sys.path_hooks[0].__module__}"
"""


def test_the_static_python_never_looks_in_the_drive_for_a_module():
    # the kernel works in /drive (the notebooks' folder, every look a request to the page) with '' first on sys.path
    assert in_pyodide(STARTUP) == "False True '' sitecustomize"


# What a tutor page runs (its first cell), in the static edition's Python, every compiling of source counted: Python
# compiles a module it imports from source with the builtin compile() (importlib's and zipimport's loaders alike)
COMPILES = """
import builtins, sys
compiled = []
_compile = builtins.compile
def counting(source, filename, *args, **kw):
    if str(filename).endswith(".py"):
        compiled.append(str(filename))
    return _compile(source, filename, *args, **kw)
builtins.compile = counting
before = len(sys.modules)
from fishtutor.tutor import Tutor
tutor = Tutor("fishing_frenzy")
from fishtutor.tutor import EditionTable, ProbabilityCorner
builtins.compile = _compile
f"{len(sys.modules) - before} {len(compiled)} {compiled[:5]}"
"""


def test_the_modules_a_tutor_imports_come_compiled_with_the_site():
    # tools/static/precompile.py: compiled once by the build in the site's own Pyodide, none again in a visitor's
    every = tuple(json.loads((built() / "static" / "pyodide" / "pyodide-lock.json").read_text())["packages"])
    imported, compiled, first = in_pyodide(COMPILES, packages=every).split(" ", 2)
    assert int(imported) > 150, "the tutor's imports were counted"
    assert int(compiled) == 0, f"{compiled} modules compiled from source in the browser, such as {first}"
