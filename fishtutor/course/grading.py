"""Grading collected notebooks with Otter-Grader, several in one process (Otter is imported once, not once a
notebook): each notebook's scores, feedback, damaged check cells and flags, as the gradebook reads them."""
from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from . import gradebook


@dataclass(frozen=True)
class Graded:
    """One notebook's grade: points per question, the judge's words per question, the damaged check cells."""

    notebook: str
    scores: dict[str, float]
    possible: dict[str, float]
    feedback: dict[str, str]
    damaged: dict[str, str]
    output: str  # what Otter printed while grading, then the damage in words
    flags: tuple[str, ...] = ()

    @property
    def total(self) -> float:
        """Points scored in all."""
        return sum(self.scores.values())

    def line(self) -> str:
        """The grade in one line, with any damaged check cells and flags named."""
        text = f"{self.notebook}: {self.total:g} / {sum(self.possible.values()):g}"
        text += ("  " + gradebook.describe(self.damaged).replace("\n", " ") if self.damaged else "")
        return text + ("  [" + "; ".join(self.flags) + "]" if self.flags else "")


def grade(notebook, autograder, folder=None, roster=None) -> Graded:
    """Grade one notebook with Otter's own runner and the autograder zip; Otter's results go into ``folder``
    (a temporary folder, thrown away, when none is given): never into the current folder."""
    with tempfile.TemporaryDirectory(prefix="fishtutor-grade-") as scratch:
        g = gradebook.grade(notebook, autograder, Path(folder or scratch), roster)
    said = gradebook.describe(g.damaged)
    return Graded(Path(notebook).name, dict(g.points), dict(g.possible), dict(g.words), dict(g.damaged),
                  g.output + ("\n" + said if said else ""), tuple(g.flags))
