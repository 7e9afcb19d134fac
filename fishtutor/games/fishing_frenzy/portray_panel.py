"""The Fishing Frenzy panel: the dice as rolled, fish caught against the limit, the ways to a picked square,
each Captain (catch count for all, points for your own), and the legend of the map."""
from __future__ import annotations

import math
from dataclasses import dataclass

from fishtutor.core.glyphs import FOCUS, INK, text_on
from fishtutor.core.scene import Circle, Rect, SceneBuilder, boxed

from .cards import SEAT_COLOURS, SEAT_RGB
from .portray_map import DRIFTER_EDGE, FILLS, WATER_RGB, code, fish_rgb, jaw, tag, wheel
from .portray_words import catch_words, caught, dice_shown, dice_words, where_words

DICE_H = 62
LIMIT_H = 40
ROW_H = 40
OPTION_H = 30
LEGEND_ROW = 17
SYMBOLS = (("wheel", "one wheel: pick 1 way"), ("double", "two wheels: 2 ways"), ("jaw", "Peril of the Sea"),
           ("sos", "S.O.S. ring"), ("drifter", "drifter: one space"), ("tag", "fish caught (tag)"),
           ("dock", "dock"), ("land", "land, jetty, shoal, buoy"))


@dataclass(frozen=True)
class Panel:
    """Where the panel goes and how wide it is; on a phone it runs below the map."""

    x: float
    y: float
    w: float
    compact: bool

    @property
    def columns(self) -> int:
        """Legend columns."""
        return 2

    def option_rows(self, opts) -> int:
        """Rows of way-buttons for a picked square (two to a row)."""
        return math.ceil(len(opts) / 2) if opts else 0

    def legend_height(self, state) -> float:
        """The legend: every variety on the map, then the symbols."""
        kinds = len(_varieties(state.board))
        return 20 + (math.ceil(kinds / self.columns) + math.ceil(len(SYMBOLS) / self.columns)) * LEGEND_ROW

    def height(self, state, opts) -> float:
        """The panel's full height for this position."""
        picked = 24 + self.option_rows(opts) * OPTION_H if opts else 0
        return DICE_H + LIMIT_H + picked + state.n * ROW_H + self.legend_height(state) + 12


def _varieties(board) -> list[str]:
    """The fish varieties pictured on a map, in its legend's order."""
    return list(board.varieties)


def draw_panel(sb: SceneBuilder, state, you: int | None, p: Panel, opts, hide=frozenset()) -> None:
    """Dice, limit, the ways to a picked square, the Captains and the legend, top to bottom."""
    y = p.y
    _dice(sb, state, p, y)
    y += DICE_H
    _limit(sb, state, p, y)
    y += LIMIT_H
    if opts:
        y = _ways(sb, p, y, opts)
    for seat in range(state.n):
        _captain(sb, state, seat, you, p, y, hide)
        y += ROW_H
    _legend(sb, state, p, y + 4)


def _dice(sb: SceneBuilder, state, p: Panel, y: float) -> None:
    """The white compass cube and the black number cube as last rolled, and the roll in words."""
    shown = dice_shown(state)
    sb.add(boxed(p.x, y + 8, "Dice", 12, 60, "#43596a", "left", True))
    wx, bx, cy, s = p.x, p.x + 50, y + 38, 40
    sb.add(Rect(wx, cy - s / 2, s, s, "#ffffff" if shown else "#f3f6f8", "#7b8a97", 1.5, 6),
           Rect(bx, cy - s / 2, s, s, "#1b2a3a" if shown else "#f3f6f8", "#7b8a97", 1.5, 6))
    if shown:
        face, number = shown
        sb.add(boxed(wx + s / 2, cy - 9, face[0], 14, s - 8, INK, "center", True),
               boxed(wx + s / 2, cy + 9, face[1], 14, s - 8, INK, "center", True))
        _pips(sb, bx + s / 2, cy, s, number)
    sb.add(boxed(p.x + 100, cy, dice_words(state), 14, p.w - 100, INK, "left", True))


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def _pips(sb: SceneBuilder, x: float, y: float, s: float, number: int) -> None:
    """The black cube's spots."""
    for dx, dy in PIPS.get(number, []):
        sb.add(Circle(x + dx * s * 0.26, y + dy * s * 0.26, s * 0.08, "#ffffff"))


def _limit(sb: SceneBuilder, state, p: Panel, y: float) -> None:
    """Fish caught against the tournament limit: words and a bar of tags."""
    got, limit = caught(state), state.limit
    sb.add(boxed(p.x, y + 10, f"Fish caught: {got} of {limit}", 13, p.w, INK, "left", True))
    bar_w = p.w - 4
    sb.add(Rect(p.x, y + 22, bar_w, 12, "#dfe9f0", "#9fb3c3", 1, 4))
    if got:
        sb.add(Rect(p.x, y + 22, bar_w * min(got, limit) / limit, 12, "#136135", None, 1, 4))


def _ways(sb: SceneBuilder, p: Panel, y: float, opts) -> float:
    """Buttons for each way to the picked square (click one to move), under a line naming the square."""
    end = opts[0].end
    many = len(opts) > 1
    sb.add(boxed(p.x, y + 10, f"{len(opts)} ways to {end}: pick one" if many else f"The way to {end}: pick it",
                 13, p.w, FOCUS, "left", True))
    y += 24
    bw = (p.w - 8) / 2
    for i, option in enumerate(opts):
        bx, by = p.x + (i % 2) * (bw + 8), y + (i // 2) * OPTION_H
        sb.add(Rect(bx, by, bw, OPTION_H - 6, "#fde7c0", FOCUS, 2, 6))
        sb.add(boxed(bx + bw / 2, by + (OPTION_H - 6) / 2, option.words, 13, bw - 10, INK, "center", True))
        sb.spot(bx, by, bw, OPTION_H - 6, ("option", i))
    return y + p.option_rows(opts) * OPTION_H


def _captain(sb: SceneBuilder, state, seat: int, you: int | None, p: Panel, y: float, hide=frozenset()) -> None:
    """One Captain: colour and name, catch count (points for you only, none while ``hide`` holds "points"), where
    the boat is."""
    now = seat in state.current_players()
    sb.add(Rect(p.x, y + 2, p.w, ROW_H - 5, "#fff8e1" if seat == you else "#ffffff", FOCUS if now else "#c8dbe8",
                2 if now else 1, 7))
    name = SEAT_COLOURS[seat] + (" (you)" if seat == you else "")
    fill = SEAT_RGB[seat]
    sb.add(Rect(p.x + 5, y + 7, 92, 18, fill, None, 1, 9))
    sb.add(boxed(p.x + 51, y + 16, name, 12, 84, text_on(fill), "center", True))
    sb.add(boxed(p.x + 104, y + 16, catch_words(state, seat, you, hide), 12, p.w - 110, INK, "left", True))
    sb.add(boxed(p.x + 8, y + 30, where_words(state, seat), 10, p.w - 14, "#43596a", "left", False))


def _legend(sb: SceneBuilder, state, p: Panel, y: float) -> None:
    """What each code and picture on the map means."""
    sb.add(boxed(p.x, y + 8, "Legend", 12, 80, "#43596a", "left", True))
    y += 20
    col_w = p.w / p.columns
    names = _varieties(state.board)
    rows = math.ceil(len(names) / p.columns)
    for i, name in enumerate(names):
        x, yy = p.x + (i // rows) * col_w, y + (i % rows) * LEGEND_ROW
        fill = fish_rgb(name)
        sb.add(Rect(x, yy, 24, LEGEND_ROW - 3, fill, None, 1, 3))
        sb.add(boxed(x + 12, yy + (LEGEND_ROW - 3) / 2, code(name), 10, 22, text_on(fill), "center", True))
        sb.add(boxed(x + 29, yy + (LEGEND_ROW - 3) / 2, name, 11, col_w - 33, INK, "left", False))
    y += rows * LEGEND_ROW
    srows = math.ceil(len(SYMBOLS) / p.columns)
    for i, (kind, words) in enumerate(SYMBOLS):
        x, yy = p.x + (i // srows) * col_w, y + (i % srows) * LEGEND_ROW
        _symbol(sb, kind, x + 12, yy + (LEGEND_ROW - 3) / 2, LEGEND_ROW - 1)
        sb.add(boxed(x + 29, yy + (LEGEND_ROW - 3) / 2, words, 11, col_w - 33, INK, "left", False))


def _symbol(sb: SceneBuilder, kind: str, x: float, y: float, c: float) -> None:
    """A small copy of a map picture, for the legend."""
    sb.add(Rect(x - 12, y - c / 2 + 1, 24, c - 2, FILLS.get({"double": "double-wheel", "tag": "water",
                                                                "drifter": "water"}.get(kind, kind), WATER_RGB)))
    if kind == "wheel":
        wheel(sb, x, y, c * 0.3)
    elif kind == "double":
        wheel(sb, x - 5, y, c * 0.22)
        wheel(sb, x + 5, y, c * 0.22)
    elif kind == "jaw":
        jaw(sb, x, y, c * 0.9)
    elif kind == "sos":
        sb.add(Circle(x, y, c * 0.3, None, "#f07b1a", 3))
    elif kind == "drifter":
        sb.add(Rect(x - 11, y - c / 2 + 2, 22, c - 4, None, DRIFTER_EDGE, 2))
    elif kind == "tag":
        tag(sb, x, y, c)
