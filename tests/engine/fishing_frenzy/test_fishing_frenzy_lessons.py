"""Fishing Frenzy's lessons as a learner meets them: the words for every attempt, the marks each lesson shows, the
question that keeps its answer off the board, and the S.O.S. order taught as the engine plays it."""
import inspect
import re

import pytest

from fishtutor.core import edition
from fishtutor.games import GAMES
from fishtutor.games.fishing_frenzy import GAME
from fishtutor.games.fishing_frenzy.interact import PLAY
from fishtutor.games.fishing_frenzy.moves import Declare, Sail
from fishtutor.games.fishing_frenzy.position import from_position
from fishtutor.lessons import LESSONS
from fishtutor.lessons.base import Coach
from fishtutor.tutor.session import Session

STEPS = LESSONS["fishing_frenzy"]
CODE = re.compile(r"Sail\(|Declare\(|PickDock\(|\bNone\b|\b[a-z]+_[a-z_]+\b|\[\[")


def step(title: str):
    return next(s for s in STEPS if s.title == title)


def session(s):
    return Session(s.scenario(), GAMES["fishing_frenzy"].play, seat=s.seat, seed=7, coach=Coach(s.task))


def _move_steps():
    return [s for s in STEPS if s.task.kind == "move"]


@pytest.mark.parametrize("s", _move_steps(), ids=[s.title for s in _move_steps()])
def test_every_attempt_a_lesson_allows_gets_words_a_learner_can_read(s):
    """A miss names the move and gives advice; a pass is praised; no code identifier shows in either."""
    legal = session(s).state.legal_moves(s.seat)
    for move in legal:
        fb = session(s).try_move(move)
        assert not CODE.search(fb.text), (move, fb.text)
        if move in s.task.solution:
            assert fb.kind == "done", (move, fb.text)
        else:
            assert fb.kind == "task" and fb.text.startswith("You tried: "), (move, fb.text)
    for move in s.task.wrong:
        if move not in legal:
            fb = session(s).try_move(move)
            assert fb.kind == "refused" and not CODE.search(fb.text), (move, fb.text)


def test_a_two_direction_miss_is_told_where_its_first_direction_stopped():
    fb = session(step("Two directions, two fish")).try_move(Sail("S", "E", 2, "A3", "C3"))
    assert "South 2 first stopped on clear water at A3" in fb.text


def test_a_first_stop_that_catches_a_fish_is_never_called_a_miss():
    """In this edition the first direction's end is a landing: a lesson asking to stop on a fish accepts a
    fish caught there (the drifter, leaving the dock, the double wheel)."""
    for title, move in (("Drifters", Sail("S", "N", 6, "J9", "I2")),
                        ("Leaving the dock", Sail("S", "E", 5, "I5", "O5")),
                        ("Captain's Choice", Sail("W", "S", 3, "M8", "M12"))):
        fb = session(step(title)).try_move(move)
        assert fb.kind == "done" and re.search(r"the (Grouper|Tarpon|Bonefish) at (J9|I5|M8)", fb.text), fb.text


def test_the_new_lessons_have_the_learner_do_what_was_only_told():
    face_down = session(step("Fish Cards stay face down")).try_move(Sail("W", "S", 1, "F4", "F5"))
    assert "Redfish at F4 and the Tarpon at F5" in face_down.text and "face down" in face_down.text
    clear = session(step("A caught fish is clear water"))
    assert clear.try_move(Sail("E", "", 2, "", "C1")).kind == "task"
    done = clear.try_move(Sail("E", "S", 2, "C1", "C3"))
    assert done.kind == "done" and "tagged Redfish at C1 (clear water now)" in done.text
    crossing = session(step("Crossing a jaw")).try_move(Sail("N", "", 6, "", "B6"))
    assert crossing.kind == "done" and "over the jaw at B11" in crossing.text


def test_the_sos_lesson_names_the_order_the_engine_plays():
    s = step("S.O.S.")
    fb = session(s).try_move(Declare(True))
    assert fb.text.startswith("Mayday! Green, on your right, draws a Peril first, then Blue and Yellow")
    assert "on your right" in s.text and "sos_order" in s.marks
    turn = from_position(4, boats={0: "M5", 1: "K9", 2: "C13", 3: "H10"}, due="sos", sos_order="turn")
    after = turn.clone()
    after.apply(Declare(True), 0)
    assert s.task.praise_for(turn, Declare(True), after).startswith("Mayday! Blue, next in turn, draws")


def test_each_turn_lesson_shows_the_marks_of_its_own_board_and_task():
    turn = [s for s in STEPS if s.rule == "fishing_frenzy/during_the_tournament"]
    assert len(turn) >= 8 and all(s.marks is not None for s in turn)
    ids = {c.id for c in edition.choices("fishing_frenzy")}
    for s in turn:
        assert s.marks and set(s.marks) <= ids and len(s.marks) <= edition.FOLD_OVER, (s.title, s.marks)
    assert len({s.marks for s in turn}) >= 4
    assert step("S.O.S.").marks[0] == "sos_order"
    assert step("Captain's Choice").marks == ("double_wheel", "space_once_a_turn")


def test_the_scoring_question_hides_every_points_total_until_answered():
    s = step("Scoring")
    assert s.task.hides == frozenset({"points"})
    learner = session(s)
    for compact in (False, True):
        learner.compact = compact  # on a phone the Captains (and their points) are on their own tab
        learner.view = ("captains", len(learner.state.history)) if compact else None
        texts = learner.scene().texts()
        assert not [t for t in texts if re.search(r"\d+ points", str(t))]
        assert sum("points hidden" in str(t) for t in texts) == 3
    learner.answer(str(s.task.answer))
    learner.compact, learner.view = False, None
    assert any(f"{s.task.answer} points" in str(t) for t in learner.scene().texts())
    shown = PLAY.portray(s.scenario(), 0).texts()  # without hide, your own points show as always
    assert any(f"{s.task.answer} points" in str(t) for t in shown)


def test_every_option_this_editions_choices_name_is_an_option_of_a_new_game():
    options = set(inspect.signature(GAME.state_class.new).parameters)
    for c in edition.choices("fishing_frenzy"):
        if c.option:
            assert c.option in options, c.id
    assert any(v.get("sos_order") == "turn" for v in GAME.variants)
