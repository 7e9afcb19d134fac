"""Jumping Fish as a Table: the Dragon with the first player, the cards played this round face up (a Cat lying
on a Level card guards that level), arrows for the fish that just moved (out of the top when they jump, out of
the bottom when they rot), and under the barrel the ways a picked card can move fish."""
from __future__ import annotations

from dataclasses import replace

from fishtutor.games.fishy.barrel import colour, fish_in
from fishtutor.games.fishy.cards import CAT, card_name, is_level, level_of, sort_hand
from fishtutor.games.fishy.portray import COMPACT, WIDE, Arrow, Card, Geometry, Option, Seat, Table, draw, notes_room

from .moves import option_words
from .words import moved_words

NO_FISH = "none"  # the option key for a Cat played without moving a fish
PUSH_BY_LEVEL = 1  # the engine's pending push kinds: a repeated Level card's push, a Cat's push
ROUND_CARDS = 3
ROOM_FOR = 4, 2  # the room kept under the barrel: a Level card's four ways and two lines of notes


def portray(state, you: int | None = 0, highlight: frozenset = frozenset(), focus: tuple | None = None,
            banner: str = "", compact: bool = False):
    """The whole table for seat ``you`` (None: a bystander, every hand hidden)."""
    shown = table(state, you, focus)
    return draw(shown, highlight, focus, banner, room(shown, COMPACT if compact else WIDE))


def room(shown: Table, g: Geometry) -> Geometry:
    """The layout with room under the barrel for the ways of a picked card and every line of every note, so
    none is cut off (at least the room for four ways and two lines, so the picture keeps its size)."""
    return replace(g, notes_h=max(g.notes_h, notes_room(shown, g, *ROOM_FOR), notes_room(shown, g)))


def table(state, you: int | None, focus: tuple | None = None) -> Table:
    """What the picture shows, for seat ``you``."""
    seats = tuple(_seat(state, s, you) for s in range(state.n))
    options, title = _options(state, you, focus)
    return Table(f"Jumping Fish · round {state.round}", whose_move(state, you), state.levels, seats,
                 notes=tuple(notes(state, you, focus)), options=options, options_title=title,
                 guards=frozenset(tuple(g) for g in state.guards),
                 arrows=tuple(Arrow(s, a, b) for s, a, b in dict.fromkeys(tuple(m) for m in state.moved)),
                 meta={"game": state.game.name, "round": state.round}, scored=False)


def _seat(state, seat: int, you: int | None) -> Seat:
    """A player's row: fish in front (rotted), in the barrel and jumped out; hand; cards played this round."""
    mine = seat == you
    hand = sort_hand(state.hands[seat])
    shown = tuple(Card(c, ("card", c)) for c in hand) if mine else tuple(Card() for _ in hand)
    guards = {level for s, level in state.guards if s == seat}
    played = tuple(Card(c, ("played", seat, c), cat_on=is_level(c) and level_of(c) in guards)
                   for s, c in state.played if s == seat)
    loose = tuple(Card(CAT) for s in state.loose_cats if s == seat)
    left = state.supply[seat] + fish_in(state.levels, seat)
    return Seat(seat, colour(seat) + (" (you)" if mine else ""), mine, seat in state.current_players(),
                f"in front: {state.supply[seat]} · in the barrel: {fish_in(state.levels, seat)}",
                f"jumped out: {state.jumped[seat]}", str(left), shown, played + loose,
                dragon=seat == state.dragon, points_label="fish left")


def whose_move(state, you: int | None) -> str:
    """A short line on what happens now."""
    if state.is_terminal():
        return f"Game over: {colour(state.winners()[0])} wins"
    seat = state.current_players()[0]
    if state.pending:
        return "You: stop the push with a Cat?" if seat == you else f"{colour(seat)} answers the push…"
    nth = ("first", "second", "third")[min(state.cards_played(seat), ROUND_CARDS - 1)]
    return f"You: play your {nth} card" if seat == you else f"{colour(seat)} plays…"


# ---- notes under the barrel -----------------------------------------------------------------------------
def notes(state, you: int | None, focus: tuple | None) -> list[str]:
    """The push waiting for an answer, what the last move did, guards and jumped fish, and the end."""
    out = []
    if state.is_terminal():
        out.append(ending_words(state))
    if state.pending:
        out.append(push_words(state, you))
    if focus == ("card", CAT) and not state.pending:
        out.append("Choose one of your fish to move it up 2 levels, or an opponent's fish to push it down 2.")
    moved = last_moves(state)
    out += [f"{line}." if moved.count(line) == 1 else f"{line} (× {moved.count(line)})."
            for line in dict.fromkeys(moved)]
    if state.guards:
        out.append("Cats on Level cards (no push down, no moving up into or through): " +
                   ", ".join(f"{colour(s)} on level {g}" for s, g in state.guards) + ".")
    jumped = [f"{colour(s)} {state.jumped[s]}" for s in range(state.n) if state.jumped[s]]
    if jumped:
        out.append("Jumped out of the top (back in the box): " + ", ".join(jumped) + ".")
    if not state.played and not state.is_terminal() and state.round == 1:
        out += ["Three cards each a round, one at a time from the Dragon.",
                "First with none in front and two or fewer in the barrel wins."]
    return out


def last_moves(state) -> list[str]:
    """The fish the last move moved, in words (jumps and rots named)."""
    return moved_words(state)


def push_words(state, you: int | None) -> str:
    """Who pushes whose fish on which level, and what a Cat would do."""
    kind, mover, level, target = state.pending[:4]
    whose = "your" if target == you else f"{colour(target)}'s"
    if kind == PUSH_BY_LEVEL:
        return (f"{colour(mover)} pushes {whose} fish on level {level} down 1. A Cat laid on the Level {level} card "
                "stops it, and guards that level for the rest of the round (but no fish may move up into or "
                "through it).")
    return (f"{colour(mover)}'s Cat pushes {whose} fish on level {level} down 2. Answering with a Cat makes it only "
            "1.")


def ending_words(state) -> str:
    """Who won and why (fewest fish, and the lowest Level card played this round on a tie)."""
    best = state.winners()[0]
    done = [s for s in range(state.n) if not state.supply[s] and fish_in(state.levels, s) <= 2]
    why = "no fish in front and two or fewer in the barrel"
    if len(done) > 1:
        why += "; among those who got there, the lowest Level card played this round decides"
    return f"{colour(best)} wins: {why}."


# ---- the boxes that finish a picked card's move --------------------------------------------------------
def _options(state, you: int | None, focus: tuple | None) -> tuple[tuple[Option, ...], str]:
    """A picked Level card: its options (lit when allowed); a picked Cat: playing it without moving a fish."""
    if you is None or state.is_terminal() or state.pending or state.current_players() != (you,) or \
            not focus or focus[0] != "card" or focus[1] not in state.hands[you]:
        return (), ""
    legal = state.legal_moves(you)
    card = focus[1]
    if card == CAT:
        none = any(type(m).__name__ == "PlayCat" and m.seat < 0 for m in legal)
        return (Option(NO_FISH, "Play the Cat without moving any fish", none),), "Your Cat:"
    repeated = state.is_repeated(card)
    allowed = {m.option for m in legal if type(m).__name__ == "PlayLevel" and m.card == card}
    options = tuple(Option(o, f"{o}. {option_words(o, repeated)}" if o else "Move no fish", o in allowed)
                    for o in (1, 2, 3, 0))
    how = "already played this round" if repeated else "nobody has played it yet this round"
    return options, f"{card_name(card)} ({how}) from level {level_of(card)}:"
