"""Junk typed into every box of every page, then every button pressed: words on the page, never a traceback.

Written against what any page shows (text boxes, buttons, menus found by Playwright locators), not against
named widgets, so a box or button added later is covered too. Boxes that only show for some lessons or
questions are found by trying every option of every menu on the page.

The in-process tests (tests/tutor/test_inputs.py, tests/tutor/test_assignment_page.py) give every junk string to every box;
here each press of the buttons follows boxes holding different strings: every box gets each of the hardest three,
and on the page as it opens every other junk string goes to some box too."""
from __future__ import annotations

import itertools
import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .harness import ROOT, App

pytestmark = pytest.mark.browser

NO_BOXES = {"course.ipynb", "teachers_guide.ipynb"}  # pages of links and words only: nothing to type into
# The four assignments are one page class over four games' data: the browser types junk into one of them, and
# tests/tutor/test_assignment_page.py gives junk to every question of all four without a browser.
ONE_OF_A_KIND = {"assignment_fish_frenzy.ipynb", "assignment_fishy.ipynb", "assignment_fishing_frenzy.ipynb"}
PAGES = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb") if p.name not in NO_BOXES | ONE_OF_A_KIND)
JUNK = ["-1", "-0.5", "9" * 5_000, "", "x" * 10_000, "٣/٨ ½ 🐟", "1e400"]
# Boxes shown only in a later state (a lesson's answer box, the full game's set-up) get the three hardest.
HARDEST = ["9" * 5_000, "x" * 10_000, "٣/٨ ½ 🐟"]
OTHERS = [junk for junk in JUNK if junk not in HARDEST]
LEAKS = ("Traceback", "Error", 'File "/', "site-packages", "Sorry: something went wrong")
MOST_ECHOED = 60  # no run of one junk character longer than this may be repeated back
PROBE = "0.4321"  # a well-formed answer, right for no question: every checker says something about it
TOKENS = itertools.count()  # fresh words for Check round trips, so an old answer on the page never matches

INPUTS_JS = """() => {
  const path = el => { const p = []; for (; el && el !== document.body; el = el.parentElement) {
      p.unshift(el.tagName + ':' + [...el.parentElement.children].indexOf(el)); } return p.join('/'); };
  return [...document.querySelectorAll('input, textarea')]
    .filter(el => ['text', 'number', 'search', 'tel', ''].includes((el.getAttribute('type') || '').toLowerCase())
                  || el.tagName === 'TEXTAREA')
    .filter(el => el.offsetParent !== null && !el.disabled && !el.readOnly)
    .map(path);
}"""


SHOWN_JS = """() => ['button', 'input', 'select', 'canvas', '.jupyter-widgets', '.jp-OutputArea-output']
  .map(q => document.querySelectorAll(q).length).join(',')"""


# What became of a Check pressed to settle the page: its verdict came ('said'), or the button left the page before
# it could answer (another lesson opened by a press still landing: 'gone'), or neither yet (null)
SETTLED_JS = """([button, said]) => document.body.innerText.includes(said) ? 'said'
  : (!button.isConnected || button.offsetParent === null) ? 'gone' : null"""


def settle(app: App, attempts: int = 5) -> None:
    """Wait until the kernel has answered everything sent so far (it answers in order): a Check round trip
    with a fresh word, or a pause on a page without a Check button.

    The Check pressed is the last one shown when it is pressed; a change still on its way from the buttons
    hammered before (another lesson opened) may hide it, and its answer with it. The kernel has answered
    everything before it by then, so the Check shown next answers: a hidden Check is pressed again at once (a
    verdict waited for that could never come cost 30 s each time, 150 s of a loaded run), up to ``attempts``
    times."""
    for attempt in range(1, attempts + 1):
        if not check_buttons(app).count():
            app.page.wait_for_timeout(500)
            return
        token = f"zz{next(TOKENS)}"
        try:
            button = check_buttons(app).last.element_handle(timeout=10_000)
            box = button.evaluate_handle("b => b.parentElement.querySelector('input')").as_element()
            box.fill(token, timeout=10_000)
            button.click(timeout=10_000)
            became = app.page.wait_for_function(SETTLED_JS, arg=[button, f"“{token}” is not a number I can read"],
                                                timeout=30_000 * attempt, polling=100).json_value()
        except PlaywrightTimeout:
            became = "gone" if attempt < attempts else None
        if became == "said":
            return
        if became is None or attempt == attempts:
            raise AssertionError(f"the page never settled: no Check answered in {attempts} tries")


def open_page(browser, server, name: str) -> tuple[App, bool]:
    """The page, fully rendered; and whether it has a board."""
    app = App(browser, f"{server}/voila/render/{name}")
    app.page.wait_for_selector("#loading", state="hidden", timeout=120_000)
    last, steady = None, 0
    while steady < 4:  # widgets keep appearing for a while after the cells have run: wait until none has for 1.2 s
        app.page.wait_for_timeout(300)
        now = app.page.evaluate(SHOWN_JS)
        steady, last = (steady + 1 if now == last else 0), now
    board = app.page.evaluate("() => [...document.querySelectorAll('canvas')].some(c => c.width >= 200)")
    if board:
        app.wait_painted()
    return app, board


def visible_inputs(app: App) -> list[str]:
    return app.page.evaluate(INPUTS_JS)


def menus(app: App) -> list[int]:
    """How many options each visible menu offers."""
    return app.page.locator("select:visible").evaluate_all("els => els.map(e => e.options.length)")


def choose(app: App, menu: int, option: int) -> None:
    app.page.locator("select:visible").nth(menu).select_option(index=option)
    settle(app)


def states_with_new_inputs(app: App) -> list[tuple[int, int] | None]:
    """The page as it opens (None), then each (menu, option) that shows a text box not shown before."""
    seen, states = set(visible_inputs(app)), [None]
    first = app.page.locator("select:visible").evaluate_all("els => els.map(e => e.selectedIndex)")
    for menu, options in enumerate(menus(app)):
        for option in range(options):
            choose(app, menu, option)
            fresh = set(visible_inputs(app)) - seen
            if fresh:
                states.append((menu, option))
                seen |= fresh
        choose(app, menu, first[menu])
    return states


def leaks(app: App) -> list[str]:
    body = app.text()
    found = [leak for leak in LEAKS if leak in body]
    found += [f"{ch * 8}... echoed" for ch in "x9" if ch * (MOST_ECHOED + 1) in body]
    return found


def text_boxes(app: App):
    return app.page.locator("input[type=text]:visible, input[type=number]:visible, textarea:visible")


def fill_all(app: App, texts: list[str], shift: int = 0) -> int:
    """Type ``texts[(i + shift) % len(texts)]`` into the i-th visible text box; the number typed into."""
    boxes, typed = text_boxes(app), 0
    for i in range(boxes.count()):
        try:
            boxes.nth(i).fill(texts[(i + shift) % len(texts)], timeout=3_000)
            typed += 1
        except Exception:  # noqa: BLE001 - hidden meanwhile by an earlier press (e.g. another lesson opened)
            pass
    return typed


def press_all(app: App) -> int:
    """Press every visible button once, as fast as a learner hammering the page (the kernel takes them in turn)."""
    return app.page.evaluate("""() => {
      const shown = [...document.querySelectorAll('button')].filter(b => b.offsetParent !== null && !b.disabled);
      shown.forEach(b => b.click());
      return shown.length;
    }""")


def check_buttons(app: App):
    return app.page.locator("button:visible", has_text=re.compile(r"^\s*Check"))


def check_says(app: App, i: int, text: str, expect: str, timeout: float = 60_000) -> None:
    """Type ``text`` beside the i-th visible Check button, press it and wait for ``expect`` on the page."""
    button = check_buttons(app).nth(i)
    button.locator("xpath=..").locator("input").first.fill(text)
    button.click()
    app.page.wait_for_selector(f"text={expect}", timeout=timeout)


def still_checks_answers(app: App) -> int:
    """Every visible Check button still marks a well-formed answer typed beside it (the kernel is alive)."""
    checks = check_buttons(app).count()
    for i in range(checks):
        if not check_buttons(app).nth(i).is_visible():
            continue  # hidden meanwhile by a change still landing
        token = f"zz{next(TOKENS)}"
        check_says(app, i, token, f"“{token}” is not a number I can read")
        check_says(app, i, PROBE, f"{PROBE} is")
    return checks


def still_repaints(app: App) -> None:
    """The board still changes when another lesson is chosen from the first menu."""
    options = menus(app)[0]
    current = app.page.locator("select:visible").first.evaluate("e => e.selectedIndex")
    before = app.fingerprint()
    app.page.locator("select:visible").first.select_option(index=(current + 1) % options)
    app.wait_changed(before)
    settle(app)  # the rest of that lesson's page (its boxes shown or hidden) lands after the paint


def rounds(app: App, first: bool) -> list[tuple[list[str], int]]:
    """(strings, shift) for each fill: the hardest three turned round so each box gets each; on the page as it
    opens, then the other junk strings spread over the boxes until each has gone into one."""
    spread = [(HARDEST, shift) for shift in range(len(HARDEST))]
    boxes = max(1, text_boxes(app).count())
    return spread + ([(OTHERS, k * boxes) for k in range(-(-len(OTHERS) // boxes))] if first else [])


@pytest.mark.parametrize("name", PAGES)
def test_junk_in_every_box_then_every_button_leaves_no_traceback_and_the_page_works(server, browser, name):
    log_start = server.log.stat().st_size if server.log.exists() else 0
    app, board = open_page(browser, server, name)
    try:
        boxes = 0
        for state in states_with_new_inputs(app):
            if state is not None:
                choose(app, *state)
            for n, (texts, shift) in enumerate(rounds(app, state is None)):
                if state is not None and n:  # the buttons pressed last round may have left the state
                    choose(app, *state)
                boxes = max(boxes, fill_all(app, texts, shift))
                pressed = press_all(app)
                settle(app)
                print(f"{name} {state} junk {[t[:8] for t in texts]} from {shift}: {boxes} boxes, {pressed} buttons")
                assert not leaks(app), (name, state, [t[:20] for t in texts], shift, leaks(app))
            if board:
                still_repaints(app)
            still_checks_answers(app)
            assert not leaks(app), (name, state, leaks(app))
        if name != "index.ipynb":
            assert boxes, f"{name}: no text box was found to type junk into"
        assert not app.errors, app.errors
        logged = server.log.read_text(errors="replace")[log_start:] if server.log.exists() else ""
        assert "widget callback" not in logged and "Traceback" not in logged, logged[-3000:]
    finally:
        app.page.close()


def test_a_saved_game_nested_100000_deep_gets_a_sentence_opened_or_restored(server, browser, tmp_path):
    """A file of 100,000 "[" opened with Open a saved game, then the same kept in the browser and restored after a
    reload: each time a sentence under the board, the game on it unchanged, no traceback."""
    from fishtutor.lessons import LESSONS
    from fishtutor.tutor.saving import TOO_DEEP
    nested = "[" * 100_000
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?lesson={len(LESSONS['fish_frenzy'])}", height=1200)
    try:
        app.wait_painted()
        board = app.fingerprint()
        junk = tmp_path / "nested.json"
        junk.write_text(nested)
        with app.page.expect_file_chooser(timeout=30_000) as chooser:
            app.page.get_by_role("button", name="Open a saved game").click()
        chooser.value.set_files(str(junk))
        app.page.wait_for_selector(f"text={TOO_DEEP[:60]}", timeout=60_000)
        assert app.fingerprint() == board
        app.page.evaluate("""([key, record]) => localStorage.setItem(key,
            JSON.stringify({ record: record, saved: Date.now() }))""", ["fishtutor:fish_frenzy:game", nested])
        app.page.reload(wait_until="domcontentloaded")
        app.page.wait_for_selector("text=Restore your Fish Frenzy game from", timeout=60_000)
        app.page.get_by_role("button", name="Restore").click()
        app.page.wait_for_selector("text=Your earlier game could not be restored. That file nests", timeout=30_000)
        assert not leaks(app) and not app.errors and not app.has_traceback(), (leaks(app), app.errors)
    finally:
        app.page.close()
