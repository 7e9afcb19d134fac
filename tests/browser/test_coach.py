"""The coach on a phone (issue 30): a learner with a touch screen picks the bots' level, asks a hint (its words in
the live region, its move lit on the board), plays the whole game by the hints, opens the review, replays the
position of their biggest mistake and tries again, judged by the same search.

An in-process twin of the same tutor (the same seed, level and search budget) says what the page must say after
each tap. The searches are kept small (FISHTUTOR_COACH_ITERATIONS imagined games a decision) so it is quick."""
import contextlib
import os

import pytest

from fishtutor.bots import LEVELS
from fishtutor.coach.hint import ITERATIONS_VARIABLE
from fishtutor.coach.lighting import way_to
from fishtutor.lessons import LESSONS
from fishtutor.tutor.board import THINKING
from fishtutor.tutor.coach_panel import HINT_NAME
from fishtutor.tutor.frame import Set

from tests.conftest import CLOSED_PAGES_FREED
from .harness import ROOT, App, axe_violations, nameless, voila
from .test_touch import LIVE_JS, PHONE, phone_twin
from tests.support.widgets import centre

pytestmark = pytest.mark.browser

GAME = "fish_frenzy"
LEVEL = "random"  # the Beginner: its moves are quick, and the same seeded moves on both sides
ITERATIONS = "8"


@contextlib.contextmanager
def small_searches():
    """FISHTUTOR_COACH_ITERATIONS set while the block runs (the server started in it inherits it)."""
    kept = os.environ.get(ITERATIONS_VARIABLE)
    os.environ[ITERATIONS_VARIABLE] = ITERATIONS
    try:
        yield
    finally:
        if kept is None:
            os.environ.pop(ITERATIONS_VARIABLE, None)
        else:
            os.environ[ITERATIONS_VARIABLE] = kept


@pytest.fixture(scope="module")
def coach_server():
    """A Voilà server whose coach searches few imagined games (the twin in this process does the same)."""
    with small_searches(), voila(ROOT / "notebooks", args=CLOSED_PAGES_FREED, log_name=".voila-coach.log") as base:
        yield base


def live(app: App) -> str:
    """What the page's live region says now."""
    return "|".join(app.page.evaluate(LIVE_JS))


def says(app: App, want: str) -> None:
    """Wait until the page's live region says ``want``."""
    app.page.wait_for_function(f"want => ({LIVE_JS})().join('|') === want", arg=want, timeout=60_000)


def tap_button(app: App, name: str) -> None:
    """Tap a button by its name, as a finger would."""
    app.page.get_by_role("button", name=name, exact=True).first.tap()


def make(app: App, twin, way) -> None:
    """Make a hinted move on the page by taps (its controls set first, then its targets or its button), and the
    same on the twin."""
    for name, value in way.settings:
        tap_button(app, str(value))
        twin.board.handle(Set(name, value))
    if way.button:
        tap_button(app, way.button)
        twin.board.on_action(way.button)
    for target in way.targets:
        x, y = centre(twin, target)
        app.tap_board(x, y)
        twin.board.on_click(x, y)


def test_level_hint_review_and_a_second_try_on_a_phone(coach_server, browser):
    full = max(i for i, s in enumerate(LESSONS[GAME]) if s.rule == "play") + 1
    with small_searches():
        twin = phone_twin(GAME, full)
    app = App(browser, f"{coach_server}/voila/render/{GAME}.ipynb?lesson={full}", width=PHONE[0], height=PHONE[1],
              touch=True)
    try:
        app.wait_painted()
        level = app.page.get_by_label("Bots' level")
        offered = level.inner_text().replace("\xa0", " ")
        assert all(f"{lv.name}: {lv.what_it_does}" in offered for lv in LEVELS)  # each level says what it does
        level.select_option(index=[lv.key for lv in LEVELS].index(LEVEL))
        tap_button(app, "New game")
        twin.bot_kind.value = LEVEL
        twin.new_game()
        says(app, twin.board.words.news)
        session = twin.board.session
        for _ in range(200):  # the whole game, each move the hint's best
            if session.state.is_terminal():
                break
            before, lit = app.steady_fingerprint(), session.lit_now().targets
            tap_button(app, HINT_NAME)
            with small_searches():
                twin.coach.on_hint()
            says(app, twin.board.words.news)  # the hint in words, in the live region
            assert twin.board.words.news.startswith("1. ") and "you win with chance" in twin.board.words.news
            found = twin.board.session.hinted_targets()
            if found and found != lit:  # its move lit: the board is drawn again with the hinted target(s) alone lit
                app.wait_changed(before)
            way = way_to(session.play, session.state, session.seat, _best(twin))
            assert way is not None and (set(way.targets) == set(found) or way.button or way.settings)
            make(app, twin, way)
            says(app, twin.board.words.news)
        assert session.state.is_terminal()
        tap_button(app, "Review my game")
        with small_searches():
            twin.coach.on_review()
        says(app, twin.board.words.news)
        assert live(app).startswith("Review of your game:")
        assert "blunder: costs more than 0.20" in app.text()  # the thresholds are stated on the page
        assert axe_violations(app) == [] and nameless(app) == []  # the review and its buttons read well too
        worst = twin.coach.reviewed[0]
        retry = app.page.get_by_role("button", name=f"Find a better move (your move {worst.yours})")
        retry.focus()  # keyboard reachable: the button takes the focus, Enter presses it
        app.page.keyboard.press("Enter")
        twin.coach.items.children[0].children[1].click()
        says(app, twin.board.words.news)
        assert "Find a better move" in live(app)
        session = twin.board.session
        make(app, twin, way_to(session.play, session.state, session.seat, worst.best))
        says(app, twin.board.words.news)
        assert live(app).startswith("Found it: ")
        assert THINKING not in live(app)
        assert not app.errors and not app.has_traceback()
    finally:
        app.close()


def _best(twin):
    """The twin's hinted best move (the first of the hint's moves)."""
    return twin.coach.last_hint[0].move
