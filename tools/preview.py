"""Developer tool: draw a Scene in headless Chromium (no Jupyter) and save a PNG to look at."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from fishtutor.render.canvas import paint
from fishtutor.render.recording import RecordingCanvas

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

_JS = """
const ctx = document.getElementById('c').getContext('2d');
const rename = {fill_style:'fillStyle', stroke_style:'strokeStyle', line_width:'lineWidth', font:'font',
  text_align:'textAlign', text_baseline:'textBaseline'};
const camel = s => s.replace(/_([a-z])/g, (m, c) => c.toUpperCase());
for (const c of COMMANDS) {
  if (c[0] === 'set') { ctx[rename[c[1]] || camel(c[1])] = c[2]; continue; }
  const [name, ...args] = c;
  if (name === 'clear') { ctx.clearRect(0, 0, 5000, 5000); continue; }
  if (name === 'stroke_line') { ctx.beginPath(); ctx.moveTo(args[0], args[1]); ctx.lineTo(args[2], args[3]); ctx.stroke(); continue; }
  if (name === 'set_line_dash') { ctx.setLineDash(args[0]); continue; }
  ctx[camel(name)](...args);
}
"""


def scene_png(scene, path: str | Path) -> Path:
    """Paint ``scene`` in Chromium exactly as the ipycanvas renderer would, and save a screenshot."""
    from playwright.sync_api import sync_playwright
    rec = RecordingCanvas(scene.width, scene.height)
    paint(rec, scene)
    html = (f"<html><body style='margin:0'><canvas id='c' width='{scene.width}' height='{scene.height}'>"
            f"</canvas><script>const COMMANDS={json.dumps(rec.commands)};{_JS}</script></body></html>")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": scene.width, "height": scene.height})
        page.set_content(html)
        page.screenshot(path=str(path))
        browser.close()
    return Path(path)


def fish_eat_fish_sample(path):
    """A Fish Eat Fish battle position, for a look at its board."""
    from fishtutor.games.fish_eat_fish import GAME
    from fishtutor.games.fish_eat_fish.position import from_position
    state = from_position(4, {"C3": "PPB", "C4": "R", "B2": "G", "D4": "P", "A1": "YYG", "E5": "PPPRB", "B4": "B"},
                          hands=["S O O F0 F1 F2 F3 F4", "S O F2 F3", "S O O F0 F1 F2 F2 F3 F4 F5", "F1"],
                          attack=("C3", "C4"), pending={2: "F3"}, starfish=0, phase="choose")
    return scene_png(GAME.play.portray(state, 0, frozenset({("circle", 17)}), ("circle", 12)), path)


if __name__ == "__main__":
    if "fef" in sys.argv:
        fish_eat_fish_sample("/tmp/fef.png")
        sys.exit()
    from fishtutor.games.fish_frenzy.portray import portray
    from fishtutor.games.fish_frenzy.position import from_position
    state = from_position(4, ["K1 B2 Y3", "P3", "C Y2 O1 N1 G3", "G1 O2"], seagulls={1: 1, 2: 1, 0: 3},
                          stakes={(1, 2): 1}, challenged=1, hand=[4, 4, 3, 4],
                          collected=["K1 K2 P1 C", "B1 B2 B3", "", "G2 C C"], boat_token=1)
    scene_png(portray(state, 0, frozenset({("boat", 0), ("boat", 2)})), sys.argv[1] if len(sys.argv) > 1 else "/tmp/board.png")
