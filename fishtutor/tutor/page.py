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
  let tries = 0;
  const named = () => {  // Voilà may put the cells in their scrolling box after this output is shown: look again
    const box = scroller();
    if (!box) { if (tries++ < 80) setTimeout(named, 250); return; }
    if (box.hasAttribute("tabindex")) return;
    box.setAttribute("tabindex", "0");
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", model.get("label"));
  };
  named();
}
export default { render };
"""


class KeyScroll(anywidget.AnyWidget):
    """Put on a page of words only: its scrolling box takes the keyboard's focus, named ``label``."""

    _esm = _ESM
    label = traitlets.Unicode("Page").tag(sync=True)

    def __repr__(self) -> str:
        return f"KeyScroll(label={self.label!r})"  # the same words in every run (a saved notebook compares them)
