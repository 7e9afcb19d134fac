"""The test pages' browser contexts (harness.Contexts): a page after another in the same context is a new visitor
(no cookie, nothing stored) that still has the scripts the page before it fetched; two pages at once are two
visitors."""
import pytest

from .harness import App

pytestmark = pytest.mark.browser

STORE_JS = """() => { localStorage.setItem('fishtutor-test', 'left'); document.cookie = 'fishtutor_test=left; path=/';
  return new Promise(done => { const open = indexedDB.open('fishtutor-test', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('kept');
    open.onsuccess = () => { open.result.close(); done(true); }; }); }"""
LEFT_JS = """async () => ({stored: localStorage.getItem('fishtutor-test'), cookie: document.cookie.includes('fishtutor_test'),
  databases: (await indexedDB.databases()).map(d => d.name).filter(n => n === 'fishtutor-test')})"""
CACHED_JS = """() => performance.getEntriesByType('resource').filter(r => r.name.endsWith('.js') && r.transferSize === 0
  && r.decodedBodySize > 0).length"""


def test_a_page_after_another_is_a_new_visitor_with_the_scripts_already_fetched(server, browser):
    url = f"{server}/voila/render/index.ipynb"
    first = App(browser, url, wait_until="load")
    try:
        assert first.page.evaluate(STORE_JS)
        assert first.page.evaluate(LEFT_JS)["stored"] == "left"
        at_once = App(browser, url, wait_until="load")  # a second learner while the first is still there
        try:
            assert at_once.page.context is not first.page.context
            assert at_once.page.evaluate(LEFT_JS) == {"stored": None, "cookie": False, "databases": []}
        finally:
            at_once.close()
    finally:
        first.close()
    after = App(browser, url, wait_until="load")
    try:
        assert after.context is None and after.page.context is first.page.context, "the page after takes the first's"
        assert after.page.evaluate(LEFT_JS) == {"stored": None, "cookie": False, "databases": []}
        assert after.page.evaluate(CACHED_JS) > 0, "the scripts come from the cache the first page filled"
    finally:
        after.close()
