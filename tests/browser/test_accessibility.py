"""axe-core, the accessibility engine, run in every page as a learner meets it: no serious or critical violation.

axe cannot see inside a canvas: what the board says in words is tested on its own. axe-core is installed by make
(package.json); a page is checked after it has painted, and a tutor again on its last lesson (the full game's
set-up controls) and on a phone. A page is opened once and narrowed to a phone's width for its second check (a
page load is most of the time; the phone layout on opening is tested in test_phone_board.py and test_voila_apps.py).
axe takes a placeholder for a box's name: a query of the page's own asks more, every box and menu named by a label
or aria-label, and no element titled "null" (ipywidgets' way of writing a tooltip it was not given)."""
import pytest

from fishtutor.lessons import LESSONS

from .harness import App, axe_violations as violations, nameless

pytestmark = pytest.mark.browser

TUTORS = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")
PHONE = {"width": 390, "height": 844}


def test_axe_has_nothing_serious_on_the_front_page_and_the_teachers_guide(server, browser):
    front = App(browser, f"{server}/voila/render/index.ipynb", width=1280, height=900)
    front.page.wait_for_selector("text=Fish Frenzy", timeout=60_000)
    assert violations(front) == [], ("index", 1280)
    assert nameless(front) == []
    front.page.set_viewport_size(PHONE)
    front.page.wait_for_timeout(300)
    assert violations(front) == [], ("index", PHONE["width"])
    front.page.close()
    guide = App(browser, f"{server}/voila/render/teachers_guide.ipynb", width=1280, height=900)
    guide.page.wait_for_selector("text=Fish Frenzy", timeout=60_000)
    # a page of words: its scrolling box takes the keyboard once its widget is up
    guide.page.wait_for_selector("[role=region][tabindex='0']", state="attached", timeout=60_000)
    assert violations(guide) == [], ("teachers_guide", 1280)
    assert nameless(guide) == []
    guide.page.close()


@pytest.mark.parametrize("game", TUTORS)
def test_axe_has_nothing_serious_in_a_tutor(server, browser, game):
    last = len(LESSONS[game])
    app = App(browser, f"{server}/voila/render/{game}.ipynb", width=1280, height=900)
    app.wait_painted(120)
    assert violations(app) == [], "first lesson"
    assert nameless(app) == [], "first lesson"  # every box and menu named; no title "null"
    app.page.set_viewport_size(PHONE)
    app.page.locator("select").first.select_option(index=last - 1)  # its board may look like the first one's
    app.page.wait_for_selector(f"text=Lesson {last} of", timeout=30_000)
    app.page.wait_for_timeout(500)
    assert violations(app) == [], "the full game, on a phone"
    assert nameless(app) == [], "the full game, on a phone"  # its set-up's Seed box too
    assert not app.errors
    app.page.close()


def test_the_games_back_and_the_lessons_previous_are_named_apart_for_a_screen_reader(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?lesson=5", width=1280, height=900)
    app.wait_painted(120)
    page = app.page
    back = page.get_by_role("button", name="Back one move in this game's history", exact=True)
    back.wait_for(state="visible", timeout=30_000)  # the lesson's board starts after the deal: a history
    assert back.inner_text().strip() == "◀ Back"  # its label stays short
    previous = page.get_by_role("button", name="Previous lesson", exact=True)
    assert previous.count() == 1 and previous.inner_text().strip() == "◀ Previous"
    assert page.get_by_role("button", name="Next lesson", exact=True).count() == 1
    assert page.get_by_role("button", name="◀ Back", exact=True).count() == 0  # never named by its arrow alone
    back.click()
    page.get_by_role("button", name="Forward one move in this game's history", exact=True).wait_for(timeout=30_000)
    assert not app.errors and not app.has_traceback()
    page.close()
