"""Fishing Frenzy on a phone held upright: a close-up of the map around your boat and the squares you may end
on, big enough to tap, with tabs for the whole map (tap a part of it to look closer there) and for the
Captains and the legend, and arrows that move the close-up North, South, East or West.

Which part is shown is the ``view`` the tutor keeps (None: fitted to your boat and the lit squares); a view
chosen by hand lasts until the game moves on."""
from __future__ import annotations

from dataclasses import dataclass

from fishtutor.core.glyphs import FOCUS, GOOD, INK
from fishtutor.core.scene import Circle, Ellipse, Line, Polygon, Rect, SceneBuilder, Text, boxed
from fishtutor.core.textfit import text_width

from .board import parse_square
from .cards import SEAT_COLOURS, SEAT_RGB
from .portray import COMPACT, EDGE_ROOM, _routes, boat_squares, tagged_spaces
from .portray_map import MapGeometry, boat, draw_map, edge_names, path_lines, square_spots
from .portray_panel import Panel, draw_panel
from .portray_routes import ends, options
from .portray_trace import recent_paths
from .portray_words import dice_words, status_words, title_words

WIDTH = COMPACT.width  # scene units; the page shows the canvas at its content width (360 CSS px on a 390 phone)
BACK = "#eaf4fb"
CELL = 37  # a close-up square: 33 CSS px on a 390 px phone, a fingertip
COLS, ROWS = 10, 14  # the close-up's squares across and down
TOP = 74  # the status bar: the title, then what happens now on up to two lines
TABS_Y, TAB_H = TOP + 4, 40  # the view tabs under the status bar
BUTTON_H = 40  # every button: 36 CSS px on a 390 px phone
WAY_ROW = BUTTON_H + 4
OVERVIEW_TILE = 2  # the whole map answers a tap in blocks of 2 x 2 squares (each 41 CSS px)
TABS = (("near", "Close-up", 100), ("whole", "Whole map", 110), ("captains", "Captains & legend", 162))
ARROWS = (("W", "◀", -1, 0), ("N", "▲", 0, -1), ("S", "▼", 0, 1), ("E", "▶", 1, 0))


@dataclass(frozen=True)
class Window:
    """The part of the map a close-up shows: its top-left square and how many squares across and down."""

    col: int
    row: int
    cols: int
    rows: int

    def holds(self, square) -> bool:
        """The square lies in this part of the map."""
        c, r = square
        return self.col <= c < self.col + self.cols and self.row <= r < self.row + self.rows

    def shows(self, squares) -> bool:
        """Some square of a space (a drifter has several) lies in this part of the map."""
        return any(self.holds(sq) for sq in squares)


@dataclass(frozen=True)
class Table:
    """What a phone view is drawn from: the position, whose seat, the lit squares' ways and the view asked."""

    state: object
    you: int | None
    grouped: dict  # lit square name -> the ways that end there
    highlight: frozenset
    picked: str | None
    lit: list  # each lit space as its squares
    shown: tuple  # the view: ("near",), ("near", moves, col, row), ("whole", moves) or ("captains", moves)
    hide: frozenset = frozenset()  # what the Captains' panel keeps back while a question asks for it


def clamp(board, col: int, row: int, cols: int, rows: int) -> Window:
    """A window of this size moved the least so that it stays on the map."""
    return Window(max(0, min(col, board.width - cols)), max(0, min(row, board.height - rows)), cols, rows)


def fitted(board, lit: list, home) -> Window:
    """The close-up that shows the most lit spaces (each given as its squares), then your boat, then sits nearest
    their middle."""
    cols, rows = min(COLS, board.width), min(ROWS, board.height)
    wanted = [sq for squares in lit for sq in squares] + ([home] if home else [])
    if not wanted:
        return clamp(board, (board.width - cols) // 2, 0, cols, rows)
    mid_c = (min(c for c, _ in wanted) + max(c for c, _ in wanted) + 1) / 2
    mid_r = (min(r for _, r in wanted) + max(r for _, r in wanted) + 1) / 2

    def score(w: Window):
        return (-sum(w.shows(squares) for squares in lit), not (home and w.holds(home)),
                abs(w.col + cols / 2 - mid_c) + abs(w.row + rows / 2 - mid_r), w.row, w.col)
    return min((Window(c, r, cols, rows) for c in range(board.width - cols + 1)
                for r in range(board.height - rows + 1)), key=score)


def current(view, state) -> tuple:
    """The view to draw: a hand-chosen one while the game has not moved on since, else the fitted close-up."""
    if view and len(view) >= 2 and view[1] == len(state.history) and view[0] in ("near", "whole", "captains"):
        return view
    return ("near",)


def look(state, target: tuple):
    """The view a tap on a view control chooses (None: the close-up fitted to your boat and the lit squares)."""
    kind = target[1] if len(target) > 1 else "near"
    moves = len(state.history)
    if kind == "near" and len(target) == 4 and all(type(v) is int for v in target[2:]):
        return ("near", moves, target[2], target[3])
    return (kind, moves) if kind in ("whole", "captains") else None


def portray_compact(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
                    banner: str = "", view=None, hide=frozenset()):
    """The table for a phone held upright: a close-up of the map at tap size, with tabs for the whole map and
    for the Captains and the legend (``view``: which part to show; None fits it to your boat and lit squares;
    ``hide``: what the Captains' panel keeps back)."""
    shown = current(view, state)
    found = options(state, you) if highlight else ()
    grouped = ends(found)
    picked = focus[1] if focus and focus[0] == "square" and focus[1] in grouped else None
    lit = [board_squares(state.board, n) for n in grouped if ("square", n) in highlight]
    draw = {"whole": _whole, "captains": _captains}.get(shown[0], _near)
    sb, meta = draw(Table(state, you, grouped, highlight, picked, lit, shown, frozenset(hide)))
    _status(sb, state, you, banner, picked)
    _tabs(sb, shown[0])
    return sb.build(game="fishing_frenzy", layout="compact", view=shown[0], lit=tuple(sorted(grouped))
                    if highlight else (), picked=picked, **meta)


def _near(t: Table):
    """The close-up: the window's squares at tap size, the dice in words with the arrows, the ways to a picked
    square as buttons."""
    state, board, shown = t.state, t.state.board, t.shown
    home = boat_squares(state).get(t.you) if t.you is not None else None
    w = fitted(board, t.lit, home) if len(shown) < 4 else \
        clamp(board, shown[2], shown[3], min(COLS, board.width), min(ROWS, board.height))
    left, top = EDGE_ROOM + 4, TABS_Y + TAB_H + 4 + EDGE_ROOM
    g = MapGeometry(left - w.col * CELL, top - w.row * CELL, CELL)
    box = (left, top, w.cols * CELL, w.rows * CELL)
    opts = t.grouped.get(t.picked, ())
    strip = top + w.rows * CELL + 6
    height = strip + BUTTON_H + 6 + (_ways_height(opts) if opts else 0) + 6
    sb = SceneBuilder(WIDTH, int(height), BACK)
    layer = SceneBuilder(1, 1)
    _map_layer(layer, t, g)
    sb.add(*(s for s in layer.shapes if _meets(s, box)))
    _frame(sb, box, height)
    edge_names(sb, board, g, 12, (w.col, w.row, w.cols, w.rows))
    x0, y0, bw, bh = box
    sb.hotspots.extend(h for h in layer.hotspots if x0 <= h.x and h.x + h.w <= x0 + bw and y0 <= h.y and
                       h.y + h.h <= y0 + bh)  # the squares shown, each answering as its space
    _strip(sb, state, w, t.lit, strip)
    if opts:
        _ways(sb, strip + BUTTON_H + 6, opts)
    return sb, {"cell": CELL, "origin": (g.x, g.y), "window": (w.col, w.row, w.cols, w.rows)}


def _map_layer(sb: SceneBuilder, t: Table, g: MapGeometry) -> None:
    """The whole map drawn at this geometry: squares, the latest ways, lit squares, boats, the squares' spots."""
    state, you = t.state, t.you
    boats = boat_squares(state)
    board = state.board
    draw_map(sb, board, g, tagged_spaces(state), frozenset(board.space(sq) for sq in boats.values()))
    for seat, path in recent_paths(state):
        path_lines(sb, g, path, SEAT_RGB[seat], 3, 5)
    _routes(sb, state, g, t.grouped, t.highlight, t.picked)
    for seat, square in boats.items():
        ring = FOCUS if seat in state.current_players() and seat == you else None
        boat(sb, g, square, SEAT_RGB[seat], SEAT_COLOURS[seat][0], ring)
    square_spots(sb, board, g)


def _meets(shape, box) -> bool:
    """The shape is drawn at least partly inside the box (a label only if its anchor is inside)."""
    x, y, w, h = box
    if isinstance(shape, Text):
        return x <= shape.x <= x + w and y <= shape.y <= y + h
    if isinstance(shape, Rect):
        x0, y0, x1, y1 = shape.x, shape.y, shape.x + shape.w, shape.y + shape.h
    elif isinstance(shape, Circle):
        x0, y0, x1, y1 = shape.x - shape.r, shape.y - shape.r, shape.x + shape.r, shape.y + shape.r
    elif isinstance(shape, Ellipse):
        x0, y0, x1, y1 = shape.x - shape.rx, shape.y - shape.ry, shape.x + shape.rx, shape.y + shape.ry
    elif isinstance(shape, Line):
        x0, x1 = sorted((shape.x1, shape.x2))
        y0, y1 = sorted((shape.y1, shape.y2))
    elif isinstance(shape, Polygon):
        xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    else:
        return True
    return x0 < x + w and x1 > x and y0 < y + h and y1 > y


def _frame(sb: SceneBuilder, box, height: float) -> None:
    """Cover what runs past the close-up's edges, and draw its border."""
    x, y, w, h = box
    sb.add(Rect(0, 0, WIDTH, y, BACK), Rect(0, y + h, WIDTH, height - y - h, BACK), Rect(0, y, x, h, BACK),
           Rect(x + w, y, WIDTH - x - w, h, BACK), Rect(x, y, w, h, None, "#1d5f8a", 1.5))


def _strip(sb: SceneBuilder, state, w: Window, lit: list, y: float) -> None:
    """The dice in words, and an arrow for each way the map goes on (with how many lit squares lie that way)."""
    board = state.board
    x = WIDTH - 8
    for _, glyph, dc, dr in reversed(ARROWS):
        x -= BUTTON_H + 4
        moved = clamp(board, w.col + dc * (w.cols // 2), w.row + dr * (w.rows // 2), w.cols, w.rows)
        if (moved.col, moved.row) == (w.col, w.row):
            continue
        beyond = sum(1 for squares in lit if not w.shows(squares) and _beyond(w, squares[0], dc, dr))
        fill, ink = (GOOD, "#ffffff") if beyond else ("#ffffff", INK)
        sb.add(Rect(x, y, BUTTON_H, BUTTON_H, fill, "#7b8a97", 1.5, 6))
        sb.add(boxed(x + BUTTON_H / 2, y + BUTTON_H / 2, f"{glyph}{beyond}" if beyond else glyph, 15, BUTTON_H - 6,
                     ink, "center", True))
        sb.spot(x, y, BUTTON_H, BUTTON_H, ("view", "near", moved.col, moved.row))
    off = sum(not w.shows(squares) for squares in lit)
    if not off:
        sb.add(boxed(8, y + BUTTON_H / 2, f"Dice: {dice_words(state)}", 14, x - 14, INK, "left", True))
        return
    sb.add(boxed(8, y + BUTTON_H / 2 - 9, f"{off} lit square{'s' * (off > 1)} off this view:", 13, x - 14, GOOD,
                 "left", True),
           boxed(8, y + BUTTON_H / 2 + 9, "pick an arrow that counts them", 13, x - 14, GOOD, "left", True))


def _beyond(w: Window, square, dc: int, dr: int) -> bool:
    """The square lies past the window's edge in this direction (dc, dr: one of them -1 or 1)."""
    c, r = square
    if dc:
        return c >= w.col + w.cols if dc > 0 else c < w.col
    return r >= w.row + w.rows if dr > 0 else r < w.row


def board_squares(board, name: str) -> tuple:
    """The squares of the space a square name stands for (a drifter's squares, or the one square)."""
    return tuple(board.space_squares(board.space(parse_square(name))))


def _ways_height(opts) -> float:
    """The ways to a picked square: a line naming it, then buttons two to a row."""
    return 22 + (len(opts) + 1) // 2 * WAY_ROW


def _ways(sb: SceneBuilder, y: float, opts) -> None:
    """A button for each way to the picked square (tap one to move)."""
    end = opts[0].end
    many = len(opts) > 1
    sb.add(boxed(8, y + 9, f"{len(opts)} ways to {end}: tap one" if many else f"The way to {end}: tap it", 14,
                 WIDTH - 16, FOCUS, "left", True))
    bw = (WIDTH - 16 - 8) / 2
    for i, option in enumerate(opts):
        bx, by = 8 + (i % 2) * (bw + 8), y + 22 + (i // 2) * WAY_ROW
        sb.add(Rect(bx, by, bw, BUTTON_H, "#fde7c0", FOCUS, 2, 6))
        sb.add(boxed(bx + bw / 2, by + BUTTON_H / 2, option.words, 14, bw - 10, INK, "center", True))
        sb.spot(bx, by, bw, BUTTON_H, ("option", i))


def _whole(t: Table):
    """The whole map, small: the lit squares ringed; a tap on any part opens the close-up there."""
    board = t.state.board
    cell = min(COMPACT.max_cell, int((WIDTH - EDGE_ROOM - 12) / board.width))
    top = TABS_Y + TAB_H + 24 + EDGE_ROOM
    g = MapGeometry(EDGE_ROOM + 4, top, cell)
    height = top + board.height * cell + 10
    sb = SceneBuilder(WIDTH, int(height), BACK)
    sb.add(boxed(8, TABS_Y + TAB_H + 12, "Tap a part of the map to see it up close.", 14, WIDTH - 16, INK, "left",
                 True))
    layer = SceneBuilder(1, 1)
    _map_layer(layer, t, g)
    sb.add(*layer.shapes)
    edge_names(sb, board, g, 10)
    step = OVERVIEW_TILE
    for row in range(0, board.height, step):
        for col in range(0, board.width, step):
            w = clamp(board, col + step // 2 - COLS // 2, row + step // 2 - ROWS // 2, min(COLS, board.width),
                      min(ROWS, board.height))
            x, y = g.corner((col, row))
            sb.spot(x, y, cell * min(step, board.width - col), cell * min(step, board.height - row),
                    ("view", "near", w.col, w.row))
    return sb, {"cell": cell, "origin": (g.x, g.y)}


def _captains(t: Table):
    """The dice, the fish caught, each Captain and the legend (the ways to a square are picked in the close-up)."""
    y = TABS_Y + TAB_H + 8
    panel = Panel(8, y, WIDTH - 16, True)
    height = y + panel.height(t.state, ()) + 4
    sb = SceneBuilder(WIDTH, int(height), BACK)
    draw_panel(sb, t.state, t.you, panel, (), t.hide)
    return sb, {}


def _status(sb: SceneBuilder, state, you: int | None, banner: str, picked: str | None) -> None:
    """The title with the fish caught, and what happens now in words big enough to read (two lines if need be)."""
    sb.add(Rect(0, 0, WIDTH, TOP, "#0f4c75"))
    sb.add(boxed(10, 15, title_words(state), 14, WIDTH - 20, "#ffffff", "left", True))
    for i, line in enumerate(two_lines(banner or status_words(state, you, picked), 15, WIDTH - 20)):
        sb.add(boxed(10, 38 + i * 21, line, 15, WIDTH - 20, "#ffe08a", "left", True))


def two_lines(words: str, size: float, width: float) -> list[str]:
    """The words broken at spaces into at most two lines that fit ``width`` (the second may still be too long:
    its box shrinks it)."""
    first, rest = "", words.split(" ")
    while rest and text_width(f"{first} {rest[0]}".strip(), size, True) <= width:
        first = f"{first} {rest.pop(0)}".strip()
    if not first:
        return [words]
    return [first] + ([" ".join(rest)] if rest else [])


def _tabs(sb: SceneBuilder, chosen: str) -> None:
    """The three views as tabs; the one shown is filled."""
    x = 8
    for kind, label, width in TABS:
        on = kind == chosen
        sb.add(Rect(x, TABS_Y, width, TAB_H, "#0f4c75" if on else "#ffffff", "#0f4c75", 1.5, 8))
        sb.add(boxed(x + width / 2, TABS_Y + TAB_H / 2, label, 14, width - 10, "#ffffff" if on else "#0f4c75",
                     "center", True))
        sb.spot(x, TABS_Y, width, TAB_H, ("view", kind))
        x += width + 6


__all__ = ["CELL", "COLS", "ROWS", "Window", "fitted", "look", "portray_phone"]
