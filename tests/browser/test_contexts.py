"""The test pages' browser contexts (harness.Contexts): a page after another in the same context is a new visitor
(no cookie, nothing stored) that still has the scripts the page before it fetched; two pages at once are two
visitors; a page a test leaves open gives its context back when the test ends. The tests' Chromium loads no page of
its own beside theirs, and keeps the switches Playwright launches it with."""
import psutil
import pytest

from .harness import CHROMIUM, CHROMIUM_ARGS, NO_BROWSER_UI, App, Contexts, playwright_disabled_features

pytestmark = pytest.mark.browser

STORE_JS = """() => { localStorage.setItem('fishtutor-test', 'left'); document.cookie = 'fishtutor_test=left; path=/';
  return new Promise(done => { const open = indexedDB.open('fishtutor-test', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('kept');
    open.onsuccess = () => { open.result.close(); done(true); }; }); }"""
LEFT_JS = """async () => ({stored: localStorage.getItem('fishtutor-test'), cookie: document.cookie.includes('fishtutor_test'),
  databases: (await indexedDB.databases()).map(d => d.name).filter(n => n === 'fishtutor-test')})"""
CACHED_JS = """() => performance.getEntriesByType('resource').filter(r => r.name.endsWith('.js') && r.transferSize === 0
  && r.decodedBodySize > 0).length"""
NOTHING_LEFT = {"stored": None, "cookie": False, "databases": []}


@pytest.fixture
def own_browser(browser):
    """A Chromium of this test's own, so that its contexts start empty whatever the worker's earlier tests left."""
    alone = browser.browser_type.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield alone
    alone.close()


def test_a_page_after_another_is_a_new_visitor_with_the_scripts_already_fetched(server, own_browser):
    url = f"{server}/voila/render/index.ipynb"
    first = App(own_browser, url, wait_until="load")
    try:
        assert first.page.evaluate(STORE_JS)
        assert first.page.evaluate(LEFT_JS)["stored"] == "left"
        at_once = App(own_browser, url, wait_until="load")  # a second learner while the first is still there
        try:
            assert at_once.page.context is not first.page.context
            assert at_once.page.evaluate(LEFT_JS) == NOTHING_LEFT
        finally:
            at_once.close()
    finally:
        first.close()
    after = App(own_browser, url, wait_until="load")
    assert after.context is None and after.page.context is first.page.context, "the page after takes the first's"
    assert after.page.evaluate(LEFT_JS) == NOTHING_LEFT
    assert after.page.evaluate(CACHED_JS) > 0, "the scripts come from the cache the first page filled"
    Contexts.close_left_open()  # as at the end of a test: the page left open is closed, its context free again
    assert after.page.is_closed()
    again = App(own_browser, url, wait_until="load")
    try:
        assert again.page.context is first.page.context
    finally:
        again.close()


def test_chromium_loads_no_page_of_its_own_and_keeps_playwrights_switches(server, own_browser):
    app = App(own_browser, f"{server}/voila/render/index.ipynb", wait_until="load")
    try:
        app.page.wait_for_timeout(1000)  # the address bar's popups were loaded by now, when they were
        session = own_browser.new_browser_cdp_session()
        targets = session.send("Target.getTargets")["targetInfos"]
        session.detach()
        assert [t["url"] for t in targets if t["type"] != "page"] == []
        assert [t["url"] for t in targets if t["type"] == "page"] == [app.page.url]
    finally:
        app.close()
    browsers = [line for line in map(_command_line, psutil.Process().children(recursive=True))
                if "--remote-debugging-pipe" in line and not any(a.startswith("--type=") for a in line)]
    assert browsers
    for line in browsers:  # the last --disable-features is the one Chromium keeps
        kept = [a for a in line if a.startswith("--disable-features=")][-1].split("=", 1)[1].split(",")
        assert set(playwright_disabled_features()) | set(NO_BROWSER_UI) <= set(kept)
        assert {"PaintHolding", "ThirdPartyStoragePartitioning"} <= set(kept)


def _command_line(process) -> list[str]:
    """A process's command line; none for one that ended meanwhile (a closed page's renderer)."""
    try:
        return process.cmdline()
    except psutil.Error:
        return []
