"""A learner at the table: their moves checked, bots answering, a log to step back through.

No widgets here, so every behaviour is tested by calling these methods directly."""
from __future__ import annotations

import numpy as np

from fishtutor.bots import GreedyBot, advance
from fishtutor.core.presenter import Lit, Presenter, Selection, View

from . import frame as ev
from .focus import MOVES, Focus
from .frame import Feedback, Frame, Stepper
from .gate import WAIT, LessonGate
from .pending import Pending
from .words import BoardWords, board_words, describe_session, focus_words

LOOKING_BACK = "Looking back"  # what a refusal while stepping through the log is called (never an internal id)
REVEALED = frozenset({"refused", "task", "done"})  # what the tutor says of a tap that is scrolled into view


class Tells(list):
    """Callbacks a session calls to tell its page something; a copy of the session (a look-ahead) tells nobody."""

    def __deepcopy__(self, memo) -> "Tells":
        return Tells()


class Session:
    """One learner seat at a game; bots (greedy by default) take every other seat."""

    def __init__(self, state, play: Presenter, seat: int = 0, bots: dict | None = None, seed: int = 0, coach=None):
        self.state, self.play, self.seat = state, play, seat
        self._said_count = 0  # changes with every word said: what was computed for the board before is stale
        self._memo: dict[str, tuple] = {}  # each part of the board computed once while nothing it rests on changed
        seats = range(state.num_players())
        self.bots = bots if bots is not None else {s: GreedyBot(seed + s) for s in seats if s != seat}
        self.rng = np.random.default_rng(seed)
        self.gate = LessonGate(coach)  # the lesson's task between the learner and the game
        self.compact = False  # the narrow board for phones
        self.view = None  # the part of the board a phone shows, for a game with a close-up (``play.look``)
        self.selected: Selection = play.start(state, seat)  # the half-made move
        self.review: int | None = None
        self.feedback = Feedback("info", "")
        self.recent: list[str] = []
        self.focus = Focus()  # the keyboard's target on the board (its ring drawn while the board has the keyboard)
        self.lit: frozenset = frozenset()  # the targets the board lights now (the keyboard starts on the first)
        self.hinted: tuple[int, frozenset] | None = None  # a hint's move lit: (moves made when asked, its targets)
        self.thinking = Tells()  # called before the bots think (the page says so while they do)
        self.shown: Frame | None = None  # the latest frame handed to the widget: a click hit-tests its scene
        self._shown_on: tuple | None = None  # what the shown frame rests on (another board since: it is stale)
        settled = self._advance()
        if settled is not None:
            self.feedback = settled
        self.news = list(self.recent)  # the moves the latest change made, for the live region (see ``describe``)

    # ---- what the learner sees -------------------------------------------------------
    @property
    def coach(self):
        """The lesson's task and its judge (None in a game with no lesson)."""
        return self.gate.coach

    @coach.setter
    def coach(self, coach) -> None:
        self.gate.coach = coach

    @property
    def values(self) -> Pending:
        """The half-made move as a plain dict (for callers that set a control by hand): a change is kept."""
        return Pending(self)

    @values.setter
    def values(self, values) -> None:
        self.selected = Selection.of(values)

    def _rests_on(self) -> tuple:
        """What the board's parts rest on: when any of it changes, they are computed again."""
        coach = self.coach
        return (self._said_count, id(self.state), len(self.state.history), self.review, self.compact, self.view,
                self.selected, id(coach), self.gate.done, self.gate.followed, self.hinted)

    def _once(self, part: str, compute):
        """``part`` of the board, computed by ``compute`` only if what it rests on changed since the last time."""
        key = self._rests_on()
        kept = self._memo.get(part)
        if kept is None or kept[0] != key:
            kept = self._memo[part] = (key, compute())
        return kept[1]

    def shown_state(self):
        """The live state, or the earlier one being looked at."""
        if self.review is None:
            return self.state
        return self._once("looked_at", lambda: self.state.replay(self.review))

    def scene(self):
        """The board to draw now, the keyboard's focus ring on it while the board has the keyboard."""
        board = self._board()
        self.focus.follow(board, self.lit)
        return self.focus.ring(board)

    def lit_now(self) -> Lit:
        """The targets the board lights now and the one picked (none while looking back, asking or done)."""
        if self.review is not None or self.lesson_finished() or self.task_open():
            return Lit(frozenset())
        hinted = self.hinted_targets()
        if hinted:
            return Lit(hinted)
        return self._once("lit", lambda: self.play.targets(self.state, self.seat, self.selected))

    def hint(self, targets) -> None:
        """Light a hinted move's targets (in the order they are chosen) on the board until a move is made or
        something is picked; the keyboard's focus goes to the first, so Enter chooses it."""
        self.hinted = (len(self.state.history), frozenset(targets))
        self.selected = self.play.start(self.state, self.seat)
        self.focus.target = tuple(targets)[0] if targets else self.focus.target

    def hinted_targets(self) -> frozenset:
        """The hinted move's targets, while the position and the empty selection it was asked in stand."""
        if self.hinted is None or self.hinted[0] != len(self.state.history) \
                or self.selected != self.play.start(self.state, self.seat):
            return frozenset()
        return self.hinted[1]

    def _board(self):
        """The game's picture of the board now (what is lit kept for the keyboard's focus)."""
        lit = self.lit_now()
        self.lit = lit.targets
        return self._once("board", lambda: self.play.scene(self.shown_state(), self.seat, self._view(lit)))

    def _view(self, lit: Lit) -> View:
        """How the board is shown now: its banner, what is lit, what an open question keeps back."""
        banner = self.gate.banner()
        if self.review is not None:  # looking back keeps an open question's answer too
            banner = f"Looking back: move {self.review} of {len(self.state.history)}"
        return View(lit.targets, lit.picked, banner, self.compact, self.hidden(), self.view)

    def my_turn(self) -> bool:
        """The learner's seat is due to act in the live game."""
        return self.seat in self.state.current_players()

    def lesson_finished(self) -> bool:
        """A lesson's task is done and the board stays as the lesson left it until Next (a full game plays on)."""
        return self.gate.finished()

    def task_open(self) -> bool:
        """A lesson's question or "choose on the board" task is still to do: until it is, no move is made."""
        return self.gate.open()

    def hidden(self) -> frozenset:
        """What an open question keeps off the board, out of its words and out of the points table."""
        return self.gate.hidden()

    def enabled_actions(self) -> tuple:
        """The action buttons that apply now: none while looking back or while a question is open."""
        if self.review is not None or self.task_open():
            return ()
        return self._once("buttons", lambda: self.play.buttons(self.state, self.seat))

    def choice_options(self) -> dict:
        """The choice controls that apply now and their options."""
        if self.review is not None or self.task_open():
            return {}
        return dict(self._once("offers", lambda: self.play.offers(self.state, self.seat, self.selected)))

    def selection(self) -> str:
        """A half-made move in words ("Blue fish on C3 picked"), or "" when nothing is picked."""
        if self.review is not None:
            return ""
        return self._once("picked", lambda: self.play.picked_words(self.state, self.seat, self.selected))

    def points(self) -> list:
        """Each seat's points, line by line, in the position shown."""
        return self.play.points(self.shown_state())

    def can_undo(self) -> bool:
        """There is a move of the learner's to take back."""
        return any(s == self.seat for s, _ in self.state.history)

    def has_history(self) -> bool:
        """Some move has been made, so there is something to step back through."""
        return bool(self.state.history)

    # ---- the learner acts -------------------------------------------------------------
    def _on_screen(self):
        """The board as the learner sees it: the latest frame's scene while it still shows the board as it stands
        (a click is hit-tested on it, nothing drawn again), else the board drawn now."""
        if self.shown is not None and self._shown_on == self._rests_on():
            return self.shown.scene
        return self.scene()

    def click(self, x: float, y: float) -> Feedback:
        """A click on the board at canvas coordinates (x, y): the target under it is chosen (and focused)."""
        target = self._on_screen().hit(x, y)
        if target is not None:
            self.focus.target = target
        return self.choose(target)

    def key(self, name: str) -> Feedback:
        """A key pressed while the board has the keyboard: arrows, Home and End move the focus; Enter or Space
        chooses the focused target exactly as a click on it would; Escape puts back a half-made move."""
        if name in MOVES:
            self.focus.move(self._on_screen(), name)
            return self.feedback
        if name in ("Enter", "Space", " "):
            return self.choose(self.focus.follow(self._on_screen(), self.lit))
        if name == "Escape":
            return self.cancel()
        return self.feedback

    def choose(self, target) -> Feedback:
        """A target on the board chosen (by a click or by Enter on the focused one); None: nothing there."""
        if target and target[0] == "view":  # looking changes nothing in the game
            self.view = self.play.look(self.shown_state(), self.seat, target, self.view)
            return self.feedback
        if self.gate.finished() and self.review is None:
            return self._say(self.gate.again())
        if self.gate.open() and self.gate.kind == "pick":
            return self._say(self.gate.pick(target, self.state))
        if self.gate.open():
            return self._say(Feedback("task", WAIT["answer"]))
        act = self.play.act(self.shown_state(), self.seat, target, self.selected)
        self.selected = act.selection
        if act.move is None:
            return self._say(Feedback("info", act.hint))
        return self.try_move(act.move)

    def action(self, name: str) -> Feedback:
        """An action button (e.g. Collect, Eat) pressed."""
        held = self.gate.holds()
        if held is not None and (self.review is None or self.gate.open()):
            return self._say(held)
        return self.try_move(self.play.press(self.shown_state(), self.seat, name))

    def try_move(self, move) -> Feedback:
        """Check the move; if allowed, make it and let the bots answer; if not, say which rule and why."""
        if self.review is not None:
            return self._say(Feedback("refused", "You are looking back at an earlier move: press Live to play on.",
                                      LOOKING_BACK))
        held = self.gate.holds()
        if held is not None:
            return self._say(held)
        verdict = self.state.check(move, self.seat)
        if not verdict.ok:
            self.selected = self.play.start(self.state, self.seat)  # a refused move clears the selection
            title = self.state.game.rules[verdict.rule].title if verdict.rule in self.state.game.rules else ""
            return self._say(Feedback("refused", f"{verdict.reason}{self.gate.reminder()}", title, verdict.edition))
        said = self.play.move_words(self.state, move, self.seat, self.seat)
        told = self.gate.judge(self.state, move, self.seat, said)
        if told is not None and told.kind == "task":
            return self._say(told)
        self.gate.moving()
        self.state.apply(move, self.seat)
        self.recent = [said]
        settled = self._advance()
        self.selected = self.play.start(self.state, self.seat)
        return self._say(told or settled or Feedback("ok", said), self.recent)

    def _advance(self) -> Feedback | None:
        """Chance and the bots play until the learner must act or the game ends (saying first that they think, when
        the bots search: a quick bot's move follows at once, and "thinking" before it would only be noise)."""
        if any(s != self.seat for s in self.state.current_players()) and any(b.thinks for b in self.bots.values()):
            for tell in self.thinking:
                tell()
        self.recent += advance(self.state, self.bots, self.rng, stop_for=(self.seat,), viewer=self.seat)
        return self.gate.after_bots(self.state)

    def answer(self, text: str) -> Feedback:
        """A typed answer for the lesson's question."""
        return self._say(self.gate.answer(text))

    def cancel(self) -> Feedback:
        """Put back a half-made move: nothing is picked any more."""
        had = self.selection()
        self.selected = self.play.start(self.state, self.seat)
        return self._say(Feedback("info", "Nothing is picked now." if had else "There was nothing to cancel."))

    def _say(self, feedback: Feedback, news=()) -> Feedback:
        """Show ``feedback``; the same words said again are counted, so a second click is seen to land. ``news``: the
        moves this change made (none unless a move was made)."""
        self.news = list(news)
        self._said_count += 1
        old = self.feedback
        self.gate.heard(feedback)
        if feedback.text and (feedback.kind, feedback.text) == (old.kind, old.text):
            feedback = Feedback(feedback.kind, feedback.text, feedback.rule, feedback.edition, old.repeat + 1)
        self.feedback = feedback
        return feedback

    def describe(self) -> BoardWords:
        """The board in words for a screen reader: everything on it, what is lit and why; and the latest change."""
        return describe_session(self)

    def board_words(self) -> tuple[str, str]:
        """The whole board in words, and its first line (whose turn, or the game's end)."""
        return self._once("words", lambda: board_words(self))

    # ---- one frame per event -----------------------------------------------------------
    def handle(self, event: ev.Event) -> Frame:
        """Do what ``event`` asks, then everything the board shows, each part computed once."""
        _HANDLERS[type(event)](self, event)
        moved = isinstance(event, ev.Key) and event.name in MOVES
        revealing = isinstance(event, (ev.Click, ev.Press)) or isinstance(event, ev.Key) and not moved
        return self.frame(reveal=revealing and self.feedback.kind in REVEALED, focus_moved=moved)

    def frame(self, reveal: bool = False, focus_moved: bool = False) -> Frame:
        """Everything the board shows now; a click is then hit-tested on this frame's scene."""
        scene, lit = self.scene(), self.lit_now()
        words = self.describe()
        over = self.review is None and self.state.is_terminal() and not self.task_open()
        self.shown = Frame(scene, lit, words.full, words.news, self.feedback, self.selection(), self.selected,
                           self.enabled_actions(), self.choice_options(), tuple(self.recent[-8:]), self._stepper(),
                           self.gate.done, over, bool(self.hidden()), reveal,
                           focus_words(self, lit) if focus_moved else None)
        self._shown_on = self._rests_on()
        return self.shown

    def _stepper(self) -> Stepper:
        """Back/Forward only with a history, Live only while looking back, Undo only with a move of yours."""
        looking = self.review is not None
        return Stepper(self.has_history() and self.review != 0, looking, looking, self.can_undo() and not looking)

    def keyboard(self, on: bool) -> None:
        """The board got or lost the keyboard: its focus ring is drawn only while it has it."""
        self.focus.shown = on

    def lay_out(self, compact: bool) -> None:
        """The phone board (narrow and tall) or the wide one."""
        self.compact = compact

    def set_value(self, name: str, value) -> None:
        """A control beside the board set (e.g. how many little fish to play): the half-made move keeps it."""
        self.selected = self.play.choose_value(self.selected, name, value)

    # ---- stepping through the log ------------------------------------------------------
    def back(self) -> None:
        """Look at the position one move earlier."""
        here = len(self.state.history) if self.review is None else self.review
        self.review = max(0, here - 1)
        self._say_where()

    def forward(self) -> None:
        """Look at the position one move later (back to live at the end)."""
        if self.review is not None:
            self.review += 1
            if self.review >= len(self.state.history):
                self.review = None
        self._say_where()

    def live(self) -> None:
        """Back to the game as it stands."""
        self.review = None
        self._say_where()

    def _say_where(self) -> None:
        """Name the move the board is showing while looking back."""
        if self.review is None:
            self._say(Feedback("info", "Back to the game as it stands."))
        elif self.review == 0:
            self._say(Feedback("info", "The start of this game, before any move."))
        else:
            line = self.state.log(self.seat)[self.review - 1]
            self._say(Feedback("info", f"After move {self.review} of {len(self.state.history)}: {line}"))

    def undo(self) -> Feedback:
        """Take back the learner's last move (and everything the bots did after it)."""
        mine = [i for i, (s, _) in enumerate(self.state.history) if s == self.seat]
        if not mine:
            return self._say(Feedback("info", "There is no move of yours to take back."))
        self.state = self.state.replay(mine[-1])
        self.review, self.recent = None, []
        self.selected = self.play.start(self.state, self.seat)
        return self._say(Feedback("info", "Your last move was taken back."))

    def log(self) -> list[str]:
        """The whole game in words, as the learner read it (their own secret choices named)."""
        return self.state.log(self.seat)


# what the session does with each event a learner makes at the board
_HANDLERS = {
    ev.Click: lambda s, e: s.click(e.x, e.y), ev.Key: lambda s, e: s.key(e.name),
    ev.Press: lambda s, e: s.action(e.action),
    ev.Set: lambda s, e: s.set_value(e.name, e.value), ev.Cancel: lambda s, e: s.cancel(),
    ev.Back: lambda s, e: s.back(), ev.Forward: lambda s, e: s.forward(), ev.Live: lambda s, e: s.live(),
    ev.Undo: lambda s, e: s.undo(), ev.Answer: lambda s, e: s.answer(e.text),
    ev.BoardFocus: lambda s, e: s.keyboard(e.on), ev.Layout: lambda s, e: s.lay_out(e.compact),
    ev.Redraw: lambda s, e: None}
