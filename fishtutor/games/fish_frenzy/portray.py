"""Fish Frenzy as a picture: boats in order with their cards, seagulls, little fish, and each player's catch."""
from __future__ import annotations

from fishtutor.core.glyphs import FOCUS, GOOD, INK, WARN, badge, little_fish, seagull, text_on, token
from fishtutor.core.scene import Line, Polygon, Rect, Scene, SceneBuilder, Text

from .cards import (CARDS_PER_DEAL, COLOUR_NAMES, COLOUR_RGB, CRAB, EVENTS, GOALS, KIND_COLOUR, KIND_FISH,
                    PLAYER_COLOURS, PLAYER_RGB)
from .scoring import colour_counts
from .state import DEAL, OVER, PHASE_NAMES, SEAGULLS, SORT

WIDTH = 800
TOP = 40  # height of the status bar
BOATS_H = 300  # the boats and their cards
ROW_H = 54  # one player's row
GOALS_H = 24  # the strip naming the Goal and Event cards, when they are in play
CARD_W, CARD_H = 58, 86


def portray(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
            banner: str = "") -> Scene:
    """The whole table; ``highlight`` marks targets (e.g. ("boat", 1)) the learner may pick now."""
    top = TOP + (GOALS_H if state.goal >= 0 or state.event >= 0 else 0)
    height = top + BOATS_H + state.n * ROW_H + 12
    sb = SceneBuilder(WIDTH, height, "#e8f3fb")
    _status(sb, state, you, banner)
    col = WIDTH / state.n
    for b in range(state.n):
        _boat(sb, state, b, b * col, col, top, ("boat", b) in highlight, focus == ("boat", b))
    for seat in range(state.n):
        _player_row(sb, state, seat, top + BOATS_H + seat * ROW_H, seat == you)
    return sb.build(game="fish_frenzy", phase=PHASE_NAMES[state.phase])


def _status(sb: SceneBuilder, state, you: int | None, banner: str) -> None:
    """Round, deck, discard pile and whose move it is."""
    sb.add(Rect(0, 0, WIDTH, TOP, "#0f4c75"))
    sb.add(Text(12, TOP / 2, table_line(state, "   ·   "), 15, "#ffffff", "left", True))
    sb.add(Text(WIDTH - 12, TOP / 2, banner or whose_move(state, you), 15, "#ffe08a", "right", True))
    goal_strip(sb, state, TOP, WIDTH)


def table_line(state, sep: str) -> str:
    """Round, deck and discard pile in one line."""
    return f"Round {state.round} of {rounds_total(state)}{sep}Deck {len(state.deck)}{sep}Discard {len(state.discard)}"


def goal_strip(sb: SceneBuilder, state, y: float, width: float) -> None:
    """The Goal and Event cards in play, on a strip of their own."""
    extras = [f"Goal: {GOALS[state.goal]['name']}" if state.goal >= 0 else "",
              f"Event: {EVENTS[state.event]['name']}" if state.event >= 0 else ""]
    if any(extras):
        sb.add(Rect(0, y, width, GOALS_H, "#fff3c4"))
        sb.add(Text(width / 2, y + GOALS_H / 2, "   ·   ".join(e for e in extras if e), 13, INK, "center", True))


def rounds_total(state) -> int:
    """How many rounds this game will last: each round deals 2 cards per boat until the deck is spent."""
    per_round = CARDS_PER_DEAL * state.n
    if state.phase == OVER:
        return state.round
    if state.phase in (SEAGULLS, SORT):
        return state.round + -(-len(state.deck) // per_round)
    undealt = len(state.deck) + state.deal_slot - (state.to_discard if state.phase < DEAL else 0)
    return state.round - 1 + -(-undealt // per_round)


def whose_move(state, you: int | None) -> str:
    """A short line on what happens now."""
    if state.phase == OVER:
        names = " and ".join(state.seat_name(s) for s in state.winners())
        return f"Game over: {names} win{'s' if len(state.winners()) == 1 else ''}"
    if state.phase < SEAGULLS:
        return "Dealing the cards…"
    who = "You" if state.to_move == you else state.seat_name(state.to_move)
    if state.phase == SORT:
        return f"{who}: Collect or Eat on boat {state.sort_boat + 1}"
    if state.challenged >= 0:
        return f"{who} {'were' if who == 'You' else 'was'} challenged: move now!"
    return f"{who}: place {'your' if who == 'You' else 'a'} seagull"


def _boat(sb: SceneBuilder, state, b: int, x: float, w: float, top: float, lit: bool, focused: bool) -> None:
    """One boat: its panel, hull and extra little fish, seagulls, staked little fish and cards."""
    y = top + 8
    sorting = state.phase == SORT and state.sort_boat == b
    edge = FOCUS if focused or sorting else GOOD if lit else "#b9d3e6"
    sb.add(Rect(x + 5, y, w - 10, BOATS_H - 16, "#f7fbfe", edge, 4 if (lit or focused or sorting) else 1.5, 12))
    _hull(sb, state, b, x, w, y + 62)
    _seagulls(sb, state, b, x + w / 2, y + 36)
    _stakes(sb, state, b, x + 14, y + 14)
    _cards(sb, state.boats[b], x + 12, y + 106, w - 24)
    sb.spot(x + 5, y, w - 10, BOATS_H - 16, ("boat", b))


def _hull(sb: SceneBuilder, state, b: int, x: float, w: float, y: float) -> None:
    """The Captain's boat with its number and the extra little fish printed on it."""
    sb.add(Polygon(((x + 14, y), (x + w - 14, y), (x + w - 30, y + 34), (x + 30, y + 34)), "#8d5a3b", "#5e3b26", 2))
    extra = state.extras[b]
    sb.add(Text(x + w / 2, y + 11, f"Boat {b + 1}", 14, "#ffffff", "center", True))
    label = f"+{extra} little fish" if extra else "no extra fish"
    sb.add(Text(x + w / 2, y + 26, label, 11, "#ffe6c7", "center"))


def _seagulls(sb: SceneBuilder, state, b: int, cx: float, cy: float) -> None:
    """The seagull holding the boat; a challenged one waits beside it, ringed in red."""
    holder = state.resident[b]
    waiting = state.challenged if state.challenged >= 0 and state.perch[state.challenged] == b else -1
    if holder >= 0:
        sb.add(*seagull(cx - (22 if waiting >= 0 else 0), cy, PLAYER_RGB[holder], PLAYER_COLOURS[holder][0]))
    if waiting >= 0:
        sb.add(*seagull(cx + 24, cy, PLAYER_RGB[waiting], PLAYER_COLOURS[waiting][0], ring=WARN))


def _stakes(sb: SceneBuilder, state, b: int, x: float, y: float) -> None:
    """Little fish played on this boat in challenges, by player."""
    for seat, count in enumerate(state.stake[b]):
        if count:
            sb.add(token(x, y, PLAYER_RGB[seat], 7), Text(x + 10, y, f"×{count}", 12, INK, "left", True))
            x += 40


def _cards(sb: SceneBuilder, cards: list[int], x: float, y: float, room: float, counted: bool = True) -> None:
    """The cards under a boat, overlapped left to right so every colour shows; the rightmost in full."""
    if not cards:
        sb.add(Text(x + room / 2, y + CARD_H / 2, "no cards", 12, "#7b8a99", "center"))
        return
    step = min(CARD_W + 4, (room - CARD_W) / max(1, len(cards) - 1))
    for i, k in enumerate(cards):
        _card(sb, k, x + i * step, y, full=i == len(cards) - 1)
    if counted:
        sb.add(Text(x + room, y + CARD_H + 14, f"{len(cards)} card{'s' if len(cards) != 1 else ''}", 11,
                    "#4a5b6c", "right"))


def _card(sb: SceneBuilder, k: int, x: float, y: float, full: bool) -> None:
    """A Fish or Crab card: its colour, and its little fish (pips on the strip, fish on the face)."""
    fill = COLOUR_RGB[KIND_COLOUR[k]]
    ink = text_on(fill)
    sb.add(Rect(x, y, CARD_W, CARD_H, fill, "#ffffff", 2, 7))
    for i in range(KIND_FISH[k]):
        sb.add(Rect(x + 5, y + 8 + i * 9, 5, 5, ink, None, 1, 2.5))
    if not full:
        return
    name = "Crab" if k == CRAB else COLOUR_NAMES[KIND_COLOUR[k]]
    for i in range(KIND_FISH[k]):
        sb.add(*little_fish(x + CARD_W / 2 + 5, y + 16 + i * 17, 24, ink))
    if k == CRAB:
        sb.add(Line(x + 20, y + 44, x + 44, y + 44, ink, 2), Line(x + 24, y + 38, x + 20, y + 32, ink, 2),
               Line(x + 40, y + 38, x + 44, y + 32, ink, 2))
    sb.add(Text(x + CARD_W / 2, y + CARD_H - 12, name, 10, ink, "center", True))


def _player_row(sb: SceneBuilder, state, seat: int, y: float, is_you: bool) -> None:
    """A player's seagull colour, little fish in hand and in supply, catch by colour and points."""
    fill = "#fff8e1" if is_you else "#ffffff"
    sb.add(Rect(6, y + 3, WIDTH - 12, ROW_H - 6, fill, FOCUS if state.to_move == seat and state.phase in
                (SEAGULLS, SORT) else "#d3e2ee", 2, 10))
    sb.add(*badge(14, y + 13, 92, 26, PLAYER_RGB[seat], PLAYER_COLOURS[seat] + (" (you)" if is_you else ""), 12))
    if state.boat_token == seat:
        sb.add(Polygon(((112, y + 20), (136, y + 20), (131, y + 31), (117, y + 31)), "#8d5a3b"),
               Line(124, y + 20, 124, y + 9, INK, 2))
    _hand(sb, state, seat, 146, y + ROW_H / 2)
    _catch(sb, state.collected[seat], 330, y + 8)
    pts = state.scores()[seat]
    sb.add(Text(WIDTH - 16, y + ROW_H / 2, f"{pts} pt{'s' if abs(pts) != 1 else ''}", 18, INK, "right", True))
    sb.spot(6, y + 3, WIDTH - 12, ROW_H - 6, ("player", seat))


def _hand(sb: SceneBuilder, state, seat: int, x: float, cy: float) -> None:
    """Little fish tokens in front of the player, and how many wait in the supply."""
    for i in range(state.hand[seat]):
        sb.add(token(x + (i % 4) * 14, cy - 7 + (i // 4) * 14, PLAYER_RGB[seat], 6))
    sb.add(Text(x + 60, cy - 7, f"{state.hand[seat]} in hand", 11, INK, "left", True))
    sb.add(Text(x + 60, cy + 8, f"{state.supply[seat]} in supply", 11, "#5b6b7b"))


def _catch(sb: SceneBuilder, collected: list[int], x: float, y: float) -> None:
    """Collected cards as one column per colour, aligned across players so majorities read at a glance."""
    counts = colour_counts(collected)
    for c, count in enumerate(counts):
        cx = x + c * 44
        fill = COLOUR_RGB[c] if count else "#eef2f5"
        sb.add(Rect(cx, y, 34, 38, fill, "#c5d3df" if not count else "#ffffff", 1.5, 5))
        if not count:
            sb.add(Rect(cx + 4, y + 4, 26, 5, COLOUR_RGB[c], None, 1, 2.5))
        else:
            sb.add(Text(cx + 17, y + 19, str(count), 15, text_on(fill), "center", True))
