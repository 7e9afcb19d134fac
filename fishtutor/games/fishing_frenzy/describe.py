"""Fishing Frenzy's table in words, kept short: the fish caught against the limit, whose turn and what they must
do (the dice and the squares the roll allows), the learner's boat and what lies near it, the other boats by
square, then each Captain's catch (points only your own until the end, as the board shows them)."""
from __future__ import annotations

from fishtutor.core.words import listed, sentence

from .board import parse_square, square_name
from .cards import SEAT_COLOURS
from .mapfile import DOCK, FISH, JAW, SOS, WHEEL, DOUBLE_WHEEL
from .portray_routes import ends, options
from .portray_words import catch_words, dice_words, phase_code, status_words, title_words, where_words

NEAR = 2  # squares each way around the boat that the words look at
SHOWN_ENDS = 8  # the lit squares named one by one (more are counted)
NOTABLE = {FISH, JAW, SOS, WHEEL, DOUBLE_WHEEL, DOCK}
_COMPASS = {(0, -1): "north", (0, 1): "south", (1, 0): "east", (-1, 0): "west"}


def describe(state, seat: int | None, hide: frozenset = frozenset(), focus: tuple | None = None) -> str:
    """The table for ``seat``, one line per part."""
    lines = [sentence(_now(state, seat)), sentence(title_words(state))]
    if seat is not None and 0 <= seat < state.n:
        lines += [sentence(_own_boat(state, seat)), sentence(_near(state, seat))]
    lines += [sentence(line) for line in _map(state)]
    others = [f"{SEAT_COLOURS[s]} {_where(state, s)}" for s in range(state.n) if s != seat]
    lines.append(sentence(f"Other boats: {'; '.join(others) or 'none'}"))
    lines.append(sentence("Catches: " + "; ".join(
        f"{'you' if s == seat else SEAT_COLOURS[s]} {catch_words(state, s, seat, hide)}" for s in range(state.n))))
    return "\n".join(_plain(line) for line in lines if line)


def _map(state) -> list[str]:
    """The map's fish by variety (caught ones said), then its Perils, S.O.S. spaces and Captain's Choices."""
    board, tagged = state.board, {tuple(t) for t in state.tags}
    kinds: dict[str, list[str]] = {}
    for space in board.fish_spaces:
        caught = any(tuple(sq) in tagged for sq in board.space_squares(space))
        kinds.setdefault(board.variety(space), []).append(square_name(space) + (" (caught)" if caught else ""))
    fish = "; ".join(f"{variety} at {listed(squares)}" for variety, squares in kinds.items())
    marks = [(name, spaces) for name, spaces in (("Perils of the Sea", board.jaws), ("S.O.S. spaces", board.sos),
             ("Captain's Choice, one wheel", board.single_wheels), ("Captain's Choice, two wheels", board.double_wheels))
             if spaces]
    other = "; ".join(f"{name} at {listed(square_name(s) for s in spaces)}" for name, spaces in marks)
    return [f"Fish on the map: {fish or 'none'}", f"Also on the map: {other}" if other else ""]


def _plain(text: str) -> str:
    """The picture's dots between parts said as commas."""
    return text.replace(" · ", ", ")


def _now(state, seat: int | None) -> str:
    """Whose turn and what the head of the game waits for; on the learner's move, the squares it may end on."""
    said = status_words(state, seat)
    if seat is None or seat not in state.current_players():
        return said
    rolled = said.startswith("You rolled")
    said = f"Your turn ({SEAT_COLOURS[seat]}): {said[5:] if said.startswith('You: ') else said}"
    reached = list(ends(options(state, seat)))
    if phase_code(state) in ("sail", "wheel", "drift") and reached:
        named = [_square_words(state, name) for name in reached[:SHOWN_ENDS]]
        more = f" and {len(reached) - SHOWN_ENDS} more" if len(reached) > SHOWN_ENDS else ""
        dice = "" if rolled or phase_code(state) != "sail" else f". The dice: {dice_words(state)}"
        said += f"{dice}. You can reach {listed(named)}{more}"
    return said


def _own_boat(state, seat: int) -> str:
    """Where the learner's boat is and what holds it back."""
    return f"Your boat ({SEAT_COLOURS[seat]}): {_where(state, seat)}"


def _where(state, seat: int) -> str:
    """Where a boat is ("at dock 3", "at G4"), and what holds it back."""
    said = where_words(state, seat)
    return f"at {said}" if said.startswith("dock") else said


def _near(state, seat: int) -> str:
    """The fish, Perils, S.O.S. spaces, wheels and docks within two squares of the boat, with their direction."""
    col, row = state.boats[seat]
    if col < 0:
        return ""
    board, seen, found = state.board, set(), []
    for dr in range(-NEAR, NEAR + 1):
        for dc in range(-NEAR, NEAR + 1):
            square = (col + dc, row + dr)
            if (dc, dr) == (0, 0) or not board.on_board(square) or board.kind(square) not in NOTABLE:
                continue
            space = board.space(square)
            if space in seen:
                continue
            seen.add(space)
            found.append(f"{_what(state, space)} {_direction(dc, dr)}")
    return f"Near your boat: {listed(found, 'open water only')}"


def _what(state, square) -> str:
    """A square in words ("I5: Tarpon", "dock 2 at D0"), a caught fish said to be caught."""
    board = state.board
    if board.is_dock(square) and square in board.docks:
        return f"dock {board.docks.index(square) + 1} at {square_name(square)}"
    said = board.describe(square)
    if [*state.board.space(square)] in state.tags or [*square] in state.tags:
        said += ", already caught"
    return said


def _direction(dc: int, dr: int) -> str:
    """An offset as a compass direction ("2 north, 1 east")."""
    parts = []
    if dr:
        parts.append(f"{abs(dr)} {_COMPASS[(0, 1 if dr > 0 else -1)]}")
    if dc:
        parts.append(f"{abs(dc)} {_COMPASS[(1 if dc > 0 else -1, 0)]}")
    return f"({', '.join(parts)})"


def _square_words(state, name: str) -> str:
    """A square by name with what it is ("G4: Tarpon")."""
    try:
        return _what(state, parse_square(name))
    except ValueError:
        return name


def name_target(state, seat: int | None, target: tuple, focus: tuple | None = None) -> str:
    """A clickable thing as the board names it ("G4: Tarpon", "dock 2", a way under the dice)."""
    if not isinstance(target, tuple) or len(target) < 2:
        return "a spot on the board"
    if target[0] == "square" and isinstance(target[1], str):
        return _square_words(state, target[1])
    if target[0] == "option" and type(target[1]) is int:
        return f"way {target[1] + 1} under the dice"
    if target[0] == "view":
        return "the whole map" if target[1] == "whole" else "a closer look at part of the map"
    return "a spot on the board"


def why_lit(state, seat: int | None, focus: tuple | None = None) -> str:
    """Why the lit squares are lit."""
    return {"dock": "the docks you may leave from", "sail": "the squares your roll reaches",
            "wheel": "the squares Captain's Choice lets you reach",
            "drift": "where the Peril may push you"}.get(phase_code(state), "what you may choose now")
