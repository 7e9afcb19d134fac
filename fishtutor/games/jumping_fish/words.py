"""Jumping Fish in words: moves as a learner reads them, what each seat sees, and the barrel as text."""
from __future__ import annotations

from fishtutor.games.fishy.barrel import LEVELS
from fishtutor.games.fishy.cards import LEVEL_CARDS, card_name

from .moves import IN_FRONT, OUT_OF_TOP, Answer, PlayCat, PlayLevel, option_words


_FIELDS = {PlayLevel: (("card", str), ("option", int)), PlayCat: (("seat", int), ("level", int))}


def describe(state, move, seat: int) -> str:
    """The move in words, naming players and levels as they stand before it is made."""
    who, kind = state.seat_name(seat), type(move)
    if kind in (PlayLevel, PlayCat) and not all(type(getattr(move, f)) is t for f, t in _FIELDS[kind]):
        return f"{who}: {move!r}"  # a mistyped move: named as it is, never taken apart
    if kind is PlayLevel and move.card in LEVEL_CARDS and 0 <= move.option <= 3:
        repeated = state.is_repeated(move.card)
        how = "already played this round" if repeated else "nobody has played yet this round"
        return f"{who} plays {card_name(move.card)} ({how}): {option_words(move.option, repeated)}"
    if kind is PlayCat and 0 <= move.seat < state.n and 1 <= move.level <= LEVELS:
        if move.seat == seat:
            return f"{who} plays a Cat: one of their fish on level {move.level} moves up 2"
        return f"{who} plays a Cat: one of {state.seat_name(move.seat)}'s fish on level {move.level} goes down 2"
    if kind is PlayCat and move.seat == -1:
        return f"{who} plays a Cat and moves no fish"
    if kind is Answer and state.pending:
        if not move.cat:
            return f"{who} lets the push happen"
        return f"{who} answers with a Cat" + (" on their Level card" if state.pending[0] == 1 else
                                               ": their fish goes down only 1")
    return f"{who}: {move}"


def moved_words(state) -> list[str]:
    """What happened to the fish in the last move: "Red's fish jumps out of the top from level 5"."""
    lines = []
    for seat, start, to in state.moved:
        who = state.seat_name(seat)
        if to == OUT_OF_TOP:
            lines.append(f"{who}'s fish jumps out of the top from level {start}")
        elif to == IN_FRONT:
            lines.append(f"{who}'s fish rots out of the bottom from level {start}")
        elif start == IN_FRONT:
            lines.append(f"{who} puts a rotted fish back on level 1")
        else:
            lines.append(f"{who}'s fish moves from level {start} to level {to}")
    return lines


def observation(state, seat: int) -> dict:
    """The whole table: every card is played face up and all are taken back each round, so every hand is known."""
    return {
        "seat": seat, "players": state.n, "round": state.round, "round_limit": state.round_limit,
        "dragon": state.dragon, "to_move": list(state.current_players()),
        "levels": [row[:] for row in state.levels], "supply": state.supply[:], "jumped": state.jumped[:],
        "hands": [list(h) for h in state.hands], "played": [list(p) for p in state.played],
        "guards": [list(g) for g in state.guards], "loose_cats": state.loose_cats[:],
        "pending": list(state.pending), "moved": [list(m) for m in state.moved], "winners": list(state.winners_),
    }


def table(state) -> str:
    """The barrel level by level, then what lies in front of each player and the cards played this round."""
    names = [state.seat_name(s) for s in range(state.n)]
    lines = [f"Jumping Fish, round {state.round}; the Dragon is with {names[state.dragon]}"]
    lines.append("level " + " ".join(f"{name[:6]:>6}" for name in names))
    for n in range(LEVELS, 0, -1):
        lines.append(f"{n:>5} " + " ".join(f"{state.levels[n - 1][s]:>6}" for s in range(state.n)))
    lines.append("front " + " ".join(f"{state.supply[s]:>6}" for s in range(state.n)))
    lines.append("out   " + " ".join(f"{state.jumped[s]:>6}" for s in range(state.n)))
    if state.played:
        lines.append("played: " + ", ".join(f"{names[s]} {card_name(c)}" for s, c in state.played))
    if state.guards:
        lines.append("Cats on Level cards: " + ", ".join(f"{names[s]} on Level {g}" for s, g in state.guards))
    if state.winners_:
        lines.append(f"{names[state.winners_[0]]} wins")
    return "\n".join(lines)

