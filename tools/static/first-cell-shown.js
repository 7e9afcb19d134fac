// The static edition shows a page as soon as its first cell's output is there (a tutor's live board), where Voici
// shows nothing until the last cell has run: the cells below it (the edition's table, the probability corner, its
// seeded checks) fill in as they finish. The build puts this script into every page (tools/static/build.py).
// Until the last cell, Voici keeps the cells out of its page layout, under it; they are shown where that layout
// will put them (over the whole window, scrolling on their own), and when Voici moves them into it, what the
// visitor had scrolled to and the control they had focused are given back.
(() => {
  const EARLY = "fishtutor-shown-early";
  const THEMED = "jp-ThemedContainer";  // the class Voici's layout gives its content its fonts and colours by
  const rule = document.createElement("style");
  rule.textContent = `#rendered_cells.${EARLY} { position: fixed; inset: 0; overflow: auto; z-index: 1;
    background: var(--jp-layout-color0, white); }`;
  document.head.appendChild(rule);
  let scrolled = 0, focused = null;
  const cells = () => document.getElementById("rendered_cells");
  const movedIntoLayout = new MutationObserver(() => {
    const shown = cells();
    if (!shown || shown.parentElement === document.body) return;
    movedIntoLayout.disconnect();
    shown.classList.remove(EARLY, THEMED);
    shown.scrollTop = scrolled;
    if (focused && shown.contains(focused) && document.activeElement !== focused) {
      focused.focus({ preventScroll: true });
    }
  });
  const firstOutput = new MutationObserver(() => {
    const shown = cells();
    if (!window.themeLoaded || !shown || !shown.querySelector(".jp-Cell-outputWrapper")) return;
    firstOutput.disconnect();
    if (shown.style.display !== "none") return;  // Voici has shown them already: all the cells have run
    shown.addEventListener("scroll", () => { scrolled = shown.scrollTop; }, { passive: true });
    shown.addEventListener("focusin", (event) => { focused = event.target; });
    document.getElementById("loading")?.remove();  // Voici's "Executing 3 of 7": it would cover the cells
    shown.classList.add(EARLY, THEMED);
    shown.style.display = "";
    movedIntoLayout.observe(document.body, { childList: true, subtree: true });
  });
  firstOutput.observe(document, { childList: true, subtree: true });
})();
