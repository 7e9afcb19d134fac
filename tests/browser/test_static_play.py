"""The static edition played as the server edition is (issue 29), on the site ``make static`` builds, served by a plain
static file server, in Chromium that may reach no other address: the full game with bots (a bot answers the
learner's move), saved to a file and opened again in a fresh browser (the same position comes back); a lesson
finished by keys alone with the live region saying the move and a refusal's words; on a 390 px touch phone no page
scrolls sideways (the front page, a tutor, an assignment: the document and Voici's scrolling panel, nothing drawn
past the screen's edge).

An in-process twin of the same tutor says what the page's live region must say after each key."""
import json

import pytest

from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor
from fishtutor.tutor.focus import path, targets

from .test_keyboard import ON_BOARD, ON_NEXT, steady, tab_until
from .test_static_site import OPEN_S, StaticApp, linked_twin, on_lesson_shown, opened, site, walled  # noqa: F401
from .test_phone_board import BOARD_SHOWN_JS, WIDE_SEEN_JS
from .test_touch import PHONE
from .test_voila_apps import boat_centre

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("static")]
FULL_GAME = len(LESSONS["fish_frenzy"])  # the closing full game is the last lesson (1-based)
LIVE_JS = "() => [...document.querySelectorAll('[aria-live]')].map(e => e.textContent)"
WORDS_JS = "() => { const d = document.querySelector('details.fishtutor-words'); return d ? d.textContent : ''; }"
# Voici's page scrolls inside a panel, not the document (which never scrolls): both are read, and anything drawn past
# the screen's right edge is named
SIDEWAYS_JS = """() => {
  const panel = [...document.querySelectorAll('.lm-BoxPanel-child')].find(e => e.scrollHeight > e.clientHeight);
  const past = [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > innerWidth + 1)
    .map(e => e.tagName + '.' + e.className.toString().slice(0, 40));
  return {page: document.scrollingElement.scrollWidth - innerWidth, scrolls: !!panel,
          panel: panel ? panel.scrollWidth - panel.clientWidth : 0, past};
}"""
CHALLENGING = next(i for i, s in enumerate(LESSONS["fish_frenzy"]) if s.title.startswith("Challenging")) + 1


def live_says(app: StaticApp, want: str) -> None:
    """Wait until the page's one live region says ``want``."""
    app.page.wait_for_function(f"want => ({LIVE_JS})().join('|') === want", arg=want, timeout=60_000)


def board_words(app: StaticApp) -> str:
    """The board in words, once the page has stopped changing (the bots' answers shown)."""
    steady(app)
    return app.page.evaluate(WORDS_JS)


def open_full_game(walled, site, tmp_path):  # noqa: F811 — the fixtures' values, passed on
    """Play the learner's first move of the full game, let the bots answer, save the game to a file: the record,
    the file and the board in words as saved."""
    url = f"{site}/voici/render/fish_frenzy.html?lesson={FULL_GAME}"
    with opened(walled, url, height=1200) as app:
        app.page.wait_for_selector(f"text=Lesson {FULL_GAME} of", timeout=60_000)
        steady(app)
        before = app.fingerprint()
        app.click_board(*boat_centre(0, players=4))
        app.wait_changed(before)
        app.page.wait_for_selector("text=Your turn", timeout=60_000)  # the bots have answered
        shown = board_words(app)
        app.page.get_by_role("button", name="Save this game").click()
        with app.page.expect_download(timeout=60_000) as info:
            app.page.get_by_text("Download fish_frenzy-game-").click()
        saved = tmp_path / "game.json"
        info.value.save_as(saved)
        app.clean()
    return json.loads(saved.read_text()), saved, shown


def test_the_full_game_with_bots_is_saved_and_opened_again_in_a_fresh_browser(site, walled, tmp_path):  # noqa: F811
    record, saved, shown = open_full_game(walled, site, tmp_path)
    seats = [seat for seat, _ in record["history"] if seat >= 0]  # the players' moves (-1: the deal)
    assert record["game"] == "fish_frenzy" and seats[0] == 0 and seats[1] > 0, seats  # a bot answered the learner
    moves = len(record["history"])
    with opened(walled, f"{site}/voici/render/fish_frenzy.html?lesson={FULL_GAME}", height=1200) as app:
        app.page.wait_for_selector(f"text=Lesson {FULL_GAME} of", timeout=60_000)
        steady(app)
        assert board_words(app) != shown  # a fresh game: not the saved position yet
        with app.page.expect_file_chooser(timeout=60_000) as chooser:
            app.page.get_by_role("button", name="Open a saved game").click()
        chooser.value.set_files(str(saved))
        app.page.wait_for_selector(f"text=Opened game.json: {moves} moves so far.", timeout=60_000)
        assert board_words(app) == shown  # the same position, every boat and fish as saved
        app.clean()


def keys_and_twin(app: StaticApp, twin: Tutor, target) -> None:
    """Choose ``target`` by End, Home, the arrows and Enter on the page and on the twin; the page's live region then
    says the twin's words."""
    scene = twin.board.session.scene()
    for key in ["End", "Home", *path(scene, targets(scene)[0].target, target), "Enter"]:
        app.page.keyboard.press(key)
        twin.board.on_key(key)
    live_says(app, twin.board.words.news)


def test_a_lesson_by_keys_alone_and_the_live_region_says_the_move_and_a_refusal(site, walled):  # noqa: F811
    twin = linked_twin("fish_frenzy", 1)
    with opened(walled, f"{site}/voici/render/fish_frenzy.html?lesson=1") as app:
        on_lesson_shown(app, twin, 1)
        tab_until(app, ON_BOARD)
        keys_and_twin(app, twin, LESSONS["fish_frenzy"][0].task.solution[0])
        assert twin.board.session.feedback.kind == "done"
        tab_until(app, ON_NEXT, backwards=True)
        app.page.keyboard.press("Enter")
        app.page.wait_for_selector("text=Lesson 2 of", timeout=60_000)
        app.page.locator("select").first.select_option(index=CHALLENGING - 1)
        twin.go(CHALLENGING - 1)
        on_lesson_shown(app, twin, CHALLENGING)
        app.page.evaluate("() => document.activeElement && document.activeElement.blur()")
        tab_until(app, ON_BOARD)
        keys_and_twin(app, twin, ("boat", 1))  # no little fish chosen: refused
        refused = twin.board.session.feedback
        assert refused.kind == "refused" and "you must play exactly 3 little fish" in twin.board.words.news, refused
        app.clean()


@pytest.mark.parametrize("page", ["index", "fish_frenzy", "assignment_fish_frenzy"])
def test_a_phone_never_scrolls_sideways(site, walled, page):  # noqa: F811
    app = StaticApp(walled, f"{site}/voici/render/{page}.html", width=PHONE[0], height=PHONE[1], touch=True,
                    before=lambda opened: opened.add_init_script(WIDE_SEEN_JS))  # nor shows the wide board first
    try:
        ready = {"index": "text=Learn Fishing Frenzy", "fish_frenzy": "canvas.fishtutor-board",
                 "assignment_fish_frenzy": "text=/0 of \\d+ answered/"}[page]
        app.page.wait_for_selector(ready, timeout=OPEN_S * 1000)
        if page == "fish_frenzy":
            app.page.wait_for_function(f"() => {{ const b = ({BOARD_SHOWN_JS})(); return b.width < 500 && b.shown; }}",
                                       timeout=OPEN_S * 1000)
        steady(app)
        assert app.page.evaluate("window.__wideSeen") == [], "the wide board showed on the phone"
        app.page.screenshot(path=f"/tmp/static-phone-{page}.png", full_page=True)
        assert app.page.evaluate(SIDEWAYS_JS) == {"page": 0, "scrolls": True, "panel": 0, "past": []}
        app.clean()
    finally:
        app.close()
