"""The four assignments in Voilà, as a learner meets them: a wrong answer (sent by Enter), a right one (by Check), a reload that keeps both
the progress line and the answer (two pages on a phone, two on a laptop), and the course page linking them."""
import pytest

from fishtutor.probability.course import GAME_ORDER, assignment

from .harness import App, axe_violations

pytestmark = pytest.mark.browser
BOX = "input[placeholder^='Answer']"
NO_SIDEWAYS = """() => {
  const wide = [...document.querySelectorAll('table, img')].filter(t => t.getBoundingClientRect().right > innerWidth + 1);
  return {page: document.scrollingElement.scrollWidth - innerWidth, wide: wide.length};
}"""
SIZES = {"fish_frenzy": (390, 844), "fish_eat_fish": (1280, 900), "fishy": (1280, 900), "fishing_frenzy": (390, 844)}


def _first_box_holds(app: App, text: str) -> None:
    app.page.wait_for_function("([sel, text]) => { const b = document.querySelector(sel); "
                               "return b && b.value === text ? {ok: true} : null; }", arg=[BOX, text], timeout=60_000)


@pytest.mark.parametrize("game", GAME_ORDER)
def test_an_answer_checked_right_is_kept_across_a_reload(server, browser, game):
    a = assignment(game)
    total, right = len(a.questions), str(a.questions[0].exercise.exact)
    width, height = SIZES[game]
    app = App(browser, f"{server}/voila/render/assignment_{game}.ipynb", width=width, height=height)
    page = app.page
    page.wait_for_selector(f"text=0 of {total} answered", timeout=90_000)
    assert page.locator(BOX).count() == total
    page.locator(BOX).first.fill("0.999")
    page.locator(BOX).first.press("Enter")  # Enter in the box checks it, as Check does
    page.wait_for_selector("text=/0\\.999 (is|cannot)/", timeout=30_000)  # too low, not whole, a slip: said
    assert page.locator(f"text=0 of {total} answered").count() == 1
    page.locator(BOX).first.fill(right)
    page.get_by_role("button", name="Check", exact=True).first.click()
    page.wait_for_selector(f"text=1 of {total} answered", timeout=30_000)
    page.wait_for_selector("text=Exact answer:", timeout=60_000)
    page.reload(wait_until="domcontentloaded", timeout=60_000)
    page.wait_for_selector(f"text=1 of {total} answered", timeout=90_000)
    _first_box_holds(app, right)
    page.wait_for_selector("text=Kept from your last visit", timeout=30_000)
    page.screenshot(path=f"/tmp/assignment-{game}-{width}.png", full_page=True)
    assert page.evaluate(NO_SIDEWAYS) == {"page": 0, "wide": 0}
    assert axe_violations(app) == []  # the accessibility engine finds nothing serious, an answer shown and one not
    assert not app.errors and not app.has_traceback()
    page.close()


def test_the_course_page_links_the_four_assignments_and_the_teachers_guide(server, browser):
    app = App(browser, f"{server}/voila/render/course.ipynb", width=390, height=844)
    app.page.wait_for_selector("text=The course: one assignment per game", timeout=60_000)
    links = set(app.page.eval_on_selector_all("a", "els => els.map(e => e.getAttribute('href'))"))
    assert {f"assignment_{g}.ipynb" for g in GAME_ORDER} | {"teachers_guide.ipynb"} <= links
    assert app.page.evaluate(NO_SIDEWAYS)["page"] == 0
    app.page.screenshot(path="/tmp/course-390.png", full_page=True)
    assert axe_violations(app) == []
    assert not app.errors and not app.has_traceback()
