"""Fishing Frenzy's course questions, drawn: the map a question rests on as one self-contained SVG picture, with
the column letters and row numbers on its edges, a legend of what each square shows, and the question's squares
ringed and named underneath.

The picture is built from the map's own data (the same shapes the game's board draws: ``portray_map``), so a
question on this edition's map or on the inlet shows exactly the squares its answer was counted on."""
from __future__ import annotations

from fishtutor.core.glyphs import text_on
from fishtutor.core.scene import Circle, Rect, SceneBuilder, boxed
from fishtutor.games.fishing_frenzy.board import parse_square, square_name
from fishtutor.games.fishing_frenzy.portray_map import (DRIFTER_EDGE, FILLS, WATER_RGB, MapGeometry, code, draw_map,
                                                       edge_names, end_ring, fish_rgb, jaw, wheel)
from fishtutor.render.svg import to_svg

CELL = 24  # one square, in pixels
EDGE = 22  # room for the row numbers left of the map and the column letters above it
LEGEND_W = 200
ROW_H = 18  # one legend line
MARK = "#d0021b"  # the ring round a square the question names
INK, MUTED = "#1b2a3a", "#43596a"
# (kind, words) for every picture the legend explains, in the order it lists them (only those on the map)
KINDS = (("water", "clear water"), ("dock", "dock (north row)"), ("land", "land"), ("jetty", "jetty"),
         ("buoy", "buoy"), ("shoal", "shoal"), ("wheel", "Captain's Choice, one wheel"),
         ("double-wheel", "Captain's Choice, two wheels"), ("jaw", "Peril of the Sea (jaw)"), ("sos", "S.O.S. ring"),
         ("drifter", "drifter: one space, bold edge"))


def map_svg(board, marked: dict[str, str], title: str) -> str:
    """The whole ``board`` as an SVG document, each square of ``marked`` (name -> what it is, e.g. "your boat")
    ringed in red and named under the map; ``title`` says what the picture shows."""
    squares = {name: board.space(parse_square(name)) for name in marked}
    g = MapGeometry(EDGE, EDGE, CELL)
    map_w, map_h = board.width * CELL, board.height * CELL
    kinds = _kinds_on(board)
    varieties = list(board.varieties)
    legend_h = 24 + ROW_H * (len(kinds) + len(varieties) + 2)
    notes_h = 10 + ROW_H * len(marked)
    width = int(EDGE + map_w + 16 + LEGEND_W)
    height = int(max(EDGE + map_h, legend_h) + notes_h + 8)
    sb = SceneBuilder(width, height, "#ffffff")
    draw_map(sb, board, g, frozenset(), frozenset())
    edge_names(sb, board, g, 11)
    for space in squares.values():
        end_ring(sb, board, g, space, MARK, 3)
    _legend(sb, board, EDGE + map_w + 16, 4, kinds, varieties)
    y = max(EDGE + map_h, legend_h) + 4 + ROW_H / 2
    for name, what in marked.items():
        sb.add(boxed(EDGE, y, f"{square_name(squares[name])}: {what}", 12, width - EDGE - 4, MARK, "left", True))
        y += ROW_H
    return to_svg(sb.build(), title)


def _kinds_on(board) -> list[tuple[str, str]]:
    """The legend's lines for the kinds of square this map shows."""
    present = set(board.kind_at.values()) | ({"drifter"} if board.regions else set())
    return [(kind, words) for kind, words in KINDS if kind in present]


def _legend(sb: SceneBuilder, board, x: float, y: float, kinds, varieties) -> None:
    """What each picture and fish code on the map means, then how the question's squares are marked."""
    sb.add(boxed(x, y + 8, "Legend", 13, LEGEND_W, MUTED, "left", True))
    y += 22
    for kind, words in kinds:
        _symbol(sb, kind, x + 12, y + ROW_H / 2)
        sb.add(boxed(x + 30, y + ROW_H / 2, words, 11, LEGEND_W - 32, INK))
        y += ROW_H
    if varieties:
        sb.add(boxed(x, y + ROW_H / 2, "Fish, by their codes:", 11, LEGEND_W, MUTED, "left", True))
        y += ROW_H
    for name in varieties:
        fill = fish_rgb(name)
        sb.add(Rect(x, y + 1, 24, ROW_H - 3, fill, None, 1, 3))
        sb.add(boxed(x + 12, y + ROW_H / 2, code(name), 10, 22, text_on(fill), "center", True))
        sb.add(boxed(x + 30, y + ROW_H / 2, name, 11, LEGEND_W - 32, INK))
        y += ROW_H
    sb.add(Rect(x + 1, y + 1, 22, ROW_H - 3, None, MARK, 3, 3))
    sb.add(boxed(x + 30, y + ROW_H / 2, "a square the question names", 11, LEGEND_W - 32, INK))


def _symbol(sb: SceneBuilder, kind: str, x: float, y: float) -> None:
    """A small copy of one map picture, for the legend."""
    c = ROW_H - 2
    sb.add(Rect(x - 12, y - c / 2, 24, c, FILLS.get(kind, WATER_RGB), "#8fb8d0", 0.6))
    if kind == "wheel":
        wheel(sb, x, y, c * 0.3)
    elif kind == "double-wheel":
        wheel(sb, x - 5, y, c * 0.22)
        wheel(sb, x + 5, y, c * 0.22)
    elif kind == "jaw":
        jaw(sb, x, y, c * 0.9)
    elif kind == "sos":
        sb.add(Circle(x, y, c * 0.3, None, "#f07b1a", 3))
    elif kind == "buoy":
        sb.add(Circle(x, y, c * 0.28, "#e4572e", "#ffffff", 1.5))
    elif kind == "drifter":
        sb.add(Rect(x - 11, y - c / 2 + 1, 22, c - 2, None, DRIFTER_EDGE, 2))


def figure(board, marked: dict[str, str], title: str):
    """A question's figure: a callable drawing ``board`` with the ``marked`` squares (drawn when asked)."""
    def draw() -> str:
        return map_svg(board, marked, title)
    return draw


def map_figure(start: str, what: str = "your boat"):
    """The figure of a question on this edition's map: the map, the boat's square ringed."""
    from fishtutor.games.fishing_frenzy.board import default_board
    return figure(default_board(), {start: what}, f"This edition's map of Fishing Frenzy, {what} on {start}")


def dock_figure(marked: dict[int, str], what: str):
    """The figure of a question below a dock on open water: the dock and the boats (by distance south) ringed."""
    from .fishing_frenzy_dice import open_dock_board
    board = open_dock_board()
    dock = board.docks[0]
    names = {square_name((dock[0], dock[1] + d)): words for d, words in marked.items()}
    return figure(board, names, f"A dock with open water south of it: {what}")


def inlet_figure(distance: int, length: int):
    """The inlet drawn, the boat's square ringed."""
    from .fishing_frenzy_chains import inlet_board
    return figure(inlet_board(length), {f"B{distance}": "your boat"},
                  f"A narrow inlet {length} squares long, your boat {distance} south of the dock")
