"""The browser's side of keyboard and finger play: the board's canvas gets a name, and its keys and taps go to the
kernel.

A tiny front-end widget (anywidget: plain JavaScript, no build step) finds the board's canvas beside it (the canvas
carries the class ``BOARD_CLASS``; ipycanvas already makes it focusable with ``tabindex=0``), names it for screen
readers, and, while the canvas has the keyboard, sends the arrows, Home, End, Enter and Space to the kernel without
scrolling the page. Every other key is left to the browser: ipycanvas' own key handler would swallow Tab too and
trap the keyboard in the board, so it never sees a key. Escape is forwarded page-wide by the Viewport already.

A finger on the board: ipycanvas' own touch handlers cancel every touch on its canvas (a tap never became a click, a
drag never scrolled the page), so this widget takes the board's touches first and they never see one. A tap (one finger, lifted within ``TAP_MS`` and
``TAP_PX`` of where it came down) is sent as a tap at the board's drawing coordinates, as a click's are computed, and
the browser's own mouse events for it are cancelled (one tap, one click); a drag scrolls the page, two fingers
pinch-zoom it, and a long press is nothing."""
from __future__ import annotations

import math

import anywidget
import traitlets

BOARD_CLASS = "fishtutor-board"
KEYS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Enter", "Space")
TAP_PX = 10  # CSS px: a finger that moves further is scrolling, not tapping
TAP_MS = 500  # a finger held longer is a long press, not a tap

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
  // a finger: one that came down on the board and may still be a tap (null: none, or not a tap any more)
  let finger = null;
  const onTouchStart = (e) => {
    const mine = canvas && e.target === canvas;
    if (mine) e.stopPropagation();  // ipycanvas' handlers would cancel it: no scroll, no pinch, no click
    if (finger) finger.tap = false;  // another finger came down: a pinch, not a tap
    if (!mine || e.touches.length !== 1) return;
    const t = e.changedTouches[0];
    finger = { id: t.identifier, x: t.clientX, y: t.clientY, at: e.timeStamp, tap: true };
  };
  const far = (t) => Math.hypot(t.clientX - finger.x, t.clientY - finger.y) > __TAP_PX__;
  const onTouchMove = (e) => {
    if (canvas && e.target === canvas) e.stopPropagation();
    if (!finger) return;
    const t = [...e.changedTouches].find((t) => t.identifier === finger.id);
    if (e.touches.length !== 1 || (t && far(t))) finger.tap = false;  // a pinch, a drag
  };
  const onTouchEnd = (e) => {
    if (canvas && e.target === canvas) e.stopPropagation();
    if (!finger || e.touches.length) return;  // a finger is still down: the gesture goes on
    const t = [...e.changedTouches].find((t) => t.identifier === finger.id);
    const tap = finger.tap && t && !far(t) && e.timeStamp - finger.at <= __TAP_MS__;
    finger = null;
    if (!e.cancelable) return;  // the browser is scrolling: no tap, and no click of its own either
    e.preventDefault();  // no mouse events made up from this touch: a tap is played once, a long press never
    if (!tap) return;
    canvas.focus({ preventScroll: true });  // as a click focuses the board (never with its ring: see byKey)
    const r = canvas.getBoundingClientRect();
    if (!r.width || !r.height) return;
    model.send({ event: "tap", x: (t.clientX - r.left) * canvas.width / r.width,
                 y: (t.clientY - r.top) * canvas.height / r.height });
  };
  const onTouchCancel = (e) => {
    if (canvas && e.target === canvas) e.stopPropagation();
    finger = null;
  };
  const TOUCH = [["touchstart", onTouchStart, true], ["touchmove", onTouchMove, true],
                 ["touchend", onTouchEnd, false], ["touchcancel", onTouchCancel, true]];
  const attach = () => {
    canvas = find();
    if (!canvas) { if (tries++ < 200) timer = setTimeout(attach, 100); return; }
    name();
    canvas.style.touchAction = "manipulation";  // a finger pans and pinch-zooms; no double-tap zoom
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
  // on the window, before the canvas' own (ipycanvas') handlers; only touchend may cancel (the browser's click)
  for (const [type, handler, passive] of TOUCH) window.addEventListener(type, handler, { capture: true, passive });
  return () => {
    clearTimeout(timer);
    window.removeEventListener("keydown", onAnyKey, true);
    window.removeEventListener("pointerdown", onPointer, true);
    window.removeEventListener("keydown", onKey, true);
    for (const [type, handler] of TOUCH) window.removeEventListener(type, handler, true);
    if (canvas) { canvas.removeEventListener("focus", onFocus); canvas.removeEventListener("blur", onBlur); }
  };
}
export default { render };
""".replace("__CLASS__", BOARD_CLASS).replace("__TAP_PX__", str(TAP_PX)).replace("__TAP_MS__", str(TAP_MS))


class Keyboard(anywidget.AnyWidget):
    """An invisible widget: the board's accessible name, the keys pressed while the board has the keyboard, and the
    board's taps."""

    _esm = _ESM
    label = traitlets.Unicode("The board: use the arrow keys to move, Enter to choose").tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.key_handlers: list = []  # called with the key's name ("ArrowLeft", "Enter", "Space", ...)
        self.focus_handlers: list = []  # called with True when the board gets the keyboard, False when it loses it
        self.tap_handlers: list = []  # called with a tap's (x, y) in the board's drawing coordinates, as a click's
        self.on_msg(self._message)

    def _message(self, _widget, content, _buffers) -> None:
        """The browser says a key was pressed on the board, the board got or lost the keyboard, or it was tapped."""
        if not isinstance(content, dict):
            return
        if content.get("event") == "key" and content.get("key") in KEYS:
            for handler in self.key_handlers:
                handler(content["key"])
        elif content.get("event") == "focus":
            for handler in self.focus_handlers:
                handler(bool(content.get("on")))
        elif content.get("event") == "tap" and _is_point(content.get("x"), content.get("y")):
            for handler in self.tap_handlers:
                handler(float(content["x"]), float(content["y"]))


def _is_point(*values) -> bool:
    """Every value is a finite number (a tap's coordinates as the browser sent them)."""
    return all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in values)


def board_label(title: str) -> str:
    """The board's name for a screen reader, saying how to play it by keys."""
    return f"{title} board: use the arrow keys to move, Enter to choose, Escape to cancel"
