"""Keyboard play in the browser, no mouse: Tab reaches the board and every control (each one named); in each of the
five tutors the arrows and Enter finish a lesson's task and Next is pressed by keys, and a whole game is played.

An in-process twin of the same seeded board decides which targets to choose and the arrow presses that reach them
(always from Home, so the twin and the page agree where the focus starts).

A lesson by keys and the Tab-order checks share each tutor's page, opened once for this module, each test choosing its
lesson from the lesson menu (a test that fails closes the page, so the next test opens it afresh): a page load is
most of a test's time. A whole game gets a fresh page."""
import contextlib
import copy
import difflib

import pytest
from playwright.sync_api import TimeoutError as PageTimeout

from fishtutor.coach.lighting import way_to
from fishtutor.lessons import LESSONS
from fishtutor.tutor.focus import path, targets
from tests.support.lesson_contract import session_for

from .harness import App, kept_page, settled

pytestmark = pytest.mark.browser

ON_BOARD = "() => document.activeElement && document.activeElement.matches('canvas.fishtutor-board')"
ON_NEXT = "() => document.activeElement && document.activeElement.innerText.includes('Next')"
# (tutor notebook, game, lesson number): a lesson of each tutor whose task is done on the board
LESSON_OF = [("fish_frenzy", "fish_frenzy", 1), ("fish_eat_fish", "fish_eat_fish", 1),
             ("cats_in_the_barrel", "cats_in_the_barrel", 12), ("fishing_frenzy", "fishing_frenzy", 2),
             ("jumping_fish", "jumping_fish", 2)]


SHOWN_JS = """() => [...document.querySelectorAll('button, input, select, canvas')]
  .map(e => e.tagName + (e.offsetParent ? e.innerText : '-')).join('|')"""


def steady(app: App, readings: int = 4) -> None:
    """Wait until the controls shown have stayed the same for ``readings`` looks 0.3 s apart (a lesson's parts
    land one after another; a key pressed meanwhile may go to a view about to be replaced)."""
    settled(app, lambda: app.page.evaluate(SHOWN_JS), "the page never settled", readings=readings)


@contextlib.contextmanager
def on_lesson(pages: dict, browser, server, notebook: str, lesson: int, height: int = 900):
    """The tutor's page (kept for the module) on lesson ``lesson`` (1-based), painted."""
    def open_app():
        app = App(browser, f"{server}/voila/render/{notebook}.ipynb?lesson={lesson}", height=height)
        app.wait_painted()
        return app
    with kept_page(pages, notebook, open_app) as app:
        app.page.set_viewport_size({"width": 1000, "height": height})
        menu = app.page.locator("select").first
        if menu.evaluate("e => e.selectedIndex") != lesson - 1:
            menu.select_option(index=lesson - 1)  # two lessons may show the same board: wait for the words
            app.page.wait_for_selector(f"text=Lesson {lesson} of", timeout=30_000)
            steady(app)
            app.wait_painted()
        app.page.evaluate("() => document.activeElement && document.activeElement.blur()")  # as on a fresh page
        app.page.wait_for_selector(f"text=Lesson {lesson} of", timeout=30_000)
        yield app


def solution(session, task=None) -> list | None:
    """The targets to choose, in order, that finish the lesson's task: the way to a move the task lists (the
    lesson's own solution, found through the presenter and played through once on a copy of the board), else a
    search of the board's targets. The search copies the whole board for every target it tries, up to three deep:
    minutes on a board of many targets, so it is the fallback only."""
    for move in getattr(task, "solution", ()) if getattr(task, "kind", "") == "move" else ():
        way = way_to(session.play, session.state, session.seat, move)
        if way is not None and way.targets and not way.settings and finishes(session, way.targets):
            return list(way.targets)
    return searched(session)


def finishes(session, plan) -> bool:
    """Choosing these targets in order on a copy of the board, each drawn where it is chosen, finishes the task."""
    trial = copy.deepcopy(session)
    for target in plan:
        if target not in {spot.target for spot in targets(trial.scene())}:
            return False
        trial.focus.target = target
        kind = trial.key("Enter").kind
    return kind == "done"


def searched(session, depth: int = 3) -> list | None:
    """The targets to choose, in order, that finish the lesson's task (tried on copies of the board)."""
    for spot in targets(session.scene()):
        trial = copy.deepcopy(session)
        trial.focus.target = spot.target
        if trial.key("Enter").kind == "done":
            return [spot.target]
        moved = trial.selection() or trial.state.snapshot() != session.state.snapshot()
        rest = searched(trial, depth - 1) if moved and depth > 1 else None
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
    """End, Home, the arrows to ``target`` and Enter, on the page and on the twin alike (End first: a page that
    ignored Home or End would leave its focus elsewhere than the twin's, and choose something else)."""
    scene = twin.scene()
    keys = ["End", "Home", *path(scene, targets(scene)[0].target, target), "Enter"]
    for key in keys:
        app.page.keyboard.press(key)
        twin.key(key)


@pytest.mark.parametrize("notebook,game,lesson", LESSON_OF, ids=[n for n, _, _ in LESSON_OF])
def test_a_lesson_is_done_and_next_pressed_by_keys_alone(server, browser, pages, notebook, game, lesson):
    with on_lesson(pages, browser, server, notebook, lesson) as app:
        lesson_by_keys(app, game, lesson)


def lesson_by_keys(app: App, game: str, lesson: int) -> None:
    """The lesson's task done by the arrows and Enter, then Next pressed by Tab and Enter."""
    app.page.wait_for_selector("canvas.fishtutor-board[aria-label]", timeout=30_000)
    label = app.page.get_attribute("canvas.fishtutor-board", "aria-label")
    assert "board" in label and "arrow keys" in label
    tab_until(app, ON_BOARD)
    step = LESSONS[game][lesson - 1]
    twin = session_for(game, step)
    plan = [step.task.solution[0]] if step.task.kind == "pick" else solution(twin, step.task)
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


def _labelled(tag: str, name: str) -> str:
    """A page condition: the focused element is a ``tag`` labelled ``name``."""
    return (f"() => {{ const a = document.activeElement; return !!a && a.tagName === '{tag}' && !!a.labels && "
            f"[...a.labels].some(l => l.innerText.includes('{name}')); }}")


def _button(name: str) -> str:
    """A page condition: the focused element is the button ``name``."""
    return (f"() => {{ const a = document.activeElement; "
            f"return !!a && a.tagName === 'BUTTON' && a.innerText.trim() === '{name}'; }}")


def press_button(app: App, name: str) -> None:
    """Tab from the board to the button ``name``, press Enter, and Shift+Tab back to the board."""
    app.page.get_by_role("button", name=name, exact=True).wait_for(state="visible", timeout=30_000)
    tab_until(app, _button(name))
    app.page.keyboard.press("Enter")
    tab_until(app, ON_BOARD, backwards=True)


def next_inputs(session) -> list | None:
    """What the learner does next to make a move: a list of ("target", t) and ("button", name). The way to one of
    the seat's first legal moves through the presenter, played through once on a copy of the board; else a search
    of every button and target on copies of the board (minutes on a map of many squares: the fallback only)."""
    state, seat = session.state, session.seat
    if not state.is_chance_node() and seat in state.current_players():
        for move in state.legal_moves(seat)[:8]:
            way = way_to(session.play, state, seat, move)
            if way is None or way.settings:
                continue
            inputs = [("button", way.button)] if way.button else [("target", t) for t in way.targets]
            if makes_a_move(session, inputs):
                return inputs
    return searched_inputs(session)


def makes_a_move(session, inputs) -> bool:
    """These inputs, given in order on a copy of the board, each target drawn where it is chosen, make a move."""
    trial, made = copy.deepcopy(session), len(session.state.history)
    for kind, what in inputs:
        if kind == "button":
            if what not in trial.enabled_actions():
                return False
            trial.action(what)
        else:
            if what not in {spot.target for spot in targets(trial.scene())}:
                return False
            trial.focus.target = what
            trial.key("Enter")
    return len(trial.state.history) > made or trial.state.is_terminal()


def searched_inputs(session, depth: int = 3) -> list | None:
    """What the learner does next to make a move, found on copies of the board: a list of ("target", t) and
    ("button", name), lit targets and the buttons first."""
    made = len(session.state.history)
    spots = [s.target for s in targets(session.scene())]
    lit = [t for t in spots if t in session.lit]
    unlit = [t for t in spots if t not in lit]
    tries = [("button", a) for a in session.enabled_actions()] + [("target", t) for t in lit + unlit]
    for kind, what in tries:
        trial = copy.deepcopy(session)
        if kind == "button":
            trial.action(what)
        else:
            trial.focus.target = what
            trial.key("Enter")
        if len(trial.state.history) > made or trial.state.is_terminal():
            return [(kind, what)]
        if depth > 1 and (trial.selection() or trial.values != session.values):
            rest = searched_inputs(trial, depth - 1)
            if rest:
                return [(kind, what), *rest]
    return None


BOX_VALUE_JS = """name => { const box = [...document.querySelectorAll('input, select')]
  .find(e => e.labels && [...e.labels].some(l => l.innerText.includes(name)));
  return box ? (box.tagName === 'SELECT' ? box.selectedOptions[0].text : box.value) : null; }"""
IN_STEP_JS = "lines => lines.every(line => document.body.innerText.includes(line))"
# what the page shows of the game, for a failure's message: the tutor's words, the log of recent moves, the buttons
PAGE_SAYS_JS = """() => ({
  feedback: [...document.querySelectorAll('[data-said=feedback]')].map(e => e.innerText).join(' | '),
  buttons: [...document.querySelectorAll('button')].filter(b => b.getClientRects().length && !b.disabled)
    .map(b => b.innerText.trim()).filter(Boolean).join(', '),
  alerts: [...document.querySelectorAll('[role=alert]')].map(e => e.innerText).join(' | '),
  errors: document.body.innerText.includes('Traceback') ? 'a traceback is on the page' : ''})"""


def in_step(app: App, session) -> None:
    """Wait until the page says what the twin says after the same move, the bots' moves since included: the page
    has caught up (a key pressed on a page still showing the move before may land on a control about to be
    replaced), and a page gone astray fails here, at the move where it parted from the twin, not at the end."""
    lines = [" ".join(session.feedback.text.split())[:50], *(" ".join(r.split()) for r in session.recent[-8:])]
    try:
        app.page.wait_for_function(IN_STEP_JS, arg=lines, timeout=30_000)
    except PageTimeout as error:
        missing = app.page.evaluate(f"lines => lines.filter(l => !({IN_STEP_JS})([l]))", lines)
        shows = app.page.evaluate(PAGE_SAYS_JS)
        raise AssertionError(f"after move {len(session.state.history)} the page does not say {missing!r}; "
                             f"it shows {shows!r}\n{board_words_apart(app, session)}") from error


def board_words_apart(app: App, session) -> str:
    """Where the page's board in words parts from the twin's: a key lost leaves the page a move behind, a page gone
    astray holds other cards or places."""
    page = app.page.evaluate("() => [...document.querySelectorAll('.fishtutor-words-body p')].map(p => p.textContent)")
    twin = [line for line in session.describe().full.split("\n") if line]
    diff = list(difflib.unified_diff(twin, page, "the twin's board in words", "the page's", lineterm="", n=1))
    return "\n".join(diff[:40]) if diff else "the page's board in words is the twin's"


def start_game_by_keys(app: App, twin, players: int, seed: str) -> None:
    """On the full game's lesson: Players and Seed typed, New game pressed, all by Tab and keys; the twin too."""
    app.page.get_by_role("button", name="New game").wait_for(timeout=30_000)
    tab_until(app, _labelled("SELECT", "Players"))
    app.page.keyboard.type(str(players))
    tab_until(app, _labelled("INPUT", "Seed"))
    app.page.keyboard.press("Control+A")
    app.page.keyboard.type(seed)
    app.page.keyboard.press("Enter")
    tab_until(app, _button("New game"))
    app.page.keyboard.press("Enter")
    twin.players.value, twin.game_seed.value = players, seed
    twin.new_game()
    in_step(app, twin.board.session)
    assert app.page.evaluate(BOX_VALUE_JS, "Seed") == seed, "the page plays the seed typed"
    assert app.page.evaluate(BOX_VALUE_JS, "Players") == str(players), "the page plays the players chosen"
    tab_until(app, ON_BOARD)


# (tutor notebook, players, seed): a full game of each tutor played by keys alone
FULL_GAMES = [("fish_frenzy", 3, "4"), ("fish_eat_fish", 2, "5"), ("cats_in_the_barrel", 3, "4"),
              ("jumping_fish", 3, "4"), ("fishing_frenzy", 2, "4")]


@pytest.mark.parametrize("game,players,seed", FULL_GAMES, ids=[g for g, _, _ in FULL_GAMES])
def test_a_whole_game_by_keys_alone(server, browser, pages, game, players, seed):
    play = max(i for i, s in enumerate(LESSONS[game]) if s.task.kind == "play")
    # a page of its own: a whole game on a page that had shown other lessons first has been seen to go astray
    app = App(browser, f"{server}/voila/render/{game}.ipynb?lesson={play + 1}", height=1200)
    try:
        app.wait_painted()
        whole_game_by_keys(app, game, play, players, seed)
    except AssertionError as failed:  # what the server logged (a callback's traceback) says why the page stopped
        logged = server.log.read_text(errors="replace").splitlines() if server.log.exists() else []
        failures = [i for i, line in enumerate(logged) if "failed" in line or "Traceback" in line]
        tail = "\n".join([*(logged[failures[0]:failures[0] + 30] if failures else []), "...", *logged[-15:]])
        raise AssertionError(f"{failed}\nthe server's log:\n{tail}") from failed
    finally:
        app.page.close()


def whole_game_by_keys(app: App, game: str, play: int, players: int, seed: str) -> None:
    """A new game set up and started by keys, then played to its end by keys alone, the twin alongside."""
    from fishtutor.tutor import Tutor
    twin = Tutor(game)
    twin.go(play)
    start_game_by_keys(app, twin, players, seed)
    session = twin.board.session
    for _ in range(400):
        if session.state.is_terminal():
            break
        inputs = next_inputs(session)
        assert inputs, f"no keys make a move here: {session.feedback.text}"
        for kind, what in inputs:
            if kind == "button":
                press_button(app, what)
                session.action(what)
            else:
                choose_by_keys(app, session, what)
        assert session.feedback.kind in ("ok", "done", "info"), session.feedback
        in_step(app, session)
    mine = [m for seat, m in session.state.history if seat == session.seat]
    assert session.state.is_terminal() and len(mine) >= 5, len(mine)  # the page said its end at the last move
    assert not app.errors and not app.has_traceback()


# every control a learner can reach, marked with data-kbd, and its accessible name (roughly as a browser names it)
CONTROLS_JS = """() => [...document.querySelectorAll('button, input, select, textarea, [tabindex]')]
  .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && !e.disabled
               && e.tabIndex >= 0 && !(e.tagName === 'INPUT' && e.type === 'file'))
  .map((e, i) => {
    e.dataset.kbd = String(i);
    const labels = e.labels ? [...e.labels].map(l => l.innerText).join(' ') : '';
    const words = ['SELECT', 'INPUT'].includes(e.tagName) ? '' : e.innerText;
    const name = e.getAttribute('aria-label') || labels || words || e.getAttribute('placeholder')
                 || e.getAttribute('title') || '';
    return {id: String(i), tag: e.tagName, name: name.trim()};
  })"""


@pytest.mark.parametrize("notebook,lesson,has", [("jumping_fish", 1, "INPUT"),
                                                 ("fish_frenzy", len(LESSONS["fish_frenzy"]), "SELECT")],
                         ids=["a question", "the full game"])
def test_every_control_is_reached_by_tab_and_named(server, browser, pages, notebook, lesson, has):
    with on_lesson(pages, browser, server, notebook, lesson) as app:
        every_control_by_tab(app, has)


def every_control_by_tab(app: App, has: str) -> None:
    """Every control shown is named, and Tab reaches each of them."""
    app.page.wait_for_selector("canvas.fishtutor-board[aria-label]", timeout=30_000)
    app.page.wait_for_timeout(1000)
    controls = app.page.evaluate(CONTROLS_JS)
    assert [c for c in controls if not c["name"]] == [], "every control has a name"
    assert any(c["tag"] == "CANVAS" for c in controls) and any(c["tag"] == has for c in controls), controls
    reached = set()
    for _ in range(len(controls) * 2 + 10):
        app.page.keyboard.press("Tab")
        reached.add(app.page.evaluate("() => document.activeElement && document.activeElement.dataset.kbd"))
    missed = [c for c in controls if c["id"] not in reached]
    assert missed == [], "every control is reached by Tab"
    assert not app.errors and not app.has_traceback()
