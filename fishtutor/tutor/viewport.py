"""The browser's side of the page: how wide the screen is, the Escape key, and a game kept in the browser.

A tiny front-end widget (anywidget: plain JavaScript, no build step) reports the viewport width so the
board can choose its phone layout, forwards Escape (put back a half-made move), and keeps the last record
of a full game in the browser's localStorage so that a reload can offer to restore it."""
from __future__ import annotations

import anywidget
import traitlets

PHONE_WIDTH = 700  # px: below this the narrow board reads better than the wide one

_ESM = r"""
function render({ model, el }) {
  el.style.display = "none";
  const report = () => {
    const w = Math.round(window.innerWidth || document.documentElement.clientWidth || 0);
    if (w && w !== model.get("width")) { model.set("width", w); model.save_changes(); }
  };
  const onKey = (e) => { if (e.key === "Escape") model.send({ event: "escape" }); };
  const key = () => model.get("key");
  const store = () => {
    if (!key()) return;
    try {
      const rec = model.get("record");
      if (rec) localStorage.setItem(key(), JSON.stringify({ record: rec, saved: Date.now() }));
      else localStorage.removeItem(key());
    } catch (err) { /* storage may be off: the download link still works */ }
  };
  const offer = () => {
    if (!key()) return;
    try {
      const kept = JSON.parse(localStorage.getItem(key()) || "null");
      if (kept && kept.record) {
        model.set("stored", kept.record);
        model.set("stored_at", new Date(kept.saved).toLocaleString());
        model.save_changes();
      }
    } catch (err) { /* a damaged entry is ignored */ }
  };
  report();
  offer();
  window.addEventListener("resize", report);
  window.addEventListener("keydown", onKey, true);  // capture: the canvas keeps its own keys
  model.on("change:record", store);
  return () => {
    window.removeEventListener("resize", report);
    window.removeEventListener("keydown", onKey, true);
  };
}
export default { render };
"""


class Viewport(anywidget.AnyWidget):
    """An invisible widget: the viewport's width, Escape presses, and one game record kept in the browser."""

    _esm = _ESM
    width = traitlets.Int(0).tag(sync=True)  # CSS px, 0 until a browser has reported
    key = traitlets.Unicode("").tag(sync=True)  # the localStorage entry (one per game)
    record = traitlets.Unicode("").tag(sync=True)  # kernel -> browser: the game to keep ("" forgets it)
    stored = traitlets.Unicode("").tag(sync=True)  # browser -> kernel: the game kept from an earlier visit
    stored_at = traitlets.Unicode("").tag(sync=True)  # when it was kept, in the browser's local time

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.escape_handlers: list = []
        self.on_msg(self._message)

    def _message(self, _widget, content, _buffers) -> None:
        """The browser says a key was pressed."""
        if isinstance(content, dict) and content.get("event") == "escape":
            for handler in self.escape_handlers:
                handler()


def is_phone(width: int) -> bool:
    """A reported viewport this narrow gets the phone layout (0: nothing reported yet, keep the wide board)."""
    return 0 < width < PHONE_WIDTH
