"""The graded course: four assignments, one per game, each climbing from counting to expectation to chains.

One source: a question here is an ``Exercise`` (exact fraction, seeded simulation, hint) plus what a course needs
(its stage, its learning goal, the minutes it takes, the slips a wrong answer may reveal). The tutors' probability
corners, the Voilà assignments and the Otter-Grader notebooks all read these same objects."""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Callable, Mapping

import numpy as np

from fishtutor.games import Registry

from .answers import Marked, check_answer
from .core import Exercise

STAGES = ("counting", "expectation", "chain")  # the order an assignment climbs
GAME_ORDER = ("fish_frenzy", "fish_eat_fish", "fishy", "fishing_frenzy")


@dataclass(frozen=True)
class Slip:
    """A wrong answer that a known slip of reasoning gives: what the learner is told, what it shows the teacher."""

    answer: Fraction
    told: str  # completes "Not quite: 3/8 is what you get if ..." (ends with a full stop)
    reveals: str  # for the teacher's guide: the misunderstanding behind the slip


@dataclass(frozen=True)
class Question:
    """One graded exercise: the exercise itself, where it sits in the course, the slips it names."""

    exercise: Exercise
    stage: str  # one of STAGES
    goal: str  # the learning goal, one sentence, for the teacher's guide
    minutes: int  # time a typical learner takes, for the teacher's guide
    slips: tuple[Slip, ...] = ()
    # A distribution question also plots the whole distribution: its outcomes' exact chances (labels in order),
    # and a seeded, vectorised sampler giving each trial's outcome as an index into those labels.
    distribution: Callable[[], Mapping[str, Fraction]] | None = None
    sample: Callable[[int, np.random.Generator], np.ndarray] | None = None
    points: int = 1

    def __post_init__(self):
        if self.stage not in STAGES:
            raise ValueError(f"stage {self.stage!r} is not one of {STAGES}")
        if self.slips:  # the checker names a slip from the exercise's own list: keep the two one list
            mistakes = tuple((s.answer, s.told) for s in self.slips)
            object.__setattr__(self, "exercise", replace(self.exercise, mistakes=mistakes))

    @property
    def id(self) -> str:
        """The exercise's id (unique across the course)."""
        return self.exercise.id

    def mark(self, text) -> Marked:
        """The checker's verdict on a typed answer: right within tolerance, a named slip, or a hint."""
        ex = self.exercise
        return check_answer(str(text), ex.exact, ex.tolerance, ex.hint, ex.probability, ex.mistakes, ex.whole)


@dataclass(frozen=True)
class Assignment:
    """One game's graded assignment: a title, a short introduction, and its questions in course order."""

    game: str  # one of GAME_ORDER
    title: str
    intro: str  # two or three sentences in our own words: the situation and what the assignment practises
    questions: tuple[Question, ...]

    def question(self, qid: str) -> Question:
        """The question with id ``qid``."""
        for q in self.questions:
            if q.id == qid:
                return q
        raise KeyError(f"{self.title} has no question {qid!r}.")


ASSIGNMENTS: Mapping[str, Callable[[], Assignment]] = Registry({
    game: f"fishtutor.probability.course_{game}:assignment" for game in GAME_ORDER})


def assignment(game: str) -> Assignment:
    """The assignment for ``game`` (built on first use)."""
    if game not in ASSIGNMENTS:
        raise KeyError(f"No assignment for {game!r}; the course has {', '.join(GAME_ORDER)}.")
    return ASSIGNMENTS[game]()


def course() -> list[Assignment]:
    """All four assignments, in course order."""
    return [assignment(game) for game in GAME_ORDER]
