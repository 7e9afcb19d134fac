"""The learner's place, in the browser: the address follows the lesson so a reload opens it again, a full game
is offered back after a reload, the setup shows the game on the board, and a done lesson keeps its praise.

Screenshots go to the folder named by FISHTUTOR_SHOTS, if set, to be looked at."""
import os

import pytest

from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor

from .harness import App
from tests.support.widgets import centre

pytestmark = pytest.mark.browser

SHOTS = os.environ.get("FISHTUTOR_SHOTS", "")


def shot(app: App, name: str) -> None:
    if SHOTS:
        app.page.screenshot(path=os.path.join(SHOTS, f"{name}.png"), full_page=True)


def choose(app: App, index: int) -> None:
    """Pick a lesson from the menu and wait for its board."""
    before = app.fingerprint()
    app.page.locator("select").first.select_option(index=index)
    app.wait_changed(before)


def test_the_address_follows_the_lesson_and_a_reload_opens_it(server, browser):
    count = len(LESSONS["fish_frenzy"])
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?compact=0")
    app.wait_painted()
    choose(app, count - 1)
    app.page.wait_for_function(f"() => location.search.includes('lesson={count}')", timeout=30_000)
    assert "compact=0" in app.page.url  # the other parameters are kept
    app.page.reload(wait_until="domcontentloaded")
    app.wait_painted()
    app.page.wait_for_selector(f"text=Lesson {count} of {count}", timeout=60_000)
    assert app.page.locator("select").first.input_value().startswith(f"{count}. ")
    shot(app, "reload-lesson-23")
    assert not app.errors and not app.has_traceback()


def test_a_fishing_frenzy_tournament_is_offered_back_after_a_reload(server, browser):
    steps = LESSONS["fishing_frenzy"]
    full = max(i for i, s in enumerate(steps) if s.rule == "play")
    app = App(browser, f"{server}/voila/render/fishing_frenzy.ipynb", height=1400)
    app.wait_painted()
    choose(app, full)
    players = app.page.get_by_label("Players")  # the board's three Captains, not 4 (the menu's value may follow the
    app.page.wait_for_function("e => e.value === '3'", arg=players.element_handle(), timeout=30_000)  # board's paint)
    assert "Open a saved game (" not in app.text()  # no counter beside the button
    twin = Tutor("fishing_frenzy", start=full)
    session = twin.board.session
    lit, _ = session.play.highlights(session.state, session.seat, session.values)
    target = sorted(lit)[0]
    before = app.fingerprint()
    app.click_board(*centre(twin, target))
    app.wait_changed(before)
    app.page.reload(wait_until="domcontentloaded")  # at once: the move seen is already kept
    app.wait_painted()
    app.page.wait_for_selector("text=Restore your Fishing Frenzy game from", timeout=60_000)
    app.page.wait_for_selector(f"text=Lesson {full + 1} of {len(steps)}", timeout=30_000)
    shot(app, "fishing-frenzy-offer")
    app.page.get_by_role("button", name="Restore").click()
    app.page.wait_for_selector("text=Your game is back", timeout=30_000)
    assert app.page.get_by_label("Players").input_value() == "3"
    app.page.get_by_role("button", name="Save this game").click()
    app.page.wait_for_selector("text=Your file is ready", timeout=30_000)
    assert "Saved after" not in app.text()
    shot(app, "fishing-frenzy-restored")
    assert not app.errors and not app.has_traceback()


def test_a_done_lesson_keeps_its_praise_and_a_repeated_click_is_seen(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?lesson=1")
    app.wait_painted()
    twin = Tutor("fish_frenzy", start=0)
    task = twin.step.task
    right = next(iter(task.solution))
    wrong = next(h.target for h in twin.board.session.scene().hotspots if h.target not in task.solution)
    feedback = app.page.locator("[role=status]").first
    for _ in range(2):
        app.click_board(*centre(twin, wrong))
        app.page.wait_for_timeout(400)
    app.page.wait_for_selector("text=(said again: ×2)", timeout=30_000)
    app.click_board(*centre(twin, right))
    app.page.wait_for_selector("text=★ Done", timeout=30_000)
    board = app.steady_fingerprint()
    app.click_board(*centre(twin, right))  # a double click on the right answer
    app.page.wait_for_selector("text=Press Next", timeout=30_000)
    app.page.wait_for_timeout(1500)  # no bot plays on, nothing changes
    said = feedback.inner_text()
    assert "Press Next" in said and app.steady_fingerprint() == board
    shot(app, "lesson-1-done")
    assert not app.errors and not app.has_traceback()
