"""The tutor: one rulebook section at a time, a live board set up for it, and a task to do."""
from __future__ import annotations

import html

import ipywidgets as W

from fishtutor.bots import make_bot
from fishtutor.games import get
from fishtutor.lessons import LESSONS
from fishtutor.lessons.base import Coach
from fishtutor.probability.core import MAX_SEED, SeedError, check_seed

from fishtutor.core.edition import lesson_marks_html

from .board import BoardPanel, feedback_html, guarded
from .edition_view import EditionView
from .session import Feedback, Session


class Tutor:
    """Steps through a game's lessons; the last one is a full game against bots."""

    def __init__(self, game: str, start: int = 0, seed: int = 0):
        self.game = get(game)
        self.steps = LESSONS[game]
        self.seed = seed
        self.index = start
        self.errors: list[str] = []
        self.error_box = W.HTML()
        self.title = W.HTML()
        self.text = W.HTML()
        self.answer_box = W.Text(placeholder="your answer, e.g. 3 or 3/8", layout=W.Layout(width="200px"))
        self.check_button = _button("Check answer", lambda _b: self.on_answer(), "info")
        self.answer_row = W.HBox([self.answer_box, self.check_button])
        self.menu = W.Dropdown(options=[(f"{i + 1}. {s.title}", i) for i, s in enumerate(self.steps)],
                               value=start, layout=W.Layout(width="auto"))
        self.menu.observe(lambda change: change["new"] != self.index and self.go(change["new"]), names="value")
        self.nav = [_button("◀ Previous", lambda _b: self.go(self.index - 1)),
                    _button("↺ Reset", lambda _b: self.go(self.index)),
                    _button("Next ▶", lambda _b: self.go(self.index + 1), "success")]
        self.players = W.Dropdown(options=list(range(self.game.min_players, self.game.max_players + 1)),
                                  value=min(4, self.game.max_players), description="Players",
                                  layout=W.Layout(width="150px"))
        self.bot_kind = W.Dropdown(options=[("greedy bots", "greedy"), ("random bots", "random")],
                                   layout=W.Layout(width="140px"))
        self.game_seed = W.Text(value="2026", description="Seed", placeholder=f"0 to {MAX_SEED}",
                                layout=W.Layout(width="170px"))
        self.variant = W.Dropdown(options=[(n, i) for i, n in enumerate(self.game.variant_names)],
                                  layout=W.Layout(width="auto"))
        self.setup_row = W.HBox([self.players, self.bot_kind, self.variant, self.game_seed,
                                 _button("New game", lambda _b: self.new_game(), "primary")],
                                layout=W.Layout(flex_flow="row wrap"))
        self.board = BoardPanel(self._session())
        self.board.errors = self.errors
        self.board.listeners.append(self._show_step)
        self.edition = EditionView(game)  # "Rules as printed / this edition", beside the lesson menu
        self.widget = W.VBox([W.HBox([self.menu, *self.nav, self.edition.toggle],
                                     layout=W.Layout(flex_flow="row wrap")), self.edition.table, self.title,
                              self.text, self.answer_row, self.setup_row, self.board.widget, self.error_box],
                             layout=W.Layout(max_width="820px", width="100%"))
        self._show_step()

    @property
    def step(self):
        """The lesson on screen."""
        return self.steps[self.index]

    def _session(self) -> Session:
        """A fresh board for the current lesson, with a coach watching its task."""
        step = self.step
        return Session(step.scenario(), self.game.play, seat=step.seat, seed=self.seed + self.index,
                       coach=Coach(step.task))

    @guarded
    def go(self, index: int) -> None:
        """Open lesson ``index`` (clamped to the first and last), with its board reset."""
        self.index = max(0, min(len(self.steps) - 1, index))
        self.menu.value = self.index  # the menu's observer sees it is already open
        self.answer_box.value = ""
        self.board.set_session(self._session())

    @guarded
    def new_game(self) -> None:
        """A fresh full game with the chosen players, bots, rules and seed (same seed, same deal)."""
        try:
            seed = check_seed(self.game_seed.value)
        except SeedError as err:  # the game on the board stays as it is
            self.board.feedback.value = feedback_html(Feedback("refused", str(err)))
            return
        players, kind = self.players.value, self.bot_kind.value
        state = self.game.new_state(players, seed=seed, **self.game.variants[self.variant.value])
        bots = {s: make_bot(kind, seed + s) for s in range(players) if s != self.step.seat}
        self.board.set_session(Session(state, self.game.play, seat=self.step.seat, bots=bots, seed=seed,
                                       coach=Coach(self.step.task)))

    @guarded
    def on_answer(self) -> None:
        """Check the typed answer."""
        self.board.session.answer(self.answer_box.value)
        self.board.refresh()

    def _show_step(self) -> None:
        step, n = self.step, len(self.steps)
        rule = self.game.rules.get(step.rule)
        section = f" · rulebook: {html.escape(rule.title)}" if rule else ""
        self.title.value = (f"<div style='font-size:13px;color:#5b6b7b'>Lesson {self.index + 1} of {n}{section}</div>"
                            f"<h3 style='margin:2px 0 4px 0'>{html.escape(step.title)}</h3>")
        done = self.board.session.coach.done
        task = f"{'★ Done: ' if done else 'Your task: '}{html.escape(step.task.prompt)}"
        self.text.value = (f"<p style='font-size:16px;line-height:1.45;margin:4px 0'>{html.escape(step.text)}</p>"
                           f"<p style='font-size:15px;margin:4px 0'><b>{task}</b></p>"
                           f"{lesson_marks_html(self.game.name, step.rule)}")
        self.answer_row.layout.display = "flex" if step.task.kind == "answer" else "none"
        self.setup_row.layout.display = "flex" if step.rule == "play" else "none"
        self.nav[0].disabled = self.index == 0
        self.nav[2].disabled = self.index == n - 1
        self.nav[2].button_style = "success" if done else ""


def _button(label: str, handler, style: str = "") -> W.Button:
    button = W.Button(description=label, button_style=style, layout=W.Layout(width="auto", margin="2px"))
    button.on_click(handler)
    return button


__all__ = ["Tutor", "feedback_html"]
