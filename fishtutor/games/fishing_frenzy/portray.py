"""Fishing Frenzy as a picture: the map with its boats and tagged fish; beside it the dice as rolled, the fish
caught against the limit, each Captain's catch (points shown only for your own), a legend, and, when it is your
move, every square you may end on lit with the way there. A phone gets a close-up of the map instead, with the
rest under tabs (portray_phone.py).

Every label is boxed (``boxed``), so a renderer test can check it fits its box at both layouts."""
from __future__ import annotations

from dataclasses import dataclass

from fishtutor.core.glyphs import FOCUS
from fishtutor.core.scene import Rect, Scene, SceneBuilder, boxed
from fishtutor.core.textfit import text_width

from .board import parse_square
from .cards import SEAT_COLOURS, SEAT_RGB
from .portray_map import MapGeometry, boat, draw_map, edge_names, end_ring, path_lines, square_spots
from .portray_panel import Panel, draw_panel
from .portray_routes import ends, options
from .portray_trace import recent_paths
from .portray_words import status_words, title_words

__all__ = ["WIDE", "COMPACT", "portray", "layout_for", "tagged_spaces"]


@dataclass(frozen=True)
class Layout:
    """The picture's frame: its width, the status bar, the most a square may measure, and the panel's place."""

    width: int
    top: float  # status bar height
    max_cell: float
    map_room: float  # width available to the map (row numbers included)
    compact: bool


WIDE = Layout(800, 40, 29, 486, False)
COMPACT = Layout(400, 54, 24, 400, True)
EDGE_ROOM = 18  # room for the row numbers left of the map and the column letters above it


def layout_for(board, frame: Layout) -> tuple[MapGeometry, float, float, float]:
    """Where the map goes for this board, and the panel's x, y and width."""
    cell = min(frame.max_cell, int((frame.map_room - EDGE_ROOM - 8) / board.width))
    g = MapGeometry(EDGE_ROOM + 4, frame.top + EDGE_ROOM, cell)
    if frame.compact:
        return g, 8, g.y + board.height * cell + 10, frame.width - 16
    return g, frame.map_room + 6, frame.top + 8, frame.width - frame.map_room - 14


def tagged_spaces(state) -> frozenset:
    """The spaces whose fish has been caught and tagged (clear water now)."""
    return frozenset(state.board.space((c, r)) for c, r in state.tags)


def boat_squares(state) -> dict[int, tuple]:
    """Each placed boat's square (a drifter's anchor), by seat."""
    return {s: (c, r) for s, (c, r) in enumerate(state.boats) if c >= 0}


def portray(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
            banner: str = "", frame: Layout = WIDE, hide=frozenset()) -> Scene:
    """The whole table; ``highlight`` holds the squares to light (("square", "G7")), ``focus`` a picked one;
    ``hide`` what the panel keeps back ("points")."""
    g, px, py, pw = layout_for(state.board, frame)
    found = options(state, you) if highlight else ()
    grouped = ends(found)
    picked = focus[1] if focus and focus[0] == "square" and focus[1] in grouped else None
    panel = Panel(px, py, pw, frame.compact)
    height = max(g.y + state.board.height * g.cell + 10, py + panel.height(state, grouped.get(picked, ())))
    sb = SceneBuilder(frame.width, int(height), "#eaf4fb")
    _status(sb, state, you, banner, picked, frame)
    boats = boat_squares(state)
    draw_map(sb, state.board, g, tagged_spaces(state), frozenset(state.board.space(sq) for sq in boats.values()))
    edge_names(sb, state.board, g, 10 if frame.compact else 11)
    for seat, path in recent_paths(state):
        path_lines(sb, g, path, SEAT_RGB[seat], 3, 5)
    _routes(sb, state, g, grouped, highlight, picked)
    for seat, square in boats.items():
        ring = FOCUS if seat in state.current_players() and seat == you else None
        boat(sb, g, square, SEAT_RGB[seat], SEAT_COLOURS[seat][0], ring)
    square_spots(sb, state.board, g)
    draw_panel(sb, state, you, panel, grouped.get(picked, ()), hide)
    return sb.build(game="fishing_frenzy", layout="compact" if frame.compact else "wide", cell=g.cell,
                    origin=(g.x, g.y), lit=tuple(sorted(grouped)) if highlight else (), picked=picked)


def _routes(sb: SceneBuilder, state, g: MapGeometry, grouped: dict, highlight: frozenset, picked: str | None) -> None:
    """Every lit end square ringed with the ways there drawn faintly; the picked one's ways drawn bold."""
    lit = {name for kind, name in highlight if kind == "square"}
    for name, opts in grouped.items():
        if name not in lit:
            continue
        for option in opts:
            if name != picked and option.path:
                path_lines(sb, g, option.path, "rgba(31,157,85,0.45)", 2)
    for name in grouped:
        if name in lit and name != picked:
            end_ring(sb, state.board, g, _square(state.board, name))
    if picked:
        for option in grouped[picked]:
            if option.path:
                path_lines(sb, g, option.path, FOCUS, 4)
        end_ring(sb, state.board, g, _square(state.board, picked), FOCUS, 4)


def _square(board, name: str):
    """A square name as the space it belongs to."""
    return board.space(parse_square(name))


def _status(sb: SceneBuilder, state, you: int | None, banner: str, picked: str | None, frame: Layout) -> None:
    """Fish caught against the limit, and what happens now."""
    title, saying = title_words(state), banner or status_words(state, you, picked)
    if not frame.compact:
        sb.add(Rect(0, 0, frame.width, frame.top, "#0f4c75"))
        left = min(text_width(title, 15, True) + 2, 300)
        sb.add(boxed(12, frame.top / 2, title, 15, left, "#ffffff", "left", True))
        sb.add(boxed(frame.width - 12, frame.top / 2, saying, 15, frame.width - 40 - left, "#ffe08a", "right", True))
        return
    sb.add(Rect(0, 0, frame.width, frame.top, "#0f4c75"))
    sb.add(boxed(10, 15, title, 13, frame.width - 20, "#ffffff", "left", True))
    sb.add(boxed(10, 38, saying, 14, frame.width - 20, "#ffe08a", "left", True))

