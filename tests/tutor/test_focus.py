"""Keyboard play: the arrows move a focus over the board's hotspots, Enter chooses as a click does, and every
lesson's board can be worked through by keys alone."""
from collections import deque

import pytest

from fishtutor.core.scene import Rect, Scene, SceneBuilder
from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.tutor.focus import ARROWS, RING_INK, Focus, step, targets
from fishtutor.tutor.session import Session
from tests.support.lesson_contract import session_for

ARROW_KEYS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight")


def grid(cols=3, rows=2, size=40, gap=10) -> Scene:
    """A grid of hotspots named ("cell", column, row), declared row by row."""
    b = SceneBuilder(200, 120)
    for r in range(rows):
        for c in range(cols):
            b.spot(gap + c * (size + gap), gap + r * (size + gap), size, size, ("cell", c, r))
    return b.build()


def walk(focus, scene, *keys):
    for key in keys:
        focus.move(scene, key)
    return focus.target


def test_arrows_move_to_the_neighbour_and_stop_at_the_edge():
    scene, focus = grid(), Focus()
    assert focus.follow(scene) == ("cell", 0, 0)
    assert walk(focus, scene, "ArrowRight") == ("cell", 1, 0)
    assert walk(focus, scene, "ArrowDown") == ("cell", 1, 1)
    assert walk(focus, scene, "ArrowRight", "ArrowRight", "ArrowRight") == ("cell", 2, 1)  # stops at the edge
    assert walk(focus, scene, "ArrowUp", "ArrowUp") == ("cell", 2, 0)
    assert walk(focus, scene, "ArrowLeft", "ArrowLeft", "ArrowLeft") == ("cell", 0, 0)
    assert walk(focus, scene, "End") == ("cell", 2, 1)
    assert walk(focus, scene, "Home") == ("cell", 0, 0)


def test_the_nearer_target_straight_ahead_beats_one_off_to_the_side():
    b = SceneBuilder(300, 300)
    b.spot(0, 100, 20, 20, "start").spot(100, 160, 20, 20, "aside").spot(150, 100, 20, 20, "ahead")
    scene, focus = b.build(), Focus()
    assert walk(focus, scene, "ArrowRight") == "ahead"
    assert walk(focus, scene, "ArrowDown") == "aside"  # the only one below


def test_stacked_targets_on_one_centre_are_reached_in_their_order():
    b = SceneBuilder(100, 100)
    b.spot(10, 10, 20, 20, "under").spot(10, 10, 20, 20, "over")
    scene, focus = b.build(), Focus()
    assert walk(focus, scene, "ArrowRight") == "over"
    assert walk(focus, scene, "ArrowLeft") == "under"


def test_a_target_drawn_twice_counts_once():
    b = SceneBuilder(100, 100)
    b.spot(0, 0, 10, 10, "a").spot(50, 0, 10, 10, "b").spot(80, 0, 10, 10, "a")
    assert [s.target for s in targets(b.build())] == ["a", "b"]


def test_focus_stays_on_its_target_across_a_redraw_else_goes_to_the_first_lit():
    focus = Focus()
    walk(focus, grid(), "ArrowRight")
    assert focus.follow(grid(cols=2)) == ("cell", 1, 0)  # still there
    focus.target = ("cell", 2, 0)
    assert focus.follow(grid(cols=2), lit={("cell", 1, 1)}) == ("cell", 1, 1)  # gone: the first lit one
    focus.target = ("cell", 5, 5)
    assert focus.follow(grid(cols=2)) == ("cell", 0, 0)  # nothing lit: the first
    assert focus.follow(Scene(10, 10, ())) is None


def test_the_ring_is_drawn_only_while_the_board_has_the_keyboard():
    scene, focus = grid(), Focus()
    focus.follow(scene)
    assert focus.ring(scene) is scene
    focus.shown = True
    ringed = focus.ring(scene)
    added = ringed.shapes[len(scene.shapes):]
    assert [type(s) for s in added] == [Rect, Rect] and added[-1].stroke == RING_INK and added[-1].width >= 3
    assert added[0].width > added[-1].width  # the white halo shows around the dark line
    assert added[-1].x <= 10 and added[-1].x + added[-1].w >= 50  # around the first cell
    assert ringed.hotspots == scene.hotspots


def _first_pick_lesson():
    return next(s for s in LESSONS["fish_eat_fish"] if s.task.kind == "pick")


def test_enter_is_a_click_on_the_focused_target():
    step = _first_pick_lesson()
    by_key, by_click = session_for("fish_eat_fish", step), session_for("fish_eat_fish", step)
    spots = targets(by_key.scene())
    by_key.key("End")
    said = by_key.key("Enter")
    last = spots[-1]
    clicked = by_click.click(last.x + last.w / 2, last.y + last.h / 2)
    assert said == clicked and by_key.state.snapshot() == by_click.state.snapshot()
    assert by_key.key("Space") == by_click.click(last.x + last.w / 2, last.y + last.h / 2)


def test_escape_puts_back_a_half_made_move():
    game = GAMES["fish_eat_fish"]
    session = Session(game.new_state(2, seed=3), game.play, seat=0, seed=3)
    _play_until_selection(session)
    assert session.selection()
    said = session.key("Escape")
    assert session.selection() == "" and said.text == "Nothing is picked now."


def _play_until_selection(session):
    """Press Enter on each lit target in turn until a move is half made."""
    for _ in range(200):
        if session.selection():
            return
        lit = session.lit
        spots = [s.target for s in targets(session.scene())]
        session.focus.target = next((t for t in spots if t in lit), spots[0])
        session.key("Enter")
    raise AssertionError("no half-made move came up")


def _paths(session) -> dict:
    """Every target the arrows reach from the focus the board opens with, and the presses that get there."""
    scene = session.scene()
    spots = targets(scene)
    names = [s.target for s in spots]
    start = names.index(Focus().follow(scene, session.lit))
    came = {start: []}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for key in ARROW_KEYS:
            there = step(spots, here, ARROWS[key])
            if there not in came:
                came[there] = [*came[here], key]
                todo.append(there)
    return {names[i]: keys for i, keys in came.items()}


BOARD_STEPS = [(g, i, s) for g, steps in LESSONS.items() for i, s in enumerate(steps)
               if s.task.kind in ("move", "pick")]


@pytest.mark.parametrize("game,i,step", BOARD_STEPS, ids=[f"{g}-{i + 1}" for g, i, _ in BOARD_STEPS])
def test_every_target_of_a_lesson_board_is_reached_by_arrows_wide_and_on_a_phone(game, i, step):
    session = session_for(game, step)
    for compact in (False, True):
        session.compact = compact
        wanted = {s.target for s in targets(session.scene())}
        assert set(_paths(session)) == wanted, f"{'phone' if compact else 'wide'} board"


PICK_STEPS = [(g, i, s) for g, i, s in BOARD_STEPS if s.task.kind == "pick"]


@pytest.mark.parametrize("game,i,step", PICK_STEPS, ids=[f"{g}-{i + 1}" for g, i, _ in PICK_STEPS])
def test_a_pick_lesson_is_done_by_arrows_and_enter_alone(game, i, step):
    session = session_for(game, step)
    for key in _paths(session)[step.task.solution[0]]:
        session.key(key)
    assert session.focus.target == step.task.solution[0]
    assert session.key("Enter").kind == "done"


def test_the_board_widget_takes_keys_and_draws_the_ring_only_while_focused():
    from fishtutor.tutor.board import BoardPanel
    step = _first_pick_lesson()
    panel = BoardPanel(session_for("fish_eat_fish", step))
    plain = len(panel.board.scene.shapes)
    assert "Fish Eat Fish board" in panel.keys.label and "arrow keys" in panel.keys.label
    panel.keys._message(None, {"event": "focus", "on": True}, [])
    assert len(panel.board.scene.shapes) == plain + 2 and panel.board.scene.shapes[-1].stroke == RING_INK
    panel.keys._message(None, {"event": "key", "key": "End"}, [])
    assert panel.session.focus.target == targets(panel.session.scene())[-1].target
    panel.keys._message(None, {"event": "key", "key": "rm -rf"}, [])  # a key the board does not use: ignored
    panel.keys._message(None, {"event": "key", "key": "Enter"}, [])
    assert panel.session.feedback.kind in ("done", "task")
    panel.keys._message(None, {"event": "focus", "on": False}, [])
    assert len(panel.board.scene.shapes) == plain
    assert not panel.errors


def test_a_tap_from_the_browser_is_a_click_there_and_a_malformed_one_changes_nothing():
    from fishtutor.tutor.board import BoardPanel
    step = _first_pick_lesson()
    panel, twin = BoardPanel(session_for("fish_eat_fish", step)), session_for("fish_eat_fish", step)
    spot = next(h for h in panel.session.scene().hotspots if h.target == step.task.solution[0])
    x, y = spot.x + spot.w / 2, spot.y + spot.h / 2
    for junk in ({"event": "tap", "x": "1e3", "y": y}, {"event": "tap", "x": x}, {"event": "tap", "x": True, "y": y},
                 {"event": "tap", "x": float("nan"), "y": y}, {"event": "tap", "x": x, "y": float("inf")}):
        panel.keys._message(None, junk, [])
        assert panel.session.feedback == twin.feedback and not panel.session.selection(), junk
    panel.keys._message(None, {"event": "tap", "x": x, "y": y}, [])
    assert panel.session.feedback == twin.click(x, y) and panel.session.feedback.kind == "done"
    assert panel.session.focus.target == twin.focus.target and not panel.session.focus.shown  # no ring for a tap
    assert not panel.errors


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_the_ring_stands_out_three_to_one_on_every_colour_of_a_board(game):
    """Against every fill a board uses, its dark line or its white halo has at least 3:1 contrast."""
    from fishtutor.core.contrast import ratio
    from fishtutor.tutor.focus import RING_HALO
    scene = session_for(game, LESSONS[game][0]).scene()
    fills = {scene.background} | {s.fill for s in scene.shapes if getattr(s, "fill", None) and s.fill.startswith("#")}
    weak = [f for f in fills if max(ratio(RING_INK, f), ratio(RING_HALO, f)) < 3]
    assert weak == []
