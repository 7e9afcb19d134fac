"""Where a move is made on the board: the targets a learner would choose, in order, to make it (found by asking
the game's presenter what each lit target does), or the button that makes it. No widgets here."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fishtutor.core.presenter import Presenter, Selection, View

DEPTH = 4  # the most targets one move takes to choose (a fish, where it swims, what it attacks, ...)


@dataclass(frozen=True)
class Way:
    """How a move is made: the board's targets to choose in order, the controls to set first, or a button."""

    targets: tuple = ()
    settings: tuple[tuple[str, Any], ...] = ()
    button: str = ""


def _starts(play: Presenter, state, seat: int) -> list[tuple[tuple, Selection]]:
    """The selections a turn may start from: nothing set, or one control beside the board set to each option."""
    start = play.start(state, seat)
    found = [((), start)]
    for name, options in play.offers(state, seat, start).items():
        found += [(((name, value),), play.choose_value(start, name, value)) for value in options]
    return found


def _choosable(play: Presenter, state, seat: int, selection: Selection) -> list:
    """The targets worth trying next: the lit ones first, then the board's other choosable things (a way to go
    drawn under the dice once a square is picked); never the phone board's own tabs and arrows."""
    lit = play.targets(state, seat, selection)
    drawn = play.scene(state, seat, View(lit.targets, lit.picked)).hotspots
    others = {h.target for h in drawn if h.target and h.target[0] != "view"} - set(lit.targets)
    return sorted(lit.targets, key=repr) + sorted(others, key=repr)


def _path(play: Presenter, state, seat: int, move, trail: tuple[Selection, ...], depth: int) -> tuple | None:
    """The targets that, chosen in order from the last selection of ``trail``, make ``move`` (None: none found within
    ``depth``); a target that goes back to a selection already on the trail (a pick undone) is no step forward."""
    if depth == 0:
        return None
    selection = trail[-1]
    for target in _choosable(play, state, seat, selection):
        act = play.act(state, seat, target, selection)
        if act.move is not None:
            if act.move == move:
                return (target,)
            continue
        if act.selection not in trail:
            rest = _path(play, state, seat, move, (*trail, act.selection), depth - 1)
            if rest is not None:
                return (target, *rest)
    return None


def way_to(play: Presenter, state, seat: int, move) -> Way | None:
    """How the learner makes ``move`` on this board, or None when the board offers no way to (never expected)."""
    for button in play.buttons(state, seat):
        if play.press(state, seat, button) == move:
            return Way(button=button)
    for depth in range(1, DEPTH + 1):  # the fewest targets first
        for settings, selection in _starts(play, state, seat):
            path = _path(play, state, seat, move, (selection,), depth)
            if path is not None:
                return Way(path, settings)
    return None
