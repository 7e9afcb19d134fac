"""Fish Eat Fish as a picture: 25 circles and their lines, stacks by height and top colour, the
Starfish on the attack line, and each player's catch and Challenge Cards (yours face up only)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from fishtutor.core.glyphs import FOCUS, GOOD, INK, WARN, badge, little_fish, text_on
from fishtutor.core.scene import Circle, Line, Polygon, Rect, Scene, SceneBuilder, Text
from fishtutor.core.textfit import clip_to_fit, fits, shrink_to_fit, text_width

from .board import CIRCLES, COLUMNS, SIDE, circle_name
from .cards import CARD_CODES, COLOUR_RGB, COLOURS, KINDS
from .phases import CHOOSE, OVER, PHASE_NAMES, PLACE
from .words import battle_words, ending_words, stack_words


_TEXT_HAS_BOX = "box" in Text.__dataclass_fields__


class _Builder(SceneBuilder):
    """A scene builder whose labels fit their boxes: each label is shrunk (or, at the smallest size, cut
    short) to its box width; meta["boxes"] keeps (shown text, size, bold, box width, full text) for the tests."""

    def __init__(self, width: int, height: int, background: str):
        super().__init__(width, height, background)
        self.boxes: list[tuple] = []

    def label(self, x: float, y: float, text: str, size: float, fill: str, align: str, bold: bool,
              box: float) -> None:
        """Words in a box ``box`` px wide (anchored at x by ``align``), shrunk to fit."""
        size = shrink_to_fit(text, size, box, bold, smallest=min(size, 9))
        shown = text if fits(text, size, box, bold) else clip_to_fit(text, size, box, bold)
        boxed = (box,) if _TEXT_HAS_BOX else ()  # the shared Text's own record of its box, where it has one
        self.add(Text(x, y, shown, size, fill, align, bold, *boxed))
        self.boxes.append((shown, size, bold, box, text))

@dataclass(frozen=True)
class Geometry:
    """Where things go: the board's circles, and the players' panel (beside the board, or below it)."""

    width: int
    step: float  # distance between neighbouring circles
    left: float  # x of column A
    upper: float  # y of row 5 (the top row)
    radius: float
    panel_x: float
    panel_y: float
    panel_w: float
    status_lines: int  # 1: phase and whose move side by side; 2: one above the other

    def reach(self) -> float:
        """How far from its centre a circle's drawing goes: the ring round a picked fish or a landing circle
        (5 px wide, 7 px out), or the bottom fish of a tall stack. The row and column names stay beyond it."""
        return self.radius + 10

    def height(self, players: int) -> int:
        """The picture's height for this many players."""
        board = self.upper + 4 * self.step + self.reach() + _LABEL_ROOM + 4
        panel = self.panel_y + players * ROW_H + 52
        return int(max(board, panel) if self.panel_x > 0 else panel)


TOP = 40
LABEL_SIZE = 13  # the row and column names round the board
NAME_INK = "#43596a"  # their colour
_LABEL_GAP = 3  # between a circle's reach and a row or column name
_LABEL_ROOM = 20  # from a circle's reach to the board's edge, on the sides with names
ROW_H = 86
SCORE_W = 36  # room for a player's total at the right of their panel
WIDE = Geometry(800, 94, 84, 96, 31, 500, 50, 292, 1)
COMPACT = Geometry(420, 76, 58, 107, 26, 8, 470, 404, 2)


def centre(c: int, g: Geometry = WIDE) -> tuple[float, float]:
    """Where circle ``c`` is drawn (A1 bottom left, E5 top right)."""
    return g.left + (c % SIDE) * g.step, g.upper + (SIDE - 1 - c // SIDE) * g.step


def portray(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
            banner: str = "", g: Geometry = WIDE) -> Scene:
    """The whole table; ``highlight`` marks circles the learner may click next, ``focus`` the fish picked."""
    sb = _Builder(g.width, g.height(state.n), "#e6f1f8")
    landing = next((t[1] for t in highlight if t[0] == "landing"), None)
    picked = focus[1] if focus and focus[0] == "circle" and state.stacks[focus[1]] else None
    saying = banner or (_pick_banner(state, picked, landing) if picked is not None else _whose_move(state, you))
    _status(sb, state, saying, g)
    _board(sb, state, g)
    if picked is not None and landing is not None:
        _swim_path(sb, picked, landing, g)
    for c in range(CIRCLES):
        _circle(sb, state, c, ("circle", c) in highlight, focus == ("circle", c), g)
    if picked is not None and landing is not None:
        _landing(sb, landing, g)
    if state.line:
        _starfish(sb, *_midpoint(*state.line, g), 15)
    for seat in range(state.n):
        _player(sb, state, seat, you, g)
    _last_battle(sb, state, g)
    return sb.build(game="fish_eat_fish", phase=PHASE_NAMES[state.phase], layout="wide" if g is WIDE else "compact",
                    boxes=tuple(sb.boxes))


def pick_words(state, picked: int, landing: int | None = None) -> str:
    """A picked fish in words, for the banner and the tutor ("Blue fish on C3 picked, to swim to C4")."""
    words = stack_words(state, picked).replace("your own ", "")
    words = words[:1].upper() + words[1:]
    words = words.replace("'s ", " ", 1) if "'s " in words else words
    swim = f", to swim to {circle_name(landing)}" if landing is not None and landing != picked else ""
    return f"{words} picked{swim}"


def _pick_banner(state, picked: int, landing: int | None) -> str:
    """The status line while a move is half made: what is picked, and how to cancel it."""
    if landing is None or landing == picked:
        return f"{pick_words(state, picked)}: pick it again to cancel"
    return f"{pick_words(state, picked).removesuffix(' picked')} to swim to {circle_name(landing)}: " \
           f"pick {circle_name(landing)} to cancel"


def _swim_path(sb: SceneBuilder, picked: int, landing: int, g: Geometry) -> None:
    """The swim the learner has chosen: a line from the picked fish to its landing circle (under the circles)."""
    (x1, y1), (x2, y2) = centre(picked, g), centre(landing, g)
    sb.add(Line(x1, y1, x2, y2, FOCUS, 6))


def _landing(sb: SceneBuilder, landing: int, g: Geometry) -> None:
    """The landing circle chosen for the picked fish: ringed, with a pale fish where it will stop."""
    x, y = centre(landing, g)
    sb.add(Circle(x, y, g.radius + 7, None, FOCUS, 5), Circle(x, y, g.radius - 4, "#fde7c0", FOCUS, 3))
    sb.add(*little_fish(x, y, g.radius, FOCUS))


def portray_compact(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
                    banner: str = "") -> Scene:
    """The table narrow enough for a phone held upright: the board on top, the players below."""
    return portray(state, you, highlight, focus, banner, COMPACT)


def _status(sb: SceneBuilder, state, saying: str, g: Geometry) -> None:
    """The phase, and what happens now."""
    high = TOP if g.status_lines == 1 else 54
    sb.add(Rect(0, 0, g.width, high, "#0f4c75"))
    title = f"Fish Eat Fish · {PHASE_NAMES[state.phase]}"
    if g.status_lines == 1:
        left = text_width(title, 15, True) + 1
        sb.label(12, TOP / 2, title, 15, "#ffffff", "left", True, left)
        sb.label(g.width - 12, TOP / 2, saying, 15, "#ffe08a", "right", True, g.width - 24 - left - 16)
    else:
        sb.label(12, 16, title, 13, "#ffffff", "left", True, g.width - 24)
        sb.label(12, 38, saying, 14, "#ffe08a", "left", True, g.width - 24)


def _whose_move(state, you: int | None) -> str:
    """A short line on what happens now."""
    if state.phase == OVER:
        return ending_words(state)
    seats = state.current_players()
    if state.phase == CHOOSE:
        if you in seats:
            return "Choose your Challenge Card (face down)"
        return " and ".join(state.seat_name(s) for s in seats) + " choosing a card…"
    who = "You" if seats == (you,) else state.seat_name(seats[0])
    if state.phase == PLACE:
        return f"{who}: place a fish"
    if who != "You":
        return f"{who} to play"
    swims_only = all(type(m).__name__ == "Swim" for m in state.legal_moves(you))
    return "You: nothing to attack, swim" if swims_only else "You: attack!"


def _board(sb: SceneBuilder, state, g: Geometry) -> None:
    """The lines between circles, and the column names below and the row names to the left, clear of every
    ring and tall stack a circle can show."""
    near, far = g.reach() + 6, g.reach() + _LABEL_ROOM  # the board's margin: plain sides, named sides
    side = g.step * 4 + near + far
    sb.add(Rect(g.left - far, g.upper - near, side, side, "#d4e9f5", "#a9c9de", 2, 18))
    for a, b in sorted(state.board.edges):
        (x1, y1), (x2, y2) = centre(a, g), centre(b, g)
        sb.add(Line(x1, y1, x2, y2, "#7aa6c2", 3))
    below = g.upper + 4 * g.step + g.reach() + _LABEL_GAP + LABEL_SIZE * 0.6
    for i in range(SIDE):
        sb.label(g.left + i * g.step, below, COLUMNS[i], LABEL_SIZE, NAME_INK, "center", True, 18)
        sb.label(g.left - g.reach() - _LABEL_GAP, g.upper + (SIDE - 1 - i) * g.step, str(i + 1), LABEL_SIZE,
                 NAME_INK, "right", True, _LABEL_ROOM - _LABEL_GAP - 2)


def _circle(sb: SceneBuilder, state, c: int, lit: bool, focused: bool, g: Geometry) -> None:
    """A circle: empty, or a stack drawn bottom to top with its height on the top fish."""
    x, y = centre(c, g)
    r = g.radius
    stack = state.stacks[c]
    if focused:
        sb.add(Circle(x, y, r + 7, None, FOCUS, 5))
    elif lit:
        sb.add(Circle(x, y, r + 6, None, GOOD, 4))
    if not stack:
        sb.add(Circle(x, y, r - 10, "#f7fbfe", "#7aa6c2", 2))
    for i, colour in enumerate(stack):
        dy = (len(stack) - 1) * 3 - i * 6
        sb.add(Circle(x, y + dy, r - 4, COLOUR_RGB[colour], "#ffffff", 2))
    if stack:
        top = COLOUR_RGB[stack[-1]]
        ty = y - (len(stack) - 1) * 3
        sb.add(*little_fish(x - (6 if len(stack) > 1 else 0), ty, r, text_on(top)))
        if len(stack) > 1:
            sb.label(x + r / 2, ty + 1, str(len(stack)), 16, text_on(top), "center", True, r * 0.8)
    sb.spot(x - r - 4, y - r - 4, 2 * r + 8, 2 * r + 8, ("circle", c))


def _midpoint(a: int, b: int, g: Geometry) -> tuple[float, float]:
    (x1, y1), (x2, y2) = centre(a, g), centre(b, g)
    return (x1 + x2) / 2, (y1 + y2) / 2


def _starfish(sb: SceneBuilder, x: float, y: float, r: float) -> None:
    """The Starfish token: a five-armed star."""
    points = tuple((x + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                    y - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5)) for i in range(10))
    sb.add(Polygon(points, "#ff8c42", "#a8431a", 2))


def _player(sb: SceneBuilder, state, seat: int, you: int | None, g: Geometry) -> None:
    """One player's colour, fish on the board, catch, and Challenge Cards."""
    y, x0, right = g.panel_y + seat * ROW_H, g.panel_x, g.panel_x + g.panel_w
    alive = state.has_fish(seat) or state.phase == PLACE
    edge = FOCUS if seat in state.current_players() else "#c8dbe8"
    sb.add(Rect(x0, y, g.panel_w, 80, "#fff8e1" if seat == you else "#ffffff", edge, 2, 10))
    name = COLOURS[seat] + (" (you)" if seat == you else "")
    plate, words = badge(x0 + 8, y + 8, 104, 24, COLOUR_RGB[seat], name, 12)
    sb.add(plate)
    sb.label(words.x, words.y, words.text, words.size, words.fill, words.align, words.bold, 104 - 8)
    if state.starfish == seat:
        _starfish(sb, x0 + 126, y + 20, 10)
    stacks = bin(state.masks[seat]).count("1")
    status = f"{stacks} on the board" if alive else "out of battles"
    box = g.panel_w - 146 - 10 - SCORE_W
    sb.label(x0 + 146, y + 14, status, 12, INK if alive else WARN, "left", True, box)
    sb.label(x0 + 146, y + 30, f"catch: {sum(state.catch[seat])} fish", 12, INK, "left", False, box)
    sb.label(right - 10, y + 20, f"{state.scores()[seat]}", 20, INK, "right", True, SCORE_W - 4)
    sb.spot(x0, y, g.panel_w, 80, ("player", seat))
    _cards(sb, state, seat, you, x0 + 8, y + 42, right)


def _cards(sb: SceneBuilder, state, seat: int, you: int | None, x: float, y: float, right: float) -> None:
    """Your Challenge Cards face up (click one when you must choose); others' face down, counted."""
    hand = state.hand[seat]
    if seat != you:
        count = sum(hand)
        for i in range(min(count, 11)):
            sb.add(Rect(x + i * 9, y, 22, 30, "#35506b", "#ffffff", 1.5, 4))
        sb.label(x + 120, y + 15, f"{count} card{'s' if count != 1 else ''}", 11, INK, "left", False, 60)
        if state.phase == CHOOSE and seat in state.duel:
            chosen = state.pending[seat] >= 0
            sb.label(right - 10, y + 15, "chosen ✓" if chosen else "choosing…", 11, GOOD if chosen else INK,
                     "right", True, right - 10 - (x + 186))
        return
    for k in range(KINDS):
        cx = x + k * 34
        held = hand[k]
        fill = "#f6f1e4" if held else "#e3e7ea"
        picked = state.phase == CHOOSE and state.pending[seat] == k
        sb.add(Rect(cx, y, 30, 32, "#ffd9a8" if picked else fill, FOCUS if picked else "#9fb3c3", 1.5, 4))
        sb.label(cx + 15, y + 12, CARD_CODES[k].replace("F", ""), 13, INK if held else "#596773", "center", True, 26)
        sb.label(cx + 15, y + 25, f"×{held}", 10, INK if held else "#596773", "center", False, 26)
        sb.spot(cx, y, 30, 32, ("card", k))


def _last_battle(sb: SceneBuilder, state, g: Geometry) -> None:
    """The most recent battle's cards and result, under the players."""
    bottom = g.height(state.n)
    if state.last_battle:
        lines = _wrap(f"Last battle: {battle_words(state, state.last_battle)}", 12, g.panel_w)[:3]
        for i, line in enumerate(lines):
            sb.label(g.panel_x, bottom - 14 - (len(lines) - 1 - i) * 15, line, 12, INK, "left", False, g.panel_w)
    elif state.phase == OVER:
        sb.label(g.panel_x, bottom - 16, "The feeding frenzy is over.", 12, INK, "left", False, g.panel_w)


def _wrap(text: str, size: float, width: float) -> list[str]:
    """Words broken into lines no wider than ``width`` px at this font size."""
    lines, line = [], ""
    for word in text.split():
        if line and text_width(f"{line} {word}", size) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + [line] if line else lines
