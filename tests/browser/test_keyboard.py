"""Keyboard play in the browser, no mouse: Tab reaches the board, the arrows and Enter finish a lesson's task in
each of the five tutors, and Next is pressed by keys.

An in-process twin of the lesson's board decides which targets to choose and the arrow presses that reach them
(always from Home, so the twin and the page agree where the focus starts)."""
import copy

import pytest

from fishtutor.lessons import LESSONS
from fishtutor.tutor.focus import path, targets
from tests.lesson_contract import session_for

from .harness import App

pytestmark = pytest.mark.browser

ON_BOARD = "() => document.activeElement && document.activeElement.matches('canvas.fishtutor-board')"
ON_NEXT = "() => document.activeElement && document.activeElement.innerText.includes('Next')"
# (tutor notebook, game, lesson number): a lesson of each tutor whose task is done on the board
LESSON_OF = [("fish_frenzy", "fish_frenzy", 1), ("fish_eat_fish", "fish_eat_fish", 1),
             ("cats_in_the_barrel", "cats_in_the_barrel", 12), ("fishing_frenzy", "fishing_frenzy", 2),
             ("jumping_fish", "jumping_fish", 2)]


def solution(session, depth: int = 3) -> list | None:
    """The targets to choose, in order, that finish the lesson's task (tried on copies of the board)."""
    for spot in targets(session.scene()):
        trial = copy.deepcopy(session)
        trial.focus.target = spot.target
        if trial.key("Enter").kind == "done":
            return [spot.target]
        moved = trial.selection() or trial.state.snapshot() != session.state.snapshot()
        rest = solution(trial, depth - 1) if moved and depth > 1 else None
        if rest:
            return [spot.target, *rest]
    return None


def tab_until(app: App, condition: str, backwards: bool = False, most: int = 80) -> int:
    """Press Tab (Shift+Tab backwards) until ``condition`` holds on the page; how many presses it took."""
    for presses in range(most):
        if app.page.evaluate(condition):
            return presses
        app.page.keyboard.press("Shift+Tab" if backwards else "Tab")
    raise AssertionError(f"{condition} not reached by {most} Tab presses")


def choose_by_keys(app: App, twin, target) -> None:
    """Home, the arrows to ``target`` and Enter, on the page and on the twin alike."""
    scene = twin.scene()
    keys = ["Home", *path(scene, targets(scene)[0].target, target), "Enter"]
    for key in keys:
        app.page.keyboard.press(key)
        twin.key(key)


@pytest.mark.parametrize("notebook,game,lesson", LESSON_OF, ids=[n for n, _, _ in LESSON_OF])
def test_a_lesson_is_done_and_next_pressed_by_keys_alone(server, browser, notebook, game, lesson):
    app = App(browser, f"{server}/voila/render/{notebook}.ipynb?lesson={lesson}", height=900)
    app.wait_painted()
    app.page.wait_for_selector(f"text=Lesson {lesson} of", timeout=30_000)
    app.page.wait_for_selector("canvas.fishtutor-board[aria-label]", timeout=30_000)
    label = app.page.get_attribute("canvas.fishtutor-board", "aria-label")
    assert "board" in label and "arrow keys" in label
    tab_until(app, ON_BOARD)
    step = LESSONS[game][lesson - 1]
    twin = session_for(game, step)
    plan = [step.task.solution[0]] if step.task.kind == "pick" else solution(twin)
    assert plan, "the twin finds the task's targets"
    scrolled = app.page.evaluate("() => window.scrollY")
    if len(plan) > 1:  # a move made in steps: Escape puts back its first step
        choose_by_keys(app, twin, plan[0])
        app.page.keyboard.press("Escape")
        assert twin.key("Escape").text == "Nothing is picked now."
        app.page.wait_for_selector("text=Nothing is picked now.", timeout=30_000)
    for target in plan:
        choose_by_keys(app, twin, target)
    assert twin.feedback.kind == "done"
    app.page.wait_for_selector(f"text={twin.feedback.text[:60]}", timeout=30_000)
    assert app.page.evaluate("() => window.scrollY") == scrolled  # the arrows and Space never scroll the page
    assert app.page.evaluate(ON_BOARD)
    tab_until(app, ON_NEXT, backwards=True)
    app.page.keyboard.press("Enter")
    app.page.wait_for_selector(f"text=Lesson {lesson + 1} of", timeout=30_000)
    assert not app.errors and not app.has_traceback()
    app.page.close()


def _labelled(tag: str, name: str) -> str:
    """A page condition: the focused element is a ``tag`` labelled ``name``."""
    return (f"() => {{ const a = document.activeElement; return !!a && a.tagName === '{tag}' && !!a.labels && "
            f"[...a.labels].some(l => l.innerText.includes('{name}')); }}")


def _button(name: str) -> str:
    """A page condition: the focused element is the button ``name``."""
    return f"() => {{ const a = document.activeElement; return !!a && a.tagName === 'BUTTON' && a.innerText.trim() === '{name}'; }}"


def press_button(app: App, name: str) -> None:
    """Tab from the board to the button ``name``, press Enter, and Shift+Tab back to the board."""
    app.page.get_by_role("button", name=name, exact=True).wait_for(state="visible", timeout=30_000)
    tab_until(app, _button(name))
    app.page.keyboard.press("Enter")
    tab_until(app, ON_BOARD, backwards=True)


def test_a_whole_fish_eat_fish_game_by_keys_alone(server, browser):
    from fishtutor.games.fish_eat_fish.moves import Attack, ChooseCard, Place
    from fishtutor.tutor import Tutor
    last = len(LESSONS["fish_eat_fish"])
    app = App(browser, f"{server}/voila/render/fish_eat_fish.ipynb?lesson={last}", height=1200)
    app.wait_painted()
    app.page.get_by_role("button", name="New game").wait_for(timeout=30_000)
    tab_until(app, _labelled("SELECT", "Players"))
    app.page.keyboard.type("2")
    tab_until(app, _labelled("INPUT", "Seed"))
    app.page.keyboard.press("Control+A")
    app.page.keyboard.type("5")
    app.page.keyboard.press("Enter")
    tab_until(app, _button("New game"))
    app.page.keyboard.press("Enter")
    twin = Tutor("fish_eat_fish")
    twin.go(last - 1)
    twin.players.value, twin.game_seed.value = 2, "5"
    twin.new_game()
    session = twin.board.session
    app.page.wait_for_timeout(1000)
    tab_until(app, ON_BOARD)
    for _ in range(400):
        if session.state.is_terminal():
            break
        move = session.state.legal_moves(session.seat)[0]
        kind = type(move)
        if kind is ChooseCard:
            name = {"S": "Shark", "O": "Octopus"}.get(move.card, f"Fish {move.card[1:]}")
            press_button(app, name)
            said = session.action(name)
        else:
            steps = [move.circle] if kind is Place else [move.fish] + (
                [move.landing] if kind is Attack and move.landing != move.fish else []) + [
                move.target if kind is Attack else move.to]
            for circle in steps:
                choose_by_keys(app, session, ("circle", circle))
            said = session.feedback
        assert said.kind in ("ok", "done"), said
    mine = [m for seat, m in session.state.history if seat == session.seat]
    assert session.state.is_terminal() and len(mine) >= 10, len(mine)
    app.page.wait_for_selector("text=★ Done", timeout=60_000)
    assert not app.errors and not app.has_traceback()
    app.page.close()
