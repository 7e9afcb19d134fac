"""The classroom page in Voilà, as a learner meets it on a laptop and on a phone."""
import pytest

from fishtutor.probability import fish_frenzy as ff

from .harness import App

pytestmark = pytest.mark.browser
QUESTIONS = 5
NO_SIDEWAYS = """() => {
  const page = document.scrollingElement;
  const wide = [...document.querySelectorAll('table')].filter(t =>
    t.getBoundingClientRect().right > innerWidth + 1 || t.parentElement.scrollWidth > t.parentElement.clientWidth + 1);
  return {page: page.scrollWidth - innerWidth, tables: wide.length};
}"""


def _open(browser, server, width, height):
    app = App(browser, f"{server}/voila/render/fish_frenzy_probability.ipynb", width=width, height=height)
    app.page.wait_for_selector("text=5. Your turn", timeout=90_000)
    app.page.locator("input[placeholder^='e.g. 1/8']").nth(QUESTIONS - 1).wait_for(timeout=60_000)
    return app


@pytest.mark.parametrize("width,height", [(1280, 900), (390, 844)])
def test_the_classroom_page_asks_each_question_once_and_answers_only_when_checked(server, browser, width, height):
    app = _open(browser, server, width, height)
    boxes = app.page.locator("input[placeholder^='e.g. 1/8']")
    assert boxes.count() == QUESTIONS
    some_crab = ff.exercises(4)[1].exact
    assert str(some_crab) not in app.text() and "exactly 10 rounds" not in app.text()
    checks = app.page.get_by_role("button", name="Check", exact=True)
    boxes.nth(2).fill("1/2")  # question 3, wrong
    checks.nth(2).click()
    app.page.wait_for_selector("text=Work out the chance that none of them is a crab first", timeout=30_000)
    assert str(some_crab) not in app.text()
    boxes.nth(2).fill(str(some_crab))
    checks.nth(2).click()
    app.page.wait_for_selector("text=50,000 deals each, seed 11", timeout=60_000)
    assert "\u00a0±\u00a0" in app.text()
    app.page.screenshot(path=f"/tmp/classroom-{width}.png", full_page=True)
    overflow = app.page.evaluate(NO_SIDEWAYS)
    assert overflow == {"page": 0, "tables": 0}, overflow
    assert not app.errors and not app.has_traceback()
