"""Junk typed into every box and every callback made to fail: the page answers in words, never with a traceback.

The handlers are called directly (ipywidgets would swallow an exception from a button's callback)."""
import logging

import ipywidgets as W
import pytest

from fishtutor.games import get
from fishtutor.lessons import LESSONS
from fishtutor.probability import fish_eat_fish as fef
from fishtutor.probability import fish_frenzy as ff
from fishtutor.probability.core import MAX_SEED, SHOWN_INPUT, check_seed, check_trials
from fishtutor.tutor import ProbabilityCorner, Tutor
from fishtutor.tutor import board as board_module
from fishtutor.tutor import probability as corner_module
from fishtutor.tutor.board import APOLOGY

JUNK = ["-1", "-0.5", "9" * 5_000, "1" + "0" * 400, "", "x" * 10_000, "٣٤", "🐟 ½ ∞", "1e400", "inf", "nan", "1/0",
        "<script>alert(1)</script>", "\x00\n"]
LEAKS = ("Traceback", "Error", 'File "/', ".py", "/usr/", "/work/", "site-packages")


def widgets(root):
    """Every widget in a tree, hidden ones too."""
    yield root
    for child in getattr(root, "children", ()):
        yield from widgets(child)


def page_text(root) -> str:
    """Everything the tree shows as text or HTML."""
    return " ".join(str(getattr(w, "value", "")) for w in widgets(root) if isinstance(w, (W.HTML, W.Label)))


def shows_no_leak(root) -> bool:
    text = page_text(root)
    return not any(leak in text for leak in LEAKS)


def answer_lesson(tutor) -> int:
    return next(i for i, s in enumerate(tutor.steps) if s.task.kind == "answer")


# ---- the Seed box of the closing full game -------------------------------------------------------------
@pytest.mark.parametrize("game", ["fish_frenzy", "fish_eat_fish"])
def test_junk_seeds_start_no_game_and_say_which_seeds_work(game):
    tutor = Tutor(game)
    tutor.go(len(tutor.steps) - 1)
    session = tutor.board.session
    before = session.state.to_json()
    for junk in [j for j in JUNK if j != "٣٤"] + ["4294967296", "2.5"]:  # ٣٤ is 34 in Arabic-Indic digits
        tutor.game_seed.value = junk
        tutor.new_game()
        assert tutor.board.session is session and session.state.to_json() == before, junk
        said = tutor.board.feedback.value
        assert f"0 to {MAX_SEED:,}" in said and "✗" in said, (junk, said)
        assert "x" * (SHOWN_INPUT + 1) not in said and "9" * (SHOWN_INPUT + 1) not in said
        assert "<script>" not in said
    assert not tutor.errors and tutor.error_box.value == "" and shows_no_leak(tutor.widget)
    tutor.game_seed.value = str(MAX_SEED)
    tutor.new_game()
    fresh = get(game).new_state(tutor.players.value, seed=MAX_SEED).origin
    assert tutor.board.session is not session and tutor.board.session.state.origin == fresh and not tutor.errors


@pytest.mark.parametrize("game", [g for g, steps in LESSONS.items() if any(s.task.kind == "answer" for s in steps)])
def test_junk_lesson_answers_are_answered_in_words(game):
    tutor = Tutor(game)
    tutor.go(answer_lesson(tutor))
    for junk in JUNK:
        tutor.answer_box.value = junk
        tutor.on_answer()
        said = tutor.board.feedback.value
        assert said and "x" * (SHOWN_INPUT + 1) not in said and "9" * (SHOWN_INPUT + 1) not in said, junk
        assert not tutor.board.session.coach.done
    assert not tutor.errors and shows_no_leak(tutor.widget)
    tutor.answer_box.value = str(tutor.step.task.solution[0])
    tutor.on_answer()
    assert tutor.board.session.coach.done


# ---- the probability corners -----------------------------------------------------------------------------
CORNERS = {"fish_frenzy 3": lambda: ff.exercises(3), "fish_frenzy 4": lambda: ff.exercises(4),
           "fish_frenzy 5": lambda: ff.exercises(5), "fish_eat_fish": fef.exercises}


@pytest.mark.parametrize("name", CORNERS)
def test_every_exercise_accepts_the_corner_defaults_or_has_no_simulation(name):
    corner = ProbabilityCorner(CORNERS[name]())
    for i, ex in enumerate(corner.exercises):
        corner.pick.value = i
        if ex.simulated:
            assert corner.sim_row.layout.display == "flex"
            assert check_trials(corner.trials.value, ex.max_trials) and check_seed(corner.seed.value) == 1
        else:
            assert corner.sim_row.layout.display == "none" and "nothing to simulate" in corner.result.value
            assert corner.buttons["Check"].layout.display != "none"
    assert not corner.errors


@pytest.mark.parametrize("name", ["fish_frenzy 4", "fish_eat_fish"])  # the corners the tutors show
def test_every_exercise_runs_with_the_corner_defaults(name):
    corner = ProbabilityCorner(CORNERS[name]())
    for i, ex in enumerate(corner.exercises):
        corner.pick.value = i
        corner.on_simulate()
        if ex.simulated:
            assert ", seed 1)" in corner.result.value, ex.id
            assert "data:image/png;base64," in corner.plot.value and "alt='Plot: " in corner.plot.value, ex.id
        else:
            assert "nothing to simulate" in corner.result.value and corner.plot.layout.display == "none"
        corner.on_reveal()
        assert "Exact answer" in corner.feedback.value
    assert not corner.errors


@pytest.mark.parametrize("name", CORNERS)
def test_junk_in_every_corner_box_is_refused_in_words(name):
    corner = ProbabilityCorner(CORNERS[name]())
    for i, ex in enumerate(corner.exercises):
        corner.pick.value = i
        for junk in JUNK:
            corner.answer.value = junk
            corner.on_check()
            assert corner.feedback.value and "Right" not in corner.feedback.value, (ex.id, junk)
            assert "x" * (SHOWN_INPUT + 1) not in corner.feedback.value
            assert "9" * (SHOWN_INPUT + 1) not in corner.feedback.value
            if ex.simulated:
                corner.trials.value, corner.seed.value = junk, "1"
                corner.on_simulate()
                assert "✗" in corner.result.value and "trials" in corner.result.value, (ex.id, junk)
                if junk == "٣٤":
                    continue  # seed 34, written in Arabic-Indic digits: a good seed
                corner.trials.value, corner.seed.value = "1000", junk
                corner.on_simulate()
                assert "✗" in corner.result.value and f"0 to {MAX_SEED:,}" in corner.result.value, (ex.id, junk)
                assert corner.plot.layout.display == "none"
    assert not corner.errors and shows_no_leak(corner.widget)


def test_a_single_exercise_corner_shows_no_menu():
    corner = ProbabilityCorner(ff.exercises(5)[:1])
    assert corner.pick.layout.display == "none"
    corner.answer.value = "10/80"
    corner.on_check()
    assert "Right" in corner.feedback.value


# ---- the guard around every callback ----------------------------------------------------------------------
class Broken:
    """A stand-in that fails the way a bug would, with a server path in its message."""

    def __getattr__(self, name):
        raise RuntimeError(f'File "/srv/fishtutor/secret.py", line 1: no {name}')


def explode(*_args, **_kwargs):
    raise RuntimeError('File "/srv/fishtutor/secret.py", line 1: broken')


def test_a_failing_callback_is_logged_on_the_server_and_apologised_for_on_the_page(caplog):
    tutor = Tutor("fish_frenzy")
    good = tutor.board.session
    tutor.board.session = Broken()
    with caplog.at_level(logging.ERROR, logger="fishtutor"):
        tutor.board.on_back()
    record = next(r for r in caplog.records if r.name == "fishtutor")
    assert record.exc_info and "secret.py" in caplog.text and "on_back" in record.getMessage()
    box = tutor.board.error_box.value
    assert APOLOGY.split(":")[0] in box and "secret" not in box and "Traceback" not in box
    assert tutor.errors and "Traceback" in tutor.errors[-1]  # kept in the kernel for tests, never shown
    tutor.board.session = good
    tutor.board.on_forward()  # the next action that works clears the apology
    assert tutor.board.error_box.value == ""


class Owner:
    """The least a widget needs to be guarded: an error list and a box for the apology."""

    def __init__(self):
        self.errors, self.error_box, self.finished = [], W.HTML(), False

    @board_module.guarded
    def fail(self):
        raise RuntimeError("inner")

    @board_module.guarded
    def outer(self, other):
        other.fail()
        self.finished = True

    @board_module.guarded
    def succeed(self):
        return "done"


def test_only_the_outermost_guard_catches_and_any_success_clears_every_apology():
    a, b = Owner(), Owner()
    assert a.outer(b) is None and not a.finished  # the inner failure stops the outer callback too
    assert len(a.errors) == 1 and not b.errors and "Sorry" in a.error_box.value and b.error_box.value == ""
    assert b.succeed() == "done" and a.error_box.value == ""  # one success clears every apology on the page
    for _ in range(board_module.KEPT_ERRORS + 5):
        a.fail()
    assert len(a.errors) == board_module.KEPT_ERRORS


def test_the_log_goes_to_the_server_not_to_the_page_stream():
    import sys
    handler = board_module._ready_log().handlers[0]
    assert handler.stream is not sys.stdout and handler.stream is not sys.stderr


def fire_every_callback(root) -> int:
    """Press every button and set every choice and box of a widget tree, calling handlers directly; the count."""
    fired = 0
    for w in list(widgets(root)):
        if isinstance(w, W.Button):
            for callback in list(w._click_handlers.callbacks):
                callback(w)
                fired += 1
        elif isinstance(w, (W.Dropdown, W.ToggleButtons)):
            for value in w._options_values:
                w.value = value
                fired += 1
        elif isinstance(w, W.ToggleButton):
            w.value = not w.value
            w.value = not w.value
            fired += 2
        elif isinstance(w, W.Text):
            for junk in JUNK:
                w.value = junk
            fired += 1
    return fired


@pytest.mark.parametrize("game", ["fish_frenzy", "fish_eat_fish"])
def test_every_control_of_a_broken_tutor_apologises_instead_of_raising(game):
    tutor = Tutor(game)
    tutor.go(len(tutor.steps) - 1)  # the full game shows the most controls
    tutor.board.session = Broken()
    tutor.board.set_session = lambda session: Broken().set_session  # lessons cannot repair it either
    assert fire_every_callback(tutor.widget) > 20
    assert tutor.errors and "Sorry" in page_text(tutor.widget) and shows_no_leak(tutor.widget)


def test_every_control_of_a_broken_corner_apologises_instead_of_raising(monkeypatch):
    corner = ProbabilityCorner(ff.exercises(4))
    for name in ("check_answer", "run", "show", "check_trials"):
        monkeypatch.setattr(corner_module, name, explode)
    assert fire_every_callback(corner.widget) >= 6 and len(corner.errors) >= 2
    corner.on_check()  # (showing a question needs none of them, and its success cleared the apology)
    assert corner.errors and "Sorry" in page_text(corner.widget) and shows_no_leak(corner.widget)


@pytest.mark.parametrize("game", ["fish_frenzy", "fish_eat_fish"])
def test_every_control_of_every_lesson_survives_junk(game):
    tutor = Tutor(game)
    for i in range(len(tutor.steps)):
        tutor.go(i)
        for w in widgets(tutor.widget):
            if isinstance(w, W.Text):
                w.value = "-1"
        for w in list(widgets(tutor.widget)):
            if isinstance(w, W.Button) and w.description not in ("◀ Previous", "Next ▶") \
                    and w.layout.display != "none":
                for callback in list(w._click_handlers.callbacks):
                    callback(w)
    assert not tutor.errors and shows_no_leak(tutor.widget)
