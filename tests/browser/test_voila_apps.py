"""The published apps, served by Voilà and used in headless Chromium the way a learner would.

The tests on one tutor share its page (opened once for the module; a test that fails closes it): each chooses the
lesson it needs from the menu, and a page load is most of a test's time."""
import pytest

from fishtutor.games.fish_frenzy import GAME
from fishtutor.lessons import LESSONS

from .harness import App, kept_page

pytestmark = pytest.mark.browser



def open_lesson(app: App, title: str, game: str = "fish_frenzy") -> None:
    """Choose a lesson from the menu and wait for its board (nothing to do if it is open already)."""
    index = next(i for i, s in enumerate(LESSONS[game]) if s.title == title)
    menu = app.page.locator("select").first
    if menu.evaluate("e => e.selectedIndex") == index:
        return
    before = app.fingerprint()
    menu.select_option(index=index)
    app.wait_changed(before)
    app.page.wait_for_timeout(300)


def tutor_page(pages: dict, browser, server, notebook: str):
    """The tutor's page, painted, kept for this module's tests."""
    def open_app():
        app = App(browser, f"{server}/voila/render/{notebook}.ipynb")
        app.wait_painted()
        return app
    return kept_page(pages, notebook, open_app)


def boat_centre(boat: int, players: int = 4, compact: bool = False) -> tuple[float, float]:
    """Where boat ``boat`` (0-based) is drawn on the Fish Frenzy board."""
    state = GAME.new_state(players, seed=0)
    spot = next(h for h in GAME.play.portray(state, 0, compact=compact).hotspots if h.target == ("boat", boat))
    return spot.x + spot.w / 2, spot.y + spot.h / 2


def test_index_lists_and_links_every_app(server, browser):
    app = App(browser, f"{server}/voila/render/index.ipynb")
    app.page.wait_for_selector("text=The course", timeout=60_000)
    assert app.page.get_by_text("Server edition:").count() == 1  # the front page says which edition it is
    links = app.page.eval_on_selector_all("a", "els => els.map(e => e.getAttribute('href'))")
    assert {"fish_frenzy.ipynb", "fish_eat_fish.ipynb", "course.ipynb", "assignment_fish_frenzy.ipynb",
            "fish_frenzy.ipynb?compact=1", "fish_eat_fish.ipynb?compact=1", "assignment_fishy.ipynb",
            "../../site/cats_in_the_barrel.html"} <= set(links)
    # the gallery: a card per tutor, each with a drawn thumbnail that has words for a screen reader
    pictures = app.page.eval_on_selector_all("li img", "els => els.map(e => [e.alt, e.complete && e.naturalWidth])")
    assert len(pictures) == 5 and all(alt and width for alt, width in pictures), pictures
    widths = app.page.eval_on_selector_all("li img", "els => els.map(e => Math.round(e.getBoundingClientRect().width))")
    assert len(set(widths)) == 1, widths  # one column width: a card alone on the last row is no bigger
    assert not app.errors and not app.has_traceback()
    app.page.set_viewport_size({"width": 390, "height": 844})  # a phone: the cards stack, nothing scrolls sideways
    app.page.wait_for_timeout(300)
    tops = app.page.eval_on_selector_all("li img", "els => els.map(e => e.getBoundingClientRect().top)")
    assert tops == sorted(tops) and len(set(tops)) == 5
    assert app.page.evaluate("() => document.documentElement.scrollWidth") <= 390


def test_fish_frenzy_board_paints_and_a_click_plays_a_move(server, browser, pages):
    with tutor_page(pages, browser, server, "fish_frenzy") as app:
        _fish_frenzy_board_paints_and_a_click_plays_a_move(app)


def _fish_frenzy_board_paints_and_a_click_plays_a_move(app: App) -> None:
    open_lesson(app, "Taking a turn")
    before = app.fingerprint()
    app.click_board(*boat_centre(1))
    app.wait_changed(before)
    app.page.wait_for_selector("text=Landed on boat 2", timeout=30_000)  # the praise names the boat chosen
    assert not app.errors and not app.has_traceback()


def test_fish_frenzy_wrong_challenge_is_refused_with_the_rule_and_the_board_stays(server, browser, pages):
    with tutor_page(pages, browser, server, "fish_frenzy") as app:
        _fish_frenzy_wrong_challenge_is_refused_with_the_rule_and_the_board_stays(app)


def _fish_frenzy_wrong_challenge_is_refused_with_the_rule_and_the_board_stays(app: App) -> None:
    open_lesson(app, "Challenging")
    before = app.fingerprint()
    app.click_board(*boat_centre(1))  # no little fish chosen: refused
    app.page.wait_for_selector("text=you must play exactly 3 little fish", timeout=30_000)
    assert "Challenging:" in app.text()
    assert app.fingerprint() == before
    app.page.get_by_role("button", name="3", exact=True).click()
    app.click_board(*boat_centre(1))
    app.wait_changed(before)
    app.page.wait_for_selector("text=Fish Frenzy! You played 3", timeout=30_000)
    assert not app.errors and not app.has_traceback()


def test_fish_frenzy_on_a_phone_sized_screen(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb?compact=1", width=390, height=844)
    app.wait_painted()
    box = app.board_box()
    assert box["cw"] == 420 and 300 < box["w"] <= 390, box  # the narrow board, shown whole and nearly full size
    open_lesson(app, "Taking a turn")
    before = app.fingerprint()
    app.click_board(*boat_centre(2, compact=True))
    app.wait_changed(before)
    app.page.wait_for_selector("text=Landed on boat 3", timeout=30_000)
    assert not app.errors and not app.has_traceback()


def test_probability_corner_checks_answers_and_simulates(server, browser, pages):
    with tutor_page(pages, browser, server, "fish_frenzy") as app:
        _probability_corner_checks_answers_and_simulates(app)


def _probability_corner_checks_answers_and_simulates(app: App) -> None:
    open_lesson(app, LESSONS["fish_frenzy"][0].title)  # the page as it opens: no lesson's own Check beside it
    answer = app.page.get_by_placeholder("e.g. 5/16, 0.3125 or 31.25%")  # never the answer, 1/8
    answer.fill("one eighth")
    app.page.get_by_role("button", name="Check", exact=True).click()
    app.page.wait_for_selector("text=is not a number I can read", timeout=30_000)
    answer.fill("1/8")
    app.page.get_by_role("button", name="Check", exact=True).click()
    app.page.wait_for_selector("text=Right: the exact answer is 1/8", timeout=30_000)
    app.page.get_by_role("button", name="Simulate").click()
    app.page.wait_for_selector("text=20,000 trials, seed 1", timeout=30_000)
    app.page.wait_for_selector("img[alt^='Plot: the simulation']", timeout=30_000)  # drawn, with its words
    assert not app.errors and not app.has_traceback()


def circle_centre(name: str) -> tuple[float, float]:
    """Where a circle ("C3") is drawn on the Fish Eat Fish board."""
    from fishtutor.games.fish_eat_fish.board import parse_circle
    from fishtutor.games.fish_eat_fish.portray import centre
    return centre(parse_circle(name))


def test_fish_eat_fish_board_paints_refuses_a_bad_placement_and_places(server, browser, pages):
    with tutor_page(pages, browser, server, "fish_eat_fish") as app:
        _fish_eat_fish_board_paints_refuses_a_bad_placement_and_places(app)


def _fish_eat_fish_board_paints_refuses_a_bad_placement_and_places(app: App) -> None:
    open_lesson(app, "Placing the fish", "fish_eat_fish")
    before = app.fingerprint()
    app.click_board(*circle_centre("C4"))  # next to your own fish on C3
    app.page.wait_for_selector("text=Placing the Fish:", timeout=30_000)
    assert app.fingerprint() == before
    app.click_board(*circle_centre("A1"))
    app.wait_changed(before)
    app.page.wait_for_selector("text=Placed on A1", timeout=30_000)  # the praise names the circle chosen
    assert not app.errors and not app.has_traceback()


def test_fish_eat_fish_battle_is_chosen_with_a_card_button(server, browser, pages):
    with tutor_page(pages, browser, server, "fish_eat_fish") as app:
        _fish_eat_fish_battle_is_chosen_with_a_card_button(app)


def _fish_eat_fish_battle_is_chosen_with_a_card_button(app: App) -> None:
    open_lesson(app, "Battle: the Shark", "fish_eat_fish")
    before = app.fingerprint()
    app.page.get_by_role("button", name="Fish 5", exact=True).click()
    app.page.wait_for_selector("text=not this lesson's task", timeout=30_000)
    assert app.fingerprint() == before
    app.page.get_by_role("button", name="Shark", exact=True).click()
    app.wait_changed(before)
    app.page.wait_for_selector("text=The Shark eats the whole stack", timeout=30_000)
    assert not app.errors and not app.has_traceback()
