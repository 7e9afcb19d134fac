"""The probability corner: answer first, then see the exact fraction beside a seeded simulation and its plot."""
from __future__ import annotations

import html

import ipywidgets as W

from fishtutor.core.edition import exercise_marks_html
from fishtutor.probability.answers import check_answer, show
from fishtutor.probability.core import TrialsError, plot_png, run, summary

from .board import guarded
from .session import Feedback
from .board import feedback_html


class ProbabilityCorner:
    """A handful of exercises: type an answer and have it checked, run a simulation, reveal the exact answer."""

    def __init__(self, exercises, trials: int = 20_000, seed: int = 1):
        self.exercises = list(exercises)
        self.errors: list[str] = []
        self.error_box = W.HTML()
        self.pick = W.Dropdown(options=[(f"Q{i + 1}. {e.question}", i) for i, e in enumerate(self.exercises)],
                               layout=W.Layout(width="100%"))
        self.pick.observe(lambda change: self.show(change["new"]), names="value")
        self.question = W.HTML()
        self.answer = W.Text(placeholder="e.g. 1/8, 0.125 or 12.5%", layout=W.Layout(width="220px"))
        self.feedback = W.HTML()
        self.trials = W.IntText(value=trials, description="Trials", layout=W.Layout(width="180px"))
        self.seed = W.IntText(value=seed, description="Seed", layout=W.Layout(width="150px"))
        self.result = W.HTML()
        self.plot = W.Image(format="png", layout=W.Layout(max_width="640px", width="100%"))
        buttons = [_button("Check", self.on_check, "info"), _button("Simulate", self.on_simulate, "primary"),
                   _button("Show exact answer", self.on_reveal, "")]
        self.widget = W.VBox([self.pick, self.question, W.HBox([self.answer, buttons[0]]), self.feedback,
                              W.HBox([self.trials, self.seed, buttons[1], buttons[2]],
                                     layout=W.Layout(flex_flow="row wrap")),
                              self.result, self.plot, self.error_box],
                             layout=W.Layout(max_width="820px", width="100%"))
        self.show(0)

    @property
    def exercise(self):
        """The question on screen."""
        return self.exercises[self.pick.value]

    @guarded
    def show(self, index: int) -> None:
        """Put question ``index`` on screen with a clean slate."""
        ex = self.exercises[index]
        self.question.value = (f"<p style='font-size:16px'>{html.escape(ex.question)}</p>"
                               f"{exercise_marks_html(ex.id)}")  # the deck or cards it assumes
        self.answer.value, self.feedback.value, self.result.value = "", "", ""
        self.plot.value = b""
        self.plot.layout.display = "none"

    @guarded
    def on_check(self, _button=None) -> None:
        """Mark the typed answer (with a hint when it is off, and help when it is not a number)."""
        ex = self.exercise
        marked = check_answer(self.answer.value, ex.exact, ex.tolerance, ex.hint, ex.probability)
        self.feedback.value = feedback_html(Feedback("ok" if marked.ok else "refused" if marked.problem == "format"
                                                     else "task", marked.message))

    @guarded
    def on_simulate(self, _button=None) -> None:
        """Run the seeded simulation and plot it against the exact answer."""
        ex = self.exercise
        try:
            estimate = run(ex, self.trials.value, self.seed.value)
        except TrialsError as err:
            self.result.value = feedback_html(Feedback("refused", str(err)))
            return
        self.result.value = f"<p style='font-family:monospace'>{html.escape(summary(ex, estimate))}</p>"
        self.plot.value = plot_png(ex, estimate)
        self.plot.layout.display = "block"

    @guarded
    def on_reveal(self, _button=None) -> None:
        """Show the exact answer and how it is worked out."""
        ex = self.exercise
        self.feedback.value = feedback_html(Feedback("info", f"Exact answer: {show(ex.exact)}. {ex.explanation}"))


def _button(label: str, handler, style: str) -> W.Button:
    button = W.Button(description=label, button_style=style, layout=W.Layout(width="auto", margin="2px"))
    button.on_click(handler)
    return button
