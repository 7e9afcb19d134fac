"""Websockets a test drives from an event loop running in a thread of its own (Playwright's sync API holds the
test's thread)."""
from __future__ import annotations


async def shut(*sockets) -> None:
    """Close websockets on their loop's own thread: tornado is not thread-safe, and a close from the test's thread
    raced the loop writing on the same socket (an AssertionError in tornado's write buffer, seen once)."""
    for socket in sockets:
        socket.close()
