"""The browser's side of the page: how wide the screen is, the Escape key, a game kept in the browser, and the
lesson in the address bar; the buttons named by their tooltips; it scrolls what the tutor said about a click into
view when it is below the screen, and a lesson's title to the top when Next was pressed under the board, and puts the
keyboard on the new lesson's heading after Next; Enter in an answer box presses Check, and a press of Check (or
Simulate) first sends the kernel what the row's boxes show (see typed.py).

A tiny front-end widget (anywidget: plain JavaScript, no build step) reports the viewport width so the
board can choose its phone layout, forwards Escape (put back a half-made move), keeps the last record
of a full game in the browser's localStorage so that a reload can offer to restore it, and writes the open
lesson into the address (``?lesson=N``, other parameters kept) so that a reload or a copied link opens it."""
from __future__ import annotations

import anywidget
import traitlets

from . import typed

PHONE_WIDTH = 700  # px: below this the narrow board reads better than the wide one
ENTER_ROW = "fishtutor-enter"  # a row of boxes and buttons: Enter in one of its boxes presses its first button
SENDS_ROW = "fishtutor-sends"  # a row whose buttons, pressed, first send what its boxes show (as ENTER_ROW's do)
SAID_CLASS = "fishtutor-said"  # under the board: a question's answer box, what the tutor said, Next (scrolled to)
LESSON_TOP = "fishtutor-lesson-top"  # a lesson's title: its number, section and name (scrolled to the top)
NAMED = "fishtutor-named"  # a button whose tooltip is its name for a screen reader (its label kept short on screen)
# a board that has not heard the screen's width yet: on a narrow screen it stays hidden until the kernel has laid it
# out for a phone (a phone never sees the wide board first); a wide screen shows it at once
UNSIZED = "fishtutor-unsized"

_ESM = r"""
const IN_NOTEBOOK = /\/(lab|notebooks|doc)(\/|$)/;  // JupyterLab's own address is left alone
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
  const place = () => {
    const n = model.get("lesson");
    if (!n || IN_NOTEBOOK.test(window.location.pathname)) return;  // 0: not known yet (a preheated page)
    try {
      const url = new URL(window.location.href);
      if (url.searchParams.get("lesson") === String(n)) return;
      url.searchParams.set("lesson", String(n));
      window.history.replaceState(window.history.state, "", url.toString());
    } catch (err) { /* an address that cannot change keeps the one it has */ }
  };
  const near = (selector) => {  // the nearest element so marked around this widget (its own tutor's)
    for (let node = el.parentElement; node; node = node.parentElement) {
      const found = node.querySelector(selector);
      if (found) return found;
    }
    return null;
  };
  const scrollTo = (selector, block) => {
    const found = near(selector);
    if (!found) return;
    found.style.scrollMarginTop = found.style.scrollMarginBottom = "8px";  // not flush with the screen's edge
    // a glide, unless the visitor asked their system for less motion: then a jump
    const still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    requestAnimationFrame(() => found.scrollIntoView({ block, behavior: still ? "auto" : "smooth" }));
  };
  // what the tutor said under the board, scrolled into view only if it is not; a lesson opened from under the
  // board brings its title to the top of the screen (its text and task are read first)
  const reveal = () => scrollTo(".__SAID__", "nearest");
  const toLesson = () => scrollTo(".__LESSON_TOP__", "start");
  // Next pressed: the keyboard goes to the new lesson's heading (not to the page's body, where a hidden button
  // leaves it), once the page shows that lesson's title
  const toHeading = (tries = 0) => {
    const top = near(".__LESSON_TOP__");
    const heading = top && top.querySelector("h3");
    const shown = top && top.textContent.includes(`Lesson ${model.get("lesson")} of`);
    if (heading && shown) { heading.focus({ preventScroll: true }); return; }
    if (tries < 100) setTimeout(() => toHeading(tries + 1), 30);
  };
  // Enter in a box of an answer row presses that row's first button (Check, Simulate), as a form would; a press
  // of a button in such a row (a click, a tap, that Enter) first sends the text each of the row's boxes shows,
  // through the nearest of these widgets: the browser holds a box's later keystrokes back while the kernel is
  // busy, and the button's own message would overtake them. One pair of listeners for the page.
  const shared = (window.__fishtutorEnter ||= { users: 0, views: new Set(), listener: (e) => {
    if (e.key !== "Enter" || e.isComposing || !(e.target instanceof HTMLInputElement)) return;
    const button = e.target.closest(".__ENTER__")?.querySelector("button");
    if (!button || button.disabled) return;
    e.preventDefault();
    button.click();
  }, press: (e) => {
    const row = e.target instanceof Element ? e.target.closest("button")?.closest(".__ENTER__, .__SENDS__") : null;
    if (!row) return;
    const boxes = [];
    for (const box of row.querySelectorAll(".__TYPED__")) {
      const token = [...box.classList].find((c) => c.startsWith("__TYPED__-"));
      const input = box.querySelector("input, textarea");
      if (token && input && input.value.length <= __MOST__) boxes.push([token, input.value]);
    }
    if (!boxes.length) return;
    for (let node = row; node; node = node.parentElement) {  // this page's (this kernel's) widget
      const view = [...shared.views].find((v) => node.contains(v.el));
      if (view) { view.model.send({ event: "typed", boxes }); return; }
    }
  } });
  const mine = { el, model };
  shared.views.add(mine);
  if (shared.users++ === 0) {
    window.addEventListener("keydown", shared.listener, true);
    window.addEventListener("click", shared.press, true);  // capture: before the button's own click message
  }
  // a button marked NAMED is named by its tooltip ("◀ Back" reads "Back one move in this game's history"): one
  // watcher for the page names each such button as it is drawn
  window.__fishtutorNamed ||= (() => {
    const name = () => document.querySelectorAll("button.__NAMED__[title]").forEach((b) => {
      const said = b.getAttribute("title");
      if (said && b.getAttribute("aria-label") !== said) b.setAttribute("aria-label", said);
    });
    let queued = false;
    const watcher = new MutationObserver(() => {
      if (!queued) { queued = true; requestAnimationFrame(() => { queued = false; name(); }); }
    });
    watcher.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["title"] });
    name();
    return watcher;
  })();
  // one rule for the page: a board waiting for the width stays hidden on a phone's screen (see UNSIZED)
  window.__fishtutorUnsized ||= (() => {
    const rule = document.createElement("style");
    rule.textContent = "@media (max-width: __NARROWEST__px) { .__UNSIZED__ { visibility: hidden !important; } }";
    document.head.appendChild(rule);
    return rule;
  })();
  report();
  offer();
  model.on("change:key", offer);  // a page opened for a student (its link known late): their own record
  place();
  window.addEventListener("resize", report);
  window.addEventListener("keydown", onKey, true);  // capture: the canvas keeps its own keys
  model.on("change:record", store);
  model.on("change:lesson", place);
  // the kernel's requests, one message each: what to bring into view, or where to put the keyboard
  const asked = { __SAID_ASK__: reveal, __LESSON_ASK__: toLesson, __HEADING_ASK__: () => toHeading() };
  const onAsk = (msg) => { if (msg && msg.event === "show" && asked[msg.where]) asked[msg.where](); };
  model.on("msg:custom", onAsk);
  return () => {
    window.removeEventListener("resize", report);
    window.removeEventListener("keydown", onKey, true);
    model.off("msg:custom", onAsk);
    shared.views.delete(mine);
    if (--shared.users === 0) {
      window.removeEventListener("keydown", shared.listener, true);
      window.removeEventListener("click", shared.press, true);
    }
  };
}
export default { render };
""".replace("__ENTER__", ENTER_ROW).replace("__SENDS__", SENDS_ROW).replace("__TYPED__", typed.TYPED) \
    .replace("__MOST__", str(typed.MOST_TYPED)).replace("__SAID__", SAID_CLASS).replace("__LESSON_TOP__", LESSON_TOP) \
    .replace("__NAMED__", NAMED).replace("__SAID_ASK__", "said").replace("__LESSON_ASK__", "lesson") \
    .replace("__HEADING_ASK__", "heading").replace("__UNSIZED__", UNSIZED) \
    .replace("__NARROWEST__", f"{PHONE_WIDTH - 0.02:g}")  # narrower than PHONE_WIDTH: what is_phone calls a phone
SAID, LESSON, HEADING = "said", "lesson", "heading"  # what the kernel may ask the page to show (see Viewport.ask)


class Viewport(anywidget.AnyWidget):
    """An invisible widget: the viewport's width, Escape presses, and one game record kept in the browser."""

    _esm = _ESM
    width = traitlets.Int(0).tag(sync=True)  # CSS px, 0 until a browser has reported
    key = traitlets.Unicode("").tag(sync=True)  # the localStorage entry (one per game)
    record = traitlets.Unicode("").tag(sync=True)  # kernel -> browser: the game to keep ("" forgets it)
    stored = traitlets.Unicode("").tag(sync=True)  # browser -> kernel: the game kept from an earlier visit
    stored_at = traitlets.Unicode("").tag(sync=True)  # when it was kept, in the browser's local time
    lesson = traitlets.Int(0).tag(sync=True)  # kernel -> browser: the lesson open (1-based) for ?lesson=N; 0: none

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.escape_handlers: list = []
        self.asked: list[str] = []  # every request sent to the page, in order (SAID, LESSON, HEADING)
        self.on_msg(self._message)

    def ask(self, where: str) -> None:
        """Ask the page, once: SAID scrolls the tutor's words under the board into view (if they are not), LESSON
        brings the lesson's title to the top of the screen, HEADING puts the keyboard on the lesson's heading."""
        if where not in (SAID, LESSON, HEADING):
            raise ValueError(f"The page can be asked to show {SAID!r}, {LESSON!r} or {HEADING!r}, not {where!r}.")
        self.asked.append(where)
        self.send({"event": "show", "where": where})

    reveal = property(lambda self: self.asked.count(SAID), doc="How often the tutor's words were brought into view.")
    to_lesson = property(lambda self: self.asked.count(LESSON), doc="How often a lesson's title was brought up.")
    to_heading = property(lambda self: self.asked.count(HEADING), doc="How often the keyboard went to a heading.")

    def _message(self, _widget, content, _buffers) -> None:
        """The browser says a key was pressed, or what an answer row's boxes show as one of its buttons is pressed."""
        event = content.get("event") if isinstance(content, dict) else None
        if event == "escape":
            for handler in self.escape_handlers:
                handler()
        elif event == "typed":
            typed.take(content.get("boxes"))


def is_phone(width: int) -> bool:
    """A reported viewport this narrow gets the phone layout (0: nothing reported yet, keep the wide board)."""
    return 0 < width < PHONE_WIDTH


_PICKER_ESM = r"""
function render({ model, el }) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = model.get("accept");
  input.style.display = "none";
  const button = document.createElement("button");
  button.className = "jupyter-widgets jupyter-button widget-button";
  button.style.width = "auto";
  button.style.margin = "2px";
  const icon = document.createElement("i");
  icon.className = "fa fa-upload";
  button.append(icon, " " + model.get("label"));
  button.addEventListener("click", () => input.click());
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    input.value = "";  // the same file chosen again is read again
    if (!file) return;
    const told = { event: "file", name: file.name, size: file.size };
    if (file.size > model.get("max_bytes")) { model.send(told); return; }  // too big: only its size is sent
    model.send(told, undefined, [await file.arrayBuffer()]);
  });
  el.append(button, input);
}
export default { render };
"""


class FilePicker(anywidget.AnyWidget):
    """A button that opens one file from the learner's computer and hands its bytes to ``handlers`` (no counter
    of files chosen beside it); a file larger than ``max_bytes`` is reported by its size only."""

    _esm = _PICKER_ESM
    label = traitlets.Unicode("Open a file").tag(sync=True)
    accept = traitlets.Unicode("").tag(sync=True)
    max_bytes = traitlets.Int(2_000_000).tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.handlers: list = []
        self.on_msg(self._message)

    def _message(self, _widget, content, buffers) -> None:
        """The browser read a file: each handler gets {"name", "size", "content"} (content empty if too big)."""
        if not isinstance(content, dict) or content.get("event") != "file":
            return
        size = content.get("size")
        entry = {"name": str(content.get("name", ""))[:200], "size": size if type(size) is int else 0,
                 "content": memoryview(buffers[0]) if buffers else memoryview(b"")}
        for handler in self.handlers:
            handler((entry,))
