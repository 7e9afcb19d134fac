"""What the tutor's widgets send the page, recorded at the comm (as the kernel would send it), and where a board
target is drawn."""
from __future__ import annotations

import contextlib

import comm
from comm.base_comm import BaseComm

from tests.support import drawn_at


class Recorded(BaseComm):
    """A comm that keeps what it would send, in ``sent`` (the comm's id, the message kind, its data)."""

    sent: list = []

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        Recorded.sent.append((self.comm_id, msg_type, data or {}))


@contextlib.contextmanager
def recorded_messages():
    """Widgets made inside the block get recording comms; yields the list their messages go to."""
    made, Recorded.sent = comm.create_comm, []
    comm.create_comm = lambda *a, **k: Recorded(*a, **k)
    try:
        yield Recorded.sent
    finally:
        comm.create_comm = made


def centre(tutor, target) -> tuple[float, float]:
    """Where a board target is drawn now, in the tutor's board coordinates."""
    return drawn_at(tutor.board.session.scene(), target)
