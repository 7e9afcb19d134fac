"""Fish Frenzy on a phone: the same table in a narrow, tall picture (boats as rows, players below)."""
from __future__ import annotations

from fishtutor.core.glyphs import FOCUS, GOOD, badge
from fishtutor.core.scene import Rect, Scene, SceneBuilder, boxed

from .cards import PLAYER_COLOURS, PLAYER_RGB
from .phases import PHASE_NAMES, SEAGULLS, SORT
from .portray import (POINTS, boat_token, catch, goal_strip, goal_strip_height, hand, hull, points, seagulls, stakes,
                      table_line, whose_move)
from .portray_cards import draw_cards

WIDTH = 420
TOP = 54  # two lines of status
BOAT_H = 114  # a boat row: seagulls, hull and cards, then the little fish played on it
ROW_H = 82


def portray_compact(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
                    banner: str = "", hide: frozenset = frozenset()) -> Scene:
    """The whole table, narrow enough to read on a phone held upright (hiding what ``hide`` names, as wide)."""
    top = TOP + goal_strip_height(state, compact=True)
    height = top + state.n * (BOAT_H + ROW_H) + 10
    sb = SceneBuilder(WIDTH, height, "#e8f3fb")
    sb.add(Rect(0, 0, WIDTH, TOP, "#0f4c75"))
    sb.add(boxed(12, 16, table_line(state, " · ", hide), 13, WIDTH - 24, "#ffffff", "left", True))
    sb.add(boxed(12, 38, banner or whose_move(state, you, hide), 14, WIDTH - 24, "#ffe08a", "left", True))
    goal_strip(sb, state, TOP, WIDTH, compact=True)
    for b in range(state.n):
        _boat_row(sb, state, b, top + b * BOAT_H, ("boat", b) in highlight, focus == ("boat", b))
    rows = top + state.n * BOAT_H
    for seat in range(state.n):
        _player(sb, state, seat, rows + seat * ROW_H, seat == you, hide)
    return sb.build(game="fish_frenzy", phase=PHASE_NAMES[state.phase], layout="compact")


def _boat_row(sb: SceneBuilder, state, b: int, y: float, lit: bool, focused: bool) -> None:
    """A boat as a row: seagulls and hull on the left, its cards to the right, little fish played below."""
    sorting = state.phase == SORT and state.sort_boat == b
    edge = FOCUS if focused or sorting else GOOD if lit else "#b9d3e6"
    sb.add(Rect(5, y + 4, WIDTH - 10, BOAT_H - 8, "#f7fbfe", edge, 4 if (lit or focused or sorting) else 1.5, 12))
    seagulls(sb, state, b, 70, y + 26)
    hull(sb, state, b, 0, 140, y + 50)
    draw_cards(sb, state.boats[b], 150, y + 9, WIDTH - 163, counted=False)
    stakes(sb, state, b, 20, y + 97, WIDTH - 40)
    sb.spot(5, y + 4, WIDTH - 10, BOAT_H - 8, ("boat", b))


def _player(sb: SceneBuilder, state, seat: int, y: float, is_you: bool, hide: frozenset) -> None:
    """A player's colour, little fish and points on one line, the catch by colour below."""
    turn = state.to_move == seat and state.phase in (SEAGULLS, SORT)
    sb.add(Rect(6, y + 3, WIDTH - 12, ROW_H - 6, "#fff8e1" if is_you else "#ffffff",
                FOCUS if turn else "#d3e2ee", 2, 10))
    sb.add(*badge(12, y + 9, 100, 24, PLAYER_RGB[seat], PLAYER_COLOURS[seat] + (" (you)" if is_you else ""), 12))
    if state.boat_token == seat:
        boat_token(sb, 116, y + 16)
    hand(sb, state, seat, 150, y + 21, WIDTH - 14 - 90 - 210 - 8)
    points(sb, state, seat, WIDTH - 14, y + 21, 17, 90, POINTS in hide)
    catch(sb, state.collected[seat], 40, y + 37)
    sb.spot(6, y + 3, WIDTH - 12, ROW_H - 6, ("player", seat))
