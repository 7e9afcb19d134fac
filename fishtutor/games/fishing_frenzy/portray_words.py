"""The short lines the Fishing Frenzy board says: the title, what happens now, the dice and each Captain."""
from __future__ import annotations

from .board import square_name
from .cards import SEAT_COLOURS
from .phases import FISH_OFF

DIRECTION_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
_ASKS = {"dock": "pick a dock to leave from", "sail": "pick a lit square to move there",
         "wheel": "Captain's Choice: pick any lit square", "drift": "pick where the Peril pushes you",
         "sos": "S.O.S. space: declare an emergency, or keep it"}
_OTHERS = {"dock": "picks a dock", "sail": "is moving", "wheel": "has a Captain's Choice", "drift": "is pushed",
           "sos": "is on an S.O.S. space"}


def caught(state) -> int:
    """Fish caught so far (one tag on each)."""
    return len(state.tags)


def phase_code(state) -> str:
    """What the head of the game waits for ("roll", "sail", ...), "" once the tournament is over."""
    due = getattr(state, "due", None)
    return due() if callable(due) else ""


def title_words(state) -> str:
    """The title line: the fish caught against the limit, or that the lines are out."""
    if state.is_terminal():
        return "Fishing Frenzy · tournament over"
    if state.phase == FISH_OFF:
        return "Fish-off: the first to catch 2 fish wins"
    if caught(state) >= state.limit:
        return f"Lines out: {state.limit} of {state.limit} caught"
    return f"Fishing Frenzy · {caught(state)} of {state.limit} fish caught"


def dice_shown(state) -> tuple[str, int] | None:
    """The dice as last rolled (compass face such as "NE", number), or None before the first roll."""
    dice = list(getattr(state, "dice", []) or [])
    if len(dice) >= 2 and type(dice[0]) is str and type(dice[1]) is int:
        return dice[0], dice[1]
    return None


def dice_words(state) -> str:
    """The dice in words ("North and East, 4"); on a wheel, the Captain's Choice instead."""
    if phase_code(state) == "wheel":
        wheels = state.pending[0][2] if len(state.pending[0]) > 2 else 1
        return "Two wheels: 2 ways" if wheels == 2 else "One wheel: any way"
    shown = dice_shown(state)
    if shown is None:
        return "not rolled yet"
    face, number = shown
    return f"{' and '.join(DIRECTION_NAMES.get(d, d) for d in face)}, {number}"


def status_words(state, you: int | None, picked: str | None = None) -> str:
    """What happens now, in a few words."""
    if state.is_terminal():
        return ending_words(state)
    seats = state.current_players()
    code = phase_code(state)
    if seats and seats[0] < 0:
        return "Rolling for docks…" if code == "order" else "The dice are rolling…" if code == "roll" \
            else "Drawing a card…"
    if you in seats:
        if picked:
            return f"{picked} picked: choose the way there, or pick {picked} again to cancel"
        if code == "sail" and dice_shown(state):
            return f"You rolled {dice_words(state)}: {_ASKS['sail']}"
        return f"You: {_ASKS.get(code, 'your move')}"
    who = SEAT_COLOURS[seats[0]] if seats else "Nobody"
    return f"{who} {_OTHERS.get(code, 'to move')}"


def ending_words(state) -> str:
    """Who won, once the tournament is over."""
    won = list(state.winners())
    names = [SEAT_COLOURS[s] for s in won]
    if not names:
        return "Tournament over"
    if len(names) == 1:
        return f"Tournament over: {names[0]} wins"
    return f"Tournament over: {', '.join(names[:-1])} and {names[-1]} share the win"


def catch_words(state, seat: int, you: int | None, hide=frozenset()) -> str:
    """A Captain's catch: how many fish (everyone sees), and points: your own, anyone's at the end, and another
    Captain's Fish Cards drawn face up (every Captain saw those); nobody's while a question asks for them
    (``hide`` holding "points")."""
    fish = len(state.catches[seat])
    count = f"{fish} fish"
    if "points" in hide:
        return f"{count} · points hidden"
    face_up = [points for _, points, *square in state.catches[seat] if square in state.face_up_catches]
    if state.is_terminal() or seat == you or (face_up and len(face_up) == fish):
        return f"{count} · {state.scores()[seat]} points"
    if face_up:
        return f"{count} · {sum(face_up)} points face up, the rest hidden"
    return f"{count} · points hidden"


def where_words(state, seat: int) -> str:
    """Where a boat is, and what holds it back."""
    c, r = state.boats[seat]
    if c < 0:
        rolled = state.order_rolls[seat]
        where = f"rolled {', then '.join(map(str, rolled))} for the docks" if rolled else "no dock yet"
    elif state.board.is_dock((c, r)):
        where = f"dock {state.board.docks.index((c, r)) + 1}"
    else:
        where = f"at {square_name(state.board.space((c, r)))}"
    extra = []
    if state.phase == FISH_OFF and seat in state.fishoff_seats:
        extra.append(f"fish-off: {len(state.fishoff_catches[seat])} of 2")
    if state.skip[seat]:
        extra.append("loses a turn (aground)")
    extra.append("S.O.S. used" if state.sos_used[seat] else "S.O.S. left")
    return " · ".join([where] + extra)
