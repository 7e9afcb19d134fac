"""The declared door between the tutor and the games: every game's PLAY opens every door of ``Presenter`` with the
protocol's own signature, the tutor probes no game for what it happens to have, a half-made move is a frozen
Selection, and one click (or key) at the real board widget computes each part of the board once."""
import ast
import inspect
from dataclasses import FrozenInstanceError

import pytest

from bench.calls import TUTORS, table as _table
from fishtutor.core.presenter import DOORS, PlayBase, Presenter, Selection
from fishtutor.games import GAMES, get
from fishtutor.tutor.session import Session
from tests.support import ROOT

TUTOR = ROOT / "fishtutor" / "tutor"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_opens_every_door_with_the_protocols_signature(game):
    play = get(game).play
    assert isinstance(play, PlayBase) and isinstance(play, Presenter)
    for door in DOORS:
        wanted = list(inspect.signature(getattr(Presenter, door)).parameters)[1:]
        assert list(inspect.signature(getattr(play, door)).parameters) == wanted, (game, door)


def test_the_tutor_probes_no_game_for_what_it_has():
    found = []
    for path in sorted(TUTOR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("getattr", "hasattr"):
                probed = ast.unparse(node.args[0]) if node.args else ""
                if any(word in probed for word in ("play", "game", "state", "session")):
                    found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    assert found == []


def test_the_door_is_declared_in_core_and_imports_no_game_and_no_widget():
    from tests.contracts.test_module_rooms import MODULES, graph
    assert graph("fishtutor.core.presenter") <= {m for m in MODULES if m.startswith("fishtutor.core.")}


def test_a_selection_is_frozen_and_choosing_makes_a_new_one():
    picked = Selection.of({"fish": 1})
    with pytest.raises(FrozenInstanceError):
        picked.picks = ()
    assert picked.with_value("landing", 2) == Selection.of({"landing": 2, "fish": 1}) and picked.values() == {"fish": 1}
    game = get("fish_eat_fish")
    session = Session(game.new_state(2, seed=3), game.play, seed=3)
    before = session.selected
    act = game.play.act(session.state, 0, sorted(session.lit_now().targets)[0], before)
    assert session.selected == before and isinstance(act.selection, Selection)


@pytest.mark.parametrize("name", TUTORS)
def test_one_click_computes_each_part_of_the_board_once(name):
    panel, play = _table(name)
    session = panel.session
    spot = next(s for s in session.scene().hotspots if s.target in session.lit)
    play.counts.clear()
    panel.on_click(spot.x + spot.w / 2, spot.y + spot.h / 2)
    assert not panel.errors
    made = play.counts
    assert made["scene"] + made["portray"] == 1, made  # the board drawn once, never to find what was clicked
    assert made["targets"] + made["highlights"] == 1, made
    assert made["picked_words"] + made["selection"] == 1, made
    assert made["buttons"] + made["enabled_actions"] == 1, made
    lit = session.lit_now()
    assert made["target_words"] + made["name_target"] <= len(lit.targets) + 1, made  # each lit target named once


@pytest.mark.parametrize("name", TUTORS)
def test_an_arrow_key_draws_only_the_ring(name):
    panel, play = _table(name)
    panel.on_board_focus(True)
    play.counts.clear()
    panel.on_key("ArrowRight")
    assert not panel.errors and play.counts["scene"] + play.counts["portray"] == 0, play.counts


@pytest.mark.parametrize("name", TUTORS)
def test_a_click_after_the_board_changed_unseen_is_hit_tested_on_the_board_as_it_stands(name):
    panel, _play = _table(name)  # a frame is shown: the wide board
    session = panel.session
    session.compact = True  # the board changes with no frame shown; then it is drawn (not shown) once
    phone = session.scene()
    spot = next(s for s in reversed(phone.hotspots) if s.target in session.lit)
    session.click(spot.x + spot.w / 2, spot.y + spot.h / 2)
    assert session.focus.target == spot.target
