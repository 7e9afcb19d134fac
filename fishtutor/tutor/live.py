"""The board in words beside the canvas: one ARIA live region that a screen reader announces each change from,
once and briefly, and a "Board in words" section with the whole description.

A tiny front-end widget (anywidget: plain JavaScript, no build step). Its elements are made once and only their
text changes, so a screen reader hears each new announcement; the same words set again change nothing and are
not announced again."""
from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  const live = document.createElement("div");
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  live.className = "fishtutor-live";
  // read by screen readers, not drawn: the coloured box under the board shows the same words
  Object.assign(live.style, { position: "absolute", width: "1px", height: "1px", overflow: "hidden",
                              clip: "rect(0 0 0 0)", clipPath: "inset(50%)", whiteSpace: "nowrap" });
  const details = document.createElement("details");
  details.className = "fishtutor-words";
  details.style.margin = "4px 0";
  details.style.fontSize = "14px";
  details.style.color = "#1b2a3a";
  const summary = document.createElement("summary");
  summary.textContent = model.get("title");
  summary.style.cursor = "pointer";
  const body = document.createElement("div");
  body.className = "fishtutor-words-body";
  body.style.lineHeight = "1.4";
  details.append(summary, body);
  el.style.position = "relative";
  el.append(live, details);
  const announce = () => { const t = model.get("news"); if (live.textContent !== t) live.textContent = t; };
  const show = () => {
    const lines = (model.get("board") || "").split("\n").filter((l) => l);
    body.replaceChildren(...lines.map((l) => { const p = document.createElement("p");
      p.style.margin = "2px 0"; p.textContent = l; return p; }));
  };
  // a first announcement is made after the region exists, so it is heard and not lost in the page load
  setTimeout(announce, 50);
  show();
  model.on("change:news", announce);
  model.on("change:board", show);
}
export default { render };
"""


class LiveWords(anywidget.AnyWidget):
    """The live region (``news``: the latest change, announced politely) and the board in words (``board``)."""

    _esm = _ESM
    news = traitlets.Unicode("").tag(sync=True)
    board = traitlets.Unicode("").tag(sync=True)
    title = traitlets.Unicode("Board in words").tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._said = ""  # the board's latest news (an announcement may stand in its place until the board changes)

    def show(self, words) -> None:
        """Bring both texts up to date (a ``BoardWords``); unchanged words send nothing, so nothing is re-announced
        (nor is an announcement made since replaced by the same board news again)."""
        if self.board != words.full:
            self.board = words.full
        if self._said != words.news or not self.news:
            self._said = words.news
            if self.news != words.news:
                self.news = words.news

    def announce(self, text: str) -> None:
        """Say ``text`` now (a lesson opened, a game offered back); it stays until the board's news changes."""
        self.news = text
