"""The page's address in the static edition: Python runs in a worker there and cannot see the page's address bar,
so a widget with no view reads ``location.search`` in the page as its model is made and sends it to Python."""
from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function initialize({ model }) {
  model.set("search", window.location.search || "");
  model.save_changes();
}
function render({ el }) { el.style.display = "none"; }
export default { initialize, render };
"""

_ASKED: list = []  # the one widget asking (kept alive: its answer arrives after the cell that made it)


class PageAddress(anywidget.AnyWidget):
    """Reads the page's query string (``?lesson=3``) in the browser and hands it to Python."""

    _esm = _ESM
    search = traitlets.Unicode(None, allow_none=True).tag(sync=True)  # None until the page has said


def ask_page(deliver) -> None:
    """Have the page tell its query string, then call ``deliver(raw)`` with it (once, however often asked)."""
    if _ASKED:
        return
    widget = PageAddress()
    widget.observe(lambda change: change["new"] is not None and deliver(change["new"]), names="search")
    _ASKED.append(widget)
