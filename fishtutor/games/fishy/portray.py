"""Fishy's barrel as a picture: five levels (level n worth n) with each player's fish, the players' fish in
front of them, their hands (yours face up, the others' as backs with a count), the cards on the table, and
notes under the barrel (the Cat order, the last moves, the choices of a half-made move).

Each game turns its state into a ``Table`` (barrel/portray.py, jumping_fish/portray.py); this module draws any Table.
Every label declares its box (Text.box), so the fit tests can measure it."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from fishtutor.core.glyphs import FOCUS, GOOD, INK, WARN, little_fish, text_on
from fishtutor.core.scene import Circle, Line, Polygon, Rect, Scene, SceneBuilder, boxed
from fishtutor.core.textfit import text_width

from .barrel import LEVELS, SEAT_RGB
from .cards import CAT, LOWEST_3, LOWEST_4, is_level, level_of

CARD_W, CARD_H, CARD_STEP = 30, 36, 33
ROW_H = 76
OPTION_H = 26
NOTE_SIZE = 12
PALE = "#f4f8fb"
LEVEL_FILL = ("#d7e6c4", "#cfe3d6", "#c9dfe6", "#c5d6ec", "#cdcaf0")  # level 1 (bottom) .. level 5 (top)
CARD_FILL = {"level": "#fdf6e3", LOWEST_3: "#e8f1fb", LOWEST_4: "#e8f1fb", CAT: "#fbe9e7"}
BACK = "#35506b"
NEW = "#2f6fd6"  # the outline of a card revealed this turn


def hex_rgb(rgb) -> str:
    """An (r, g, b) triple as #rrggbb."""
    return "#%02x%02x%02x" % tuple(rgb)


SEAT_FILL = tuple(hex_rgb(c) for c in SEAT_RGB)


@dataclass(frozen=True)
class Card:
    """A card as the table shows it: face up (``code``) or a back (code ""), with its marks."""

    code: str = ""
    target: tuple | None = None  # what a click on it means, e.g. ("card", "L3") or ("played", 2, "L4")
    this_turn: bool = False  # revealed this turn (outlined)
    cancelled: bool = False  # cancelled by a Cat (crossed out)
    cat_on: bool = False  # a Cat lies on it (Jumping Fish)
    note: str = ""  # a word under a face-down pick ("chosen")


@dataclass(frozen=True)
class Seat:
    """One player's place at the table."""

    seat: int
    name: str
    you: bool
    acting: bool
    in_front: str  # "in front: 12"
    detail: str  # "barrel: 8 fish" / "jumped out: 2"
    points: str
    hand: tuple[Card, ...]  # face up for you; backs for the others
    played: tuple[Card, ...]
    dragon: bool = False
    points_label: str = "points"  # what the big number counts ("fish left" in Jumping Fish: fewer is better)


@dataclass(frozen=True)
class Option:
    """A box under the barrel that finishes a half-made move (e.g. "Option 1: one fish up 3 levels")."""

    key: object
    words: str
    lit: bool = True


@dataclass(frozen=True)
class Arrow:
    """A fish moved: seat's fish from level ``start`` to ``end`` (0: rotted out of the bottom, 6: jumped out)."""

    seat: int
    start: int
    end: int


@dataclass(frozen=True)
class Table:
    """Everything one picture of a barrel game shows."""

    title: str
    saying: str
    levels: list
    seats: tuple[Seat, ...]
    notes: tuple[str, ...] = ()
    options: tuple[Option, ...] = ()
    options_title: str = ""
    guards: frozenset = frozenset()  # (seat, level): a Cat lies on that seat's Level card (push-down stopped)
    arrows: tuple[Arrow, ...] = ()
    marks: dict = field(default_factory=dict)  # (seat, level) -> "+2" / "−1": last turn's changes
    meta: dict = field(default_factory=dict)
    scored: bool = True  # the levels are worth points (Jumping Fish scores none: no "worth n" under them)


@dataclass(frozen=True)
class Geometry:
    """Where things go: the barrel, the notes under it, the players' rows (beside it, or below it)."""

    width: int
    barrel_x: float
    barrel_w: float
    barrel_y: float  # top of the column headers
    band_h: float
    top: float  # status bar height
    panel_x: float
    panel_y: float  # wide: beside the barrel; compact: placed under the notes
    panel_w: float
    notes_h: float
    compact: bool

    @property
    def bands_y(self) -> float:
        """Top of level 5's band."""
        return self.barrel_y + 30

    @property
    def barrel_bottom(self) -> float:
        """Bottom of the barrel (under level 1, its cap included)."""
        return self.bands_y + LEVELS * self.band_h + 12

    @property
    def notes_y(self) -> float:
        """Top of the notes and options under the barrel."""
        return self.barrel_bottom + 12

    def rows_y(self) -> float:
        """Top of the first player's row."""
        return self.notes_y + self.notes_h + 6 if self.compact else self.panel_y

    def height(self, players: int) -> int:
        """The picture's height for this many players."""
        panel = self.rows_y() + players * ROW_H + 6
        return int(max(panel, self.notes_y + self.notes_h + 8))


WIDE = Geometry(800, 16, 384, 50, 54, 40, 412, 50, 380, 176, False)
COMPACT = Geometry(420, 8, 404, 62, 50, 54, 8, 0, 404, 150, True)


def band_top(n: int, g: Geometry) -> float:
    """The top of level ``n``'s band (level 5 at the top of the barrel)."""
    return g.bands_y + (LEVELS - n) * g.band_h


LABEL_W = 58  # the level names' column inside the barrel


def cell_x(seat: int, players: int, g: Geometry) -> tuple[float, float]:
    """Left edge and width of a seat's column inside the barrel."""
    left = g.barrel_x + LABEL_W + 10
    w = (g.barrel_x + g.barrel_w - 8 - left) / players
    return left + seat * w, w


# ---- the whole picture ----------------------------------------------------------------------------------
def draw(table: Table, highlight: frozenset = frozenset(), focus: tuple | None = None, banner: str = "",
         g: Geometry = WIDE) -> Scene:
    """The Table as a Scene; ``highlight`` outlines what may be clicked next, ``focus`` what is picked."""
    n = len(table.seats)
    g = replace(g, notes_h=max(g.notes_h, notes_room(table, g)))  # every note drawn: the picture grows for them
    sb = SceneBuilder(g.width, g.height(n), "#e6f1f8")
    _status(sb, table.title, banner or table.saying, g)
    _barrel(sb, table, highlight, focus, g)
    _notes(sb, table, highlight, focus, g)
    for i, seat in enumerate(table.seats):
        _seat(sb, seat, g.rows_y() + i * ROW_H, highlight, focus, g)
    return sb.build(layout="compact" if g.compact else "wide", **table.meta)


def _status(sb: SceneBuilder, title: str, saying: str, g: Geometry) -> None:
    """The game and what happens now."""
    sb.add(Rect(0, 0, g.width, g.top, "#0f4c75"))
    if not g.compact:
        left = min(text_width(title, 15, True) + 1, 300)
        sb.add(boxed(12, g.top / 2, title, 15, left, "#ffffff", "left", True))
        sb.add(boxed(g.width - 12, g.top / 2, saying, 15, g.width - 24 - left - 16, "#ffe08a", "right", True))
    else:
        sb.add(boxed(12, 16, title, 13, g.width - 24, "#ffffff", "left", True))
        sb.add(boxed(12, 38, saying, 14, g.width - 24, "#ffe08a", "left", True))


# ---- the barrel ---------------------------------------------------------------------------------------
def _barrel(sb: SceneBuilder, table: Table, highlight: frozenset, focus, g: Geometry) -> None:
    """The barrel's staves and hoops, the level bands, each seat's fish per level, and the last moves."""
    n = len(table.seats)
    x, w, top = g.barrel_x, g.barrel_w, g.bands_y - 10
    sb.add(Rect(x, top, w, g.barrel_bottom - top, "#a5744a", "#6b4423", 3, 16))
    for i, seat in enumerate(table.seats):
        cx, cw = cell_x(i, n, g)
        sb.add(boxed(cx + cw / 2, g.barrel_y + 8, seat.name.split()[0], 11, cw - 4, INK, "center", True))
        sb.add(Rect(cx + 4, g.barrel_y + 16, cw - 8, 4, SEAT_FILL[i], "#6b4423", 0.5))
    for level in range(LEVELS, 0, -1):
        _band(sb, table, level, highlight, focus, g)
    for arrow in table.arrows:
        _arrow(sb, arrow, n, g)


def _band(sb: SceneBuilder, table: Table, level: int, highlight: frozenset, focus, g: Geometry) -> None:
    """One level: its name and worth, each seat's fish there, clickable as the level and per seat."""
    n = len(table.seats)
    y = band_top(level, g)
    x, w = g.barrel_x + 6, g.barrel_w - 12
    lit, picked = ("level", level) in highlight, focus == ("level", level)
    sb.add(Rect(x, y + 1, w, g.band_h - 2, LEVEL_FILL[level - 1], FOCUS if picked else GOOD if lit else "#8a6a4a",
                4 if picked or lit else 1, 6))
    sb.add(boxed(x + 6, y + g.band_h / 2 - 9, f"Level {level}", 12, LABEL_W - 4, INK, "left", True))
    if table.scored:
        sb.add(boxed(x + 6, y + g.band_h / 2 + 9, f"worth {level}", 10, LABEL_W - 4, "#43596a", "left", False))
    sb.spot(x, y, w, g.band_h, ("level", level))
    for seat in range(n):
        _cell(sb, table, seat, level, ("fish", seat, level) in highlight, focus == ("fish", seat, level), g)


def _cell(sb: SceneBuilder, table: Table, seat: int, level: int, lit: bool, picked: bool, g: Geometry) -> None:
    """A seat's fish on a level: a fish in its colour and how many, a Cat if one guards them, last turn's change."""
    n = len(table.seats)
    count = table.levels[level - 1][seat]
    cx, cw = cell_x(seat, n, g)
    y = band_top(level, g)
    mid = y + g.band_h / 2
    if lit or picked:
        sb.add(Rect(cx + 2, y + 4, cw - 4, g.band_h - 8, None, FOCUS if picked else GOOD, 3, 6))
    size = min(24.0, cw * 0.45)
    if count:
        sb.add(*little_fish(cx + size * 0.6, mid - 4, size, SEAT_FILL[seat], INK if _pale(seat) else None))
        sb.add(boxed(cx + size * 1.2 + 2, mid - 4, str(count), 13, max(cw - size * 1.2 - 6, 12), INK, "left", True))
    if (seat, level) in table.guards:
        _cat_face(sb, cx + cw - 10, y + 10, 7)
    mark = table.marks.get((seat, level))
    if mark:
        fill = GOOD if mark.startswith("+") else WARN
        sb.add(boxed(cx + cw / 2, y + g.band_h - 9, mark, 10, cw - 6, fill, "center", True))
    sb.spot(cx, y, cw, g.band_h, ("fish", seat, level))


def _pale(seat: int) -> bool:
    """A seat colour too light to see on the barrel without an outline (White)."""
    r, gr, b = SEAT_RGB[seat]
    return 0.299 * r + 0.587 * gr + 0.114 * b > 200


def _arrow(sb: SceneBuilder, arrow: Arrow, players: int, g: Geometry) -> None:
    """A fish's move, in its seat's column: up or down, out of the top (jumped) or the bottom (rotted)."""
    cx, cw = cell_x(arrow.seat, players, g)
    x = cx + cw - 8
    y1 = _level_y(arrow.start, g)
    y2 = _level_y(arrow.end, g)
    sb.add(Line(x, y1, x, y2, FOCUS, 3))
    d = -7 if y2 < y1 else 7
    sb.add(Polygon(((x, y2), (x - 5, y2 - d), (x + 5, y2 - d)), FOCUS, "#8a5a00", 1))


def _level_y(level: int, g: Geometry) -> float:
    """The middle of a level's band; 0 below the barrel (rotted), 6 above it (jumped out)."""
    if level <= 0:
        return g.barrel_bottom + 2
    if level > LEVELS:
        return g.bands_y - 12
    return band_top(level, g) + g.band_h / 2


def _cat_face(sb: SceneBuilder, x: float, y: float, r: float) -> None:
    """A small Cat's head: a grey disc with two ears."""
    sb.add(Polygon(((x - r, y - r * 0.2), (x - r * 0.8, y - r * 1.4), (x - r * 0.2, y - r * 0.8)), "#6b6b6b"),
           Polygon(((x + r, y - r * 0.2), (x + r * 0.8, y - r * 1.4), (x + r * 0.2, y - r * 0.8)), "#6b6b6b"),
           Circle(x, y, r, "#6b6b6b", "#ffffff", 1), Circle(x - r * 0.35, y - r * 0.1, 1.2, "#ffe08a"),
           Circle(x + r * 0.35, y - r * 0.1, 1.2, "#ffe08a"))


# ---- under the barrel: choices and notes ------------------------------------------------------------------
OPTIONS_TITLE_H, NOTE_LINE_H = 18, 16  # the options' title line and each line of notes, as _notes lays them out


def notes_room(table: Table, g: Geometry, options: int | None = None, lines: int | None = None) -> float:
    """The height under the barrel that the boxes finishing a half-made move and every line of every note take
    (or ``options`` boxes and ``lines`` lines, when given)."""
    options = len(table.options) if options is None else options
    lines = len(_wrapped(table.notes, g.barrel_w)) if lines is None else lines
    return (OPTIONS_TITLE_H + options * (OPTION_H + 4) if options else 0) + lines * NOTE_LINE_H


def _notes(sb: SceneBuilder, table: Table, highlight: frozenset, focus, g: Geometry) -> None:
    """The boxes that finish a half-made move, then the notes (Cat order, last moves): all of them, in the room
    ``draw`` made for them."""
    x, w, y = g.barrel_x, g.barrel_w, g.notes_y
    bottom = y + g.notes_h
    if table.options:
        sb.add(boxed(x, y + 8, table.options_title, NOTE_SIZE, w, INK, "left", True))
        y += OPTIONS_TITLE_H
        for option in table.options:
            _option(sb, option, x, y, w, ("option", option.key) in highlight)
            y += OPTION_H + 4
    for line in _wrapped(table.notes, w):
        if y + NOTE_LINE_H > bottom:
            break
        sb.add(boxed(x, y + 8, line, NOTE_SIZE, w, INK, "left", False))
        y += NOTE_LINE_H


def _option(sb: SceneBuilder, option: Option, x: float, y: float, w: float, lit: bool) -> None:
    """One finishing choice: a rounded box with its words, clickable."""
    fill = "#fff3d6" if option.lit else "#eceff1"
    sb.add(Rect(x, y, w, OPTION_H, fill, GOOD if lit else "#b8c4cc", 3 if lit else 1, 8))
    sb.add(boxed(x + 10, y + OPTION_H / 2, option.words, 13, w - 20, INK if option.lit else "#7b8a95", "left",
                 option.lit))
    sb.spot(x, y, w, OPTION_H, ("option", option.key))


def _wrapped(notes: tuple[str, ...], width: float) -> list[str]:
    """Each note broken into lines no wider than ``width`` at the notes' size."""
    lines = []
    for note in notes:
        line = ""
        for word in note.split():
            if line and text_width(f"{line} {word}", NOTE_SIZE) > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}".strip()
        if line:
            lines.append(line)
    return lines


# ---- the players ----------------------------------------------------------------------------------------
def _seat(sb: SceneBuilder, seat: Seat, y: float, highlight: frozenset, focus, g: Geometry) -> None:
    """One player's row: colour and name, fish in front, points, hand and played cards."""
    x0, w = g.panel_x, g.panel_w
    edge = FOCUS if seat.acting else "#c8dbe8"
    sb.add(Rect(x0, y, w, ROW_H - 6, "#fff8e1" if seat.you else "#ffffff", edge, 2, 10))
    fill = SEAT_FILL[seat.seat]
    sb.add(Rect(x0 + 8, y + 5, 112, 22, fill, INK if _pale(seat.seat) else None, 1, 11))
    sb.add(boxed(x0 + 64, y + 16, seat.name, 12, 104, text_on(fill), "center", True))
    if seat.dragon:
        _dragon(sb, x0 + 134, y + 16)
    sb.add(boxed(x0 + 150, y + 10, seat.in_front, 11, w - 150 - 48, INK, "left", True))
    sb.add(boxed(x0 + 150, y + 23, seat.detail, 11, w - 150 - 48, INK, "left", False))
    sb.add(boxed(x0 + w - 8, y + 13, seat.points, 18, 40, INK, "right", True))
    sb.add(boxed(x0 + w - 8, y + 29, seat.points_label, 9, 40, "#43596a", "right", False))
    sb.spot(x0, y, w, 30, ("player", seat.seat))
    cx = x0 + 8
    for card in seat.hand:
        _card(sb, card, cx, y + 33, highlight, focus)
        cx += CARD_STEP if card.code or seat.you else 8
    if seat.hand and not seat.you:
        cx += CARD_W - 8 + 4
        sb.add(boxed(cx, y + 33 + CARD_H / 2, f"{len(seat.hand)}", 11, 16, INK, "left", True))
        cx += 18
    if seat.played:
        cx += 6
        sb.add(Line(cx - 4, y + 35, cx - 4, y + 33 + CARD_H - 2, "#9fb3c3", 1))
    for card in seat.played:
        if cx + CARD_W > x0 + w - 4:
            break
        _card(sb, card, cx, y + 33, highlight, focus)
        cx += CARD_STEP


def _dragon(sb: SceneBuilder, x: float, y: float) -> None:
    """The Dragon (the first player's token): a small green dragon's head."""
    sb.add(Polygon(((x - 11, y + 6), (x - 4, y - 9), (x + 2, y - 4), (x + 11, y - 2), (x + 6, y + 7)),
                   "#278442", "#135c2a", 1.5), Circle(x + 1, y - 2, 1.6, "#ffe08a"))


def _card(sb: SceneBuilder, card: Card, x: float, y: float, highlight: frozenset, focus) -> None:
    """A card: face up with its name, or a back; outlined when it may be clicked or is picked."""
    picked, lit = card.target is not None and focus == card.target, card.target in highlight
    if not card.code:
        sb.add(Rect(x, y, CARD_W, CARD_H, BACK, "#ffffff", 1.5, 4),
               Rect(x + 4, y + 4, CARD_W - 8, CARD_H - 8, None, "#7d98b3", 1, 3))
        if card.note:
            sb.add(boxed(x + CARD_W / 2, y + CARD_H / 2, card.note, 10, CARD_W - 4, "#ffffff", "center", True))
    else:
        kind = "level" if is_level(card.code) else card.code
        edge = FOCUS if picked else GOOD if lit else NEW if card.this_turn else "#9fb3c3"
        sb.add(Rect(x, y, CARD_W, CARD_H, "#e3e7ea" if card.cancelled else CARD_FILL[kind], edge,
                    3 if picked or lit or card.this_turn else 1.5, 4))
        sb.add(boxed(x + CARD_W / 2, y + CARD_H / 2 - (5 if card.cat_on else 0), face(card.code),
                     16 if is_level(card.code) else 11, CARD_W - 4, INK, "center", True))
        if card.cancelled:
            sb.add(Line(x + 3, y + 3, x + CARD_W - 3, y + CARD_H - 3, WARN, 2.5))
        if card.cat_on:
            _cat_face(sb, x + CARD_W / 2, y + CARD_H - 8, 6)
    if picked and not card.code:
        sb.add(Rect(x - 2, y - 2, CARD_W + 4, CARD_H + 4, None, FOCUS, 3, 5))
    elif lit and not card.code:
        sb.add(Rect(x - 2, y - 2, CARD_W + 4, CARD_H + 4, None, GOOD, 3, 5))
    if card.target is not None:
        sb.spot(x, y, CARD_W, CARD_H, card.target)


def face(code: str) -> str:
    """What a card shows: its level's number, "1-3" / "1-4" for the Lowest cards, "Cat"."""
    if is_level(code):
        return str(level_of(code))
    return {LOWEST_3: "1-3", LOWEST_4: "1-4", CAT: "Cat"}.get(code, "?")
