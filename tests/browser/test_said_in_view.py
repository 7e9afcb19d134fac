"""What the tutor says of a tap is on screen: on a 390 x 844 phone the board fills the screen and the words sit
under it, so a missed or finished try scrolls them into view, and a finished lesson's praise has Next beside it,
which opens the next lesson at its title. A question is answered under its board, its verdict under the box.

An in-process twin of the same lesson says where each target is drawn (the page draws the same scene)."""
import pytest

from fishtutor.tutor import Tutor
from fishtutor.tutor.viewport import LESSON_TOP, SAID_CLASS

from .harness import App

pytestmark = pytest.mark.browser

PHONE = (390, 844)
# the first element matching the selector (and holding the words, if given) is wholly inside the window, to a
# pixel (null: no such element)
IN_VIEW_JS = """([sel, words]) => { const e = [...document.querySelectorAll(sel)]
    .find(e => !words || e.innerText.includes(words)); if (!e) return null;
  const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= -1 && r.bottom <= window.innerHeight + 1; }"""
SAID = ["div[data-said='feedback']", ""]
NEXT_BELOW = [f".{SAID_CLASS} button", "Next lesson"]
# the answer box's top and the board's bottom, in the same frame
BOX_AND_BOARD_JS = """() => { const c = document.querySelector('canvas.fishtutor-board').getBoundingClientRect();
  const b = document.querySelector("input[placeholder^='your answer']").getBoundingClientRect();
  return {box: b.top, board: c.bottom}; }"""


def tap(app: App, twin: Tutor, target) -> None:
    """Tap a target's middle on the page (the board centred on the screen first) and on the twin."""
    spot = next(h for h in twin.board.session.scene().hotspots if h.target == target)
    x, y = spot.x + spot.w / 2, spot.y + spot.h / 2
    app.click_board(x, y)
    twin.board.on_click(x, y)


def test_on_a_phone_a_missed_and_a_finished_try_are_said_on_screen_and_next_below_opens_the_next_lesson_at_its_title(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?lesson=1", width=PHONE[0], height=PHONE[1])
    app.wait_painted()
    twin = Tutor("fish_frenzy", start=0)
    twin.board.compact.value = True
    app.page.wait_for_function(f"() => [...document.querySelectorAll('canvas')].some(c => c.width === "
                               f"{twin.board.session.scene().width})", timeout=30_000)  # the phone board is drawn
    box = app.board_box()  # the board centred on the screen: what is under it starts near the bottom edge
    assert box["h"] > PHONE[1] * 0.75, box  # the board fills the screen (else this test proves nothing)
    wrong = next(("boat", b) for b in range(4) if ("boat", b) not in twin.step.task.solution)
    tap(app, twin, wrong)
    assert twin.board.session.feedback.kind == "task"
    app.page.wait_for_selector(f"text={twin.board.session.feedback.text[:40]}", timeout=30_000)
    app.page.wait_for_function(IN_VIEW_JS, arg=SAID, timeout=10_000)  # the miss is read where the learner looks
    next_below = app.page.locator(NEXT_BELOW[0], has_text=NEXT_BELOW[1])
    assert next_below.count() == 1 and not next_below.is_visible()
    tap(app, twin, twin.step.task.solution[0])
    assert twin.board.session.feedback.kind == "done"
    app.page.wait_for_selector(f"text={twin.board.session.feedback.text[:40]}", timeout=30_000)
    app.page.wait_for_function(IN_VIEW_JS, arg=NEXT_BELOW, timeout=10_000)  # and Next is right under the praise
    next_below.click()
    app.page.wait_for_selector("text=Lesson 2 of", timeout=30_000)
    next_below.wait_for(state="hidden", timeout=10_000)  # the page applies the two widgets' changes in turn
    app.page.wait_for_function(IN_VIEW_JS, arg=[f".{LESSON_TOP}", "Lesson 2 of"], timeout=10_000)  # title, then task
    assert not app.errors and not app.has_traceback()
    app.page.close()


def test_on_a_phone_a_question_is_answered_under_its_board_and_the_verdict_is_on_screen_with_the_box(server, browser):
    app = App(browser, f"{server}/voila/render/cats_in_the_barrel.ipynb?lesson=1", width=PHONE[0], height=PHONE[1])
    app.wait_painted()
    twin = Tutor("cats_in_the_barrel", start=0)
    twin.board.compact.value = True
    app.page.wait_for_function(f"() => [...document.querySelectorAll('canvas')].some(c => c.width === "
                               f"{twin.board.session.scene().width})", timeout=30_000)  # the phone board is drawn
    box = app.page.get_by_placeholder("your answer", exact=False)
    box.wait_for(timeout=30_000)
    places = app.page.evaluate(BOX_AND_BOARD_JS)  # both read in one frame: a scroll between reads moves one only
    assert places["box"] > places["board"] - 1, places  # the box is under the board
    box.fill("7")
    box.press("Enter")  # Enter in the box checks it, as Check does
    app.page.wait_for_selector("text=Not quite", timeout=30_000)
    app.page.wait_for_function(IN_VIEW_JS, arg=SAID, timeout=10_000)  # the verdict ...
    app.page.wait_for_function(IN_VIEW_JS, arg=["input[placeholder^='your answer']", ""], timeout=10_000)  # by the box
    assert not app.errors and not app.has_traceback()
    app.page.close()


# every scroll position the page passes through, one reading an animation frame (a glide passes through many)
# (Voilà's page scrolls in a panel of its own, not the document: both are read)
SCROLLS_JS = """(() => { window.__scrolls = []; const look = () => { const y = Math.round(window.scrollY +
    [...document.querySelectorAll('.lm-BoxPanel-child')].reduce((sum, e) => sum + e.scrollTop, 0));
  if (window.__scrolls[window.__scrolls.length - 1] !== y) window.__scrolls.push(y); requestAnimationFrame(look); };
  requestAnimationFrame(look); })();"""


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_words_brought_into_view_jump_there_for_a_visitor_who_asked_for_less_motion(server, browser, motion):
    """A learner whose phone is set to reduce motion (vestibular disorders): what the tutor says is brought into view
    at once, with no glide; anyone else still sees the page glide there."""
    def before(page):
        page.emulate_media(reduced_motion=motion)
        page.add_init_script(SCROLLS_JS)

    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?lesson=1", width=PHONE[0], height=PHONE[1],
              touch=True, before=before)
    app.wait_painted()
    twin = Tutor("fish_frenzy", start=0)
    twin.board.compact.value = True
    app.page.wait_for_function(f"() => [...document.querySelectorAll('canvas')].some(c => c.width === "
                               f"{twin.board.session.scene().width} && getComputedStyle(c).visibility !== 'hidden')",
                               timeout=30_000)
    app.board_box()  # the board centred on the screen: the words under it are below the edge
    app.page.wait_for_timeout(300)
    app.page.evaluate("window.__scrolls = []")
    wrong = next(("boat", b) for b in range(4) if ("boat", b) not in twin.step.task.solution)
    spot = next(h for h in twin.board.session.scene().hotspots if h.target == wrong)
    app.tap_board(spot.x + spot.w / 2, spot.y + spot.h / 2)
    app.page.wait_for_function(IN_VIEW_JS, arg=SAID, timeout=30_000)
    app.page.wait_for_timeout(800)  # a glide is over well within this
    passed = app.page.evaluate("window.__scrolls")
    assert passed[-1] > passed[0], passed  # the page did scroll down to the words
    if motion == "reduce":
        assert len(passed) == 2, f"the page glided through {passed}"
    else:
        assert len(passed) > 2, f"the page jumped: {passed}"  # at least one place on the way
    assert not app.errors
    app.close()
