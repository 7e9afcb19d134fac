"""Grading collected notebooks with Otter-Grader, several in one process (Otter is imported once, not once a
notebook): each notebook's scores, feedback, and the check cells it damaged."""
from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass
from pathlib import Path

PLUGIN_KEY = "fishtutor.course.plugin.CheckCells"


@dataclass(frozen=True)
class Graded:
    """One notebook's grade: points per question, Otter's feedback per question, the damaged check cells."""

    notebook: str
    scores: dict[str, float]
    possible: dict[str, float]
    feedback: dict[str, str]
    damaged: dict[str, str]
    output: str  # what Otter printed while grading (its summary and the plugin's report)

    @property
    def total(self) -> float:
        """Points scored in all."""
        return sum(self.scores.values())

    def line(self) -> str:
        """The grade in one line, with any damaged check cells named."""
        from .cells import describe
        text = f"{self.notebook}: {self.total:g} / {sum(self.possible.values()):g}"
        return text + ("  " + describe(self.damaged).replace("\n", " ") if self.damaged else "")


def grade(notebook, autograder) -> Graded:
    """Grade one notebook with Otter's own runner (``otter run`` without a container) and the autograder zip."""
    import otter.run
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        results = otter.run.main(str(notebook), autograder=str(autograder), output_dir=None, no_logo=True)
    names = results.test_files
    return Graded(Path(notebook).name,
                  {n: float(results.get_score(n)) for n in names},
                  {n: float(results.get_result(n).possible) for n in names},
                  {n: results.get_result(n).summary() for n in names},
                  dict(results.get_plugin_data(PLUGIN_KEY, {}) or {}),
                  printed.getvalue())
