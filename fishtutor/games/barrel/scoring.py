"""Game End & Winning in the barrel games: each fish is worth its level, each Cat card beyond two 5 more; the
most points wins, and players tied for the most share the win (this edition)."""
from __future__ import annotations

from fishtutor.games.fishy.barrel import level_points
from fishtutor.games.fishy.cards import CAT

from .phases import CAT_TURN, OVER, PLACE
from .resolve import CARD, OWNER

EXTRA_CAT_POINTS = 5


def cats_owned(state, seat: int) -> int:
    """Every Cat card a seat holds: in hand, face down, played, or on the table."""
    table = (sum(1 for e in state.table if e[OWNER] == seat and e[CARD] == CAT)
             if state.phase in (CAT_TURN, PLACE) else 0)
    return (state.hands[seat].count(CAT) + state.picks[seat].count(CAT) + state.played[seat].count(CAT) + table)


def scores(state) -> tuple[int, ...]:
    """Each fish is worth its level; each Cat card beyond two is worth 5 more."""
    return tuple(level_points(state.levels, s) + EXTRA_CAT_POINTS * max(0, state.cats_owned(s) - 2)
                 for s in range(state.n))


def winners(state) -> tuple[int, ...]:
    """The most points wins; players tied for the most share the win (this edition)."""
    scores = state.scores()
    best = max(scores)
    return tuple(s for s, v in enumerate(scores) if v == best)


def score_lines(state) -> list[list[tuple]]:
    """Each seat's points line by line: fish per level, extra Cats, and at the end a shared win (an edition choice)."""
    counts = state.caught if state.TAKING else [[row[s] for row in state.levels] for s in range(state.n)]
    winners = state.winners() if state.phase == OVER else ()
    out = []
    for s in range(state.n):
        lines = [(f"level {n}: {k} × {n}", k * n) for n, k in enumerate(counts[s], 1) if k]
        extra = 0 if state.TAKING else max(0, state.cats_owned(s) - 2)
        if extra:
            lines.append((f"Cats beyond two: {extra} × {EXTRA_CAT_POINTS}", extra * EXTRA_CAT_POINTS))
        if len(winners) > 1 and s in winners:
            lines.append(("tied for the most points: share the win", 0, state.EDITION_TIE))
        out.append(lines)
    return out
