"""Whole games played in the browser, click by click, as a learner would.

An in-process twin of the same seeded tutor decides each of the learner's moves and follows along;
the bots are seeded, so they answer the same way on both sides."""
import pytest

from fishtutor.games.fish_eat_fish.moves import Attack, ChooseCard, Place
from fishtutor.games.fish_frenzy.moves import Collect, Eat, PlaceSeagull
from fishtutor.tutor import Tutor

from .harness import App
from tests.support.widgets import centre

pytestmark = pytest.mark.browser


def press(app: App, name: str) -> None:
    """Press a widget button and wait for the board to change."""
    before = app.fingerprint()
    app.page.get_by_role("button", name=name, exact=True).click()
    app.wait_changed(before)


def click(app: App, twin, target) -> None:
    """Click a board target and wait for the board to change."""
    before = app.fingerprint()
    app.click_board(*centre(twin, target))
    app.wait_changed(before)


def perform(app: App, twin, move) -> None:
    """Make ``move`` through the page's board and buttons, then the same move on the twin."""
    session = twin.board.session
    kind = type(move)
    if kind is PlaceSeagull:
        tokens = app.page.get_by_role("button", name=str(move.tokens), exact=True)
        if move.tokens or tokens.is_visible():  # the little-fish control shows only when a challenge is possible
            tokens.click()
        session.values["tokens"] = move.tokens
        click(app, twin, ("boat", move.boat))
    elif kind in (Collect, Eat):
        press(app, kind.__name__)
    elif kind is ChooseCard:
        press(app, {"S": "Shark", "O": "Octopus"}.get(move.card, f"Fish {move.card[1:]}"))
    elif kind is Place:
        click(app, twin, ("circle", move.circle))
    else:
        steps = [move.fish] + ([move.landing] if kind is Attack and move.landing != move.fish else [])
        steps += [move.target if kind is Attack else move.to]
        for c in steps[:-1]:
            click(app, twin, ("circle", c))
            session.click(*centre(twin, ("circle", c)))
        click(app, twin, ("circle", steps[-1]))
    feedback = session.try_move(move)
    assert feedback.kind in ("ok", "done"), feedback


def play_whole_game(app: App, twin, players: int, seed: int, limit: int = 400) -> None:
    """Start a new game with these settings on both sides and play it to the end."""
    app.page.locator("select").first.select_option(index=len(twin.steps) - 1)
    app.page.get_by_role("button", name="New game").wait_for(timeout=30_000)
    twin.go(len(twin.steps) - 1)
    app.page.get_by_label("Players").select_option(str(players))
    app.page.get_by_label("Seed").first.fill(str(seed))
    app.page.get_by_label("Seed").first.press("Enter")
    twin.players.value, twin.game_seed.value = players, str(seed)
    app.page.wait_for_timeout(500)
    press(app, "New game")
    twin.new_game()
    for _ in range(limit):
        state = twin.board.session.state
        if state.is_terminal():
            break
        perform(app, twin, state.legal_moves(twin.board.session.seat)[0])
    state = twin.board.session.state
    mine = [m for seat, m in state.history if seat == twin.board.session.seat]
    assert state.is_terminal() and len(mine) >= 10, len(mine)
    app.page.wait_for_selector("text=★ Done", timeout=30_000)
    assert not app.errors and not app.has_traceback()


def test_a_whole_fish_eat_fish_game_in_the_browser(server, browser):
    app = App(browser, f"{server}/voila/render/fish_eat_fish.ipynb", height=1200)
    app.wait_painted()
    play_whole_game(app, Tutor("fish_eat_fish"), players=2, seed=5)


def test_a_whole_fish_frenzy_game_in_the_browser(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb", height=1200)
    app.wait_painted()
    play_whole_game(app, Tutor("fish_frenzy"), players=5, seed=3)
