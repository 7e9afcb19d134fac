"""The tutor: one rulebook section at a time, a live board set up for it, and a task to do."""
from __future__ import annotations

import html
import inspect

import ipywidgets as W

from fishtutor.bots import make_bot
from fishtutor.games import get
from fishtutor.lessons import LESSONS
from fishtutor.lessons.base import Coach
from fishtutor.probability.core import MAX_SEED, SeedError, check_seed

from fishtutor.core.edition import lesson_marks_html

from .board import BoardPanel, feedback_html, guarded
from .edition_view import EditionView
from .query import known_params, lesson_number, when_known
from .saving import GameFiles
from .session import Feedback, Session

# who starts the full game, in each rulebook's terms: (label, tooltip)
STARTER = {"fish_frenzy": ("Youngest", "The youngest player takes the Boat Token and starts the first round."),
           "fish_eat_fish": ("Goes first", "The player who goes first takes the Starfish Token and places first.")}


class Tutor:
    """Steps through a game's lessons; the last one is a full game against bots."""

    def __init__(self, game: str, start: int | None = None, seed: int = 0):
        self.game = get(game)
        self.steps = LESSONS[game]
        self.seed = seed
        note, linked = "", start is None  # the page's ?lesson=N (1-based) opens that lesson
        if linked:
            start, note = lesson_number(known_params() or {}, len(self.steps))
        self.index = start = max(0, min(len(self.steps) - 1, start))
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
        label, tip = STARTER.get(game, ("Goes first", "The player who takes the first turn."))
        self.first = W.Dropdown(description=label, tooltip=tip, layout=W.Layout(width="auto"))
        self.players.observe(lambda _c: self._name_starters(), names="value")
        self._name_starters()
        self.board = BoardPanel(self._session())
        self.board.errors = self.errors
        self.files = GameFiles(self.game, self.board.viewport, self.open_game)
        self.setup_row = W.VBox([W.HBox([self.players, self.bot_kind, self.variant, self.first, self.game_seed,
                                         _button("New game", lambda _b: self.new_game(), "primary")],
                                        layout=W.Layout(flex_flow="row wrap")), self.files.widget])
        self.board.listeners += [self._show_step, self._keep_game]
        self.edition = EditionView(game)  # "Rules as printed / this edition", beside the lesson menu
        self.widget = W.VBox([W.HBox([self.menu, *self.nav, self.edition.toggle],
                                     layout=W.Layout(flex_flow="row wrap")), self.files.offer, self.edition.table,
                              self.title, self.text, self.answer_row, self.setup_row, self.board.widget,
                              self.error_box], layout=W.Layout(max_width="820px", width="100%"))
        if note:
            self.board.session.feedback = Feedback("info", note)
        self.board.refresh()
        if linked and known_params() is None:  # a preheated kernel: the page's link is not known yet
            when_known(self.on_link)

    @guarded
    def on_link(self, params: dict) -> None:
        """The page's query string arrived (a preheated kernel): open the lesson it links to, if any."""
        index, note = lesson_number(params, len(self.steps))
        if index != self.index:
            self.go(index)
        if note:
            self.board.session.feedback = Feedback("info", note)
            self.board.refresh()

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
        seed = self._seed()
        if seed is None:
            return
        players, kind = self.players.value, self.bot_kind.value
        options = dict(self.game.variants[self.variant.value])
        if _takes_first_player(self.game) and self.first.value is not None:
            options["first_player"] = min(self.first.value, players - 1)
        state = self.game.new_state(players, seed=seed, **options)
        self._play_on(state, kind, seed)

    def _seed(self) -> int | None:
        """The Seed box as a seed, or None after saying why it is not one (the board stays as it is)."""
        try:
            return check_seed(self.game_seed.value)
        except SeedError as err:
            self.board.feedback.value = feedback_html(Feedback("refused", str(err)))
            return None

    @guarded
    def open_game(self, state) -> None:
        """Go to the full game and carry on with ``state`` (a saved or restored game)."""
        self.index = len(self.steps) - 1
        self.menu.value = self.index
        seed = self._seed()
        self._play_on(state, self.bot_kind.value, 0 if seed is None else seed)

    def _play_on(self, state, kind: str, seed: int) -> None:
        """The closing full game, on ``state``, the learner against bots of ``kind``."""
        bots = {s: make_bot(kind, seed + s) for s in range(state.num_players()) if s != self.step.seat}
        self.board.set_session(Session(state, self.game.play, seat=self.step.seat, bots=bots, seed=seed,
                                       coach=Coach(self.step.task)))

    def _name_starters(self) -> None:
        """The seats that may start, by name, for the number of players chosen."""
        players = self.players.value
        sample = self.game.new_state(players, seed=0)
        you = self.step.seat
        keep = self.first.value if self.first.value is not None and self.first.value < players else you
        self.first.options = [(sample.seat_name(s) + (" (you)" if s == you else ""), s) for s in range(players)]
        self.first.value = keep
        self.first.layout.display = "" if _takes_first_player(self.game) else "none"

    def _keep_game(self) -> None:
        """Keep the full game in the browser, so that a reload can offer it back."""
        session = self.board.session
        self.files.keep(session.state if self.step.rule == "play" else None, session.seat)

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


def _takes_first_player(game) -> bool:
    """The game can be set up with a chosen first player."""
    return "first_player" in inspect.signature(game.state_class.new).parameters


def _button(label: str, handler, style: str = "") -> W.Button:
    button = W.Button(description=label, button_style=style, layout=W.Layout(width="auto", margin="2px"))
    button.on_click(handler)
    return button


__all__ = ["Tutor", "feedback_html"]
