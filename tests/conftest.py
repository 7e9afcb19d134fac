"""Test-run settings shared by every test: which tests pytest-xdist keeps together on one worker, and the
size of the random-play sweeps (all their games under make test; a tenth under make check)."""
import pytest

from .playing import QUICK

# Tests that start a classroom server with a pool of kernels: they run one at a time on one worker, so their
# kernel counts and culling waits never compete with each other. (The Binder test installs a virtual environment
# and counts no kernels: it runs beside them, on another worker.)
CLASSROOM = ("tests/browser/test_load.py::", "tests/browser/test_flow.py::test_under_the_preheated_pool")
CLASSROOM_MARKS = ("load",)
COURSE = "tests/test_course_build.py::"  # one Otter build shared by the whole file (a module fixture)
SITE = ("tests/browser/test_site.py::", "tests/browser/test_links.py::")  # one rules site built, then served
# The order work is handed out in, longest first, so no long unit starts last while the other worker idles:
# the classroom group (mostly waiting for kernels to be culled), the Binder install, the course build, the browser
# tests, the random-play sweeps, the notebooks (each a kernel), then everything else as collected.
FIRST = ("classroom", "tests/test_binder.py::", "course", "tests/browser/", "tests/test_conformance.py::",
         "tests/test_engine_junk.py::", "tests/test_sealed.py::", "notebooks/")


def group(nodeid: str) -> str:
    """The unit one worker runs whole, in order: a notebook's cells (they share one kernel), the classroom
    tests, the course build's tests, or else the test alone."""
    if "::Cell " in nodeid:  # an nbval cell, "notebooks/x.ipynb::Cell 3" (xdist's scheduler sees "x::ipynb::Cell 3")
        return nodeid.rsplit("::Cell ", 1)[0]
    if nodeid.startswith(CLASSROOM):
        return "classroom"
    if nodeid.startswith(COURSE):
        return "course"
    if nodeid.startswith(SITE):  # one worker builds the rules site once, and serves it (beside the apps) once
        return "site"
    return nodeid


def pytest_report_header(config):
    if QUICK:
        return "quick sweeps: the random-play property tests play a tenth of their games (make test plays all)"
    return None


def rank(nodeid: str) -> int:
    """Where a test's group comes in the hand-out order: its place in FIRST, or after all of them."""
    unit = group(nodeid)
    return next((i for i, first in enumerate(FIRST) if unit == first or nodeid.startswith(first)), len(FIRST))


def pytest_itemcollected(item):
    """A test handed the built course (the ``built`` fixture, Otter's build) is a grading test: make check leaves
    it out, whatever marks its file gives."""
    if "built" in getattr(item, "fixturenames", ()):
        item.add_marker(pytest.mark.grading)


def pytest_collection_modifyitems(config, items):
    """Longest groups first (a stable sort: a notebook's cells keep their order); a load test outside the
    classroom group would run beside the others: refuse to start."""
    strays = [item.nodeid for item in items
              if any(item.get_closest_marker(mark) for mark in CLASSROOM_MARKS) and group(item.nodeid) != "classroom"]
    if strays:
        raise pytest.UsageError(f"add these load tests to CLASSROOM in tests/conftest.py: {strays}")
    items.sort(key=lambda item: rank(item.nodeid))


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """--dist loadgroup by ``group`` (pytest-xdist's own marks do not reach its scheduler under pytest 9)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    config.option.loadscopereorder = False  # hand the units out in the collected order (longest first, above)

    class ByGroup(LoadScopeScheduling):
        """Each group is one work unit; every other test is a unit of its own."""

        def _split_scope(self, nodeid: str) -> str:
            return group(nodeid)

    return ByGroup(config, log)
