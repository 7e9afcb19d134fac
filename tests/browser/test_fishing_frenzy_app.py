"""The Fishing Frenzy app in headless Chromium: the map paints, a click moves the boat, a square no way reaches
is refused in words with the map unchanged, and a short tournament is played to the end click by click.

An in-process twin of the same seeded tutor decides each click and follows along; the dice follow the game's
seed and the bots theirs, so both sides play the same tournament."""
import pytest

from fishtutor.games.fishing_frenzy.board import square_name
from fishtutor.games.fishing_frenzy.interact import PLAY
from fishtutor.tutor import Tutor

from .harness import App
from tests.support.widgets import centre

pytestmark = pytest.mark.browser

PAGE = "fishing_frenzy.ipynb"


def click(app: App, twin, target) -> None:
    """Click a board target on the page and on the twin, and wait for the page's board to change."""
    x, y = centre(twin, target)
    before = app.fingerprint()
    app.click_board(x, y)
    twin.board.on_click(x, y)
    app.wait_changed(before)


def press(app: App, twin, name: str) -> None:
    """Press a button on the page and on the twin, and wait for the board to change."""
    before = app.fingerprint()
    app.page.get_by_role("button", name=name, exact=True).click()
    twin.board.on_action(name)
    app.wait_changed(before)


def new_tournament(app: App, twin, players: int, seed: int) -> None:
    """Open the closing lesson (a whole tournament) and start a short one with these settings on both sides."""
    last = len(twin.steps) - 1
    app.page.locator("select").first.select_option(index=last)
    app.page.get_by_role("button", name="New game").wait_for(timeout=30_000)
    twin.go(last)
    app.page.get_by_label("Players").select_option(str(players))
    app.page.get_by_label("Seed").first.fill(str(seed))
    app.page.get_by_label("Seed").first.press("Enter")
    twin.players.value, twin.game_seed.value = players, str(seed)
    app.page.wait_for_timeout(500)
    before = app.fingerprint()
    app.page.get_by_role("button", name="New game").click()
    twin.new_game()
    app.wait_changed(before)
    assert twin.board.session.state.limit == 4  # the first rules variant: a short tournament of 4 fish


def next_click(twin):
    """What the learner clicks next: an S.O.S. button, else the first lit square (and then its first way)."""
    session = twin.board.session
    actions = PLAY.enabled_actions(session.state, session.seat)
    if actions:
        return "press", actions[0]
    lit, _ = PLAY.highlights(session.state, session.seat, session.values)
    return "click", sorted(lit)[0]


def learner_turn(app: App, twin) -> None:
    """One decision of the learner's, made on the page (a square two ways reach takes a second click)."""
    how, what = next_click(twin)
    if how == "press":
        press(app, twin, what)
        return
    click(app, twin, what)
    if twin.board.session.values.get("dest"):
        click(app, twin, ("option", 0))


@pytest.fixture()
def app(server, browser):
    page = App(browser, f"{server}/voila/render/{PAGE}", height=1300)
    page.wait_painted()
    yield page
    page.page.close()


def test_the_map_paints_a_click_moves_the_boat_and_a_wrong_square_is_refused(app):
    twin = Tutor("fishing_frenzy")
    new_tournament(app, twin, players=3, seed=11)
    learner_turn(app, twin)  # pick a dock: the boat appears on the map
    while twin.board.session.state.due() != "sail":
        learner_turn(app, twin)
    session = twin.board.session
    lit = {name for _, name in PLAY.highlights(session.state, session.seat, {})[0]}
    far = next(square_name(sq) for sq in session.state.board.water_spaces if square_name(sq) not in lit)
    before, snapshot = app.fingerprint(), session.state.snapshot()
    x, y = centre(twin, ("square", far))
    app.click_board(x, y)
    twin.board.on_click(x, y)
    app.page.wait_for_selector("text=✗", timeout=30_000)
    refused = twin.board.session.feedback
    assert refused.kind == "refused" and refused.rule in app.text() and refused.text in app.text()
    assert app.fingerprint() == before and session.state.snapshot() == snapshot  # nothing changed
    moves = len(session.state.history)
    learner_turn(app, twin)  # a lit square: the boat moves (the page's board changed, or click() fails)
    assert any(seat == session.seat for seat, _ in twin.board.session.state.history[moves:])
    assert not app.errors and not app.has_traceback()


def test_a_short_tournament_is_played_to_the_end_click_by_click(app):
    twin = Tutor("fishing_frenzy")
    new_tournament(app, twin, players=2, seed=5)
    for _ in range(400):
        if twin.board.session.state.is_terminal():
            break
        learner_turn(app, twin)
    state = twin.board.session.state
    mine = [m for seat, m in state.history if seat == twin.board.session.seat]
    assert state.is_terminal() and len(mine) >= 3, len(mine)
    assert "Tournament over" in " ".join(twin.board.session.scene().texts())
    assert not app.errors and not app.has_traceback()


def test_a_lesson_link_on_a_phone_shows_the_narrow_map_and_takes_its_move(server, browser):
    from fishtutor.lessons import LESSONS
    index = next(i for i, s in enumerate(LESSONS["fishing_frenzy"]) if s.task.kind == "move")
    step = LESSONS["fishing_frenzy"][index]
    app = App(browser, f"{server}/voila/render/{PAGE}?lesson={index + 1}", width=390, height=900)
    app.wait_painted()
    app.page.wait_for_function("""() => [...document.querySelectorAll('canvas')]
        .some(c => c.width === 400 && c.getBoundingClientRect().width > 300)""", timeout=30_000)
    box = app.board_box()
    assert box["cw"] == 400 and box["w"] <= 390, box  # the phone map, chosen from the screen's width
    app.page.wait_for_timeout(500)
    twin = Tutor("fishing_frenzy", start=index)
    twin.board.compact.value = True
    assert step.title in app.text()
    for target in play_targets(twin, step.task.solution[0]):
        click(app, twin, target)
    app.page.wait_for_selector("text=★", timeout=30_000)
    assert twin.board.session.coach.done and not app.errors and not app.has_traceback()
    app.page.close()


def play_targets(twin, move):
    """The clicks that make ``move``: its end square, then its way when two ways reach that square."""
    from fishtutor.games.fishing_frenzy.portray_routes import ends, options
    session = twin.board.session
    opts = ends(options(session.state, session.seat)).get(move.end, [])
    targets = [("square", move.end)]
    if len(opts) > 1:
        targets.append(("option", [o.move for o in opts].index(move)))
    return targets
