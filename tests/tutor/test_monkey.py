"""A seeded learner who does anything, in any order, to every tutor: taps anywhere (on targets and off the
board), presses keys, the buttons, toggles and choices on screen, jumps between lessons, types junk and answers.

Every callback answers without an apology, a refused or missed try leaves the game as it was, and the page never
shows a traceback. Only what is on screen is pressed: nothing inside a hidden row (a learner cannot reach it).
The handlers are called directly, as ipywidgets would call them."""
import random

import ipywidgets as W
import pytest

from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor

from tests.support.playing import QUICK
from .test_inputs import JUNK, shows_no_leak

KEYS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Enter", "Space")
STEPS = 250  # what one seeded learner does
SEEDS = 1 if QUICK else 4  # learners per tutor (make check sends one)
TUTORS = sorted(LESSONS)


def shown(root):
    """The widgets a learner can see: none inside a hidden box."""
    if getattr(getattr(root, "layout", None), "display", "") == "none":
        return
    yield root
    for child in getattr(root, "children", ()):
        yield from shown(child)


def on_screen(tutor, kind) -> list:
    return [w for w in shown(tutor.widget) if isinstance(w, kind) and not getattr(w, "disabled", False)]


def board_try(tutor, rng, log) -> None:
    """A tap (mostly on a target, sometimes anywhere, off the board too) or a key, checked: a refused or missed try
    changes nothing."""
    board = tutor.board
    before = board.session.state.snapshot() if board.session.review is None else None
    scene = board.session.scene()
    if rng.random() < 0.6:
        if scene.hotspots and rng.random() < 0.8:
            spot = rng.choice(scene.hotspots)
            x, y = spot.x + spot.w * rng.random(), spot.y + spot.h * rng.random()
        else:
            x, y = rng.uniform(-5, scene.width + 5), rng.uniform(-5, scene.height + 5)
        log.append(f"tap {x:.0f},{y:.0f}")
        board.on_click(x, y)
    else:
        key = rng.choice(KEYS)
        log.append(key)
        board.on_key(key)
    said = board.session.feedback
    if before is not None and said.kind in ("refused", "task"):
        assert board.session.state.snapshot() == before, (log[-8:], said)


def press(tutor, rng, log) -> None:
    """A button, a toggle or a choice on screen."""
    if rng.random() < 0.75:
        buttons = on_screen(tutor, W.Button)
        if buttons:
            button = rng.choice(buttons)
            log.append(f"button {button.description}")
            for callback in list(button._click_handlers.callbacks):
                callback(button)
        return
    toggles = on_screen(tutor, (W.ToggleButton, W.ToggleButtons))
    if toggles:
        toggle = rng.choice(toggles)
        if isinstance(toggle, W.ToggleButton):
            toggle.value = not toggle.value
        else:
            toggle.value = rng.choice(list(toggle.options))
        log.append(f"toggle {toggle.description} {toggle.value}")


def type_in(tutor, rng, log) -> None:
    """An answer (right, a known slip or junk) checked, or junk typed in another box on screen."""
    if rng.random() < 0.7 and tutor.step.task.kind == "answer":
        typed = rng.choice([*tutor.step.task.solution, *tutor.step.task.wrong, *JUNK])
        tutor.answer_box.value = typed
        log.append(f"answer {typed[:20]!r}")
        tutor.on_answer()
        return
    boxes = on_screen(tutor, W.Text)
    if boxes:
        box = rng.choice(boxes)
        box.value = rng.choice([*JUNK, "0", "3", "12"])
        log.append(f"typed {box.value[:20]!r} in {box.description or box.placeholder}")


def learner_step(tutor, rng, log) -> None:
    """One thing a learner might do next."""
    r = rng.random()
    if r < 0.55:
        board_try(tutor, rng, log)
    elif r < 0.8:
        press(tutor, rng, log)
    elif r < 0.86:
        tutor.menu.value = rng.randrange(len(tutor.steps))
        log.append(f"lesson {tutor.menu.value + 1}")
    elif r < 0.9:
        log.append("Escape")
        tutor.board.on_cancel()
    else:
        type_in(tutor, rng, log)


@pytest.mark.parametrize("game,seed", [(g, s) for g in TUTORS for s in range(SEEDS)])
def test_a_learner_who_does_anything_gets_words_never_an_apology(game, seed):
    rng, tutor, log = random.Random(f"{game}/{seed}"), Tutor(game), []
    for _ in range(STEPS):
        learner_step(tutor, rng, log)
        assert not tutor.errors and not tutor.board.errors, (log[-8:], (tutor.errors or tutor.board.errors)[-1])
    assert shows_no_leak(tutor.widget), log[-8:]
