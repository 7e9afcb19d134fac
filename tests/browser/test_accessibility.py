"""axe-core, the accessibility engine, run in every page as a learner meets it: no serious or critical violation.

axe cannot see inside a canvas: what the board says in words is tested on its own. axe-core is installed by make
(package.json); a page is checked after it has painted, and a tutor again on its last lesson (the full game's
set-up controls) and on a phone."""
import pytest

from fishtutor.lessons import LESSONS

from .harness import ROOT, App

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TUTORS = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")
BLOCKING = ("serious", "critical")
RUN_AXE = """async () => {
  const found = await axe.run(document, {resultTypes: ['violations']});
  return found.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                     where: v.nodes.slice(0, 3).map(n => n.html.slice(0, 120))}));
}"""


def violations(app: App) -> list[str]:
    """The page's serious and critical violations, one line each."""
    if not AXE.exists():
        raise AssertionError(f"axe-core is not installed at {AXE.relative_to(ROOT)}: run make (npm ci)")
    app.page.add_script_tag(path=str(AXE))
    found = app.page.evaluate(RUN_AXE)
    return [f"{v['impact']} {v['id']}: {v['help']} {v['where']}" for v in found if v["impact"] in BLOCKING]


def test_axe_has_nothing_serious_on_the_front_page(server, browser):
    for width, height in ((1280, 900), (390, 844)):
        app = App(browser, f"{server}/voila/render/index.ipynb", width=width, height=height)
        app.page.wait_for_selector("text=Fish Frenzy", timeout=60_000)
        assert violations(app) == [], width
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
