"""The board in words in headless Chromium (issue 19): each board has exactly one ARIA live region; a click on
the board changes its text to what the click did (the same words the in-process twin's Session gives), and the
"Board in words" section holds the whole description. On a wide screen and on a phone."""
import pytest

from fishtutor.tutor import Tutor

from .harness import App

pytestmark = pytest.mark.browser

PAGE = "fish_frenzy.ipynb"
LIVE_JS = """() => [...document.querySelectorAll('[aria-live]')].map(e => e.textContent)"""
WORDS_JS = """() => { const d = document.querySelector('details.fishtutor-words'); return d ? d.textContent : ''; }"""


def spot_of(twin, target):
    """The hotspot of a target in the twin's current picture."""
    return next(h for h in twin.board.session.scene().hotspots if h.target == target)


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)], ids=["wide", "phone"])
def test_one_live_region_per_board_says_what_a_click_did(server, browser, size):
    compact = size[0] < 700
    app = App(browser, f"{server}/voila/render/{PAGE}?lesson=1&compact={int(compact)}", width=size[0], height=size[1])
    app.wait_painted()
    twin = Tutor("fish_frenzy", start=0)
    twin.board.compact.value = compact
    session = twin.board.session
    start = session.describe()
    app.page.wait_for_function(f"() => {{ const r = ({LIVE_JS})(); return r.length === 1 && r[0].length > 0; }}",
                               timeout=30_000)
    assert app.page.evaluate(LIVE_JS) == [start.news]  # exactly one region, saying the twin's words
    assert app.page.evaluate("() => document.querySelector('[aria-live]').getAttribute('role')") == "status"
    assert "Boat 1 (" in app.page.evaluate(WORDS_JS) and "Board in words" in app.page.evaluate(WORDS_JS)
    target = session.coach.task.solution[0] if session.coach.task.kind == "pick" else ("boat", 0)
    spot = spot_of(twin, target)
    x, y = spot.x + spot.w / 2, spot.y + spot.h / 2
    before = app.fingerprint()
    app.click_board(x, y)
    twin.board.on_click(x, y)
    app.wait_changed(before)
    after = session.describe()
    assert after.news != start.news and session.feedback.text in after.news  # it says what the click did
    app.page.wait_for_function(f"(want) => ({LIVE_JS})()[0] === want", arg=after.news, timeout=30_000)
    said = app.page.evaluate(LIVE_JS)
    assert said == [after.news], (said, after.news)
    assert not app.errors and not app.has_traceback()
    app.page.close()
