"""The tutor: one rulebook section at a time, a live board set up for it, and a task to do.

What a lesson does not show yet (the answer box, the full game's setup and save/open rows, the edition table,
the offer to restore a game) is built when first needed: a preheated page then sends the browser fewer widget
models to build before it paints the board. The attributes keep their names and build on first use."""
from __future__ import annotations

import html

import ipywidgets as W

from fishtutor.coach.search import make_bot
from fishtutor.games import get
from fishtutor.lessons import LESSONS
from fishtutor.lessons.base import Coach
from fishtutor.probability.answers import examples_for
from fishtutor.probability.core import SeedError, check_seed

from fishtutor.core.edition import lesson_marks_html

from . import kit
from .board import BoardPanel, PictureBox, feedback_html, guarded
from .coach_panel import CoachPanel
from .edition_view import EditionView
from .query import known_params, lesson_number, when_known
from .saving import GameFiles
from .frame import Answer, Frame
from .session import Feedback, Session
from .setup import STARTER, GameSetup, takes_first_player
from .viewport import ENTER_ROW, HEADING, LESSON, LESSON_TOP, SAID
from .words import lesson_words


# the lesson buttons' names for a screen reader and on hover: they step through lessons (the board's ◀ Back and
# Forward ▶ step through the game's moves)
PREVIOUS_LESSON, RESET_LESSON, NEXT_LESSON = "Previous lesson", "Reset this lesson: its board as it began", "Next lesson"


class Tutor:
    """Steps through a game's lessons; the last one is a full game against bots."""

    def __init__(self, game: str, start: int | None = None, seed: int = 0):
        self.game = get(game)
        self.steps = LESSONS[game]
        self.full = max((i for i, s in enumerate(self.steps) if s.rule == "play"), default=len(self.steps) - 1)
        self.seed = seed
        note, linked = "", start is None  # the page's ?lesson=N (1-based) opens that lesson
        if start is None:
            start, note = lesson_number(known_params() or {}, len(self.steps))
        self.index: int = max(0, min(len(self.steps) - 1, start))
        start = self.index
        self.errors: list[str] = []
        self.error_box = kit.html()
        self.title = kit.html()
        self.title.add_class(LESSON_TOP)  # where a lesson opened from under the board scrolls to
        self.text = kit.html()
        self._answer: tuple[W.Text, W.Button, W.HBox] | None = None
        self._setup: GameSetup | None = None
        self._coach: CoachPanel | None = None
        self.menu = kit.dropdown(options=[(f"{i + 1}. {s.title}", i) for i, s in enumerate(self.steps)], value=start,
                                 description="Lesson")
        # a long lesson title must not widen the menu past a phone's column: its 2 px margins stay inside it too
        self.menu.layout = kit.layout(width="auto", max_width="calc(100% - 4px)")
        self.menu.observe(lambda change: change["new"] != self.index and self.go(change["new"]), names="value")
        self.nav = [kit.named(kit.button("◀ Previous", lambda _b: self.go(self.index - 1)), PREVIOUS_LESSON),
                    kit.named(kit.button("↺ Reset", lambda _b: self.go(self.index)), RESET_LESSON),
                    kit.named(kit.button("Next ▶", self.on_next, "success"), NEXT_LESSON)]
        self.board = BoardPanel(self._session())
        self.board.errors = self.errors
        # Next again under what the tutor said about the finished task: where the learner is looking (on a phone
        # the lesson's own Next is a screen above the board)
        self.next_below = kit.button("Next lesson ▶", self.on_next_below, "success", own=True)
        # a question is answered right under the board it is about, its verdict under the box: a worksheet's order
        self._asked = kit.column([])  # the answer box, once built
        self.board.said.children = (self._asked, *self.board.said.children, self.next_below)
        self.files = GameFiles(self.game, self.board.viewport, self.open_game)
        self.board.listeners += [self._show_step, self._keep_game]
        self.edition = EditionView(game)  # "Rules as printed / this edition", beside the lesson menu
        # parts built later go into two slots, appended in the order they are built: the page's other views are
        # never re-created (a browser re-creates every view after a child inserted into a box's children)
        self._upper, self._lower = kit.column([]), kit.column([])
        self.widget = PictureBox([kit.row([self.menu, *self.nav, self.edition.toggle]), self._upper, self.title,
                                  self.text, self._lower, self.board.widget, self.error_box],
                                 self.board.picture, max_width="820px", width="100%")
        self.files.listeners.append(self._lay_out)
        self.edition.listeners.append(self._lay_out)
        if note:
            self.board.session.feedback = Feedback("info", note)
        self.board.refresh()
        if self.step.rule == "play":
            self._game_setup().show(self.board.session.state)
        self._opened_at = self.index  # the lesson the page opened on, before the learner moves
        if linked and known_params() is None:  # a preheated kernel: the page's link is not known yet
            when_known(self.on_link)
        else:
            self.board.viewport.lesson = self.index + 1  # the address names the lesson open

    def _lay_out(self) -> None:
        """Put every part built since the last call in its slot: the restore offer and the edition table above the
        lesson, the full game's rows above the board, the answer box under it."""
        for slot, parts in ((self._upper, (self.files.offer_built and self.files.offer,
                                           self.edition.built and self.edition.table)),
                            (self._lower, (self._setup and self._setup_row,)),
                            (self._asked, (self._answer and self._answer[2], self._coach and self._coach.widget))):
            new = [part for part in parts if part and part not in slot.children]
            if new:
                slot.children = (*slot.children, *new)

    # ---- parts built when first needed (the attributes keep their names) ------------------------------------
    def _answer_parts(self) -> tuple:
        if self._answer is None:
            box = kit.text("208px", "", "Your answer to the lesson's question",  # the box: 200 px
                           placeholder="your answer, e.g. 12 or 5/16")
            check = kit.button("Check answer", lambda _b: self.on_answer(), "primary")
            shown = "flex" if self.step.task.kind == "answer" else "none"
            row = kit.row([box, check], own=True, display=shown)
            row.add_class(ENTER_ROW)  # Enter in the box checks the answer
            self._answer = (box, check, row)
            self._lay_out()
        return self._answer

    @property
    def answer_box(self) -> W.Text:
        """Where a lesson's question is answered."""
        return self._answer_parts()[0]

    @property
    def check_button(self) -> W.Button:
        return self._answer_parts()[1]

    @property
    def answer_row(self) -> W.HBox:
        return self._answer_parts()[2]

    def _game_setup(self) -> GameSetup:
        if self._setup is None:
            setup = GameSetup(self.game, self.steps[self.full].seat, self.new_game)
            shown = "flex" if self.step.rule == "play" else "none"
            row = kit.column([setup.row, self.files.widget], own=True, display=shown)
            self._setup, self._setup_row = setup, row
            self._coach = CoachPanel(self.board, self.play_from, self)  # hint and review, under the full game's board
            self._lay_out()
        return self._setup

    @property
    def coach(self) -> CoachPanel:
        """The full game's hint and review."""
        self._game_setup()
        assert self._coach is not None, "built with the full game's setup"
        return self._coach

    @property
    def setup_row(self) -> W.VBox:
        """The full game's setup: players, bots, variant, who starts, seed, New game; save and open."""
        self._game_setup()
        return self._setup_row

    players = property(lambda self: self._game_setup().players, doc="How many play the full game.")
    bot_kind = property(lambda self: self._game_setup().bot_kind, doc="The bots' level (random and greedy the lowest).")
    game_seed = property(lambda self: self._game_setup().game_seed, doc="The full game's seed, as typed.")
    variant = property(lambda self: self._game_setup().variant, doc="The rules variant.")
    first = property(lambda self: self._game_setup().first, doc="Who starts the full game.")

    @guarded
    def on_link(self, params: dict) -> None:
        """The page's query string arrived (a preheated kernel): open the lesson it links to, if any."""
        if "lesson" in params and self.index == self._opened_at:  # a lesson the learner chose stands
            index, note = lesson_number(params, len(self.steps))
            if index != self.index:
                self.go(index)
            if note:
                self.board.session.feedback = Feedback("info", note)
                self.board.refresh()
        self.board.viewport.lesson = self.index + 1  # from now on the address follows the lesson

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
        if self.step.task is not None and self.step.task.kind == "answer":  # its example is never its answer
            whole, fraction = examples_for(self.step.task.solution)[:2]
            self.answer_box.placeholder = f"your answer, e.g. {whole} or {fraction}"
        self.board.set_session(self._session())
        if self.step.rule == "play":
            self._game_setup().show(self.board.session.state)
        self.board.viewport.lesson = self.index + 1  # the address follows: a reload opens this lesson
        shown = self.board.session.shown  # the frame the board shows now (set_session just drew one)
        news = shown.news if shown is not None else ""
        self.board.words.announce(lesson_words(self.index + 1, len(self.steps), self.step, news))

    @guarded
    def on_next(self, _button=None) -> None:
        """Next, in the lesson bar: the next lesson, its title and task said, the keyboard on its heading."""
        self.go(self.index + 1)
        self.board.viewport.ask(HEADING)

    @guarded
    def on_next_below(self, _button=None) -> None:
        """Next, pressed under the board: the next lesson, its title brought to the top of the screen (and said,
        the keyboard on its heading). A second tap that reaches the kernel after the first opened the next lesson
        (a double tap, a slow phone) is ignored: it was meant for the lesson just left, not for skipping one."""
        if self.next_below.layout.display == "none":
            return
        self.go(self.index + 1)
        self.board.viewport.ask(LESSON)
        self.board.viewport.ask(HEADING)

    @guarded
    def new_game(self) -> None:
        """A fresh full game with the chosen players, bots, rules and seed (same seed, same deal)."""
        seed = self._seed()
        if seed is None:
            return
        players, kind = self.players.value, self.bot_kind.value
        options = dict(self.game.variants[self.variant.value])
        if takes_first_player(self.game) and self.first.value is not None:
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
        """Go to the full game and carry on with ``state`` (a saved or restored game); the setup shows its game."""
        seed = self._game_setup().show(state)["seed"]
        self._play_on(state, self.bot_kind.value, 0 if seed is None else seed)

    @guarded
    def play_from(self, state) -> None:
        """Play on from ``state`` (a position tried again from the review) against bots of the level chosen."""
        self._play_on(state, self.bot_kind.value, self._game_setup().typed_seed() or 0)

    def _play_on(self, state, kind: str, seed: int) -> None:
        """The closing full game, on ``state``, the learner against bots of ``kind`` (its lesson opened, whatever
        lesson was on screen: a full game never runs under another lesson's task)."""
        self.index = self.full
        self.menu.value = self.index  # the menu's observer sees it is already open
        step = self.step
        bots = {s: make_bot(kind, seed + s) for s in range(state.num_players()) if s != step.seat}
        self.board.set_session(Session(state, self.game.play, seat=step.seat, bots=bots, seed=seed,
                                       coach=Coach(step.task)))
        self.board.viewport.lesson = self.index + 1

    def _keep_game(self, _frame: Frame) -> None:
        """Keep the full game in the browser, so that a reload can offer it back."""
        session = self.board.session
        self.files.keep(session.state if self.step.rule == "play" else None, session.seat)

    @guarded
    def on_answer(self) -> None:
        """Check the typed answer."""
        self.board.handle(Answer(self.answer_box.value))
        self.board.viewport.ask(SAID)  # the verdict, right under the box, is brought into view with it

    def _show_step(self, frame: Frame) -> None:
        """The lesson's title, text and task (done or not) over the board, and the lesson buttons that apply."""
        step, n, done = self.step, len(self.steps), frame.done
        below = done and step.rule != "play" and self.index < n - 1  # a lesson played on too; not the full game
        self.next_below.layout.display = "" if below else "none"  # first: never beside the next lesson's title
        rule = self.game.rules.get(step.rule)
        section = f" · rulebook: {html.escape(rule.title)}" if rule else ""
        self.title.value = (f"<div style='font-size:13px;color:#5b6b7b'>Lesson {self.index + 1} of {n}{section}</div>"
                            f"<h3 tabindex='-1' style='margin:2px 0 4px 0'>{html.escape(step.title)}</h3>")
        task = f"{'★ Done: ' if done else 'Your task: '}{html.escape(step.task.prompt)}"
        self.text.value = (f"<p style='font-size:16px;line-height:1.45;margin:4px 0'>{html.escape(step.text)}</p>"
                           f"<p style='font-size:15px;margin:4px 0'><b>{task}</b></p>"
                           f"{lesson_marks_html(self.game.name, step.rule, step.marks)}")
        if step.task.kind == "answer" or self._answer is not None:
            self.answer_row.layout.display = "flex" if step.task.kind == "answer" else "none"
        if step.rule == "play" or self._setup is not None:
            self.setup_row.layout.display = "flex" if step.rule == "play" else "none"
            self.coach.widget.layout.display = "flex" if step.rule == "play" else "none"
        self.nav[0].disabled = self.index == 0
        self.nav[2].disabled = self.index == n - 1
        self.nav[2].button_style = "success" if done else ""


__all__ = ["STARTER", "Tutor", "feedback_html"]
