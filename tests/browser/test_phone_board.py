"""Fishing Frenzy on a 390 x 844 phone in headless Chromium: the board fits the screen's width and, with what
the tutor says under it, its height; a lit square is at least 32 CSS px on screen; a finger tapping it moves the
boat; tapped, the tabs show the whole map and bring the close-up back (the phone is a touch screen, played by taps,
never a mouse click); a square two ways reach is named in full with Cancel beside it, nothing cut. At 1280 x 900
the wide board is as before.

An in-process twin of the same lesson says where each target is drawn (the page draws the same scene)."""
import re

import pytest

from fishtutor.tutor import Tutor

from .harness import App

pytestmark = pytest.mark.browser

PAGE = "fishing_frenzy.ipynb"
PHONE = (390, 844)
TAP = 32  # CSS px: the least a tap target may measure
# every panel of the tutor a finger could drag sideways: a scrolling widget box wider inside than it shows (a wide
# table that scrolls in a box of its own, as the edition table does, is meant to)
SIDEWAYS_JS = """() => [...document.querySelectorAll('.jupyter-widgets')].filter(e => e.scrollWidth > e.clientWidth + 1
  && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX)).map(e => [e.className.toString().slice(0, 60),
  e.scrollWidth - e.clientWidth])"""

def lesson_index(title: str) -> int:
    from fishtutor.lessons import LESSONS
    return next(i for i, s in enumerate(LESSONS["fishing_frenzy"]) if s.title == title)


def spot_of(twin, target):
    """The hotspot for a target in the twin's current picture."""
    return next(h for h in twin.board.session.scene().hotspots if h.target == target)


def tap(app: App, twin, target) -> None:
    """Tap a target's middle with a finger on the page, click it on the twin, and wait for the page's board to
    change."""
    spot = spot_of(twin, target)
    x, y = spot.x + spot.w / 2, spot.y + spot.h / 2
    before = app.fingerprint()
    app.tap_board(x, y)
    twin.board.on_click(x, y)
    app.wait_changed(before)


def feedback_height(app: App) -> float:
    """The CSS height of what the tutor says under the board (its coloured box)."""
    return app.page.evaluate("""() => { const e = document.querySelector("div[data-said='feedback']");
      return e ? e.getBoundingClientRect().height : 0; }""")


def test_on_a_phone_the_board_fits_a_lit_square_is_big_enough_and_a_tap_moves_the_boat(server, browser):
    index = lesson_index("Drifters")
    app = App(browser, f"{server}/voila/render/{PAGE}?lesson={index + 1}", width=PHONE[0], height=PHONE[1],
              touch=True)
    app.wait_painted()
    app.page.wait_for_function("""() => [...document.querySelectorAll('canvas')]
        .some(c => c.width === 400 && c.getBoundingClientRect().width > 300)""", timeout=30_000)
    app.page.wait_for_timeout(500)
    assert app.page.evaluate(SIDEWAYS_JS) == []  # nothing on the page moves under a finger's sideways drag
    twin = Tutor("fishing_frenzy", start=index)
    twin.board.compact.value = True
    scene = twin.board.session.scene()
    box = app.board_box()
    assert (box["cw"], box["ch"]) == (scene.width, scene.height), box  # the page draws the twin's picture
    assert box["w"] <= PHONE[0] and box["h"] <= PHONE[1], box
    scale = box["w"] / box["cw"]  # CSS px per scene unit
    step = twin.steps[index]
    end = step.task.solution[0].end
    assert end in scene.meta["lit"]
    square = spot_of(twin, ("square", end))
    assert min(square.w, square.h) * scale >= TAP, (square, scale)
    tap(app, twin, ("square", end))  # the lit square: the boat sails there and the lesson is done
    # the praise in the box under the board (the task line above the board says "★ Done" a message earlier)
    app.page.wait_for_selector("div[data-said='feedback']:has-text('★')", timeout=30_000)
    assert twin.board.session.coach.done
    said = feedback_height(app)
    assert 0 < said and app.board_box()["h"] + said <= PHONE[1], (box, said)  # the board and the words under it
    tap(app, twin, ("view", "whole"))  # the whole map, small ...
    assert twin.board.session.scene().meta["view"] == "whole"
    tile = next(h for h in twin.board.session.scene().hotspots if h.target[:2] == ("view", "near") and len(h.target) == 4)
    assert min(tile.w, tile.h) * app.board_box()["w"] / app.board_box()["cw"] >= TAP
    tap(app, twin, tile.target)  # ... and a tap on a part of it looks closer there
    assert twin.board.session.scene().meta["view"] == "near"
    assert not app.errors and not app.has_traceback()
    app.close()


def test_on_a_wide_screen_the_board_is_the_wide_map(server, browser):
    index = lesson_index("Drifters")
    app = App(browser, f"{server}/voila/render/{PAGE}?lesson={index + 1}", width=1280, height=900)
    app.wait_painted()
    app.page.wait_for_timeout(500)
    box = app.board_box()
    assert box["cw"] == 800 and box["w"] == 800 and box["h"] <= 900, box
    assert not app.errors and not app.has_traceback()
    app.page.close()


# every button and every piece of words in the row that names a half-made move: its right edge on screen and its
# words not clipped (a button cut to "C…" shows less than it holds: its scroll width exceeds its client width)
CUT_IN_PICK_ROW_JS = """(words) => {
  const row = [...document.querySelectorAll('.widget-hbox')].find(r => r.offsetParent && r.innerText.includes(words)
      && [...r.children].some(c => c.tagName === 'BUTTON'));
  if (!row) return null;
  const parts = [...row.querySelectorAll('button, .widget-html-content')];
  return parts.map(e => { const r = e.getBoundingClientRect();
    return {text: e.innerText, right: r.right, left: r.left, cut: e.scrollWidth > e.clientWidth + 1}; }); }"""


def test_on_a_phone_a_square_two_ways_reach_is_named_in_full_with_cancel_beside_it_uncut(server, browser):
    index = lesson_index("Two directions, two fish")
    app = App(browser, f"{server}/voila/render/{PAGE}?lesson={index + 1}", width=PHONE[0], height=PHONE[1],
              touch=True)
    app.wait_painted()
    twin = Tutor("fishing_frenzy", start=index)
    twin.board.compact.value = True
    app.page.wait_for_function(f"() => [...document.querySelectorAll('canvas')].some(c => c.width === "
                               f"{twin.board.session.scene().width})", timeout=30_000)  # the phone board is drawn
    app.page.wait_for_timeout(500)
    tap(app, twin, ("square", "C3"))  # two ways reach it: it is only picked, with Cancel beside its words
    assert "reached 2 ways" in twin.board.picked.value
    app.page.wait_for_selector("text=reached 2 ways", timeout=30_000)
    parts = app.page.evaluate(CUT_IN_PICK_ROW_JS, "reached 2 ways")
    assert parts and any(p["text"] == "Cancel" for p in parts), parts
    for part in parts:
        assert not part["cut"] and part["left"] >= 0 and part["right"] <= PHONE[0], part
    assert not app.errors and not app.has_traceback()
    app.close()


# a comm update from the page that carries the viewport's width ({"width": 390} as anywidget sends it)
WIDTH_SENT = re.compile(rb'"state":\s*\{[^{}]*"width":\s*\d+')
# every frame from the page's start: a board canvas drawn at its wide size and visible counts as the wide board seen
WIDE_SEEN_JS = """(() => {
  window.__wideSeen = [];
  const look = () => {
    for (const c of document.querySelectorAll('canvas')) {
      if (c.width < 700 || c.height < 150 || getComputedStyle(c).visibility === 'hidden') continue;
      const r = c.getBoundingClientRect();
      if (r.width < 50 || r.bottom <= 0 || r.top >= innerHeight) continue;
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const seen = new Set();
      for (let i = 0; i < d.length; i += 4 * 97) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
      if (seen.size > 12) window.__wideSeen.push(c.width);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();"""
BOARD_SHOWN_JS = """() => { const c = document.querySelector('canvas.fishtutor-board') ||
  [...document.querySelectorAll('canvas')].find(c => c.width >= 200);
  return c ? {width: c.width, shown: getComputedStyle(c).visibility !== 'hidden'} : {width: 0, shown: false}; }"""


def test_a_phone_never_shows_the_wide_board_even_when_its_kernel_hears_the_screens_width_late(server, browser):
    """A busy class server, a slow network: the kernel paints the board before it hears how wide the screen is.
    The page holds the viewport's width back until the wide board is painted; the phone still never shows it, and
    shows its own board once the kernel has heard the width."""
    held, holding = [], [True]

    def hold_the_width(socket):
        kernel = socket.connect_to_server()

        def from_page(message):
            raw = message if isinstance(message, bytes) else message.encode()
            if holding[0] and WIDTH_SENT.search(raw):
                held.append((kernel, message))
            else:
                kernel.send(message)
        socket.on_message(from_page)

    def before(page):
        page.add_init_script(WIDE_SEEN_JS)
        page.route_web_socket(re.compile(r"/api/kernels/"), hold_the_width)

    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb", width=PHONE[0], height=PHONE[1], touch=True,
              before=before)
    app.wait_painted()
    app.page.wait_for_timeout(300)  # frames go by with the wide board painted and the width still held
    painted = app.page.evaluate(BOARD_SHOWN_JS)
    assert held and painted["width"] >= 700 and not painted["shown"], (len(held), painted)
    holding[0] = False
    for kernel, message in held:
        kernel.send(message)
    app.page.wait_for_function(f"() => {{ const b = ({BOARD_SHOWN_JS})(); return b.width < 500 && b.shown; }}",
                               timeout=30_000)
    app.page.wait_for_timeout(300)
    assert app.page.evaluate("window.__wideSeen") == [], "the wide board showed on the phone"
    assert not app.errors, app.errors
    app.close()
