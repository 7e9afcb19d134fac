"""The tutor's board cell carries a static SVG picture of the board for pages shown without a kernel; a live
Voilà page shows the live canvas alone, never the picture as well."""
import pytest

from .harness import App

pytestmark = pytest.mark.browser

SHOWN_JS = """() => ({
  pictures: [...document.querySelectorAll('[data-mime-type="image/svg+xml"], img[src^="data:image/svg"]')].length,
  boards: [...document.querySelectorAll('canvas')].filter(c => c.width >= 200 && c.getBoundingClientRect().width >= 50).length,
  words: [...document.querySelectorAll('svg text')].map(t => t.textContent).filter(t => t.startsWith('Boat ')).length,
})"""


def test_a_live_tutor_page_shows_the_canvas_and_not_the_static_picture(server, browser):
    app = App(browser, f"{server}/voila/render/fish_frenzy.ipynb")
    app.wait_painted()
    app.page.wait_for_timeout(500)  # every output of the cell is on the page by now
    assert app.page.evaluate(SHOWN_JS) == {"pictures": 0, "boards": 1, "words": 0}
    assert not app.has_traceback()
