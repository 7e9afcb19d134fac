"""What the board widget shows after one event, computed once (``Frame``), and the events a learner makes at the
board (``Click``, ``Key``, ``Press``...), each a frozen record that ``Session.handle`` turns into a Frame.
No widgets here."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from fishtutor.core.presenter import Lit, Selection
from fishtutor.core.scene import Scene



@dataclass(frozen=True)
class Feedback:
    """What the tutor says beside the board: ``kind`` is info, ok, refused, task or done."""

    kind: str
    text: str
    rule: str = ""
    edition: str = ""  # the edition choice a refusal rests on: the board shows the "this edition" mark
    repeat: int = 0  # how many times running the same words were said again (a second click is seen)


@dataclass(frozen=True)
class Click:
    """A click or tap on the board at canvas coordinates."""

    x: float
    y: float


@dataclass(frozen=True)
class Key:
    """A key pressed while the board has the keyboard ("ArrowLeft", "Enter", "Escape"...)."""

    name: str


@dataclass(frozen=True)
class Press:
    """An action button pressed ("Collect", "Let it happen")."""

    action: str


@dataclass(frozen=True)
class Set:
    """A control beside the board set to a value (e.g. how many little fish to play)."""

    name: str
    value: Any


@dataclass(frozen=True)
class Cancel:
    """Cancel (or Escape): put back a half-made move."""


@dataclass(frozen=True)
class Back:
    """Step one move back through the game's history."""


@dataclass(frozen=True)
class Forward:
    """Step one move forward through the game's history."""


@dataclass(frozen=True)
class Live:
    """Back to the game as it stands."""


@dataclass(frozen=True)
class Undo:
    """Take back the learner's last move."""


@dataclass(frozen=True)
class Answer:
    """A typed answer to the lesson's question."""

    text: str


@dataclass(frozen=True)
class BoardFocus:
    """The board got (``on``) or lost the keyboard: its focus ring is drawn only while it has it."""

    on: bool


@dataclass(frozen=True)
class Layout:
    """The phone board (``compact``) or the wide one."""

    compact: bool


@dataclass(frozen=True)
class Redraw:
    """Nothing done: the board as it stands (a lesson opened, a toggle beside the board)."""


Event = Union[Click, Key, Press, Set, Cancel, Back, Forward, Live, Undo, Answer, BoardFocus, Layout, Redraw]


@dataclass(frozen=True)
class Stepper:
    """Which history buttons apply: Back (a move to step back to), Forward and Live (looking back), Undo."""

    back: bool
    forward: bool
    live: bool
    undo: bool


@dataclass(frozen=True)
class Frame:
    """Everything the board shows after one event: the scene (focus ring drawn, hit-tested as shown), what is lit,
    the words (the board in words and the latest news), what the tutor says, the controls that apply."""

    scene: Scene
    lit: Lit
    full: str  # the board in words
    news: str  # the live region's announcement of the latest change
    feedback: Feedback
    picked: str  # the half-made move in words ("" for none)
    selection: Selection
    actions: tuple[str, ...]
    offers: dict[str, tuple]
    recent: tuple[str, ...]
    stepper: Stepper
    done: bool  # the lesson's task is done (the lesson shows Next)
    over: bool  # the live game is over (its points table shown)
    hiding: bool  # an open question keeps the points back
    reveal: bool = False  # what the tutor says is to be scrolled into view (a click, Enter or button)
    focus_said: str | None = None  # an arrow key moved the focus ring: what it is on now (said instead of news)
