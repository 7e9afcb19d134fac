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
