"""One Voilà server and one headless Chromium shared by every browser test module."""
import pytest

from .harness import ROOT, chromium, voila


# Voilà refuses a closed page's request to shut its kernel down, so a server shared by a whole run would keep
# a kernel for every page it served (up to 62 kernels and 5 GB in a run here, 12 file descriptors each): the
# culler frees those with no browser left, as the classroom configuration does, never an open page's kernel
CLOSED_PAGES_FREED = ("--MappingKernelManager.cull_idle_timeout=120", "--MappingKernelManager.cull_interval=30",
                      "--MappingKernelManager.cull_connected=False")


@pytest.fixture(scope="session")
def server():
    with voila(ROOT / "notebooks", args=CLOSED_PAGES_FREED) as base:
        yield base


@pytest.fixture(scope="session")
def browser():
    with chromium() as b:
        yield b


@pytest.fixture(scope="module")
def pages():
    """Pages a test module keeps open for its tests to share (harness.kept_page), by name; closed after the module."""
    opened: dict = {}
    yield opened
    for app in opened.values():
        app.close()
