"""Fish Frenzy as a picture: boats in order with their cards, seagulls, little fish, and each player's catch.

Every label that lives in a box (a card, a badge, a strip, a hull) is drawn with ``boxed`` and its box
width, so a renderer test can check that no words run past their box at either layout."""
from __future__ import annotations

from fishtutor.core.glyphs import FOCUS, GOOD, INK, WARN, badge, seagull, text_on, token
from fishtutor.core.scene import Line, Polygon, Rect, Scene, SceneBuilder, boxed

from .cards import CARDS_PER_DEAL, COLOUR_RGB, EVENTS, GOALS, PLAYER_COLOURS, PLAYER_RGB
from .phases import DEAL, OVER, PHASE_NAMES, SEAGULLS, SORT
from .portray_cards import CARD_H, CARD_W, draw_cards
from .scoring import colour_counts, tie_words
from .words import event_effect, goal_effect

__all__ = ["CARD_H", "CARD_W", "POINTS", "ROUNDS", "WINNER", "portray"]

WIDTH = 800
TOP = 40  # height of the status bar
BOATS_H = 300  # the boats and their cards
ROW_H = 54  # one player's row
GOAL_ROW = 22  # one line naming a Goal or Event card and what it does
STAKE_W = 36  # room for one player's little fish played on a boat: a token and "×3"
STATUS_LEFT = 340  # room for the round/deck/discard line on the wide status bar
POINTS, ROUNDS, WINNER = "points", "rounds", "winner"  # what a question may ask the board to hide


def portray(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
            banner: str = "", hide: frozenset = frozenset()) -> Scene:
    """The whole table; ``highlight`` marks targets (e.g. ("boat", 1)) the learner may pick now; what ``hide``
    names (the points, the round count, the winner) is kept back while a question asks for it."""
    top = TOP + goal_strip_height(state, compact=False)
    height = top + BOATS_H + state.n * ROW_H + 12
    sb = SceneBuilder(WIDTH, height, "#e8f3fb")
    _status(sb, state, you, banner, hide)
    col = WIDTH / state.n
    for b in range(state.n):
        _boat(sb, state, b, b * col, col, top, ("boat", b) in highlight, focus == ("boat", b))
    for seat in range(state.n):
        _player_row(sb, state, seat, top + BOATS_H + seat * ROW_H, seat == you, hide)
    return sb.build(game="fish_frenzy", phase=PHASE_NAMES[state.phase])


def _status(sb: SceneBuilder, state, you: int | None, banner: str, hide: frozenset) -> None:
    """Round, deck, discard pile and whose move it is."""
    sb.add(Rect(0, 0, WIDTH, TOP, "#0f4c75"))
    sb.add(boxed(12, TOP / 2, table_line(state, "  ·  ", hide), 14, STATUS_LEFT, "#ffffff", "left", True))
    right = WIDTH - 24 - STATUS_LEFT - 16
    sb.add(boxed(WIDTH - 12, TOP / 2, banner or whose_move(state, you, hide), 15, right, "#ffe08a", "right", True))
    goal_strip(sb, state, TOP, WIDTH, compact=False)


def table_line(state, sep: str, hide: frozenset = frozenset()) -> str:
    """Round, deck and discard pile in one line (the round count as "?" while a question asks for it)."""
    rounds = "Round ? of ?" if ROUNDS in hide else f"Round {state.round} of {rounds_total(state)}"
    return f"{rounds}{sep}Deck {len(state.deck)}{sep}Discard {len(state.discard)}"


def _goal_cards(state) -> list[tuple[str, str, str]]:
    """The Goal and Event cards in play: (kind, name, what it does)."""
    shown = []
    if state.goal >= 0:
        shown.append(("Goal", GOALS[state.goal]["name"], goal_effect(GOALS[state.goal])))
    if state.event >= 0:
        shown.append(("Event", EVENTS[state.event]["name"], event_effect(EVENTS[state.event])))
    return shown


def goal_strip_height(state, compact: bool) -> float:
    """How tall the strip naming the Goal and Event cards is (0 when they are not in play)."""
    return len(_goal_cards(state)) * GOAL_ROW * (2 if compact else 1) + (4 if _goal_cards(state) else 0)


def goal_strip(sb: SceneBuilder, state, y: float, width: float, compact: bool) -> None:
    """The Goal and Event cards in play, each with its name and what it does (two lines each on a phone)."""
    cards = _goal_cards(state)
    if not cards:
        return
    sb.add(Rect(0, y, width, goal_strip_height(state, compact), "#fff3c4"))
    y += 2
    for kind, name, effect in cards:
        title = f"{kind}: {name}"
        if compact:
            sb.add(boxed(12, y + GOAL_ROW / 2, title, 13, width - 24, INK, "left", True),
                   boxed(12, y + GOAL_ROW * 1.4, effect, 12, width - 24, "#4a3b00", "left"))
            y += 2 * GOAL_ROW
        else:
            sb.add(boxed(12, y + GOAL_ROW / 2, title, 13, 200, INK, "left", True),
                   boxed(220, y + GOAL_ROW / 2, effect, 12, width - 232, "#4a3b00", "left"))
            y += GOAL_ROW


def rounds_total(state) -> int:
    """How many rounds this game will last: each round deals 2 cards per boat until the deck is spent."""
    per_round = CARDS_PER_DEAL * state.n
    if state.phase == OVER:
        return state.round
    if state.phase in (SEAGULLS, SORT):
        return state.round + -(-len(state.deck) // per_round)
    undealt = len(state.deck) + state.deal_slot - (state.to_discard if state.phase < DEAL else 0)
    return state.round - 1 + -(-undealt // per_round)


def whose_move(state, you: int | None, hide: frozenset = frozenset()) -> str:
    """A short line on what happens now (at the end: who won, and what decided it, unless that is asked)."""
    if state.phase == OVER and WINNER in hide:
        return "Game over: who wins?"
    if state.phase == OVER:
        winners = state.winners()
        names = _names(state, winners)
        if len(winners) > 1:
            return f"Game over: {names} share the victory"
        return f"Game over: {names} wins {tie_words(state)}"
    if state.phase < SEAGULLS:
        return "Dealing the cards…"
    who = "You" if state.to_move == you else state.seat_name(state.to_move)
    if state.phase == SORT:
        return f"{who}: Collect or Eat on boat {state.sort_boat + 1}"
    if state.challenged >= 0:
        return f"{who} {'were' if who == 'You' else 'was'} challenged: move now!"
    return f"{who}: place {'your' if who == 'You' else 'a'} seagull"


def _names(state, seats) -> str:
    """Players by name: "Red", "Yellow and Red", "Yellow, Red and Blue"."""
    names = [state.seat_name(s) for s in seats]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _boat(sb: SceneBuilder, state, b: int, x: float, w: float, top: float, lit: bool, focused: bool) -> None:
    """One boat: little fish played on it, seagulls, its hull and extra little fish, and its cards."""
    y = top + 8
    sorting = state.phase == SORT and state.sort_boat == b
    edge = FOCUS if focused or sorting else GOOD if lit else "#b9d3e6"
    sb.add(Rect(x + 5, y, w - 10, BOATS_H - 16, "#f7fbfe", edge, 4 if (lit or focused or sorting) else 1.5, 12))
    stakes(sb, state, b, x + 16, y + 13, w - 28, rows=2)
    seagulls(sb, state, b, x + w / 2, y + 60)
    hull(sb, state, b, x, w, y + 88)
    draw_cards(sb, state.boats[b], x + 9, y + 132, w - 18)
    sb.spot(x + 5, y, w - 10, BOATS_H - 16, ("boat", b))


def hull(sb: SceneBuilder, state, b: int, x: float, w: float, y: float) -> None:
    """The Captain's boat with its number and the extra little fish printed on it."""
    sb.add(Polygon(((x + 14, y), (x + w - 14, y), (x + w - 30, y + 34), (x + 30, y + 34)), "#8d5a3b", "#5e3b26", 2))
    extra = state.extras[b]
    sb.add(boxed(x + w / 2, y + 11, f"Boat {b + 1}", 14, w - 48, "#ffffff", "center", True))
    label = f"+{extra} little fish" if extra else "no extra fish"
    sb.add(boxed(x + w / 2, y + 25, label, 11, w - 64, "#ffe6c7", "center"))


def seagulls(sb: SceneBuilder, state, b: int, cx: float, cy: float) -> None:
    """The seagull holding the boat; a challenged one waits beside it, ringed in red."""
    holder = state.resident[b]
    waiting = state.challenged if state.challenged >= 0 and state.perch[state.challenged] == b else -1
    if holder >= 0:
        sb.add(*seagull(cx - (22 if waiting >= 0 else 0), cy, PLAYER_RGB[holder], PLAYER_COLOURS[holder][0]))
    if waiting >= 0:
        sb.add(*seagull(cx + 24, cy, PLAYER_RGB[waiting], PLAYER_COLOURS[waiting][0], ring=WARN))


def stakes(sb: SceneBuilder, state, b: int, x: float, y: float, room: float, rows: int = 1) -> None:
    """Little fish played on this boat in challenges, by player: a token in their colour and the count,
    in rows of as many as ``room`` holds."""
    per_row = max(1, int(room // STAKE_W))
    played = [(seat, count) for seat, count in enumerate(state.stake[b]) if count]
    for i, (seat, count) in enumerate(played):
        row, col = divmod(i, per_row)
        if row >= rows:
            row, col = rows - 1, per_row - 1  # never happens with 5 seats; keeps the drawing in its box
        tx, ty = x + col * STAKE_W, y + row * 16
        sb.add(token(tx, ty, PLAYER_RGB[seat], 7), boxed(tx + 10, ty, f"×{count}", 12, STAKE_W - 18, INK, "left",
                                                         True))


def _player_row(sb: SceneBuilder, state, seat: int, y: float, is_you: bool, hide: frozenset) -> None:
    """A player's seagull colour, little fish in hand and in supply, catch by colour and points."""
    fill = "#fff8e1" if is_you else "#ffffff"
    sb.add(Rect(6, y + 3, WIDTH - 12, ROW_H - 6, fill, FOCUS if state.to_move == seat and state.phase in
                (SEAGULLS, SORT) else "#d3e2ee", 2, 10))
    sb.add(*badge(14, y + 13, 100, 26, PLAYER_RGB[seat], PLAYER_COLOURS[seat] + (" (you)" if is_you else ""), 12))
    if state.boat_token == seat:
        boat_token(sb, 120, y + 20)
    hand(sb, state, seat, 156, y + ROW_H / 2, 330 - 216 - 8)
    catch(sb, state.collected[seat], 330, y + 8)
    points(sb, state, seat, WIDTH - 16, y + ROW_H / 2, 18, WIDTH - 16 - 686, POINTS in hide)
    sb.spot(6, y + 3, WIDTH - 12, ROW_H - 6, ("player", seat))


def boat_token(sb: SceneBuilder, x: float, y: float) -> None:
    """The Boat Token: a little brown boat with a mast, its top-left at (x, y)."""
    sb.add(Polygon(((x, y), (x + 24, y), (x + 19, y + 11), (x + 5, y + 11)), "#8d5a3b"),
           Line(x + 12, y, x + 12, y - 11, INK, 2))


def points(sb: SceneBuilder, state, seat: int, x: float, y: float, size: float, room: float,
           hidden: bool = False) -> None:
    """A player's points, right-aligned at x ("? pts" while a question asks for them)."""
    pts = state.scores()[seat]
    shown = "? pts" if hidden else f"{pts} pt{'s' if abs(pts) != 1 else ''}"
    sb.add(boxed(x, y, shown, size, room, INK if not hidden else "#637280", "right", True))


def hand(sb: SceneBuilder, state, seat: int, x: float, cy: float, room: float) -> None:
    """Little fish tokens in front of the player, and how many wait in the supply."""
    for i in range(state.hand[seat]):
        sb.add(token(x + (i % 4) * 14, cy - 7 + (i // 4) * 14, PLAYER_RGB[seat], 6))
    sb.add(boxed(x + 60, cy - 7, f"{state.hand[seat]} in hand", 11, room, INK, "left", True))
    sb.add(boxed(x + 60, cy + 8, f"{state.supply[seat]} in supply", 11, room, "#5b6b7b"))


def catch(sb: SceneBuilder, collected: list[int], x: float, y: float) -> None:
    """Collected cards as one column per colour, aligned across players so majorities read at a glance."""
    counts = colour_counts(collected)
    for c, count in enumerate(counts):
        cx = x + c * 44
        fill = COLOUR_RGB[c] if count else "#eef2f5"
        sb.add(Rect(cx, y, 34, 38, fill, "#c5d3df" if not count else "#ffffff", 1.5, 5))
        if not count:
            sb.add(Rect(cx + 4, y + 4, 26, 5, COLOUR_RGB[c], None, 1, 2.5))
        else:
            sb.add(boxed(cx + 17, y + 19, str(count), 15, 30, text_on(fill), "center", True))
