"""Fish Frenzy's table in words, in the order a player scans it: whose turn and what they must do, the
boats and their cards, then each player; drawn from the state (not the picture), keeping back what a question
hides (the points, the rounds, the winner)."""
from __future__ import annotations

from fishtutor.core.words import listed, plural, sentence

from .cards import COLOUR_NAMES, EVENTS, GOALS, PLAYER_COLOURS, card_name
from .phases import OVER, SEAGULLS, SORT
from .portray import POINTS, table_line, whose_move
from .scoring import colour_counts
from .words import event_effect, goal_effect


def describe(state, seat: int | None, hide: frozenset = frozenset(), focus: tuple | None = None) -> str:
    """The whole table for ``seat``, one line per part (everything here is face up; the deck's order is not told)."""
    lines = [sentence(_now(state, seat, hide)), sentence(table_line(state, ", ", hide).replace("Deck", "deck")
                                                       .replace("Discard", "discard pile"))]
    lines += [sentence(_card_in_play(kind, card)) for kind, card in _goal_and_event(state)]
    lines += [sentence(_boat(state, b)) for b in range(state.n)]
    lines += [sentence(_player(state, s, seat, hide)) for s in range(state.n)]
    return "\n".join(lines)


def _now(state, seat: int | None, hide: frozenset) -> str:
    """Whose turn it is and what the phase asks of them, in the rulebook's words."""
    said = whose_move(state, seat, hide)
    if state.phase == OVER or state.phase < SEAGULLS:
        return said
    you = state.to_move == seat
    who = f"Your turn ({PLAYER_COLOURS[seat]})" if you else f"{state.seat_name(state.to_move)}'s turn"
    if state.phase == SORT:
        return f"{who}: sort the catch on boat {state.sort_boat + 1}, Collect its cards or Eat its last card"
    if state.challenged >= 0:
        return f"{who}: your seagull was challenged, fly it to another boat" if you else \
            f"{who}: their seagull was challenged and must fly to another boat"
    return f"{who}: land {'your' if you else 'a'} seagull on a boat, or challenge one with little fish"


def _goal_and_event(state):
    """The Goal and Event cards face up this game."""
    if state.goal >= 0:
        yield "Goal", GOALS[state.goal]
    if state.event >= 0:
        yield "Event", EVENTS[state.event]


def _card_in_play(kind: str, card: dict) -> str:
    """A Goal or Event card and what it does."""
    effect = goal_effect(card) if kind == "Goal" else event_effect(card)
    return f"{kind} card: {card['name']}, {effect}"


def _boat(state, b: int) -> str:
    """One boat: its extra little fish, its cards left to right, the seagulls on it and little fish played there."""
    extra = f"+{state.extras[b]} little fish" if state.extras[b] else "no extra fish"
    cards = listed((_card(k) for k in state.boats[b]), "no cards")
    said = f"Boat {b + 1} ({extra}): {cards}"
    holder = state.resident[b]
    if holder >= 0:
        said += f"; {PLAYER_COLOURS[holder]}'s seagull is on it"
    waiting = state.challenged if state.challenged >= 0 and state.perch[state.challenged] == b else -1
    if waiting >= 0 and waiting != holder:
        said += f"; {PLAYER_COLOURS[waiting]}'s challenged seagull waits beside it"
    staked = [f"{PLAYER_COLOURS[s]} {n}" for s, n in enumerate(state.stake[b]) if n]
    if staked:
        said += f"; little fish played here: {listed(staked)}"
    if state.phase == SORT and state.sort_boat == b:
        said += "; this boat is being sorted now"
    return said


def _card(k: int) -> str:
    """A card with its colour named first ("a Yellow Sailfish card with 2 little fish", "a Crab")."""
    name = card_name(k)
    if "(" not in name:
        return f"a {name}"
    fish, count = name[:-1].split(" (")
    article = "an" if fish[:1].lower() in "aeiou" else "a"
    return f"{article} {fish[:1].upper()}{fish[1:]} card with {plural(int(count), 'little fish', 'little fish')}"


def _player(state, s: int, seat: int | None, hide: frozenset) -> str:
    """A player's little fish, their catch by colour and their points (as "hidden" while a question asks)."""
    who = f"You ({PLAYER_COLOURS[s]})" if s == seat else PLAYER_COLOURS[s]
    token = ", holding the Boat Token" if state.boat_token == s else ""
    counts = colour_counts(state.collected[s])
    caught = listed((plural(n, f"{COLOUR_NAMES[c]} card") for c, n in enumerate(counts) if n), "no cards yet")
    points = "points hidden until you answer" if POINTS in hide else plural(state.scores()[s], "point")
    return (f"{who}{token}: {state.hand[s]} little fish in hand, {state.supply[s]} in supply; "
            f"catch: {caught}; {points}")


def name_target(state, seat: int | None, target: tuple, focus: tuple | None = None) -> str:
    """A clickable thing as the board names it ("boat 2", "Red's row")."""
    kind, value = (target + (None,))[:2] if isinstance(target, tuple) else (None, None)
    if kind == "boat" and type(value) is int:
        return f"boat {value + 1}"
    if kind == "player" and type(value) is int and 0 <= value < state.n:
        return f"you ({PLAYER_COLOURS[value]})" if value == seat else PLAYER_COLOURS[value]
    return "a spot on the board"


def why_lit(state, seat: int | None, focus: tuple | None = None) -> str:
    """Why the lit boats are lit, in the rulebook's words."""
    if state.phase == SORT:
        return "the boat being sorted"
    if state.challenged >= 0 and state.challenged == seat:
        return "the boats your challenged seagull may fly to"
    return "the boats you may land on or challenge"
