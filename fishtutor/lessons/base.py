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
    ``goal(state)`` holds, checked after the bots have answered)."""

    kind: str
    prompt: str
    success: str
    hint: str
    goal: Callable[..., bool] | None = None
    answer: Fraction | int | None = None
    tolerance: float = 0.0
    solution: tuple = ()  # what solves it, for the tests (moves, a target, or the answer text)
    wrong: tuple = ()  # something that must not count, for the tests


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

    def after_move(self, before, move, after) -> Mark | None:
        """Judge a legal move against a "move" task."""
        if self.task.kind != "move" or self.done:
            return None
        ok = self.task.goal(before, move, after)
        return self._mark(ok, self.task.success if ok else self.task.hint)

    def after_bots(self, state) -> Mark | None:
        """Judge the position once the bots have answered, for a "play" task."""
        if self.task.kind != "play" or self.done or not self.task.goal(state):
            return None
        return self._mark(True, self.task.success)

    def pick(self, target, state) -> Mark:
        """Judge a click for a "pick" task."""
        ok = target is not None and self.task.goal(target, state)
        return self._mark(ok, self.task.success if ok else self.task.hint)

    def answer(self, text: str) -> Mark:
        """Judge a typed answer for an "answer" task (format problems are explained, not punished)."""
        marked = check_answer(text, self.task.answer, self.task.tolerance, self.task.hint)
        return self._mark(marked.ok, f"{marked.message} {self.task.success}" if marked.ok else marked.message)


def picked(target):
    """A "pick" goal: the learner clicked exactly this target."""
    return lambda clicked, state: clicked == target
