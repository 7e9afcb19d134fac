"""A long page of words in Voilà, reachable by keyboard: Voilà scrolls its cells inside a box of its own, which a
keyboard can scroll only once it can take the focus (axe: "scrollable region must have keyboard access")."""
from __future__ import annotations

import anywidget
import traitlets

_ESM = r"""
function render({ model, el }) {
  el.style.display = "none";
  const scroller = () => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (/(auto|scroll)/.test(style.overflowY) || node.id === "rendered_cells") return node;
    }
    return null;
  };
  const named = () => {
    const box = scroller();
    if (!box || box.hasAttribute("tabindex")) return;
    box.setAttribute("tabindex", "0");
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", model.get("label"));
  };
  named();
  setTimeout(named, 500);  // Voilà may wrap the cells in their box after this output is shown
}
export default { render };
"""


class KeyScroll(anywidget.AnyWidget):
    """Put on a page of words only: its scrolling box takes the keyboard's focus, named ``label``."""

    _esm = _ESM
    label = traitlets.Unicode("Page").tag(sync=True)

    def __repr__(self) -> str:
        return f"KeyScroll(label={self.label!r})"  # the same words in every run (a saved notebook compares them)
