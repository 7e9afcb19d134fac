"""A finger plays the board on a phone as a mouse plays it on a desktop (issue 25): pages opened as a real phone (a
touch screen, 390 x 844, three device pixels per CSS px) and played by taps alone, never a mouse click. In each of the
five tutors a lesson's task is done by taps and a few turns of the full game are played by taps; a drag over the
board scrolls the page and plays nothing, nor does a long press or two fingers (a pinch, a two-finger tap); one tap
plays once.

An in-process twin of the same tutor, on its phone board, says where each target is drawn and what the page must
say after each tap (its live region's words, which count a sentence said twice, and its board in words). Each
tutor's page is opened once for this module and shared by its tests (a page load is most of a test's time)."""
import contextlib

import pytest

from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor

from .harness import SCROLLER_JS, App, kept_page, settled
from .test_keyboard import ON_BOARD, in_step, next_inputs, solution, steady
from tests.support.widgets import centre

pytestmark = pytest.mark.browser

PHONE = (390, 844)
LIVE_JS = "() => [...document.querySelectorAll('[aria-live]')].map(e => e.textContent)"
WORDS_JS = "() => [...document.querySelectorAll('.fishtutor-words-body p')].map(p => p.textContent).join('\\n')"
SIZE_JS = "() => { const c = document.querySelector('canvas.fishtutor-board'); return c && [c.width, c.height]; }"
# how far the board's page is scrolled (in its Lumino panel), and how much further down it can go
SCROLL_JS = f"""() => {{ const s = ({SCROLLER_JS})(document.querySelector('canvas.fishtutor-board'));
  return [s.scrollTop, s.scrollHeight - s.clientHeight - s.scrollTop]; }}"""
# (tutor notebook, game, lesson number): a lesson of each tutor whose task is done on the board, its targets in
# view on the phone's board (Fishing Frenzy's close-up; Jumping Fish's Level 2 card)
LESSON_OF = [("fish_frenzy", "fish_frenzy", 1), ("fish_eat_fish", "fish_eat_fish", 1),
             ("cats_in_the_barrel", "cats_in_the_barrel", 12), ("fishing_frenzy", "fishing_frenzy", 7),
             ("jumping_fish", "jumping_fish", 2)]
# mouse events the browser made up from a touch that reach the board (a tap played twice: once as a tap, once as a
# click): counted from when this is run
COUNT_MICE_JS = """() => { window.__mice = 0;
  if (!window.__miceCounted) { window.__miceCounted = true;
    for (const type of ['mousedown', 'click'])
      window.addEventListener(type, e => { if (e.target.matches('canvas.fishtutor-board')) window.__mice++; }, true); }
}"""


def says(app: App, twin) -> None:
    """Wait until the page's live region says what the twin's says; then its board in words is the twin's too."""
    want = twin.board.words.news
    app.page.wait_for_function(f"want => ({LIVE_JS})().join('|') === want", arg=want, timeout=30_000)
    assert app.page.evaluate(WORDS_JS) == "\n".join(line for line in twin.board.words.board.split("\n") if line)


def tap(app: App, twin, target) -> None:
    """Tap a target with a finger on the page, click it on the twin, and wait until the page says what the twin says
    (the twin's words change with every click, a sentence said again is counted: a tap lost or played twice shows)."""
    before = twin.board.words.news
    x, y = centre(twin, target)
    # a finger lands where the board is now: after the page brought the last words into view (a smooth scroll that
    # takes longer on a loaded machine) the board has moved, and a tap computed mid-scroll would miss the square
    settled(app, lambda: app.page.evaluate(SCROLL_JS), "the page never stopped scrolling")
    app.tap_board(x, y)
    twin.board.on_click(x, y)
    assert twin.board.words.news != before, "the twin's words change with the tap"
    says(app, twin)


def open_phone(browser, server, notebook: str, lesson: int) -> App:
    """The tutor opened on a phone at lesson ``lesson`` (1-based), painted."""
    app = App(browser, f"{server}/voila/render/{notebook}.ipynb?lesson={lesson}", width=PHONE[0], height=PHONE[1],
              touch=True)
    app.wait_painted()
    return app


def phone_twin(game: str, lesson: int) -> Tutor:
    """The same tutor in this process, on lesson ``lesson`` (1-based), with the phone board."""
    twin = Tutor(game, start=lesson - 1)
    twin.board.compact.value = True
    return twin


@contextlib.contextmanager
def on_lesson(pages: dict, browser, server, notebook: str, lesson: int, twin: Tutor):
    """The tutor's phone page (kept for the module) on lesson ``lesson``, showing the twin's phone board."""
    with kept_page(pages, notebook, lambda: open_phone(browser, server, notebook, lesson)) as app:
        menu = app.page.locator("select").first
        if menu.evaluate("e => e.selectedIndex") != lesson - 1:
            menu.select_option(index=lesson - 1)
            twin.go(lesson - 1)  # a lesson opened from the menu is announced (its number and title first)
        app.page.wait_for_selector(f"text=Lesson {lesson} of", timeout=30_000)
        scene = twin.board.session.scene()
        app.page.wait_for_function(f"() => ({SIZE_JS})()?.join() === '{scene.width},{scene.height}'", timeout=30_000)
        steady(app)
        says(app, twin)
        yield app


@pytest.mark.parametrize("notebook,game,lesson", LESSON_OF, ids=[n for n, _, _ in LESSON_OF])
def test_a_lesson_is_done_by_taps_alone(server, browser, pages, notebook, game, lesson):
    twin = phone_twin(game, lesson)
    with on_lesson(pages, browser, server, notebook, lesson, twin) as app:
        step = LESSONS[game][lesson - 1]
        session = twin.board.session
        plan = [step.task.solution[0]] if step.task.kind == "pick" else solution(session, step.task)
        assert plan, "the twin finds the task's targets"
        for target in plan:
            tap(app, twin, target)
        assert session.feedback.kind == "done"
        app.page.get_by_role("button", name="Next lesson ▶").tap()
        app.page.wait_for_selector(f"text=Lesson {lesson + 1} of", timeout=30_000)
        assert not app.errors and not app.has_traceback()


# (tutor notebook, players, seed): a few turns of each tutor's full game played by taps
FULL_GAMES = [("fish_frenzy", 3, "4"), ("fish_eat_fish", 2, "5"), ("cats_in_the_barrel", 3, "4"),
              ("jumping_fish", 3, "4"), ("fishing_frenzy", 2, "4")]
TURNS = 3  # the learner's moves played


@pytest.mark.parametrize("game,players,seed", FULL_GAMES, ids=[g for g, _, _ in FULL_GAMES])
def test_a_few_turns_of_the_full_game_by_taps(server, browser, pages, game, players, seed):
    play = max(i for i, s in enumerate(LESSONS[game]) if s.task.kind == "play") + 1
    twin = phone_twin(game, play)
    with on_lesson(pages, browser, server, game, play, twin) as app:
        app.page.get_by_label("Players").select_option(str(players))
        app.page.get_by_label("Seed").first.fill(seed)
        app.page.get_by_label("Seed").first.press("Enter")
        app.page.get_by_role("button", name="New game").tap()
        twin.players.value, twin.game_seed.value = players, seed
        twin.new_game()
        session = twin.board.session
        in_step(app, session)
        mine = lambda: sum(1 for seat, _ in session.state.history if seat == session.seat)  # noqa: E731
        for _ in range(12):
            if mine() >= TURNS or session.state.is_terminal():
                break
            inputs = next_inputs(session)
            assert inputs, f"no tap makes a move here: {session.feedback.text}"
            for kind, what in inputs:
                if kind == "button":
                    app.page.get_by_role("button", name=what, exact=True).tap()
                    twin.board.on_action(what)
                    says(app, twin)
                else:
                    tap(app, twin, what)
            assert session.feedback.kind in ("ok", "done", "info"), session.feedback
            in_step(app, session)
        assert mine() >= TURNS
        assert not app.errors and not app.has_traceback()


def touch(cdp, kind: str, *points: tuple[float, float]) -> None:
    """One touch event sent to the page as a touch screen sends it: fingers at these CSS points (none: all lifted)."""
    cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
        {"x": x, "y": y, "id": i, "radiusX": 4, "radiusY": 4, "force": 1} for i, (x, y) in enumerate(points)]})


def test_a_drag_scrolls_a_long_press_and_two_fingers_play_nothing_and_a_tap_plays_once(server, browser, pages):
    lesson = next(i for i, s in enumerate(LESSONS["fishing_frenzy"]) if s.title == "Drifters") + 1
    twin = phone_twin("fishing_frenzy", lesson)
    with on_lesson(pages, browser, server, "fishing_frenzy", lesson, twin) as app:
        session = twin.board.session
        scene = session.scene()
        square = ("square", session.coach.task.solution[0].end)  # the lit square: a click there ends the lesson
        other = next(h.target for h in scene.hotspots if h.target[0] == "square" and h.target[1] not in scene.meta["lit"])
        board = app.steady_fingerprint()
        x, y = app.board_point(*centre(twin, square))
        cdp = app.page.context.new_cdp_session(app.page)
        scrolled, room = app.page.evaluate(SCROLL_JS)
        assert room > 150, "the page can scroll further down"
        up = min(250, y - 10)  # a drag up from the lit square, within the screen: the page scrolls down
        touch(cdp, "touchStart", (x, y))
        for step in range(1, 11):
            touch(cdp, "touchMove", (x, y - up * step / 10))
        touch(cdp, "touchEnd")
        app.page.wait_for_function(f"() => ({SCROLL_JS})()[0] > {scrolled + 50}", timeout=10_000)
        settled(app, lambda: app.page.evaluate(SCROLL_JS), "the page never stopped scrolling")
        x, y = app.board_point(*centre(twin, square))
        touch(cdp, "touchStart", (x, y))  # a long press on the lit square
        app.page.wait_for_timeout(800)
        touch(cdp, "touchEnd")
        dx, dy = (-120 if x > PHONE[0] / 2 else 120), (-120 if y > PHONE[1] / 2 else 120)  # a second finger, on screen
        touch(cdp, "touchStart", (x, y))  # a pinch: the second finger comes down and closes in on the first, still
        touch(cdp, "touchStart", (x, y), (x + dx, y + dy))
        for step in range(1, 6):
            touch(cdp, "touchMove", (x, y), (x + dx * (1 - step / 6), y + dy * (1 - step / 6)))
        touch(cdp, "touchEnd")
        touch(cdp, "touchStart", (x, y))  # two fingers down and up, neither moving
        touch(cdp, "touchStart", (x, y), (x + dx, y + dy))
        touch(cdp, "touchEnd")
        cdp.send("Emulation.resetPageScaleFactor")
        assert app.steady_fingerprint() == board, "the drag, the long press or two fingers changed the board"
        # a tap on a square that is not lit: the page says what the twin says only if nothing played before it (had
        # the lesson been finished on the lit square, the page would say so instead)
        tap(app, twin, other)
        assert session.feedback.kind != "done" and not session.selection()
        app.page.evaluate(COUNT_MICE_JS)
        tap(app, twin, square)  # one tap on the lit square ends the lesson
        assert session.feedback.kind == "done" and session.feedback.repeat == 0
        assert app.page.evaluate("() => window.__mice") == 0, "the tap came to the board as a mouse click too"
        assert app.page.evaluate(ON_BOARD), "a tap gives the board the keyboard, as a click does"
        assert not app.errors and not app.has_traceback()
