"""The rules site (make site) in headless Chromium: every page opens, every lesson board is drawn (shapes and
words), every plot loads, and no page asks anything of another host."""
import contextlib
import subprocess
import sys

import pytest

from .harness import App, free_port, wait_until

pytestmark = pytest.mark.browser

BOARDS_JS = """() => [...document.querySelectorAll('.board > svg')].map(s => {
  const r = s.getBoundingClientRect();
  return {shapes: s.querySelectorAll('rect, circle, ellipse, polygon, path, line').length,
          words: [...s.querySelectorAll('text')].map(t => t.textContent.trim()).filter(Boolean).length,
          title: (s.querySelector('title') || {}).textContent || '', width: r.width, height: r.height};
})"""
IMAGES_JS = """() => [...document.images].map(i => ({src: i.src, ok: i.complete && i.naturalWidth > 0, alt: i.alt}))"""


@pytest.fixture(scope="session")
def served(site):
    """``python -m http.server`` serving the site on a free port; yields its address."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                             "--directory", str(site)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        import urllib.request

        def answers():
            with contextlib.suppress(OSError), urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2):
                return True
        wait_until(answers, 20, "the site's server answers")
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        proc.wait(10)


def expected_boards(page: str) -> int:
    """How many lesson boards a page should draw: one per lesson of each game it teaches (none elsewhere)."""
    from fishtutor.lessons import LESSONS
    from fishtutor.site.boards import PAGES
    return sum(len(LESSONS[g]) for g in PAGES.get(page, ()))


def test_every_page_draws_every_board_and_stays_on_the_site(served, site, browser):
    pages = sorted(p.stem for p in site.glob("*.html"))
    assert {"index", "fish_frenzy", "cats_in_the_barrel", "probability_fishy"} <= set(pages)
    seen_boards = 0
    for page in pages:
        app = App(browser, f"{served}/{page}.html", wait_until="load")
        boards = app.page.evaluate(BOARDS_JS)
        assert len(boards) == expected_boards(page), page
        for board in boards:
            assert board["shapes"] >= 5 and board["words"] >= 1, (page, board)
            assert board["title"] and board["width"] > 100 and board["height"] > 50, (page, board)
        for image in app.page.evaluate(IMAGES_JS):
            assert image["ok"] and image["alt"], (page, image)
        assert not app.foreign, (page, app.foreign)
        assert not app.errors, (page, app.errors)
        seen_boards += len(boards)
        app.page.close()
    assert seen_boards == sum(expected_boards(p) for p in pages) > 100


def test_a_phone_reads_a_rules_page_without_sideways_scrolling(served, site, browser):
    app = App(browser, f"{served}/fishing_frenzy.html", width=390, height=844, wait_until="load")
    wide = app.page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 390, wide
    app.page.close()


@pytest.mark.parametrize("page", ["index", "jumping_fish", "probability_fishy"])
def test_axe_has_nothing_serious_on_the_site(served, site, browser, page):
    from .harness import axe_violations as violations
    app = App(browser, f"{served}/{page}.html", wait_until="load")
    assert violations(app) == []
    app.page.close()


def test_opened_from_a_file_the_live_links_say_they_need_the_tutors_server(site, browser):
    """A file:// page has no tutor beside it: each live link says so, and the page's note says where it works."""
    from fishtutor.lessons import LESSONS
    app = App(browser, (site / "jumping_fish.html").as_uri(), wait_until="load")
    notes = app.page.eval_on_selector_all("a.live-lesson + .needs-server", "els => els.map(e => e.textContent)")
    assert len(notes) == len(LESSONS["jumping_fish"]) and all("tutor's server" in n for n in notes), notes
    assert "make demo" in app.page.inner_text(".live-note")
    app.page.close()


def test_the_footer_names_the_project(served, site, browser):
    app = App(browser, f"{served}/index.html", wait_until="load")
    assert "fishtutor" in app.page.inner_text("footer")
    assert app.page.eval_on_selector_all(".needs-server", "els => els.length") == 0  # served: no file:// notes
    app.page.close()
