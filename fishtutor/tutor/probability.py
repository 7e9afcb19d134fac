"""The probability corner: answer first, then see the exact fraction beside a seeded simulation and its plot."""
from __future__ import annotations

import html

import ipywidgets as W
from ipywidgets.widgets.widget_description import DescriptionStyle

from fishtutor.core.edition import exercise_marks_html
from fishtutor.probability.answers import check_answer, examples_for, show
from fishtutor.probability.core import (MAX_SEED, Estimate, SeedError, TrialsError, check_seed, check_trials, plot_png,
                                        run, summary)
from fishtutor.probability.edition import BROWSER_NOTE, PURE, most_trials, sized
from fishtutor.probability.svgplots import picture_html

from . import kit
from .board import feedback_html, guarded
from .session import Feedback
from .viewport import ENTER_ROW

HELD_BACK = ("The exact answer joins the simulation once you have checked your answer or pressed "
             "Show exact answer.")
FIXED_NOTE = ("This one has the same answer in every game, so there is nothing to simulate: work it out, "
              "type it and press Check, and the checker tells you which step of your reasoning slipped.")


def edition_note() -> str:
    """In the browser edition, what its simulations are (plain Python, how many trials); nothing on a server."""
    return f"<p style='font-size:13px;color:#33475b;margin:2px 0'>{BROWSER_NOTE}</p>" if PURE else ""


class ProbabilityCorner:
    """A handful of exercises: type an answer and have it checked, run a simulation, reveal the exact answer."""

    def __init__(self, exercises, trials: int = 20_000, seed: int = 1, worked: dict | None = None):
        self.exercises = list(exercises)
        self.worked_out = dict(worked or {})  # exercise id -> a function giving the worked answer's HTML
        self.answered: set[int] = set()  # questions checked right or revealed: their exact answers may show
        self.estimate: Estimate | None = None  # the last simulation of the question on screen
        self.default_trials = check_trials(sized(trials), most_trials(max(ex.max_trials for ex in self.exercises)))
        self.errors: list[str] = []
        self.error_box = kit.html()
        self.pick = W.Dropdown(options=[(f"Q{i + 1}. {e.question}", i) for i, e in enumerate(self.exercises)],
                               description="Question", style=kit.shared(DescriptionStyle, description_width="initial"),
                               tooltip="",  # none: not the title "null"
                               layout=kit.layout(width="calc(100% - 4px)",  # its 2 px margins inside a phone's column
                                                 display="none" if len(self.exercises) == 1 else ""))
        self.pick.observe(lambda change: self.show(change["new"]), names="value")
        self.question = kit.html()
        self.answer = kit.text("276px", "Answer", placeholder="e.g. 5/16, 0.3125 or 31.25%")  # the box: 220 px
        self.feedback = kit.html()
        self.trials = kit.text("180px", "Trials", value=str(self.default_trials),
                               placeholder=f"e.g. {self.default_trials}")
        self.seed = kit.text("170px", "Seed", value=str(check_seed(seed)), placeholder=f"0 to {MAX_SEED}")
        self.result = kit.html()
        self.plot = kit.html(own=True)  # the simulation's plot, as an image with words for a screen reader
        self.worked = kit.html()  # the worked answer (tables, plots), shown once the question is answered
        self.buttons = {label: kit.button(label, handler, style) for label, handler, style in (
            ("Check", self.on_check, "primary"), ("Simulate", self.on_simulate, "primary"),
            ("Show exact answer", self.on_reveal, ""))}
        self.sim_row = kit.row([self.trials, self.seed, self.buttons["Simulate"]], own=True)
        asked = kit.row([self.answer, self.buttons["Check"], self.buttons["Show exact answer"]])
        for row in (asked, self.sim_row):  # Enter in the answer box checks it, in Trials or Seed simulates
            row.add_class(ENTER_ROW)
        self.edition = kit.html(edition_note())  # in the browser edition: how big its simulations are
        self.widget = kit.column([self.pick, self.question, asked,
                                  self.feedback, self.sim_row, *([self.edition] if PURE else []), self.result,
                                  self.plot, self.worked, self.error_box],
                                 max_width="820px", width="100%")
        self.show(0)

    @property
    def exercise(self):
        """The question on screen."""
        return self.exercises[self.pick.value]

    @guarded
    def show(self, index: int) -> None:
        """Put question ``index`` on screen with a clean slate (its simulation ready to run as it stands)."""
        ex = self.exercises[index]
        self.question.value = (f"<p style='font-size:16px'>{html.escape(ex.question)}</p>"
                               f"{exercise_marks_html(ex.id)}")  # the deck or cards it assumes
        self.answer.value, self.feedback.value = "", ""
        self._name_boxes(self.about(index))
        _, fraction, decimal, percent = examples_for([ex.exact])  # the box's example is never this answer
        self.answer.placeholder = f"e.g. {fraction}, {decimal} or {percent}"
        self.sim_row.layout.display = "flex" if ex.simulated else "none"
        self.trials.value = str(min(self.default_trials, most_trials(ex.max_trials)))
        self.edition.value = edition_note() if ex.simulated else ""
        self.result.value = "" if ex.simulated else f"<p style='font-size:14px;color:#33475b'>{FIXED_NOTE}</p>"
        self.plot.value = ""
        self.plot.layout.display = "none"
        self.estimate = None
        self._show_worked()

    def about(self, index: int) -> str:
        """How a screen reader names question ``index`` in its boxes' names: "question 2"."""
        return f"question {index + 1}"

    def _name_boxes(self, about: str) -> None:
        """Name the answer, Trials and Seed boxes for the question they are about."""
        kit.name(self.answer, "Answer", f"to {about}")
        kit.name(self.trials, "Trials", f"to simulate for {about}")
        kit.name(self.seed, "Seed", f"of the simulation for {about}")

    def is_answered(self) -> bool:
        """The question on screen was checked right or revealed: its exact answer may be shown."""
        return self.pick.value in self.answered

    def _answered(self) -> None:
        """The question on screen is answered: show its worked answer, and the exact line on its simulation."""
        self.answered.add(self.pick.value)
        self._show_worked()
        if not self.exercise.simulated:
            self.result.value = ""  # "work it out" is done
        if self.estimate is not None:
            self._show_estimate()

    def _show_worked(self) -> None:
        worked = self.worked_out.get(self.exercise.id)
        self.worked.value = worked() if worked is not None and self.is_answered() else ""

    @guarded
    def on_check(self, _button=None) -> None:
        """Mark the typed answer (with a hint when it is off, and help when it is not a number)."""
        ex = self.exercise
        marked = check_answer(self.answer.value, ex.exact, ex.tolerance, ex.hint, ex.probability, ex.mistakes,
                              ex.whole)
        kind = "ok" if marked.ok else "refused" if marked.problem == "format" else "task"
        self.feedback.value = feedback_html(Feedback(kind, marked.message))
        if marked.ok:
            self._answered()

    @guarded
    def on_simulate(self, _button=None) -> None:
        """Run the seeded simulation and plot it against the exact answer (bad trials or seed: say why, run nothing)."""
        ex = self.exercise
        if not ex.simulated:
            self.result.value = feedback_html(Feedback("info", FIXED_NOTE))
            return
        try:
            trials, seed = check_trials(self.trials.value, most_trials(ex.max_trials)), check_seed(self.seed.value)
        except (TrialsError, SeedError) as err:
            self.result.value = feedback_html(Feedback("refused", str(err)))
            self.plot.layout.display = "none"
            return
        self.estimate = run(ex, trials, seed)
        self._show_estimate()

    def _show_estimate(self) -> None:
        """The last simulation, beside the exact answer once the question is answered (alone before)."""
        ex, estimate, shown = self.exercise, self.estimate, self.is_answered()
        assert estimate is not None, "shown after a simulation only"
        held = "" if shown else f"<p style='font-size:14px;color:#33475b'>{HELD_BACK}</p>"
        self.result.value = f"<p style='font-family:monospace'>{html.escape(summary(ex, estimate, shown))}</p>{held}"
        self.plot.value = picture_html(*self._picture(estimate, shown))
        self.plot.layout.display = "block"

    def _picture(self, estimate, shown: bool) -> tuple[bytes, str]:
        """The simulation's plot (the exact line only once answered) and its words for a screen reader."""
        return plot_png(self.exercise, estimate, exact=shown), self._picture_words(estimate, shown)

    def _picture_words(self, estimate, shown: bool) -> str:
        """What the plot shows, in words."""
        exact = f", beside the exact answer {self.exercise.exact}" if shown else ""
        return (f"Plot: the simulation's running estimate over {estimate.trials:,} trials, settling at "
                f"{estimate.mean:.4f} with its ±2 standard-error band{exact}")

    @guarded
    def on_reveal(self, _button=None) -> None:
        """Show the exact answer and how it is worked out."""
        ex = self.exercise
        self.feedback.value = feedback_html(Feedback("info", f"Exact answer: {show(ex.exact)}. {ex.explanation}"))
        self._answered()
