"""No link leads nowhere: every link of every page, as make demo serves them (the classroom configuration, the rules
site at /site/ beside /voila/), answers. The front page, the course, every tutor, every assignment and the
teacher's guide are opened in Chromium, then every page of the rules site; each href is resolved against the
page's own address and checked: a page of the site or any other file by an HTTP request (200), a Voilà page by
being one of the pages opened here (each must answer 200; a request would run a notebook), a lesson number by the
tutor's lessons, a fragment by an element of that id. No link leaves the server but the listed ones; a link that
opens a new tab says so; links of one name lead to one place."""
import urllib.error
import urllib.request
from functools import lru_cache
from urllib.parse import parse_qs, unquote, urldefrag, urlsplit

import pytest

from fishtutor.lessons import LESSONS

from tests.browser.harness import ROOT, App, settled, voila

pytestmark = pytest.mark.browser

NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
TUTORS = {f"{game}.ipynb" for game in ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish",
                                       "fishing_frenzy")}
EXTERNAL = {"https://github.com/pradyunsg/furo"}  # the theme's credit in the rules site's footer
LINKS_JS = """() => [...document.querySelectorAll('a[href]')].map(a => ({
  href: a.href, target: a.target || '',
  name: (a.getAttribute('aria-label') || a.textContent || a.title || '').replace(/\\s+/g, ' ').trim()}))"""
STATUS_JS = "() => performance.getEntriesByType('navigation')[0].responseStatus"
HAS_ID_JS = "id => !!(document.getElementById(id) || document.getElementsByName(id).length)"


@pytest.fixture(scope="module")
def demo(site):
    """Voilà with make demo's classroom configuration, the rules site built beside it."""
    with voila(ROOT / "notebooks", classroom=True, log_name=".voila-links.log") as base:
        yield base


@lru_cache(maxsize=None)
def answer(url: str) -> int:
    """The HTTP status a GET of ``url`` gets (a file of the site, a picture, a style sheet)."""
    try:
        with urllib.request.urlopen(url, timeout=30) as reply:
            return reply.status
    except urllib.error.HTTPError as refused:
        return refused.code


def voila_page(path: str) -> str | None:
    """The notebook a /voila/render/ address opens, else None."""
    head, _, name = path.partition("/voila/render/")
    return unquote(name) if _ == "/voila/render/" and not head else None


def dead_links(app: App, base: str) -> list[str]:
    """Every link of the open page that leads nowhere, with the reason."""
    dead, here = [], urldefrag(app.page.url).url
    for link in app.page.evaluate(LINKS_JS):
        address, fragment = urldefrag(link["href"])
        if not address.startswith(base + "/"):
            if link["href"] not in EXTERNAL:
                dead.append(f"{link['href']}: leaves the server ({link['name']!r})")
            continue
        parts = urlsplit(address)
        notebook = voila_page(parts.path)
        if address == here:
            if fragment and not app.page.evaluate(HAS_ID_JS, unquote(fragment)):
                dead.append(f"#{fragment}: no such place on the page")
        elif notebook is not None:
            dead += [f"{link['href']}: {why}" for why in notebook_problems(notebook, parse_qs(parts.query))]
        elif answer(address) != 200:
            dead.append(f"{link['href']}: HTTP {answer(address)} ({link['name']!r})")
    return dead


def notebook_problems(notebook: str, query: dict) -> list[str]:
    """Why a link to a Voilà page would not open what it names: no such notebook, or no such lesson."""
    if notebook not in NOTEBOOKS:
        return [f"no notebook {notebook} in notebooks/"]
    lesson = query.get("lesson", [None])[0]
    game = notebook.removesuffix(".ipynb")
    if lesson is not None and not (notebook in TUTORS and lesson.isdigit() and 1 <= int(lesson) <= len(LESSONS[game])):
        return [f"no lesson {lesson} in {notebook}"]
    return []


def unsaid_new_tabs(app: App) -> list[str]:
    """Links that open a new tab without saying so in their name."""
    return [f"{link['name']!r} → {link['href']}" for link in app.page.evaluate(LINKS_JS)
            if link["target"] == "_blank" and "new tab" not in link["name"].lower()]


def one_name_two_places(app: App) -> list[str]:
    """Links whose name is the same but lead to different pages (a reader cannot tell them apart)."""
    here, places = urldefrag(app.page.url).url, {}
    for link in app.page.evaluate(LINKS_JS):
        address = urldefrag(link["href"]).url
        if address != here:  # a heading's ¶ anchors each lead to a place on this page
            places.setdefault(link["name"].lower(), set()).add(address)
    return [f"{name!r}: {sorted(where)}" for name, where in places.items() if len(where) > 1]


def opened(browser, url: str, tutor: bool) -> App:
    """A Voilà page, open and done: its board painted (a tutor) or its links no longer changing."""
    app = App(browser, url, wait_until="load")
    if tutor:
        app.wait_painted(180)
    app.page.wait_for_selector(".jp-OutputArea-output, .jp-RenderedHTMLCommon", timeout=120_000)
    settled(app, lambda: len(app.page.evaluate(LINKS_JS)), "the page's links kept changing")
    return app


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_every_link_of_every_voila_page_leads_somewhere(demo, browser, notebook):
    url = f"{demo}/voila/render/{notebook}"
    app = opened(browser, url, notebook in TUTORS)
    try:
        assert app.page.evaluate(STATUS_JS) == 200, notebook  # the page itself answers: links to it lead somewhere
        assert dead_links(app, demo) == [], notebook
        assert unsaid_new_tabs(app) == [], notebook
        assert one_name_two_places(app) == [], notebook
        assert not app.has_traceback(), notebook
    finally:
        app.page.close()


def test_every_link_of_the_rules_site_served_beside_the_apps_leads_somewhere(demo, browser, site):
    pages = sorted(p.name for p in site.glob("*.html"))
    assert {"index.html", "fish_frenzy.html", "cats_in_the_barrel.html", "probability_fishy.html"} <= set(pages)
    followed = 0
    for name in pages:
        assert answer(f"{demo}/site/{name}") == 200, name
        app = App(browser, f"{demo}/site/{name}", wait_until="load")
        try:
            assert dead_links(app, demo) == [], name
            assert unsaid_new_tabs(app) == [], name
            assert one_name_two_places(app) == [], name
            followed += len(app.page.evaluate(LINKS_JS))
        finally:
            app.page.close()
    assert followed > 100  # every lesson's live link among them


def test_the_front_page_reaches_the_rules_site_and_the_site_reaches_a_live_lesson(demo, browser):
    """The two links the tester found dead, followed by a click: the front page's rules page for Cats in the
    Barrel, and from it lesson 1 live in the tutor."""
    app = opened(browser, f"{demo}/voila/render/index.ipynb", tutor=False)
    try:
        with app.page.expect_navigation():
            app.page.get_by_role("link", name="Cats in the Barrel rules page").click()
        assert app.page.url == f"{demo}/site/cats_in_the_barrel.html"
        assert app.page.get_by_role("heading", name="Cats in the Barrel", exact=False).first.is_visible()
        with app.page.expect_navigation():
            app.page.get_by_role("link", name="Play lesson 1 live in the tutor").first.click()
        assert app.page.url.startswith(f"{demo}/voila/render/cats_in_the_barrel.ipynb?lesson=1")
        app.wait_painted(180)
        assert "Lesson 1 of" in app.text()
    finally:
        app.page.close()
