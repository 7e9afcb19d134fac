"""The Fishing Frenzy map as shapes: water, land and docks, fish spaces by variety (a colour and a two-letter
code), drifters outlined as one space, wheels, jaws, S.O.S. rings, tagged fish, boats, and the paths a roll
allows. Every label is boxed to its square, so it reads at either layout and never runs into its neighbour."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from fishtutor.core.glyphs import GOOD, text_on
from fishtutor.core.scene import Circle, Line, Polygon, Rect, SceneBuilder, boxed

from .board import square_name
from .mapfile import BUOY, DOCK, DOUBLE_WHEEL, FISH, JAW, JETTY, LAND, SHOAL, SOS, WATER, WHEEL
from .cards import VARIETY_RGB, VARIETY_WATER, variety

WATER_RGB = "#bfe1f2"
GRID = "#8fb8d0"
DRIFTER_EDGE = "#1d5f8a"
TAG_RGB = "#f3f5f6"
FILLS = {WATER: WATER_RGB, DOCK: "#a0714a", LAND: "#cdb97f", JETTY: "#8a8f96", BUOY: WATER_RGB, SHOAL: "#e6d7a3",
         WHEEL: "#d9ecf7", DOUBLE_WHEEL: "#d9ecf7", JAW: "#f6d5d5", SOS: "#fde8d2"}
# A short code for each variety this edition names; a teacher's map with other fish gets codes made up below.
CODES = {"Redfish": "RF", "Snook": "SN", "Trout": "TR", "Bonefish": "BF", "Permit": "PM", "Tarpon": "TP",
         "Snapper": "SP", "Grouper": "GR", "Cobia": "CB", "Amberjack": "AJ", "Marlin": "ML", "Sailfish": "SF",
         "Bluefin Tuna": "BT", "Mahi-mahi": "MM", "Wahoo": "WH"}
SPARE_RGB = ("#7a6f9b", "#b06a8f", "#5d8a6a", "#a3774a")


@dataclass(frozen=True)
class MapGeometry:
    """Where the map sits: its top-left corner and the size of one square."""

    x: float
    y: float
    cell: float

    def centre(self, square) -> tuple[float, float]:
        """The middle of a square, in canvas pixels."""
        col, row = square
        return self.x + (col + 0.5) * self.cell, self.y + (row + 0.5) * self.cell

    def corner(self, square) -> tuple[float, float]:
        """The top-left corner of a square."""
        col, row = square
        return self.x + col * self.cell, self.y + row * self.cell


def code(name: str | None) -> str:
    """The two-letter code drawn on a fish space ("RF" for Redfish)."""
    if not name:
        return ""
    if name in CODES:
        return CODES[name]
    letters = [c for c in name.upper() if c.isalpha()]
    return "".join(letters[:1] + letters[-1:]) or "?"


def fish_rgb(name: str | None) -> str:
    """A variety's colour (this edition's, or a spare one for a fish this edition does not know)."""
    try:
        return VARIETY_RGB[variety(name)]
    except ValueError:
        return SPARE_RGB[sum(map(ord, name or "")) % len(SPARE_RGB)]


def fish_water(name: str | None) -> str:
    """The water a variety lives in (channel, flats, reef, offshore), or "" if this edition does not know it."""
    try:
        return VARIETY_WATER[variety(name)]
    except ValueError:
        return ""


def square_fill(board, square, tagged: frozenset) -> str:
    """The colour of a square: its kind, a fish's variety, or clear water once the fish is tagged."""
    kind = board.kind(square)
    if kind == FISH:
        return WATER_RGB if board.space(square) in tagged else fish_rgb(board.variety(square))
    return FILLS.get(kind, WATER_RGB)


def draw_map(sb: SceneBuilder, board, g: MapGeometry, tagged: frozenset, covered: frozenset) -> None:
    """The whole map, square by square; ``covered`` spaces (a boat on them) leave out their words."""
    shapes, labels = _map_shapes(board, g, tagged)
    sb.add(*shapes)
    sb.add(*(text for space, text in labels if space not in covered))


@lru_cache(maxsize=64)
def _map_shapes(board, g: MapGeometry, tagged: frozenset) -> tuple[tuple, tuple]:
    """The map's pictures, and its fish codes with the space each names (the same map and tags give the same
    picture: worked out once)."""
    sb = SceneBuilder(1, 1)
    labels: list = []
    _paint_map(sb, board, g, tagged, labels)
    return tuple(sb.shapes), tuple(labels)


def _paint_map(sb: SceneBuilder, board, g: MapGeometry, tagged: frozenset, labels: list) -> None:
    """The map's squares, grid, drifters and pictures, in drawing order."""
    c = g.cell
    sb.add(Rect(g.x, g.y, board.width * c, board.height * c, WATER_RGB))  # clear water: the squares left as they are
    for row in range(board.height):
        for col in range(board.width):
            fill = square_fill(board, (col, row), tagged)
            if fill != WATER_RGB and not board.region((col, row)):
                x, y = g.corner((col, row))
                sb.add(Rect(x, y, c, c, fill))
    for row in range(board.height + 1):
        sb.add(Line(g.x, g.y + row * c, g.x + board.width * c, g.y + row * c, GRID, 0.6))
    for col in range(board.width + 1):
        sb.add(Line(g.x + col * c, g.y, g.x + col * c, g.y + board.height * c, GRID, 0.6))
    for label in board.regions:
        _drifter(sb, board, g, label, tagged)
    for row in range(board.height):
        for col in range(board.width):
            _decorate(sb, board, g, (col, row), tagged, labels)


def _drifter(sb: SceneBuilder, board, g: MapGeometry, label: str, tagged: frozenset) -> None:
    """A drifter: its squares filled as one space (no lines inside), its border drawn bold."""
    squares = board.squares(label)
    fill = square_fill(board, squares[0], tagged)
    for sq in squares:
        x, y = g.corner(sq)
        sb.add(Rect(x, y, g.cell, g.cell, fill))
    outline(sb, g, squares, DRIFTER_EDGE, 2.5)


def outline(sb: SceneBuilder, g: MapGeometry, squares, stroke: str, width: float, dash: float = 0) -> None:
    """The border of a group of squares drawn as one shape (lines only where a square meets the outside)."""
    own = set(squares)
    across: dict[int, list[int]] = {}  # grid line y (in squares) -> the columns whose edge there is a border
    down: dict[int, list[int]] = {}  # grid line x -> the rows whose edge there is a border
    for col, row in squares:
        for dr, edge in ((-1, row), (1, row + 1)):
            if (col, row + dr) not in own:
                across.setdefault(edge, []).append(col)
        for dc, edge in ((-1, col), (1, col + 1)):
            if (col + dc, row) not in own:
                down.setdefault(edge, []).append(row)
    c = g.cell
    for edge, cols in across.items():
        for start, end in _runs(cols):
            sb.add(Line(g.x + start * c, g.y + edge * c, g.x + end * c, g.y + edge * c, stroke, width, dash))
    for edge, rows in down.items():
        for start, end in _runs(rows):
            sb.add(Line(g.x + edge * c, g.y + start * c, g.x + edge * c, g.y + end * c, stroke, width, dash))


def _runs(cells: list[int]) -> list[tuple[int, int]]:
    """Consecutive cells joined into runs: [1, 2, 3, 6] -> [(1, 4), (6, 7)] (end exclusive)."""
    runs: list[list[int]] = []
    for cell in sorted(set(cells)):
        if runs and runs[-1][1] == cell:
            runs[-1][1] = cell + 1
        else:
            runs.append([cell, cell + 1])
    return [(a, b) for a, b in runs]


def label_square(board, square) -> bool:
    """Whether a space's code is written on this square: a single square, or the middle square of a drifter."""
    label = board.region(square)
    if not label:
        return True
    squares = board.squares(label)
    cx = sum(s[0] for s in squares) / len(squares)
    cy = sum(s[1] for s in squares) / len(squares)
    return square == min(squares, key=lambda s: ((s[0] - cx) ** 2 + (s[1] - cy) ** 2, s[1], s[0]))


def _decorate(sb: SceneBuilder, board, g: MapGeometry, square, tagged: frozenset, labels: list) -> None:
    """The picture on one square: a fish code, a wheel, a jaw, a ring, a buoy, a dock's planks, a tag."""
    kind, (x, y), c = board.kind(square), g.centre(square), g.cell
    if kind == DOCK:
        for i in (1, 2, 3):
            sb.add(Line(x - c / 2 + 2, y - c / 2 + i * c / 4, x + c / 2 - 2, y - c / 2 + i * c / 4, "#6e4a2c", 1))
        return
    if kind == BUOY:
        sb.add(Circle(x, y, c * 0.28, "#e4572e", "#ffffff", 2), Line(x - c * 0.28, y, x + c * 0.28, y, "#ffffff", 2))
        return
    if kind == SHOAL:
        for dx, dy in ((-0.2, -0.16), (0.2, -0.04), (-0.04, 0.22)):
            sb.add(Circle(x + dx * c, y + dy * c, max(1.2, c * 0.05), "#b59d5a"))
        return
    if kind == JETTY:
        sb.add(Line(x - c / 2, y, x + c / 2, y, "#5f646b", 2))
        return
    if kind in (LAND, WATER) or not label_square(board, square):
        if kind == FISH and board.space(square) in tagged and label_square(board, square):
            tag(sb, x, y, c)
        return
    if kind == FISH:
        if board.space(square) in tagged:
            tag(sb, x, y, c)
            return
        fill = fish_rgb(board.variety(square))
        size = min(13.0, c * 0.42) if not board.region(square) else min(15.0, c * 0.5)
        labels.append((board.space(square), boxed(x, y, code(board.variety(square)), size, c - 3, text_on(fill),
                                                  "center", True)))
    elif kind in (WHEEL, DOUBLE_WHEEL):
        if kind == WHEEL:
            wheel(sb, x, y, c * 0.36)
        else:
            wheel(sb, x - c * 0.2, y - c * 0.12, c * 0.24)
            wheel(sb, x + c * 0.2, y + c * 0.12, c * 0.24)
    elif kind == JAW:
        jaw(sb, x, y, c * 0.8)
    elif kind == SOS:
        sb.add(Circle(x, y, c * 0.34, None, "#f07b1a", max(3.0, c * 0.16)),
               Circle(x, y, c * 0.34, None, "#ffffff", 1.2))


def tag(sb: SceneBuilder, x: float, y: float, c: float) -> None:
    """A vinyl tagging square over a caught fish: the space is clear water now."""
    sb.add(Rect(x - c * 0.32, y - c * 0.32, c * 0.64, c * 0.64, TAG_RGB, "#596773", 1, 2),
           Line(x - c * 0.16, y, x - c * 0.03, y + c * 0.14, GOOD, 2), Line(x - c * 0.03, y + c * 0.14, x + c * 0.18,
                                                                          y - c * 0.14, GOOD, 2))


def wheel(sb: SceneBuilder, x: float, y: float, r: float) -> None:
    """A ship's wheel: a rim, a hub and eight spokes."""
    spokes = [Line(x - r * 1.15 * math.cos(a), y - r * 1.15 * math.sin(a), x + r * 1.15 * math.cos(a),
                   y + r * 1.15 * math.sin(a), "#7a4a1e", max(1.0, r * 0.14))
              for a in (k * math.pi / 4 for k in range(4))]  # four spokes right through the hub: eight handles
    sb.add(*spokes, Circle(x, y, r * 0.8, None, "#7a4a1e", max(1.2, r * 0.18)), Circle(x, y, r * 0.25, "#7a4a1e"))


def jaw(sb: SceneBuilder, x: float, y: float, w: float) -> None:
    """A shark's jaw: a dark mouth with white teeth above and below."""
    h = w * 0.62
    sb.add(Polygon(((x - w / 2, y), (x, y - h / 2), (x + w / 2, y), (x, y + h / 2)), "#7d1f1f"))
    for side in (-1, 1):  # a row of four teeth above and below, each row one shape
        base = y + side * h * 0.2
        points = [(x - w * 0.32, base)]
        for k in range(4):
            left = x - w * 0.32 + k * w * 0.16
            points += [(left + w * 0.08, y), (left + w * 0.16, base)]
        sb.add(Polygon(tuple(points), "#ffffff"))


def boat(sb: SceneBuilder, g: MapGeometry, square, fill: str, initial: str, ring: str | None = None) -> None:
    """A boat in its captain's colour, bow to the north, with the captain's initial."""
    x, y = g.centre(square)
    c = g.cell
    if ring:
        sb.add(Circle(x, y, c * 0.55, None, ring, 3))
    hull = ((x, y - c * 0.42), (x + c * 0.3, y - c * 0.12), (x + c * 0.26, y + c * 0.38),
            (x - c * 0.26, y + c * 0.38), (x - c * 0.3, y - c * 0.12))
    sb.add(Polygon(hull, fill, "#ffffff", 2))
    sb.add(boxed(x, y + c * 0.08, initial, min(13.0, c * 0.42), c * 0.5, text_on(fill), "center", True))


def path_lines(sb: SceneBuilder, g: MapGeometry, path, stroke: str, width: float, dash: float = 0) -> None:
    """A boat's way through the squares of ``path``, as a line from centre to centre."""
    points = [g.centre(sq) for sq in path]
    for (x1, y1), (x2, y2) in zip(points, points[1:]):
        sb.add(Line(x1, y1, x2, y2, stroke, width, dash))


def end_ring(sb: SceneBuilder, board, g: MapGeometry, space, stroke: str = GOOD, width: float = 3) -> None:
    """A space a move may end on, outlined (a drifter all round)."""
    squares = board.space_squares(space)
    if len(squares) == 1:
        x, y = g.corner(space)
        sb.add(Rect(x + 2, y + 2, g.cell - 4, g.cell - 4, None, stroke, width, 3))
    else:
        outline(sb, g, squares, stroke, width)


def square_spots(sb: SceneBuilder, board, g: MapGeometry) -> None:
    """Every square clickable, as the space it belongs to (a drifter answers as one space)."""
    sb.hotspots.extend(_spots(board, g))


@lru_cache(maxsize=16)
def _spots(board, g: MapGeometry) -> tuple:
    """The squares' hotspots for one map and geometry (worked out once)."""
    sb = SceneBuilder(1, 1)
    for row in range(board.height):
        for col in range(board.width):
            x, y = g.corner((col, row))
            sb.spot(x, y, g.cell, g.cell, ("square", square_name(board.space((col, row)))))
    return tuple(sb.hotspots)


def edge_names(sb: SceneBuilder, board, g: MapGeometry, size: float, window: tuple | None = None) -> None:
    """Column letters above the map and row numbers to its left, so a square can be named ("G7"); with a
    ``window`` (first column, first row, columns, rows), only for the part of the map shown."""
    col0, row0, cols, rows = window or (0, 0, board.width, board.height)
    left, top = g.corner((col0, row0))
    for col in range(col0, col0 + cols):
        x, _ = g.centre((col, 0))
        sb.add(boxed(x, top - size * 0.75, square_name((col, 0))[:-1], size, g.cell - 2, "#43596a", "center", True))
    for row in range(row0, row0 + rows):
        _, y = g.centre((0, row))
        sb.add(boxed(left - 2, y, str(row), size, left - 4, "#43596a", "right", True))


__all__ = ["MapGeometry", "boat", "code", "draw_map", "edge_names", "end_ring", "fish_rgb", "fish_water",
           "outline", "path_lines", "square_spots"]
