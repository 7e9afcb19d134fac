"""A class at once against the classroom configuration (make serve): boards paint, kernels are freed, the
ceiling answers with a polite 503, and a page whose kernel was freed says how to start again.

Only the timeouts are shortened on the test server's command line; everything else is classroom/voila.py.
No timed assertions: every wait is a generous wait-until with a deadline.
"""
import urllib.error
import urllib.request

import pytest

from fishtutor.classroom import POOL_PER_NOTEBOOK, WARM_PAGES

from .harness import PAINTED_JS, ROOT, App, kernels, voila, wait_until

pytestmark = [pytest.mark.browser, pytest.mark.load]

LEARNERS = 5
CLOSED_TAB = 45   # test-only cull timeout (seconds; pages on a busy 2-core machine take a while to connect)
UNTOUCHED = 40    # test-only timeout for an open page left unused (seconds after its board painted)
CULL_EVERY = 5
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
POOL = POOL_PER_NOTEBOOK * len(set(WARM_PAGES) & set(NOTEBOOKS))  # one kernel run ahead per tutor, none per page of words
SHORT = (f"--ClassroomKernelManager.cull_idle_timeout={CLOSED_TAB}",
         f"--ClassroomKernelManager.cull_interval={CULL_EVERY}")


def count(base) -> int:
    """Kernels the server runs now."""
    return len(kernels(base.pid))


def get(url: str) -> tuple[int, dict, str]:
    """A plain GET (a link preview, a crawler): status, headers, body."""
    try:
        with urllib.request.urlopen(url, timeout=120) as reply:
            return reply.status, dict(reply.headers), reply.read().decode()
    except urllib.error.HTTPError as refused:
        return refused.code, dict(refused.headers), refused.read().decode()


def test_a_class_opens_at_once_and_its_kernels_are_freed_when_the_pages_close(browser):
    with voila(ROOT / "notebooks", classroom=True, args=SHORT, log_name=".voila-load.log") as base:
        wait_until(lambda: count(base) == POOL, 180, f"the preheated pool of {POOL} kernels")
        url = f"{base}/voila/render/fish_frenzy.ipynb"
        apps = [App(browser, url, wait_until="commit") for _ in range(LEARNERS)]
        wait_until(lambda: all(app.page.evaluate(PAINTED_JS) for app in apps), 400,
                   f"all {LEARNERS} boards painted", every=2)
        assert all(not app.errors and not app.has_traceback() for app in apps), [a.errors for a in apps]
        status, _, body = get(f"{base}/voila/render/index.ipynb")  # a link preview takes a kernel too
        assert status == 200 and "fish_frenzy.ipynb" in body
        wait_until(lambda: count(base) == POOL + LEARNERS + 1, 120, "one kernel per page, the pool refilled")
        for app in apps:
            app.page.close()
        wait_until(lambda: count(base) == POOL, CLOSED_TAB + 4 * CULL_EVERY + 120,
                   f"closed pages' kernels freed, back to the pool of {POOL}", every=2)
        assert "Culling" in base.log.read_text()


def test_over_the_ceiling_a_visitor_gets_a_polite_503_and_a_freed_page_says_how_to_start_again(browser):
    args = (*SHORT, f"--ClassroomKernelManager.max_kernels={POOL}",
            f"--ClassroomKernelManager.connected_idle_timeout={UNTOUCHED}")
    with voila(ROOT / "notebooks", classroom=True, args=args, log_name=".voila-ceiling.log") as base:
        wait_until(lambda: count(base) == POOL, 180, f"the preheated pool of {POOL} kernels")
        url = f"{base}/voila/render/fish_frenzy.ipynb"
        app = App(browser, url)
        app.wait_painted(timeout=180)  # the learner takes the last seat: the pool's kernel cannot be replaced
        status, headers, body = get(url)
        assert status == 503, body[:300]
        assert int(headers["Retry-After"]) > 0 and "The class is full for a moment" in body
        assert count(base) <= POOL
        notice = app.page.locator("#fishtutor-session-ended")
        assert notice.is_hidden()
        notice.wait_for(state="visible", timeout=300_000)  # left unused: freed, and the page says so
        assert "Reload the page to start again" in notice.inner_text()
        app.page.close()
        # Seats are free again: the pool refills and a visitor gets the tutor, not the 503 page.
        wait_until(lambda: get(url)[0] == 200, 240, "the tutor served again once kernels were freed", every=5)
        assert count(base) <= POOL


def test_a_teacher_preheats_kernels_for_the_tutor_a_class_opens(browser, monkeypatch):
    """make serve PREHEAT=fish_frenzy=3 MAX_KERNELS=20: three kernels run ahead for that tutor, and three
    learners opening it at once each get one of them."""
    monkeypatch.setenv("FISHTUTOR_PREHEAT", "fish_frenzy=3")
    monkeypatch.setenv("FISHTUTOR_MAX_KERNELS", "20")
    ahead = POOL - POOL_PER_NOTEBOOK + 3
    with voila(ROOT / "notebooks", classroom=True, args=SHORT, log_name=".voila-preheat.log") as base:
        wait_until(lambda: count(base) == ahead, 240, f"{ahead} kernels run ahead, 3 of them for fish_frenzy")
        apps = [App(browser, f"{base}/voila/render/fish_frenzy.ipynb", wait_until="commit") for _ in range(3)]
        wait_until(lambda: all(app.page.evaluate(PAINTED_JS) for app in apps), 400, "all 3 boards painted", every=2)
        assert all(not app.errors and not app.has_traceback() for app in apps), [a.errors for a in apps]
        log = base.log.read_text()
        assert log.count("Using pre-heated kernel") == 3 and log.count("for fish_frenzy.ipynb") == 3, log[-2000:]
        for app in apps:
            app.page.close()
