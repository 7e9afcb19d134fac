"""axe-core, the accessibility engine, run in every page as a learner meets it: no serious or critical violation.

axe cannot see inside a canvas: what the board says in words is tested on its own. axe-core is installed by make
(package.json); a page is checked after it has painted, and a tutor again on its last lesson (the full game's
set-up controls) and on a phone."""
import pytest

from fishtutor.lessons import LESSONS

from .harness import App, axe_violations as violations

pytestmark = pytest.mark.browser

TUTORS = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")


def test_axe_has_nothing_serious_on_the_front_page_and_the_teachers_guide(server, browser):
    for page, width, height in (("index", 1280, 900), ("index", 390, 844), ("teachers_guide", 1280, 900)):
        app = App(browser, f"{server}/voila/render/{page}.ipynb", width=width, height=height)
        app.page.wait_for_selector("text=Fish Frenzy", timeout=60_000)
        if page == "teachers_guide":  # a page of words: its scrolling box takes the keyboard once its widget is up
            app.page.wait_for_selector("[role=region][tabindex='0']", state="attached", timeout=60_000)
        assert violations(app) == [], (page, width)
        app.page.close()


@pytest.mark.parametrize("game", TUTORS)
def test_axe_has_nothing_serious_in_a_tutor(server, browser, game):
    last = len(LESSONS[game])
    app = App(browser, f"{server}/voila/render/{game}.ipynb", width=1280, height=900)
    app.wait_painted(120)
    assert violations(app) == [], "first lesson"
    app.page.close()
    phone = App(browser, f"{server}/voila/render/{game}.ipynb?lesson={last}", width=390, height=844)
    phone.wait_painted(120)
    phone.page.wait_for_timeout(500)
    assert violations(phone) == [], "the full game, on a phone"
    assert not phone.errors
    phone.page.close()
