"""Test-run settings shared by every room: the order test files are handed to pytest-xdist's workers in, the
Chromium, Voilà and rules-site fixtures the browser and classroom rooms share, and the size of the random-play
sweeps (all their games under make test; a tenth under make check).

make test and make check run ``--dist loadfile --no-loadscope-reorder`` (pytest-xdist's public options): a file is
one unit of work, run whole on one worker in the order it is written, and the units are handed out in the order
collected, which ``pytest_collection_modifyitems`` below sorts longest first. So a notebook's cells (nbval, one
kernel) stay together in order, and the classroom tests that want a quiet machine to themselves are one file,
tests/classroom/test_load.py, run one after another."""
import gc
import sys

import pytest

from tests.support.playing import QUICK

# Tests that load a classroom server with a class of pages and time its culling: one file, so they run one at a time
# on one worker and their kernel counts and culling waits never compete with each other.
LOAD = "tests/classroom/test_load.py"
LOAD_MARKS = ("load",)
# The order files are handed out in, longest first (measured in a full make test, seconds of test time: the class
# under load 210, junk input 174, kernel limits 162, the clean grading environment 153, grading attacks 150, the
# static site ~150, links 111, keyboard 89, axe 84, touch 81, Binder 69, the sweeps 69 and 66, ...), so no long file
# starts last while the other workers idle (make check's longest, the sweeps and the tutor's junk, among them); then
# the other browser files, the notebooks (a kernel each), then everything else as collected (each under 30 s). The
# kernel limits file, mostly waiting on its limits, follows the CPU-bound grading and static files: started beside the
# class under load (waiting on its culling too), two of the three workers idled through the run's first minutes. The
# clean grading environment comes fifth, after a worker (of four, on 2 cores) is done with its first file: started
# beside the class under load, its grading kernels met the class's thirty starting at once (one stayed silent past its
# minute), and its stopped grading process idled a worker (43 s) while the class waited on its culling.
FIRST = (LOAD, "tests/browser/test_junk_input.py", "tests/classroom/test_grading_attacks.py",
         "tests/browser/test_static_site.py", "tests/classroom/test_grading_clean_env.py",
         "tests/browser/test_static_play.py", "tests/classroom/test_kernel_limits_chromium.py", "tests/classroom/test_links.py",
         "tests/browser/test_keyboard.py",
         "tests/browser/test_accessibility.py", "tests/browser/test_touch.py", "tests/classroom/test_binder.py",
         "tests/contracts/test_conformance.py", "tests/contracts/test_choice_controls.py",
         "tests/browser/test_fishy_apps.py", "tests/browser/test_assignment_pages.py",
         "tests/classroom/test_server_memory.py", "tests/browser/test_coach.py", "tests/browser/test_lab.py",
         "tests/contracts/test_arena.py", "tests/tutor/test_monkey.py", "tests/tutor/test_inputs.py",
         "tests/contracts/test_learner_words.py", "tests/contracts/test_sealed.py", "tests/contracts/test_live_contract.py",
         "tests/contracts/test_spoken_contract.py", "tests/engine/fish_eat_fish/test_fish_eat_fish_lessons.py",
         "tests/tutor/test_focus.py", "tests/contracts/test_engine_junk.py", "tests/contracts/test_records.py",
         "tests/browser/test_place.py",
         "tests/classroom/test_student_links.py", "tests/browser/test_fast_typing.py",
         "tests/classroom/test_search_sharing.py", "tests/classroom/test_course_build.py",
         "tests/classroom/test_course_roster.py", "tests/browser/", "notebooks/")


def pytest_report_header(config):
    if QUICK:
        return "quick sweeps: the random-play property tests play a tenth of their games (make test plays all)"
    return None


def rank(nodeid: str) -> int:
    """Where a test's file comes in the hand-out order: the place of its file in FIRST, or after all of them."""
    path = nodeid.split("::", 1)[0]
    return next((i for i, first in enumerate(FIRST) if path == first or path.startswith(first)), len(FIRST))


def pytest_itemcollected(item):
    """A test handed the built course (the ``built`` fixture, Otter's build) is a grading test: make check leaves
    it out, whatever marks its file gives."""
    if "built" in getattr(item, "fixturenames", ()):
        item.add_marker(pytest.mark.grading)


def pytest_collection_modifyitems(config, items):
    """Longest files first (a stable sort: a file's tests, a notebook's cells, keep their order); a load test outside
    the load file would run beside the others, and an order naming a file that moved would order nothing: refuse."""
    strays = [item.nodeid for item in items
              if any(item.get_closest_marker(mark) for mark in LOAD_MARKS) and not item.nodeid.startswith(LOAD + "::")]
    if strays:
        raise pytest.UsageError(f"move these load tests into {LOAD} (its tests run one at a time): {strays}")
    gone = [path for path in FIRST if not (config.rootpath / path).exists()]
    if gone:
        raise pytest.UsageError(f"tests/conftest.py's FIRST names files that are not there: {gone}")
    items.sort(key=lambda item: rank(item.nodeid))


# A test worker ends up holding about two million objects (every game's rules, lessons and cached tables, built by
# one test and kept for the next), and the cyclic garbage collector walks all of them at every full collection: 9 to
# 12 s of a make check worker's time went to it, and 3 to 6 s more to its walks at the worker's exit. Objects alive
# once the tests are collected (modules, the games) are frozen out of its walks, it runs less often, and a worker
# that is done exits without a last walk. Only the test process is tuned: kernels and servers keep Python's
# defaults, and a test that needs garbage gone calls gc.collect() itself.
GC_THRESHOLDS = (20_000, 20, 100)  # Python's: (700, 10, 10)


def pytest_collection_finish(session):
    """Freeze what collection built out of the collector's walks, and walk less often."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def pytest_unconfigure(config):
    """The run is over: no collection walks every object again on the way out."""
    gc.disable()
    gc.freeze()


# Voilà refuses a closed page's request to shut its kernel down, so a server shared by a whole run would keep
# a kernel for every page it served (up to 62 kernels and 5 GB in a run here, 12 file descriptors each): the
# culler frees those with no browser left, as the classroom configuration does, never an open page's kernel
CLOSED_PAGES_FREED = ("--MappingKernelManager.cull_idle_timeout=120", "--MappingKernelManager.cull_interval=30",
                      "--MappingKernelManager.cull_connected=False")


@pytest.fixture(scope="session")
def server():
    """One Voilà server on the notebooks, shared by every browser test a worker runs."""
    from tests.browser.harness import ROOT, voila
    with voila(ROOT / "notebooks", args=CLOSED_PAGES_FREED) as base:
        yield base


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium, shared by every browser and classroom test a worker runs; its pages take turns in a
    few contexts (harness.Contexts: each page a new visitor, with the scripts the pages before it compiled)."""
    from tests.browser.harness import Contexts, chromium
    Contexts.shared = True
    with chromium() as b:
        yield b


@pytest.fixture(autouse=True)
def pages_left_open_are_closed():
    """A test's pages in the browser's shared contexts are closed when it ends, unless kept for the module (a page
    left open would hold its context, and its kernel on the server, for the rest of the run)."""
    yield
    harness = sys.modules.get("tests.browser.harness")
    if harness is not None and harness.Contexts.shared:
        harness.Contexts.close_left_open()


@pytest.fixture(scope="module")
def pages():
    """Pages a test module keeps open for its tests to share (harness.kept_page), by name; closed after the module."""
    opened: dict = {}
    yield opened
    for app in opened.values():
        app.close()


@pytest.fixture(scope="session")
def site():
    """The rules site, dist/site, as make serve builds it (built once, whichever room asks first)."""
    from tests.support.site import built_site
    return built_site()
