"""Fish Eat Fish as a picture: 25 circles and their lines, stacks by height and top colour, the
Starfish on the attack line, and each player's catch and Challenge Cards (yours face up only)."""
from __future__ import annotations

import math

from fishtutor.core.glyphs import FOCUS, GOOD, INK, WARN, badge, little_fish, text_on
from fishtutor.core.scene import Circle, Line, Polygon, Rect, Scene, SceneBuilder, Text

from .board import CIRCLES, COLUMNS, SIDE
from .cards import CARD_CODES, COLOUR_RGB, COLOURS, KINDS
from .state import CHOOSE, OVER, PHASE_NAMES, PLACE
from .words import battle_words

WIDTH, HEIGHT = 800, 560
TOP = 40
STEP, LEFT, UPPER = 94, 84, 96  # circle spacing and the centre of A5 (row 5 is at the top)
RADIUS = 31
PANEL = 500  # x where the players' panel starts


def centre(c: int) -> tuple[float, float]:
    """Where circle ``c`` is drawn (A1 bottom left, E5 top right)."""
    return LEFT + (c % SIDE) * STEP, UPPER + (SIDE - 1 - c // SIDE) * STEP


def portray(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
            banner: str = "") -> Scene:
    """The whole table; ``highlight`` marks circles the learner may click next, ``focus`` the fish picked."""
    sb = SceneBuilder(WIDTH, HEIGHT, "#e6f1f8")
    sb.add(Rect(0, 0, WIDTH, TOP, "#0f4c75"))
    sb.add(Text(12, TOP / 2, f"Fish Eat Fish · {PHASE_NAMES[state.phase]}", 15, "#ffffff", "left", True))
    sb.add(Text(WIDTH - 12, TOP / 2, banner or _whose_move(state, you), 15, "#ffe08a", "right", True))
    _board(sb, state)
    for c in range(CIRCLES):
        _circle(sb, state, c, ("circle", c) in highlight, focus == ("circle", c))
    if state.line:
        _starfish(sb, *_midpoint(*state.line), 15)
    for seat in range(state.n):
        _player(sb, state, seat, you)
    _last_battle(sb, state)
    return sb.build(game="fish_eat_fish", phase=PHASE_NAMES[state.phase])


def _whose_move(state, you: int | None) -> str:
    """A short line on what happens now."""
    if state.phase == OVER:
        names = " and ".join(state.seat_name(s) for s in state.winners())
        return f"Game over: {names} win{'s' if len(state.winners()) == 1 else ''}"
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


def _board(sb: SceneBuilder, state) -> None:
    """The lines between circles and the column and row names."""
    sb.add(Rect(LEFT - 54, UPPER - 54, STEP * 4 + 108, STEP * 4 + 108, "#d4e9f5", "#a9c9de", 2, 18))
    for a, b in sorted(state.board.edges):
        (x1, y1), (x2, y2) = centre(a), centre(b)
        sb.add(Line(x1, y1, x2, y2, "#7aa6c2", 3))
    for i in range(SIDE):
        sb.add(Text(LEFT + i * STEP, UPPER + 4 * STEP + 44, COLUMNS[i], 14, "#4a6275", "center", True))
        sb.add(Text(LEFT - 44, UPPER + (SIDE - 1 - i) * STEP, str(i + 1), 14, "#4a6275", "center", True))


def _circle(sb: SceneBuilder, state, c: int, lit: bool, focused: bool) -> None:
    """A circle: empty, or a stack drawn bottom to top with its height on the top fish."""
    x, y = centre(c)
    stack = state.stacks[c]
    if focused:
        sb.add(Circle(x, y, RADIUS + 7, None, FOCUS, 5))
    elif lit:
        sb.add(Circle(x, y, RADIUS + 6, None, GOOD, 4))
    if not stack:
        sb.add(Circle(x, y, RADIUS - 10, "#f7fbfe", "#7aa6c2", 2))
    for i, colour in enumerate(stack):
        dy = (len(stack) - 1) * 3 - i * 6
        sb.add(Circle(x, y + dy, RADIUS - 4, COLOUR_RGB[colour], "#ffffff", 2))
    if stack:
        top = COLOUR_RGB[stack[-1]]
        ty = y - (len(stack) - 1) * 3
        sb.add(*little_fish(x - (6 if len(stack) > 1 else 0), ty, 30, text_on(top)))
        if len(stack) > 1:
            sb.add(Text(x + 15, ty + 1, str(len(stack)), 16, text_on(top), "center", True))
    sb.spot(x - RADIUS - 4, y - RADIUS - 4, 2 * RADIUS + 8, 2 * RADIUS + 8, ("circle", c))


def _midpoint(a: int, b: int) -> tuple[float, float]:
    (x1, y1), (x2, y2) = centre(a), centre(b)
    return (x1 + x2) / 2, (y1 + y2) / 2


def _starfish(sb: SceneBuilder, x: float, y: float, r: float) -> None:
    """The Starfish token: a five-armed star."""
    points = tuple((x + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                    y - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5)) for i in range(10))
    sb.add(Polygon(points, "#ff8c42", "#a8431a", 2))


def _player(sb: SceneBuilder, state, seat: int, you: int | None) -> None:
    """One player's colour, fish on the board, catch, and Challenge Cards."""
    y = TOP + 10 + seat * 86
    alive = state.has_fish(seat) or state.phase == PLACE
    edge = FOCUS if seat in state.current_players() else "#c8dbe8"
    sb.add(Rect(PANEL, y, WIDTH - PANEL - 8, 80, "#fff8e1" if seat == you else "#ffffff", edge, 2, 10))
    sb.add(*badge(PANEL + 8, y + 8, 104, 24, COLOUR_RGB[seat], COLOURS[seat] + (" (you)" if seat == you else ""), 12))
    if state.starfish == seat:
        _starfish(sb, PANEL + 126, y + 20, 10)
    stacks = bin(state.masks[seat]).count("1")
    status = f"{stacks} on the board" if alive else "out of the battles"
    sb.add(Text(PANEL + 146, y + 14, status, 12, INK if alive else WARN, "left", True))
    sb.add(Text(PANEL + 146, y + 30, f"catch: {sum(state.catch[seat])} fish", 12, INK))
    sb.add(Text(WIDTH - 18, y + 20, f"{state.scores()[seat]}", 20, INK, "right", True))
    sb.spot(PANEL, y, WIDTH - PANEL - 8, 80, ("player", seat))
    _cards(sb, state, seat, you, PANEL + 8, y + 42)


def _cards(sb: SceneBuilder, state, seat: int, you: int | None, x: float, y: float) -> None:
    """Your Challenge Cards face up (click one when you must choose); others' face down, counted."""
    hand = state.hand[seat]
    if seat != you:
        count = sum(hand)
        for i in range(min(count, 11)):
            sb.add(Rect(x + i * 9, y, 22, 30, "#35506b", "#ffffff", 1.5, 4))
        sb.add(Text(x + 10 * 9 + 30, y + 15, f"{count} card{'s' if count != 1 else ''}", 11, INK))
        if state.phase == CHOOSE and seat in state.duel:
            chosen = state.pending[seat] >= 0
            sb.add(Text(WIDTH - 18, y + 15, "chosen ✓" if chosen else "choosing…", 11, GOOD if chosen else INK,
                        "right", True))
        return
    for k in range(KINDS):
        cx = x + k * 34
        held = hand[k]
        fill = "#f6f1e4" if held else "#e3e7ea"
        picked = state.phase == CHOOSE and state.pending[seat] == k
        sb.add(Rect(cx, y, 30, 32, "#ffd9a8" if picked else fill, FOCUS if picked else "#9fb3c3", 1.5, 4))
        sb.add(Text(cx + 15, y + 12, CARD_CODES[k].replace("F", ""), 13, INK if held else "#9aa7b1", "center", True))
        sb.add(Text(cx + 15, y + 25, f"×{held}", 10, INK if held else "#9aa7b1", "center"))
        sb.spot(cx, y, 30, 32, ("card", k))


def _last_battle(sb: SceneBuilder, state) -> None:
    """The most recent battle's cards and result, under the board."""
    if state.last_battle:
        lines = _wrap(f"Last battle: {battle_words(state, state.last_battle)}", 58)
        for i, line in enumerate(lines[:3]):
            sb.add(Text(PANEL, HEIGHT - 14 - (len(lines[:3]) - 1 - i) * 15, line, 12, INK, "left"))
    elif state.phase == OVER:
        sb.add(Text(PANEL, HEIGHT - 16, "The feeding frenzy is over.", 12, INK))


def _wrap(text: str, width: int) -> list[str]:
    """Words broken into lines of at most ``width`` characters."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + [line] if line else lines
