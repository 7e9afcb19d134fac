"""Links, layout and coming back, in the browser: a deep link to a lesson (under make serve's preheated pool:
tests/classroom/test_load.py), the phone board chosen from the screen's width, a game saved, reloaded and
restored, and a half-made move cancelled."""
import json

import pytest

from fishtutor.lessons import LESSONS

from .harness import App
from .test_voila_apps import boat_centre, circle_centre

pytestmark = pytest.mark.browser

FULL_GAME = len(LESSONS["fish_frenzy"])  # the closing full game is the last lesson (1-based)


def test_a_deep_link_opens_that_lesson(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?lesson=3")
    app.wait_painted()
    app.page.wait_for_selector(f"text=Lesson 3 of {len(LESSONS['fish_frenzy'])}", timeout=30_000)
    assert LESSONS["fish_frenzy"][2].title in app.text()
    assert not app.errors and not app.has_traceback()


def test_a_narrow_screen_gets_the_phone_board_without_the_toggle(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb", width=390, height=844)
    app.wait_painted()
    app.page.wait_for_function("""() => [...document.querySelectorAll('canvas')]
        .some(c => c.width === 420 && c.getBoundingClientRect().width > 300)""", timeout=30_000)
    box = app.board_box()
    assert box["cw"] == 420 and box["w"] <= 390, box
    assert not app.errors and not app.has_traceback()


def test_a_game_is_saved_reloaded_and_restored(server, browser, tmp_path):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?lesson={FULL_GAME}", height=1200)
    app.wait_painted()
    before = app.fingerprint()
    app.click_board(*boat_centre(0, players=4))
    app.wait_changed(before)
    app.page.get_by_role("button", name="Save this game").click()
    with app.page.expect_download(timeout=30_000) as info:
        app.page.get_by_text("Download fish_frenzy-game-").click()
    saved = tmp_path / "game.json"
    info.value.save_as(saved)
    record = json.loads(saved.read_text())
    assert record["game"] == "fish_frenzy" and any(seat == 0 for seat, _ in record["history"])
    moves = len(record["history"])

    app.page.reload(wait_until="domcontentloaded")
    app.page.wait_for_selector("text=Restore your Fish Frenzy game from", timeout=60_000)
    app.page.get_by_role("button", name="Restore").click()
    app.page.wait_for_selector(f"text=Your game is back: {moves} moves so far.", timeout=30_000)

    upload(app, saved)
    app.page.wait_for_selector(f"text=Opened game.json: {moves} moves so far.", timeout=30_000)
    bad = tmp_path / "bad.json"
    bad.write_text("{not a game")
    upload(app, bad)
    app.page.wait_for_selector("text=That file is not JSON", timeout=30_000)
    assert not app.errors and not app.has_traceback()


def upload(app: App, path) -> None:
    """Choose a file with the page's "Open a saved game" button."""
    with app.page.expect_file_chooser(timeout=30_000) as chooser:
        app.page.get_by_role("button", name="Open a saved game").click()
    chooser.value.set_files(str(path))


def test_cancel_puts_back_a_picked_fish(server, browser):
    number = next(i for i, s in enumerate(LESSONS["fish_eat_fish"]) if s.title == "Moving a fish") + 1
    app = App(browser, f"{server}/voila/render/fish_eat_fish.ipynb?lesson={number}")
    app.wait_painted()
    cancel = app.page.get_by_role("button", name="Cancel", exact=True)
    app.click_board(*circle_centre("B1"))
    cancel.wait_for(state="visible", timeout=30_000)  # the pick in words, with Cancel beside it
    assert "Blue fish on B1" in app.text()
    cancel.click()
    app.page.wait_for_selector("text=Nothing is picked now.", timeout=30_000)
    cancel.wait_for(state="hidden", timeout=30_000)
    app.click_board(*circle_centre("B1"))
    cancel.wait_for(state="visible", timeout=30_000)
    app.page.keyboard.press("Escape")
    cancel.wait_for(state="hidden", timeout=30_000)
    assert not app.errors and not app.has_traceback()
