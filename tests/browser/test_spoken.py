"""What a screen-reader or keyboard learner is told when something new comes (issue 25), in headless Chromium:
Next lesson ▶ (under the praise) and Next ▶ (in the lesson bar), pressed with Enter, say the new lesson's number,
title and task in the board's live region and put the keyboard on the new lesson's heading (not on the page's
body); after a reload with a game in progress, the offer to restore it is an alert, said as it appears."""
import pytest

from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor
from fishtutor.tutor.lesson import NEXT_LESSON
from fishtutor.tutor.words import lesson_words

from .harness import App
from .test_voila_apps import boat_centre

pytestmark = pytest.mark.browser

STEPS = LESSONS["fish_frenzy"]
LIVE_JS = "() => [...document.querySelectorAll('[aria-live]')].map(e => e.textContent)"
FOCUSED_JS = """() => { const e = document.activeElement;
  return e ? {tag: e.tagName, text: e.textContent.trim(), tabindex: e.getAttribute('tabindex')} : null; }"""


def heard(app: App, number: int) -> None:
    """The live region says lesson ``number``'s title and task, and the keyboard is on its heading."""
    step = STEPS[number - 1]
    want = lesson_words(number, len(STEPS), step, Tutor("fish_frenzy", start=number - 1).board.session.describe().news)
    app.page.wait_for_function(f"(want) => ({LIVE_JS})().includes(want)", arg=want, timeout=30_000)
    app.page.wait_for_function(f"(title) => {{ const f = ({FOCUSED_JS})(); return f && f.tag === 'H3' && "
                               f"f.text === title; }}", arg=STEPS[number - 1].title, timeout=30_000)
    assert app.page.evaluate(FOCUSED_JS)["tabindex"] == "-1"  # focusable by the page, not a Tab stop


def test_next_lesson_says_the_new_lesson_and_puts_the_keyboard_on_its_heading(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?lesson=1", width=1000, height=900)
    app.wait_painted()
    twin = Tutor("fish_frenzy", start=0)
    target = twin.step.task.solution[0]
    spot = next(h for h in twin.board.session.scene().hotspots if h.target == target)
    app.click_board(spot.x + spot.w / 2, spot.y + spot.h / 2)  # the lesson's task done
    below = app.page.get_by_role("button", name="Next lesson ▶")
    below.wait_for(state="visible", timeout=30_000)
    below.focus()
    app.page.keyboard.press("Enter")  # under the praise, by keyboard
    heard(app, 2)
    bar = app.page.get_by_role("button", name=NEXT_LESSON, exact=True)  # named apart from the board's Forward ▶
    bar.focus()
    app.page.keyboard.press("Enter")  # in the lesson bar
    heard(app, 3)
    assert not app.errors and not app.has_traceback()
    app.page.close()


def test_after_a_reload_the_offer_to_restore_the_game_is_an_alert(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?lesson={len(STEPS)}", height=1200)
    app.wait_painted()
    before = app.fingerprint()
    app.click_board(*boat_centre(0, players=4))  # a move of the learner's: the game is kept in the browser
    app.wait_changed(before)
    app.page.reload(wait_until="domcontentloaded")
    alert = app.page.locator("[role=alert]", has_text="Restore your Fish Frenzy game from")
    alert.wait_for(state="visible", timeout=60_000)
    said = alert.inner_text()
    assert "Press Restore" in said and "No, thanks" in said, said  # what to press, said with the offer
    assert not app.errors and not app.has_traceback()
    app.page.close()
