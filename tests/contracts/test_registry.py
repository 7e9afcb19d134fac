"""One registry: each game package declares its GameSpec, every list of games is read from the specs, and looking
one game up imports that game's package alone."""
import ast
import inspect
import json
import subprocess
import sys
import textwrap

import pytest

from fishtutor.core import edition
from fishtutor.core.spec import Course, GameSpec, SpecError, Specs
from fishtutor.games import GAMES, SPECS, spec
from fishtutor.lessons import LESSONS
from fishtutor.probability.course import GAME_ORDER
from fishtutor.site import boards
from fishtutor.tutor.setup import STARTER
from tests.support import ROOT

NAMES = list(SPECS)
# modules still writing a list of games of their own (each should read the specs): none; one named here would be
# an exception to explain
STILL_LISTING: set = set()


def test_every_list_of_games_is_the_registrys():
    assert list(GAMES) == NAMES and set(LESSONS) == set(NAMES) and set(edition.GAMES) == set(NAMES)
    assert set(STARTER) == {n for n in NAMES if spec(n).starter}
    assert sorted(g for games in boards.PAGES.values() for g in games) == sorted(n for n in NAMES if spec(n).tutor)
    assert list(GAME_ORDER) == list(dict.fromkeys(spec(n).course.key for n in NAMES if spec(n).course))
    assert boards.ASSIGNMENT_NAMES.keys() == set(GAME_ORDER)
    from bench.apps import PLAYERS
    assert set(PLAYERS) == set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_a_game_is_what_its_spec_says(name):
    s, game = spec(name), GAMES[name]
    assert (game.name, game.title, game.min_players, game.max_players) == (s.name, s.title, *s.players)
    assert (game.variants, game.variant_names, game.playing_time) == (s.variants, s.variant_names, s.playing_time)
    assert game.play is loaded(s.presenter) and LESSONS[name] is loaded(s.lessons)
    takes_first = "first_player" in inspect.signature(game.state_class.new).parameters
    assert (s.starter is not None) == takes_first  # the menu shows exactly when the setup takes a first player
    assert s.edition and edition.edition_data(name)
    for options in s.variants:
        assert game.new_state(s.max_players, seed=0, **options).num_players() == s.max_players


def loaded(path):
    """What a spec's dotted path names."""
    from fishtutor.core.spec import load
    return load(path)


def test_the_names_shared_by_games_agree():
    titles = {}
    for name in NAMES:
        course = spec(name).course
        if course:
            assert titles.setdefault(course.key, course) == course, f"{name} names its course differently"
    assert sorted(s.order for s in SPECS.values()) == sorted({s.order for s in SPECS.values()})


LOOK_UP = """
import json, sys
from fishtutor.games import GAMES, spec
from fishtutor.core import edition
spec({name!r}); GAMES[{name!r}]; {name!r} in edition.GAMES; edition.choices({name!r})
print(json.dumps(sorted({{m.split(".")[2] for m in sys.modules if m.startswith("fishtutor.games.")}})))
"""


@pytest.mark.parametrize("name", NAMES)
def test_looking_one_game_up_imports_its_own_package_only(name):
    done = subprocess.run([sys.executable, "-c", LOOK_UP.format(name=name)], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    home = GAMES[name].__module__.split(".")[2]
    assert set(json.loads(done.stdout)) - {"fishy"} == {home}  # Fishy's shared parts besides, for its games


def test_no_module_but_a_games_own_package_names_several_games():
    listing = set()
    for path in [*(ROOT / "fishtutor").rglob("*.py"), *(ROOT / "bench").rglob("*.py")]:
        named = {node.value.removesuffix(".ipynb") for node in ast.walk(ast.parse(path.read_text()))
                 if isinstance(node, ast.Constant) and isinstance(node.value, str)
                 and node.value.removesuffix(".ipynb") in NAMES}
        homes = {GAMES[n].__module__.split(".")[2] for n in named}
        own_package = len(homes) == 1 and path.parent.name in homes
        if len(named) > 1 and not own_package:
            listing.add(str(path.relative_to(ROOT)))
    assert listing == STILL_LISTING


def test_adding_a_game_is_adding_its_package(tmp_path, monkeypatch):
    package = tmp_path / "toys"
    (package / "spinner").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "spinner" / "__init__.py").write_text(textwrap.dedent("""
        from fishtutor.core.spec import GameSpec
        SPEC = GameSpec(name="spinner", title="Spinner", order=1, players=(2, 4), game="toys.spinner.game:GAME",
                        presenter="toys.spinner.interact:PLAY")
        """))
    monkeypatch.syspath_prepend(str(tmp_path))
    found = Specs("toys")
    assert list(found) == ["spinner"] and found["spinner"].title == "Spinner" and "dice" not in found
    with pytest.raises(KeyError, match="No game called 'dice'; known games: spinner"):
        found["dice"]


@pytest.mark.parametrize("change, said", [
    ({"players": (5, 3)}, "players (5, 3) must be (fewest, most)"),
    ({"variant_names": ()}, "each variant needs one name"),
    ({"game": "fishtutor.games.fish_frenzy.GAME"}, "game 'fishtutor.games.fish_frenzy.GAME' is not 'module:NAME'"),
    ({"bench_players": (9,)}, "bench plays 9 players, outside 3-5"),
    ({"name": "fish frenzy"}, "its name must be a Python identifier"),
    ({"course": Course("fish_frenzy", "Fish Frenzy", "course fish")}, "course module 'course fish' is not a dotted"),
])
def test_a_malformed_spec_is_refused_with_what_is_wrong(change, said):
    fields = {f: getattr(spec("fish_frenzy"), f) for f in GameSpec.__dataclass_fields__}
    with pytest.raises(SpecError, match=said.replace("(", r"\(").replace(")", r"\)").replace(".", r"\.")):
        GameSpec(**{**fields, **change})


ONE_ASSIGNMENT = """
import json, sys
from fishtutor.probability.course import assignment
assignment({key!r})
print(json.dumps(sorted(m for m in sys.modules if m.startswith("fishtutor.probability.course_"))))
"""


def test_one_assignment_imports_its_own_course_module_only():
    done = subprocess.run([sys.executable, "-c", ONE_ASSIGNMENT.format(key="fish_frenzy")], capture_output=True,
                          text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout) == ["fishtutor.probability.course_fish_frenzy"]
