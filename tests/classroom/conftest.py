"""Fixtures the classroom room's files share."""
import asyncio
import threading

import pytest


@pytest.fixture(scope="module")
def loop():
    """An event loop of its own in a thread (Playwright's sync API holds the test's thread), for websockets a test
    drives itself (a flooding client, a page's own channel); a coroutine's result within 15 minutes."""
    running = asyncio.new_event_loop()
    thread = threading.Thread(target=running.run_forever, daemon=True)
    thread.start()
    yield lambda coroutine: asyncio.run_coroutine_threadsafe(coroutine, running).result(900)
    running.call_soon_threadsafe(running.stop)
    thread.join(10)
