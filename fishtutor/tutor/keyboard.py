"""The browser's side of keyboard play: the board's canvas gets a name, and its keys go to the kernel.

A tiny front-end widget (anywidget: plain JavaScript, no build step) finds the board's canvas beside it (the canvas
carries the class ``BOARD_CLASS``; ipycanvas already makes it focusable with ``tabindex=0``), names it for screen
readers, and, while the canvas has the keyboard, sends the arrows, Home, End, Enter and Space to the kernel without
scrolling the page. Every other key is left to the browser: ipycanvas' own key handler would swallow Tab too and
trap the keyboard in the board, so it never sees a key. Escape is forwarded page-wide by the Viewport already."""
from __future__ import annotations

import anywidget
import traitlets

BOARD_CLASS = "fishtutor-board"
KEYS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Enter", "Space")

_ESM = r"""
const KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Enter", " "]);
function render({ model, el }) {
  el.style.display = "none";
  let canvas = null, shown = false, tries = 0, timer = null;
  const find = () => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const found = node.querySelector("canvas.__CLASS__");
      if (found) return found;
    }
    return null;
  };
  const tell = (on) => { if (on !== shown) { shown = on; model.send({ event: "focus", on }); } };
  const name = () => {
    if (!canvas) return;
    canvas.setAttribute("role", "application");
    canvas.setAttribute("aria-label", model.get("label"));
    canvas.setAttribute("tabindex", "0");
  };
  // the ring shows when the board got the keyboard by a key (Tab), never by a click or a tap (Chrome may count a
  // focused canvas as :focus-visible after a mouse click, so the last input is remembered here)
  let byKey = false;
  const onPointer = () => { byKey = false; };
  const onAnyKey = () => { byKey = true; };
  const onFocus = () => tell(byKey && canvas.matches(":focus-visible"));
  const onBlur = () => tell(false);
  const attach = () => {
    canvas = find();
    if (!canvas) { if (tries++ < 200) timer = setTimeout(attach, 100); return; }
    name();
    canvas.addEventListener("focus", onFocus);
    canvas.addEventListener("blur", onBlur);
    if (document.activeElement === canvas) onFocus();
  };
  const onKey = (e) => {
    if (!canvas || e.target !== canvas) return;
    e.stopPropagation();  // ipycanvas' own handler would swallow every key, Tab too (a keyboard trap)
    if (e.altKey || e.ctrlKey || e.metaKey || !KEYS.has(e.key)) return;
    e.preventDefault();  // the arrows and Space do not scroll the page
    tell(true);
    model.send({ event: "key", key: e.key === " " ? "Space" : e.key });
  };
  attach();
  model.on("change:label", name);
  window.addEventListener("keydown", onAnyKey, true);
  window.addEventListener("pointerdown", onPointer, true);
  window.addEventListener("keydown", onKey, true);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("keydown", onAnyKey, true);
    window.removeEventListener("pointerdown", onPointer, true);
    window.removeEventListener("keydown", onKey, true);
    if (canvas) { canvas.removeEventListener("focus", onFocus); canvas.removeEventListener("blur", onBlur); }
  };
}
export default { render };
""".replace("__CLASS__", BOARD_CLASS)


class Keyboard(anywidget.AnyWidget):
    """An invisible widget: the board's accessible name, and the keys pressed while the board has the keyboard."""

    _esm = _ESM
    label = traitlets.Unicode("The board: use the arrow keys to move, Enter to choose").tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.key_handlers: list = []  # called with the key's name ("ArrowLeft", "Enter", "Space", ...)
        self.focus_handlers: list = []  # called with True when the board gets the keyboard, False when it loses it
        self.on_msg(self._message)

    def _message(self, _widget, content, _buffers) -> None:
        """The browser says a key was pressed on the board, or the board got or lost the keyboard."""
        if not isinstance(content, dict):
            return
        if content.get("event") == "key" and content.get("key") in KEYS:
            for handler in self.key_handlers:
                handler(content["key"])
        elif content.get("event") == "focus":
            for handler in self.focus_handlers:
                handler(bool(content.get("on")))


def board_label(title: str) -> str:
    """The board's name for a screen reader, saying how to play it by keys."""
    return f"{title} board: use the arrow keys to move, Enter to choose, Escape to cancel"
