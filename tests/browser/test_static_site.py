"""The static edition as a visitor meets it (issue 29): the site ``make static`` builds, served by a plain static file
server, opened in headless Chromium that may reach nothing else (a request to any other address is refused and fails
the test). In each of the five tutors a lesson is finished by mouse clicks on a desktop and one by finger taps on a
phone; a lesson's link (``?lesson=N``, also by the server edition's ``.ipynb`` address) and a reload open where the
learner was; the front page says which edition it is; an assignment question is answered wrong, then right.

An in-process twin of the same tutor says where each target is drawn and what the page must say after each move."""
import contextlib

import pytest

from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor
from fishtutor.tutor.lesson import NEXT_LESSON
from tests.support.static_site import served

from .harness import ALL_RUN_JS, CHROMIUM, CHROMIUM_ARGS, App
from .test_keyboard import LESSON_OF as CLICKED, solution, steady
from .test_touch import LESSON_OF as TAPPED, PHONE, SIZE_JS, says, tap
from tests.support.widgets import centre

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("static")]
# The walled browser reaches nothing but this machine's own address: every other host name resolves to nothing, and
# any other address (an IP address typed in a link) goes to a proxy that is not there. No route is needed to refuse
# (a routed context keeps no HTTP cache: every page fetched and compiled Pyodide's 20-odd MB again)
NO_OTHER_HOST = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"
NO_OTHER_ADDRESS = "--proxy-server=http://127.0.0.1:9"  # the discard port, closed; loopback never goes by a proxy
OPEN_S = 180  # a cold first visit on a loaded 2-core machine: Pyodide's 20-odd MB, then the notebook's cells
# The kernel's Python asks the page about its working folder, the Jupyter drive, by a synchronous request per look
# (about 40 ms each): importlib's look-ups of installed packages ask a dozen times; every import asking too (110
# asks, 4 s of a first board) is what fishtutor/static/sitecustomize.py stops
DRIVE_ASKS = 30
# The cells as Voici shows them (tools/static/first-cell-shown.js): noted when they are first shown (how many outputs
# are there, in which font), and a visitor who scrolls and focuses a button at once, while the cells below still run:
# the scroll and the focus just before and just after Voici moves the cells into its page layout
SHOWN_EARLY_JS = """(() => {
  const seen = window.__shown = {};
  let last = 0;
  const cells = () => document.getElementById('rendered_cells');
  const act = () => {  // once the tutor has drawn its controls and the page can scroll: as a visitor would
    const shown = cells(), button = shown.querySelector('button:not([disabled])');
    if (shown.parentElement !== seen.parent) return;  // too late: every cell has run
    if (!button || shown.scrollHeight < shown.clientHeight + 150) return requestAnimationFrame(act);
    shown.addEventListener('scroll', () => { last = shown.scrollTop; });
    shown.scrollTop = 150;
    button.focus();
    if (document.activeElement === button) seen.focused = button.textContent;
  };
  const look = new MutationObserver(() => {
    const shown = cells();
    if (!shown) return;
    if (seen.outputs === undefined && getComputedStyle(shown).display !== 'none') {
      seen.outputs = shown.querySelectorAll('.jp-Cell-outputWrapper').length;
      seen.font = getComputedStyle(shown).fontFamily;
      seen.parent = shown.parentElement;
      act();
    }
    if (seen.parent && shown.parentElement !== seen.parent && seen.movedFrom === undefined) {
      seen.movedFrom = last;
      setTimeout(() => { seen.movedTo = shown.scrollTop; seen.focusAfter = document.activeElement.textContent; }, 0);
      look.disconnect();
    }
  });
  look.observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class']});
})()"""
CELLS_NOW_JS = """() => { const cells = document.getElementById('rendered_cells');
  return {outputs: cells.querySelectorAll('.jp-Cell-outputWrapper').length,
          font: getComputedStyle(cells).fontFamily}; }"""


class StaticApp(App):
    """A page of the static site as a new visitor opens it (a context of the run's pool, cleared of every stored thing,
    with the scripts and wasm the pages before it fetched and compiled: harness.Contexts), every request to another
    address refused by the walled browser and noted."""

    def __init__(self, browser, url: str, width: int = 1000, height: int = 900, touch: bool = False, before=None):
        self.drive_asks = 0  # requests to the Jupyter drive (the kernel's working folder)
        super().__init__(browser, url, width, height, touch=touch, before=before)

    def _note_requests(self, origin: str) -> None:
        """Note requests to another address (the walled browser refuses them) and each ask of the Jupyter drive, on
        the context: the service worker's requests are the context's, not the page's."""
        self._origin = origin + "/"
        self._requests = self.page.context
        self._requests.on("request", self._request)

    def _request(self, request) -> None:
        """One request the page's context made."""
        if "/api/drive" in request.url:
            self.drive_asks += 1
        if not request.url.startswith((self._origin, "data:", "blob:")):
            self.foreign.append(request.url)

    def _error(self, text: str) -> None:
        """Note a console error: on this site none is harmless (no CDN is asked for anything)."""
        self.errors.append(text)

    def close(self) -> None:
        """Close the page (and its context, unless the pool's); its context's requests no longer noted here."""
        self._requests.remove_listener("request", self._request)
        super().close()

    def clean(self) -> None:
        """Nothing asked of another address, no console error, no traceback on the page."""
        assert self.foreign == [], f"the page asked other addresses: {self.foreign[:5]}"
        assert not self.errors, self.errors[:3]
        assert not self.has_traceback()


@pytest.fixture(scope="module")
def site():
    with served() as base:
        yield base


@pytest.fixture(scope="module")
def walled(browser):
    """Chromium that can reach no other address than this machine's (the test server's), launched by the worker's own Playwright (a
    second Playwright in a worker that already runs one for the shared browser refuses to start)."""
    alone = browser.browser_type.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, NO_OTHER_HOST, NO_OTHER_ADDRESS])
    yield alone
    alone.close()


@contextlib.contextmanager
def opened(browser, url: str, **kw):
    """A static page, painted, closed after the block."""
    app = StaticApp(browser, url, **kw)
    try:
        app.wait_painted(timeout=OPEN_S)
        app.drive_asks_to_paint = app.drive_asks
        yield app
    finally:
        app.close()


def shown_before_the_last_cell(app: App) -> None:
    """The page's cells were shown as soon as the first had put out the tutor, in the font they have once all have
    run; the visitor's scrolling and focus at that moment were still theirs after Voici moved the cells."""
    app.page.wait_for_function(ALL_RUN_JS, timeout=OPEN_S * 1000)
    seen, now = app.page.evaluate("window.__shown"), app.page.evaluate(CELLS_NOW_JS)
    assert 0 < seen["outputs"] < now["outputs"], ("the cells were shown only after the last had run", seen, now)
    assert seen["font"] == now["font"], seen
    assert seen["movedFrom"] >= 100 and seen["movedTo"] == seen["movedFrom"], seen
    assert seen["focused"] and seen["focusAfter"] == seen["focused"], seen


def on_lesson_shown(app: App, twin: Tutor, lesson: int) -> None:
    """Wait until the page shows lesson ``lesson`` with the twin's board size and words."""
    app.page.wait_for_selector(f"text=Lesson {lesson} of", timeout=60_000)
    scene = twin.board.session.scene()
    app.page.wait_for_function(f"() => ({SIZE_JS})()?.join() === '{scene.width},{scene.height}'", timeout=60_000)
    steady(app)
    says(app, twin)


def linked_twin(game: str, lesson: int, phone: bool = False) -> Tutor:
    """The same tutor in this process as the linked page shows it: Python learns the page's address only once the
    page is up (as a preheated kernel does), so the page opens lesson 1 and then goes to lesson ``lesson``, saying
    so in its live region."""
    twin = Tutor(game, start=0)
    if phone:
        twin.board.compact.value = True
    if lesson > 1:
        twin.go(lesson - 1)
    return twin


def plan_for(game: str, lesson: int, twin: Tutor) -> list:
    """The board targets that finish the lesson's task."""
    step = LESSONS[game][lesson - 1]
    plan = [step.task.solution[0]] if step.task.kind == "pick" else solution(twin.board.session, step.task)
    assert plan, "the twin finds the task's targets"
    return plan


@pytest.mark.parametrize("notebook,game,lesson", CLICKED, ids=[n for n, _, _ in CLICKED])
def test_a_lesson_is_finished_by_clicks(site, walled, notebook, game, lesson):
    twin = linked_twin(game, lesson)
    with opened(walled, f"{site}/voici/render/{notebook}.html?lesson={lesson}",
                before=lambda page: page.add_init_script(SHOWN_EARLY_JS)) as app:
        assert app.drive_asks_to_paint <= DRIVE_ASKS, f"the kernel asked the drive {app.drive_asks_to_paint} times"
        shown_before_the_last_cell(app)
        on_lesson_shown(app, twin, lesson)
        for target in plan_for(game, lesson, twin):
            before = twin.board.words.news
            x, y = centre(twin, target)
            app.click_board(x, y)
            twin.board.on_click(x, y)
            assert twin.board.words.news != before, "the twin's words change with the click"
            says(app, twin)
        assert twin.board.session.feedback.kind == "done"
        app.page.get_by_role("button", name="Next lesson ▶").click()
        app.page.wait_for_selector(f"text=Lesson {lesson + 1} of", timeout=60_000)
        app.clean()


@pytest.mark.parametrize("notebook,game,lesson", TAPPED, ids=[n for n, _, _ in TAPPED])
def test_a_lesson_is_finished_by_taps_on_a_phone(site, walled, notebook, game, lesson):
    twin = linked_twin(game, lesson, phone=True)
    with opened(walled, f"{site}/voici/render/{notebook}.html?lesson={lesson}", width=PHONE[0], height=PHONE[1],
                touch=True) as app:
        on_lesson_shown(app, twin, lesson)
        for target in plan_for(game, lesson, twin):
            tap(app, twin, target)
        assert twin.board.session.feedback.kind == "done"
        app.page.get_by_role("button", name="Next lesson ▶").tap()
        app.page.wait_for_selector(f"text=Lesson {lesson + 1} of", timeout=60_000)
        app.clean()


def test_a_lesson_link_and_a_reload_open_where_the_learner_was(site, walled):
    # the server edition's address (the links the pages' Python writes) leads to the static page, lesson kept
    with opened(walled, f"{site}/voici/render/fish_frenzy.ipynb?lesson=3") as app:
        app.page.wait_for_selector("text=Lesson 3 of", timeout=60_000)
        assert app.page.url.endswith("/voici/render/fish_frenzy.html?lesson=3")
        steady(app)
        app.page.get_by_role("button", name=NEXT_LESSON, exact=True).click()  # the lesson bar's Next ▶
        app.page.wait_for_selector("text=Lesson 4 of", timeout=60_000)
        app.page.wait_for_function("() => location.search.includes('lesson=4') || null", timeout=30_000)
        app.page.reload(wait_until="domcontentloaded", timeout=60_000)
        app.wait_painted(timeout=OPEN_S)
        app.page.wait_for_selector("text=Lesson 4 of", timeout=60_000)
        app.clean()


def test_the_front_page_says_it_is_the_static_edition_and_links_every_tutor(site, walled):
    app = StaticApp(walled, f"{site}/voici/render/index.html")
    try:
        app.page.wait_for_selector("text=Static edition", timeout=60_000)
        app.page.wait_for_selector("text=Learn Fishing Frenzy", timeout=OPEN_S * 1000)
        assert app.page.get_by_text("Server edition:").count() == 0  # the server's sentence gave way to this one
        for name in ("Fish Frenzy", "Fish Eat Fish", "Cats in the Barrel", "Jumping Fish", "Fishing Frenzy"):
            assert app.page.get_by_role("link", name=f"Learn {name}").count() == 1
        app.page.get_by_role("link", name="Learn Jumping Fish").click()
        app.wait_painted(timeout=OPEN_S)
        assert "/voici/render/jumping_fish.html" in app.page.url
        app.clean()
        # the wall itself: a name, and an address typed as numbers, are both refused, and both noted
        elsewhere = ["http://cdn.example.org/pyodide.js", "http://203.0.113.9/pyodide.js"]
        answers = app.page.evaluate("""urls => Promise.all(urls.map(u => fetch(u, {mode: 'no-cors'})
                                         .then(() => 'answered', () => 'refused')))""", elsewhere)
        assert answers == ["refused", "refused"] and set(elsewhere) <= set(app.foreign), (answers, app.foreign)
    finally:
        app.close()


def test_an_assignment_question_is_answered_wrong_then_right(site, walled):
    from fishtutor.probability.course import assignment
    a = assignment("fish_eat_fish")
    total, right = len(a.questions), str(a.questions[0].exercise.exact)
    box = "input[placeholder^='Answer']"
    app = StaticApp(walled, f"{site}/voici/render/assignment_fish_eat_fish.html")
    try:
        app.page.wait_for_selector(f"text=0 of {total} answered", timeout=OPEN_S * 1000)
        app.page.wait_for_selector("text=/practice/i", timeout=30_000)  # not a graded submission: it says so
        app.page.locator(box).first.fill("0.999")
        app.page.locator(box).first.press("Enter")
        app.page.wait_for_selector("text=/0\\.999 (is|cannot)/", timeout=60_000)
        assert app.page.locator(f"text=0 of {total} answered").count() == 1
        app.page.locator(box).first.fill(right)
        app.page.get_by_role("button", name="Check", exact=True).first.click()
        app.page.wait_for_selector(f"text=1 of {total} answered", timeout=60_000)
        app.clean()
    finally:
        app.close()


def test_the_rules_site_inside_leads_to_the_static_tutors(site, walled):
    app = StaticApp(walled, f"{site}/site/fish_frenzy.html")
    try:
        app.page.get_by_role("link", name="Play lesson 3 live in the tutor").first.click()
        app.wait_painted(timeout=OPEN_S)
        assert app.page.url.endswith("/voici/render/fish_frenzy.html?lesson=3")
        app.page.wait_for_selector("text=Lesson 3 of", timeout=60_000)
        app.clean()
    finally:
        app.close()
