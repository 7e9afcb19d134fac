"""What a game's own package adds to a hint (its ``coach`` module, if it has one): what the game counts points in
(``UNIT``), a clause of its rules behind a move (``clause(state, seat, move)``) and the learner's own move said to
them (``your_move(state, seat, move)``), in its own words and only with counts the seat can see. No game is named
here. No widgets here."""
from __future__ import annotations

import functools
from importlib import import_module
from types import ModuleType

from fishtutor.core.spec import SPECS

POINTS = "your points"  # what a game without a word of its own counts


@functools.lru_cache(maxsize=None)
def game_coach(name: str) -> ModuleType | None:
    """The game's ``coach`` module, beside its rules in its own package (None: it has none)."""
    package = SPECS[name].game.partition(":")[0].rpartition(".")[0]
    try:
        return import_module(f"{package}.coach")
    except ModuleNotFoundError as err:
        if err.name != f"{package}.coach":
            raise
        return None


def unit(name: str) -> str:
    """What game ``name`` counts points in."""
    return getattr(game_coach(name), "UNIT", POINTS)


def clause(state, seat: int, move) -> str:
    """The rule clause for ``move`` in ``state``'s game, "" where the game has none to add. ``state`` is a copy
    holding only what the seat can see."""
    said = getattr(game_coach(state.game.name), "clause", None)
    return said(state, seat, move) if said is not None else ""


def your_move(state, seat: int, move) -> tuple[str, str]:
    """The learner's own move said to them in the game's verbs: what to do ("fly to boat 3") and what they did
    ("flew to boat 3"); a game with no words of its own for it says the move as it is written."""
    said = getattr(game_coach(state.game.name), "your_move", None)
    return said(state, seat, move) if said is not None else (str(move), f"chose: {move}")


def capital(words: str) -> str:
    """Words with their first letter in upper case, to begin a sentence."""
    return words[:1].upper() + words[1:]
