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


class Ways:
    """How moves are made on one position's board: what each selection lights and what each target does there,
    each asked of the presenter once for every move looked for (a hint looks for three; the search goes one
    target deeper each round and meets them again). The position must not change while it is asked."""

    def __init__(self, play: Presenter, state, seat: int):
        self.play, self.state, self.seat = play, state, seat
        self._choosable: dict = {}
        self._acts: dict = {}

    def choosable(self, selection: Selection) -> list:
        """The targets worth trying next: the lit ones first, then the board's other choosable things (a way to
        go drawn under the dice once a square is picked); never the phone board's own tabs and arrows."""
        found = _asked(self._choosable, selection)
        if found is None:
            play, state, seat = self.play, self.state, self.seat
            lit = play.targets(state, seat, selection)
            drawn = play.scene(state, seat, View(lit.targets, lit.picked)).hotspots
            others = {h.target for h in drawn if h.target and h.target[0] != "view"} - set(lit.targets)
            found = _kept(self._choosable, selection, sorted(lit.targets, key=repr) + sorted(others, key=repr))
        return found

    def act(self, target, selection: Selection):
        """What choosing ``target`` does from ``selection``."""
        found = _asked(self._acts, (target, selection))
        if found is None:
            found = _kept(self._acts, (target, selection), self.play.act(self.state, self.seat, target, selection))
        return found

    def to(self, move) -> Way | None:
        """How the learner makes ``move`` on this board, or None when the board offers no way to (never
        expected)."""
        play, state, seat = self.play, self.state, self.seat
        for button in play.buttons(state, seat):
            if play.press(state, seat, button) == move:
                return Way(button=button)
        for depth in range(1, DEPTH + 1):  # the fewest targets first
            for settings, selection in _starts(play, state, seat):
                path = _path(self, move, (selection,), depth)
                if path is not None:
                    return Way(path, settings)
        return None


def _asked(memo: dict, key):
    """The answer kept for ``key`` (None: not asked yet, or a key with an unhashable value in it)."""
    try:
        return memo.get(key)
    except TypeError:
        return None


def _kept(memo: dict, key, answer):
    """Keep ``answer`` for ``key`` where the key can be kept; the answer either way."""
    try:
        memo[key] = answer
    except TypeError:
        pass
    return answer


def _path(board: Ways, move, trail: tuple[Selection, ...], depth: int) -> tuple | None:
    """The targets that, chosen in order from the last selection of ``trail``, make ``move`` (None: none found within
    ``depth``); a target that goes back to a selection already on the trail (a pick undone) is no step forward."""
    if depth == 0:
        return None
    selection = trail[-1]
    for target in board.choosable(selection):
        act = board.act(target, selection)
        if act.move is not None:
            if act.move == move:
                return (target,)
            continue
        if act.selection not in trail:
            rest = _path(board, move, (*trail, act.selection), depth - 1)
            if rest is not None:
                return (target, *rest)
    return None


def way_to(play: Presenter, state, seat: int, move) -> Way | None:
    """How the learner makes ``move`` on this board, or None when the board offers no way to (never expected)."""
    return Ways(play, state, seat).to(move)
