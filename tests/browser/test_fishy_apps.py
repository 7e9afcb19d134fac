"""Cats in the Barrel and Jumping Fish, served by Voilà and played in headless Chromium as a learner would:
the barrel paints, a click changes it, a wrong move is refused in words with the barrel left as it was, and a
whole game is played to the end click by click against seeded bots.

An in-process twin of the same seeded tutor says where each target is drawn and follows every move."""
import pytest

from fishtutor.bots import GreedyBot
from fishtutor.bots.base import SeatView
from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor

from tests.engine.fishy.test_fishy_render import cats_steps, jumping_steps
from .harness import App
from tests.support.widgets import centre

pytestmark = pytest.mark.browser

STEPS = {"cats_in_the_barrel": cats_steps, "jumping_fish": jumping_steps}
CLICK_WAIT = 30.0
OPTIONS = (0, 1, 2, 3, "none", "trade", "cancel")  # the keys of the boxes drawn under the barrel


def perform(app: App, twin, game: str, move) -> None:
    """Make ``move`` through the page's board and buttons (waiting for the board to change each time), and the
    same clicks on the twin."""
    session = twin.board.session
    for kind, what in STEPS[game](move):
        before = app.fingerprint()
        if kind == "action":
            app.page.get_by_role("button", name=what, exact=True).click()
            feedback = session.action(what)
        else:
            x, y = centre(twin, what)
            app.click_board(x, y)
            feedback = session.click(x, y)
        app.wait_changed(before, CLICK_WAIT)
    assert feedback.kind in ("ok", "done"), feedback


def open_lesson(app: App, twin, index: int) -> None:
    """Open lesson ``index`` on the page and on the twin."""
    before = app.fingerprint()
    app.page.locator("select").first.select_option(index=index)
    twin.go(index)
    app.wait_changed(before)
    app.page.wait_for_timeout(300)


def clicked_move(game: str, state, seat: int, steps):
    """The move those clicks make in ``state`` (None if they make none, or press a button)."""
    values, move = {}, None
    for kind, what in steps:
        if kind != "target":
            return None
        move, _hint = GAMES[game].play.move_for_target(state, seat, what, values)
    return move


def refusable(game: str, twin):
    """A move the learner can click in the lesson now whose rule refuses it (the twin's state says which)."""
    state, seat = twin.board.session.state, twin.board.session.seat
    shown = set(twin.board.session.scene().targets())
    for move in GAMES[game].candidate_moves(state):
        steps = STEPS[game](move)
        offered = all(what[0] != "option" or what[1] in OPTIONS for _, what in steps[1:])
        if steps[0][1] not in shown or not offered or clicked_move(game, state, seat, steps) != move:
            continue
        verdict = state.check(move, seat)
        if not verdict.ok and verdict.rule:
            return move
    return None


def learner_decides(twin) -> bool:
    """The learner's seat is to act in the twin's live game."""
    session = twin.board.session
    return session.seat in session.state.current_players()


def find_refusal_lesson(game: str, twin):
    """The first lesson where a clickable move is refused by a rule, and that move."""
    for index in range(len(LESSONS[game])):
        twin.go(index)
        if learner_decides(twin) and twin.board.session.coach.task.kind in ("move", "play"):
            move = refusable(game, twin)
            if move is not None:
                return index, move
    raise AssertionError(f"no lesson of {game} offers a move the rules refuse")


@pytest.mark.parametrize("game", ["cats_in_the_barrel", "jumping_fish"])
def test_the_barrel_paints_a_click_changes_it_and_a_wrong_move_is_refused(server, browser, game):
    app = App(browser, f"{server}/voila/render/{game}.ipynb")
    app.wait_painted()
    twin = Tutor(game)
    index, wrong = find_refusal_lesson(game, twin)
    twin.go(0)
    open_lesson(app, twin, index)
    untouched, as_it_was = app.fingerprint(), twin.board.session.state.snapshot()
    steps = STEPS[game](wrong)
    for kind, what in steps[:-1]:  # a half-made move: the board shows what is picked
        before = app.fingerprint()
        x, y = centre(twin, what)
        app.click_board(x, y)
        twin.board.session.click(x, y)
        app.wait_changed(before)
    x, y = centre(twin, steps[-1][1])
    app.click_board(x, y)
    said = twin.board.session.click(x, y)
    assert said.kind == "refused" and said.rule, said
    app.page.wait_for_selector(f"text={said.rule}:", timeout=30_000)
    assert said.text[:40] in app.text()
    app.page.wait_for_timeout(500)
    assert app.fingerprint() == untouched  # the barrel as it was, nothing left picked
    assert twin.board.session.state.snapshot() == as_it_was
    assert not app.errors and not app.has_traceback()


def greedy_choice(twin, seed: int):
    """The learner's move, chosen by a greedy bot from the learner's own view (games end sooner than random)."""
    import numpy as np
    session = twin.board.session
    return GreedyBot(seed).choose(SeatView(session.state, session.seat, np.random.default_rng(seed)))


def play_whole_game(app: App, twin, game: str, players: int, seed: int, limit: int = 600) -> None:
    """Start a new game with these settings on both sides and play it to the end, click by click."""
    full = next(i for i, step in enumerate(twin.steps) if step.rule == "play")
    app.page.locator("select").first.select_option(index=full)
    app.page.get_by_role("button", name="New game").wait_for(timeout=30_000)
    twin.go(full)
    app.steady_fingerprint()  # the full game's board drawn: the kernel has set the controls to its game by now
    app.page.get_by_label("Players").select_option(str(players))
    app.page.get_by_label("Seed").first.fill(str(seed))
    app.page.get_by_label("Seed").first.press("Enter")
    twin.players.value, twin.game_seed.value = players, str(seed)
    app.page.wait_for_timeout(500)
    # what New game will deal, as the page shows it (a late reset of the controls would deal the lesson's game again)
    assert app.page.get_by_label("Players").input_value() == str(players)
    assert app.page.get_by_label("Seed").first.input_value() == str(seed)
    before, lesson_board = app.fingerprint(), twin.board.session.scene().shapes
    app.page.get_by_role("button", name="New game").click()
    twin.new_game()
    assert twin.board.session.scene().shapes != lesson_board  # so the page's repaint shows the new game began
    app.wait_changed(before)
    for turn in range(limit):
        state = twin.board.session.state
        if state.is_terminal():
            break
        perform(app, twin, game, greedy_choice(twin, seed + turn))
    state = twin.board.session.state
    mine = [m for s, m in state.history if s == twin.board.session.seat]
    assert state.is_terminal() and len(mine) >= 5, len(mine)
    app.page.wait_for_selector("text=★ Done", timeout=30_000)
    # the result's words are an update of their own, a moment after the lesson's Done (seen apart on a loaded run)
    app.page.wait_for_selector("text=/Game over|wins/", timeout=30_000)
    assert "Game over" in app.text() or "wins" in app.text()
    assert not app.errors and not app.has_traceback()


def test_a_whole_cats_in_the_barrel_game_in_the_browser(server, browser):
    app = App(browser, f"{server}/voila/render/cats_in_the_barrel.ipynb", height=1200)
    app.wait_painted()
    play_whole_game(app, Tutor("cats_in_the_barrel"), "cats_in_the_barrel", players=3, seed=7)


def test_a_whole_jumping_fish_game_in_the_browser(server, browser):
    app = App(browser, f"{server}/voila/render/jumping_fish.ipynb", height=1200)
    app.wait_painted()
    play_whole_game(app, Tutor("jumping_fish"), "jumping_fish", players=4, seed=7)  # the lesson's board has 3


@pytest.mark.parametrize("game", ["cats_in_the_barrel", "jumping_fish"])
def test_the_phone_layout_shows_the_narrow_barrel_whole(server, browser, game):
    app = App(browser, f"{server}/voila/render/{game}.ipynb?compact=1", width=390, height=844)
    app.wait_painted()
    box = app.board_box()
    assert box["cw"] == 420 and 300 < box["w"] <= 390, box
    assert not app.errors and not app.has_traceback()
