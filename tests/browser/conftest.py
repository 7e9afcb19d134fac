"""One Voilà server and one headless Chromium shared by every browser test module."""
import pytest

from .harness import ROOT, chromium, voila


@pytest.fixture(scope="session")
def server():
    with voila(ROOT / "notebooks") as base:
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
        app.page.close()
