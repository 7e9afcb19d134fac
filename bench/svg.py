"""SVG figures (``python -m bench.svg [REPEATS]``): each game's board drawn as SVG beside the same board painted on
a canvas, in the same run.

The canvas figure is the kernel's side of a paint (``render.canvas.paint`` on an ipycanvas Canvas under
``hold_canvas``: every command the browser will be sent, batched); the SVG figure is ``render.svg.to_svg`` of the
same Scene. They alternate board by board, so a busy machine slows both alike; the ratio is the figure to read."""
from __future__ import annotations

import os
import statistics
import sys
import time

import numpy as np
from ipycanvas import Canvas, hold_canvas

from fishtutor.games import GAMES, SPECS
from fishtutor.render.canvas import paint
from fishtutor.render.svg import to_svg

REPEATS = 30
MOVES = 20  # random legal moves into a seeded game: a board with cards, fish and boats on it
PLAYERS = {name: max(SPECS[name].bench_players) for name in SPECS}  # each game at its spec's largest bench table


def boards() -> list[tuple[str, object]]:
    """Each game's board some moves into a seeded game, as its learner sees it (Fishing Frenzy's phone board too)."""
    found = []
    for name, players in PLAYERS.items():
        game = GAMES[name]
        state, rng = game.new_state(players, seed=7), np.random.default_rng(7)
        for _ in range(MOVES):
            if state.is_terminal():
                break
            seats = state.current_players()
            if state.is_chance_node():
                state.apply(state.sample_chance())
                continue
            seat = seats[int(rng.integers(len(seats)))]
            moves = state.legal_moves(seat)
            state.apply(moves[int(rng.integers(len(moves)))], seat)
        found.append((game.title, game.play.portray(state, 0)))
        if name == "fishing_frenzy":
            found.append((f"{game.title} (phone)", game.play.portray(state, 0, compact=True)))
    return found


def _ms(action) -> float:
    """The CPU milliseconds one call takes."""
    begun = time.process_time()
    action()
    return (time.process_time() - begun) * 1000


def _canvas_paint(canvas: Canvas, scene) -> None:
    with hold_canvas():
        paint(canvas, scene)


def run(repeats: int = REPEATS) -> list[str]:
    """Interleaved, ``repeats`` times per board: a canvas paint, then the SVG; medians and their ratio."""
    lines = [f"svg, {repeats} interleaved repeats per board, load average {os.getloadavg()[0]:.1f} "
             "(ms of CPU per board; the canvas figure is the kernel's side of a paint):"]
    for title, scene in boards():
        canvas = Canvas(width=scene.width, height=scene.height)
        svg_ms, canvas_ms = [], []
        to_svg(scene), _canvas_paint(canvas, scene)  # warm: first calls fill caches
        for _ in range(repeats):
            canvas_ms.append(_ms(lambda: _canvas_paint(canvas, scene)))
            svg_ms.append(_ms(lambda: to_svg(scene)))
        svg, painted = statistics.median(svg_ms), statistics.median(canvas_ms)
        size = len(to_svg(scene).encode()) / 1024
        lines.append(f"  {title}: SVG {svg:.2f} ms ({size:.0f} KiB, {len(scene.shapes)} shapes) · canvas paint "
                     f"{painted:.2f} ms · SVG = {svg / painted:.2f}× canvas")
    return lines


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else REPEATS
    for line in run(repeats):
        print(line)


if __name__ == "__main__":
    main()
