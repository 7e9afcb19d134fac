"""The declared door between the tutor and a game: what the board shows, what may be chosen on it, what choosing
does, and the words for all of it. Every game's ``PLAY`` (``games/<game>/interact.py``) is a ``PlayBase`` and so
has every door of ``Presenter``; the tutor calls these doors and nothing else of it (no probing for what a game
happens to have). A half-made move is a ``Selection``: frozen, so choosing returns a new one and nothing shared
is changed in place. No widgets here."""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Protocol, runtime_checkable

if TYPE_CHECKING:
    from .protocol import State
    from .scene import Scene

Target = tuple  # a thing on the board that may be chosen, as the game names it: ("circle", 7), ("boat", 2)
ScoreLine = tuple  # (words, points, *edition choice ids it rests on)


@dataclass(frozen=True)
class Selection:
    """A half-made move: what the learner picked so far and the controls' values, as (name, value) pairs."""

    picks: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, values: Mapping[str, Any]) -> "Selection":
        """The selection holding ``values`` (a game's own names: "fish", "landing", "tokens", "dest")."""
        return cls(tuple(sorted(values.items(), key=lambda kv: kv[0])))

    def values(self) -> dict[str, Any]:
        """The picks as a fresh dict (a copy: changing it changes no selection)."""
        return dict(self.picks)

    def get(self, name: str, default: Any = None) -> Any:
        """The value picked under ``name``, or ``default``."""
        return dict(self.picks).get(name, default)

    def with_value(self, name: str, value: Any) -> "Selection":
        """This selection with ``name`` set to ``value``."""
        return Selection.of({**self.values(), name: value})


@dataclass(frozen=True)
class View:
    """How the board is to be shown: the targets lit, the one picked, the banner over it, the phone layout, what an
    open question keeps off it, and on a phone the part of the board shown (for a game with a close-up)."""

    lit: frozenset = frozenset()
    picked: Target | None = None
    banner: str = ""
    compact: bool = False
    hide: frozenset = frozenset()
    close_up: Any = None


@dataclass(frozen=True)
class Lit:
    """The targets worth choosing now, and the one already picked (None: nothing picked)."""

    targets: frozenset
    picked: Target | None = None


@dataclass(frozen=True)
class Act:
    """What choosing a target does: the move it makes (None: no move yet), a hint, and the selection after it."""

    move: Any
    hint: str
    selection: Selection


@runtime_checkable
class Presenter(Protocol):
    """The doors every game opens to the tutor (the tutor calls only these)."""

    choices: tuple  # the controls beside the board (each with name, label, options, help)
    actions: tuple[str, ...]  # the action buttons' names

    def scene(self, state: State, seat: int | None, view: View) -> Scene:
        """The board as a Scene, shown as ``view`` says."""

    def targets(self, state: State, seat: int, selection: Selection) -> Lit:
        """The targets worth choosing next, and the one picked."""

    def act(self, state: State, seat: int, target: Target | None, selection: Selection) -> Act:
        """What choosing ``target`` does now: a move, or a hint and the selection after it."""

    def press(self, state: State, seat: int, action: str) -> Any:
        """The move an action button means now."""

    def start(self, state: State, seat: int) -> Selection:
        """The selection at the start of a turn: nothing picked."""

    def choose_value(self, selection: Selection, name: str, value: Any) -> Selection:
        """The selection after a control beside the board was set to ``value``."""

    def picked_words(self, state: State, seat: int, selection: Selection) -> str:
        """A half-made move in words ("" when nothing is picked)."""

    def buttons(self, state: State, seat: int) -> tuple[str, ...]:
        """The action buttons that apply now."""

    def offers(self, state: State, seat: int, selection: Selection) -> dict[str, tuple]:
        """The controls that apply now, each with the options it offers."""

    def board_words(self, state: State, seat: int, hidden: frozenset, picked: Target | None) -> str:
        """The board in words, one part a line, for a screen reader."""

    def target_words(self, state: State, seat: int, target: Target, picked: Target | None) -> str:
        """One target as the board names it ("Blue fish on B2")."""

    def lit_words(self, state: State, seat: int, picked: Target | None) -> str:
        """Why the lit targets are lit ("a boat to land on")."""

    def move_words(self, state: State, move: Any, seat: int, viewer: int) -> str:
        """A move in words, as ``viewer`` may know it."""

    def points(self, state: State) -> list[list[ScoreLine]]:
        """Each seat's points, line by line."""

    def look(self, state: State, seat: int, target: Target, close_up: Any) -> Any:
        """A tap on the phone board's own tabs or arrows: the part of the board to show next (the game untouched)."""


class PlayBase(ABC):
    """Every door of ``Presenter`` from a game's own hooks (``move_for_target``, ``highlights``, ``selection``,
    ``enabled_actions``, ``reset_values``, ``move_for_action``, ``describe``, ``name_target``, ``why_lit``,
    ``score_lines``, which work on a private dict of picks); a game says nothing where the defaults fit."""

    choices: tuple = ()
    actions: tuple[str, ...] = ()

    @abstractmethod
    def scene(self, state: State, seat: int | None, view: View) -> Scene:
        """The board as a Scene, shown as ``view`` says (each game draws its own)."""

    def targets(self, state: State, seat: int, selection: Selection) -> Lit:
        """The targets worth choosing next, and the one picked."""
        lit, picked = self.highlights(state, seat, selection.values())
        return Lit(frozenset(lit), picked)

    def act(self, state: State, seat: int, target: Target | None, selection: Selection) -> Act:
        """What choosing ``target`` does now (the game's hook works on a copy of the picks)."""
        values = selection.values()
        move, hint = self.move_for_target(state, seat, target, values)
        return Act(move, hint, Selection.of(values))

    def press(self, state: State, seat: int, action: str) -> Any:
        """The move an action button means now."""
        return self.move_for_action(state, seat, action)

    def start(self, state: State, seat: int) -> Selection:
        """The selection at the start of a turn."""
        return Selection.of(self.reset_values(state, seat))

    def choose_value(self, selection: Selection, name: str, value: Any) -> Selection:
        """The selection after a control was set."""
        return selection.with_value(name, value)

    def picked_words(self, state: State, seat: int, selection: Selection) -> str:
        """A half-made move in words."""
        return str(self.selection(state, seat, selection.values()) or "")

    def buttons(self, state: State, seat: int) -> tuple[str, ...]:
        """The action buttons that apply now."""
        return tuple(self.enabled_actions(state, seat))

    def offers(self, state: State, seat: int, selection: Selection) -> dict[str, tuple]:
        """The controls that apply now, each with the options it offers."""
        return dict(self.choice_options(state, seat, selection.values()))

    def board_words(self, state: State, seat: int, hidden: frozenset, picked: Target | None) -> str:
        """The board in words."""
        return self.describe(state, seat, hidden, picked)

    def target_words(self, state: State, seat: int, target: Target, picked: Target | None) -> str:
        """One target as the board names it."""
        return self.name_target(state, seat, target, picked)

    def lit_words(self, state: State, seat: int, picked: Target | None) -> str:
        """Why the lit targets are lit."""
        return self.why_lit(state, seat, picked)

    def move_words(self, state: State, move: Any, seat: int, viewer: int) -> str:
        """A move in words, as the game's state says it."""
        return state.describe(move, seat, viewer)

    def points(self, state: State) -> list[list[ScoreLine]]:
        """Each seat's points, line by line."""
        return self.score_lines(state)

    def look(self, state: State, seat: int, target: Target, close_up: Any) -> Any:
        """No close-up on this board: the part shown stays as it is."""
        return close_up

    # ---- a game's own hooks, which every game writes --------------------------------------------------------
    @abstractmethod
    def highlights(self, state: State, seat: int, values: dict) -> tuple[Any, Target | None]:
        """The targets lit now, and the one picked (if any)."""

    @abstractmethod
    def move_for_target(self, state: State, seat: int, target: Target | None, values: dict) -> tuple[Any, str]:
        """The move choosing ``target`` makes (or None), and a hint when it makes none; ``values`` updated."""

    @abstractmethod
    def move_for_action(self, state: State, seat: int, action: str) -> Any:
        """The move an action button means now."""

    @abstractmethod
    def describe(self, state: State, seat: int, hidden: frozenset, picked: Target | None) -> str:
        """The board in words."""

    @abstractmethod
    def name_target(self, state: State, seat: int, target: Target, picked: Target | None) -> str:
        """One target as the board names it."""

    @abstractmethod
    def why_lit(self, state: State, seat: int, picked: Target | None) -> str:
        """Why the lit targets are lit."""

    # ---- a game's own hooks (defaults where a game has nothing to say) ----------------------------------------
    def choice_options(self, state: State, seat: int, values: dict) -> Mapping[str, tuple]:
        """Every control beside the board, with all its options."""
        return {choice.name: tuple(choice.options) for choice in self.choices}

    def selection(self, state: State, seat: int, values: dict) -> str:
        """Nothing is ever half made."""
        return ""

    def enabled_actions(self, state: State, seat: int) -> tuple[str, ...]:
        """No action buttons."""
        return ()

    def reset_values(self, state: State, seat: int) -> dict:
        """Nothing picked at the start of a turn."""
        return {}

    def score_lines(self, state: State) -> list[list[ScoreLine]]:
        """No points counted."""
        return [[] for _ in range(state.num_players())]


DOORS = tuple(name for name in vars(Presenter) if not name.startswith("_") and callable(vars(Presenter)[name]))


def refuse_hiding(view: View, game: str) -> None:
    """A board that keeps nothing back refuses a view asking it to hide something (a question built wrong)."""
    if view.hide:
        raise ValueError(f"The {game} board cannot keep back {', '.join(sorted(view.hide))} for a question: "
                         "ask about something it shows.")
