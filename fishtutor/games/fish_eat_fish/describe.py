"""Fish Eat Fish's table in words, in the order a player scans it: whose turn and what they must do, a battle
under way, the fish on the board row by row, then each player (your own Challenge Cards named, the others'
only counted: never a hidden card or another player's face-down choice)."""
from __future__ import annotations

from fishtutor.core.words import listed, plural, sentence

from .board import CIRCLES, SIDE, circle_name
from .cards import CARD_NAMES, COLOURS
from .phases import CHOOSE, MOVE, OVER, PLACE
from .portray import _whose_move
from .words import battle_words, clicked_words, ending_words, stack_words


def describe(state, seat: int | None, hide: frozenset = frozenset(), focus: tuple | None = None) -> str:
    """The whole table as ``seat`` may see it, one line per part."""
    lines = [sentence(_now(state, seat))]
    if state.phase == CHOOSE and state.line:
        lines.append(sentence(_battle(state, seat)))
    elif state.last_battle:
        lines.append(sentence(f"Last battle: {battle_words(state, state.last_battle)}"))
    lines += [sentence(row) for row in _rows(state, seat)]
    lines += [sentence(_player(state, s, seat, hide)) for s in range(state.n)]
    return "\n".join(lines)


def _now(state, seat: int | None) -> str:
    """Whose turn it is and what the phase asks (placing the fish, taking turns, choosing Challenge Cards)."""
    if state.phase == OVER:
        return ending_words(state)
    seats = state.current_players()
    if state.phase == CHOOSE:
        if seat in seats:
            return "A battle: choose your Challenge Card, face down (one of your cards, under your name)"
        return f"A battle: {listed(state.seat_name(s) for s in seats)} choosing a Challenge Card"
    mine = seats == (seat,)
    who = f"Your turn ({COLOURS[seat]})" if mine else f"{state.seat_name(seats[0])}'s turn"
    if state.phase == PLACE:
        return f"{who}: place a fish on an empty circle"
    if not mine:
        return f"{who}: attack or swim"
    said = _whose_move(state, seat)
    return f"{who}: {'nothing to attack, swim one of your fish' if 'swim' in said else 'attack with one of your fish'}"


def _battle(state, seat: int | None) -> str:
    """The battle under way: the two stacks, who has chosen (your own choice named, the other's never)."""
    landing, target = state.line
    attacker, defender = state.duel
    chose = []
    for s in (attacker, defender):
        if state.pending[s] >= 0:
            chose.append(f"you chose the {CARD_NAMES[state.pending[s]]} card" if s == seat
                         else f"{state.seat_name(s)} has chosen face down")
    said = (f"Battle: {stack_words(state, landing, seat)} attacks {stack_words(state, target, seat)}; "
            f"{state.seat_name(attacker)} attacks, {state.seat_name(defender)} defends")
    return said + (f"; {listed(chose)}" if chose else "; nobody has chosen yet")


def _rows(state, seat: int | None) -> list[str]:
    """The fish on the board, row 5 (the top) down to row 1, each stack with its colours from the bottom up."""
    out, bare = [], []
    for row in range(SIDE - 1, -1, -1):
        circles = range(row * SIDE, row * SIDE + SIDE)
        fish = [_stack(state, c, seat) for c in circles if state.stacks[c]]
        if fish:
            out.append(f"Row {row + 1}: {listed(fish)}")
        else:
            bare.append(str(row + 1))
    if bare:
        out.append(f"No fish on row {bare[0]}" if len(bare) == 1 else f"No fish on rows {listed(bare)}")
    empty = sum(1 for c in range(CIRCLES) if not state.stacks[c])
    out.append(f"{plural(empty, 'empty circle')} on the board")
    return out


def _stack(state, c: int, seat: int | None) -> str:
    """A stack by its top colour and height; a stack of several names its colours from the bottom up."""
    said = stack_words(state, c, -1 if seat is None else seat)
    stack = state.stacks[c]
    if len(stack) > 1:
        said += f" ({', '.join(COLOURS[k].lower() for k in stack)} from the bottom up)"
    return said


def _player(state, s: int, seat: int | None, hide: frozenset) -> str:
    """A player's catch and Challenge Cards: your own by name, the others' by number only."""
    who = f"You ({COLOURS[s]})" if s == seat else COLOURS[s]
    star = ", holding the Starfish" if state.starfish == s else ""
    cards = sum(state.hand[s])
    if s == seat:
        held = listed((f"{n} {CARD_NAMES[k]}" for k, n in enumerate(state.hand[s]) if n), "no cards")
        hand = f"your Challenge Cards: {held}"
    else:
        hand = f"{plural(cards, 'Challenge Card')} in hand"
    caught = sum(state.catch[s])
    points = "" if "points" in hide else f"; {plural(state.scores()[s], 'point')}"
    fish = "" if state.has_fish(s) or state.phase == PLACE else "; no fish left on the board"
    return f"{who}{star}: {plural(caught, 'fish', 'fish')} caught; {hand}{fish}{points}"


def name_target(state, seat: int | None, target: tuple, focus: tuple | None = None) -> str:
    """A clickable thing as the board names it ("your own red fish on C3", "the empty circle B2")."""
    if isinstance(target, tuple) and len(target) == 2 and target[0] == "landing":
        return f"{circle_name(target[1])}, where your fish swims first"
    if isinstance(target, tuple) and len(target) == 2 and target[0] == "player" and type(target[1]) is int \
            and 0 <= target[1] < state.n:
        return f"you ({COLOURS[target[1]]})" if target[1] == seat else COLOURS[target[1]]
    if isinstance(target, tuple) and len(target) == 2 and target[0] == "card" and type(target[1]) is int \
            and 0 <= target[1] < len(CARD_NAMES) and seat is not None and not state.hand[seat][target[1]]:
        return f"your {CARD_NAMES[target[1]]} cards: none left"  # the card's place, shown with ×0
    return clicked_words(state, target, -1 if seat is None else seat)


def why_lit(state, seat: int | None, focus: tuple | None = None) -> str:
    """Why the lit circles are lit."""
    if state.phase == PLACE:
        return "the empty circles you may place a fish on"
    if focus is None:
        return "your fish that may move"
    return "where your picked fish may swim, or the fish it may attack"
