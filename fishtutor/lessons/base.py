"""A lesson is a rulebook section as data: our own short text, a board set up for it, and a task."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable

from fishtutor.probability.answers import check_answer


@dataclass(frozen=True)
class Task:
    """What the learner does on the board, and how the tutor knows it is done.

    kind: "move" (make a move that meets ``goal(before, move, after)``), "pick" (click the target
    ``goal(target, state)`` accepts), "answer" (type a number equal to ``answer``), or "play" (play on until
    ``goal(state)`` holds, checked after the bots have answered).

    ``solution`` is the complete set of what passes: every legal move (or every target on the board) the goal
    accepts, no more and no fewer (a test holds the two equal). A task that takes any legal move says so with
    ``accepts_any``. ``praise`` builds the words for what the learner actually did (the same arguments as the
    goal) and is required once more than one thing passes; ``advice`` does the same for an attempt that misses
    (both fall back to the fixed ``success`` and ``hint``). ``hides`` names what the board must not show while
    a question is open (e.g. "points": the points column), so the board never gives the answer away."""

    kind: str
    prompt: str
    success: str
    hint: str
    goal: Callable[..., bool] | None = None
    answer: Fraction | int | None = None
    tolerance: float = 0.0
    solution: tuple = ()  # every move or target that passes (an "answer" task: the answer as typed)
    wrong: tuple = ()  # attempts that must not count, for the tests
    accepts_any: bool = False  # a "move" task that any legal move completes
    praise: Callable[..., str] | None = None  # the success words for what was done
    advice: Callable[..., str] | None = None  # the hint for what was done, when it misses
    hides: frozenset = frozenset()  # what the board keeps hidden while the question is open

    def hiding(self) -> dict:
        """The board's ``hide`` argument while this question is open (none when it hides nothing: not every game's
        board takes one, and a game that cannot hide must refuse a question that asks it to)."""
        return {"hide": frozenset(self.hides)} if self.hides else {}

    def praise_for(self, *done) -> str:
        """The success words for this attempt (built from it when the task says how)."""
        return self.praise(*done) if self.praise is not None else self.success

    def advice_for(self, *done) -> str:
        """The hint for an attempt that misses (built from it when the task says how)."""
        return self.advice(*done) if self.advice is not None else self.hint


@dataclass(frozen=True)
class Step:
    """One lesson: a rulebook section taught in 2-3 sentences next to a board set up for it."""

    rule: str  # the rule id of the section, or "play" for the closing game
    title: str
    text: str
    scenario: Callable[[], Any]
    task: Task
    seat: int = 0
    bots: str = "greedy"
    extra: dict = field(default_factory=dict)
    marks: tuple | None = None  # the edition choices this lesson's board and task rest on (None: by its section)


@dataclass(frozen=True)
class Mark:
    """The tutor's reaction to something the learner did for a task."""

    done: bool
    text: str


class Coach:
    """Watches the learner's moves, clicks and answers, and tells them when the task is done."""

    def __init__(self, task: Task):
        self.task = task
        self.done = False

    def _mark(self, done: bool, text: str) -> Mark:
        self.done = self.done or done
        return Mark(done, text)

    def judge_move(self, before, move, after) -> Mark:
        """Would this legal move complete the "move" task? (Changes nothing.)"""
        ok = self.task.accepts_any or self.task.goal(before, move, after)
        return Mark(ok, self.task.praise_for(before, move, after) if ok else self.task.advice_for(before, move, after))

    def after_move(self, before, move, after) -> Mark | None:
        """Judge a legal move against a "move" task."""
        if self.task.kind != "move" or self.done:
            return None
        mark = self.judge_move(before, move, after)
        return self._mark(mark.done, mark.text)

    def after_bots(self, state) -> Mark | None:
        """Judge the position once the bots have answered, for a "play" task."""
        if self.task.kind != "play" or self.done or not self.task.goal(state):
            return None
        return self._mark(True, self.task.success)

    def judge_pick(self, target, state) -> Mark:
        """Would this click complete the "pick" task? (Changes nothing.)"""
        ok = target is not None and self.task.goal(target, state)
        return Mark(ok, self.task.praise_for(target, state) if ok else self.task.advice_for(target, state))

    def pick(self, target, state) -> Mark:
        """Judge a click for a "pick" task."""
        mark = self.judge_pick(target, state)
        return self._mark(mark.done, mark.text)

    def answer(self, text: str) -> Mark:
        """Judge a typed answer for an "answer" task (format problems are explained, not punished)."""
        marked = check_answer(text, self.task.answer, self.task.tolerance, self.task.hint)
        return self._mark(marked.ok, f"{marked.message} {self.task.success}" if marked.ok else marked.message)


def picked(target):
    """A "pick" goal: the learner clicked exactly this target."""
    return lambda clicked, state: clicked == target
