"""The live board widget: canvas, the game's controls, what the tutor says, and the log stepper."""
from __future__ import annotations

import functools
import html
import io
import logging
import os
import sys
import traceback

import ipywidgets as W

from fishtutor.core import edition
from fishtutor.core.protocol import State
from fishtutor.render.canvas import BoardCanvas
from fishtutor.render.svg import to_svg

from . import kit
from .keyboard import BOARD_CLASS, Keyboard, board_label
from .frame import BoardFocus, Click, Event, Frame, Key, Layout, Press, Set, Stepper
from .frame import Back, Cancel, Forward, Live, Undo
from .live import LiveWords
from .query import known_params, query_params, when_known
from .session import Feedback, Session
from .viewport import SAID, SAID_CLASS, UNSIZED, Viewport, is_phone

COLOURS = {"ok": ("#e7f6ec", "#1f7a44"), "refused": ("#fdecec", "#b42318"), "info": ("#eef4fb", "#1d4f7a"),
           "task": ("#fff7e0", "#7a5a00"), "done": ("#e7f6ec", "#1f7a44")}


def feedback_html(feedback: Feedback) -> str:
    """A coloured box: the rule's name in bold when a move was refused, then one plain sentence."""
    if not feedback.text:
        return ""
    back, ink = COLOURS.get(feedback.kind, COLOURS["info"])
    rule = f"<b>{html.escape(feedback.rule)}:</b> " if feedback.kind == "refused" and feedback.rule else ""
    mark = {"refused": "✗ ", "ok": "✓ ", "done": "★ "}.get(feedback.kind, "")
    again = (f" <span style='font-size:13px;opacity:.8'>(said again: ×{feedback.repeat + 1})</span>"
             if feedback.repeat else "")
    return (f"<div data-said='feedback' style='background:{back};color:{ink};border-left:5px solid {ink};"
            f"padding:6px 10px;border-radius:6px;font-size:15px'>{mark}{rule}{html.escape(feedback.text)}"
            f"{again}{_edition_marks((feedback.edition,))}</div>")


def _edition_marks(choice_ids) -> str:
    """The "this edition" marks for the choices named (ids no game knows are left out, not shown raw)."""
    found = []
    for choice_id in dict.fromkeys(i for i in choice_ids if i):
        try:
            found.append(edition.choice(choice_id))
        except KeyError:
            continue
    return edition.marks_html(found)


# the history buttons' names for a screen reader and on hover: they step through this game's moves (the lesson
# buttons above, ◀ Previous and Next ▶, step through lessons)
BACK_IN_GAME = "Back one move in this game's history"
FORWARD_IN_GAME = "Forward one move in this game's history"
LIVE_GAME = "Live: back to the game as it stands now"
FINAL = "<div style='font-size:15px;font-weight:bold;margin:4px 0'>Final points</div>"
THINKING = "The bots are thinking…"  # said (and shown) while the bots choose their moves


def picked_html(said: str) -> str:
    """A half-made move in words, "Picked:" before it unless the words already say so ("" for nothing)."""
    if not said:
        return ""
    lead = "" if "picked" in said.lower() else "Picked: "
    return f"<span style='font-size:15px;color:#1d4f7a'>{lead}<b>{html.escape(said)}</b></span>"


def reoffer(box: W.ToggleButtons, options) -> None:
    """A choice's control offering other options: labels, hints and the lit one go to the page in one message. The
    icons (none either way) alternate between an empty list and empty names: ipywidgets 8.1's page redraws its
    buttons only when a label differs from a button's place or an icon changed, so labels "0 1" after "0 2" would
    keep the old buttons and light none ("Cannot read properties of null"); a changed icon always redraws them."""
    with box.hold_sync():
        box.options, box.tooltips = options, [box.help] * len(options)
        box.icons = [] if box.icons else [""] * len(options)


def wants_compact() -> bool | None:
    """The page asked for a layout: ``?compact=1`` the phone board, ``?compact=0`` the wide one (None: not asked)."""
    asked = query_params().get("compact")
    return {"1": True, "0": False}.get(asked or "")


def score_table(state, play) -> str:
    """Every player's points, line by line, as the game counts them in ``state``."""
    return points_table(state, play.score_lines(state))


def points_table(state, scored: list) -> str:
    """Every player's points (``scored``: each seat's lines of words and points), each line resting on an edition
    choice marked."""
    rows, resting = [], []
    game = state.game.name if isinstance(state, State) else ""
    for seat, lines in enumerate(scored):
        parts = []
        for text, points, *choice in lines:  # a line resting on an edition choice names it third ...
            # ... or uses one of its values (the choice's tells in edition.json)
            ids = [i for i in choice if i] or ([c.id for c in edition.told_in(game, text)] if game in edition.GAMES
                                               else [])
            badge = f" {edition.badge_html()}" if ids else ""
            parts.append(f"{html.escape(text)} {points:+d}{badge}")
            resting += ids
        detail = "; ".join(parts) or "nothing yet"
        total = sum(line[1] for line in lines)
        rows.append(f"<tr><td style='padding:2px 8px'><b>{html.escape(state.seat_name(seat))}</b></td>"
                    f"<td style='padding:2px 8px'>{detail}</td><td style='padding:2px 8px'><b>{total}</b></td></tr>")
    return f"<table style='font-size:13px;border-collapse:collapse'>{''.join(rows)}</table>{_edition_marks(resting)}"


HIDDEN_SCORES = ("<div style='font-size:13px;color:#33475b'>The points are counted out here once the task "
                 "is done.</div>")
LOG = logging.getLogger("fishtutor")
APOLOGY = ("Sorry: something went wrong on our side with that, and it has been noted for the teacher. "
           "Nothing you did is lost; try again, or press ↺ Reset.")
KEPT_ERRORS = 20  # the newest tracebacks a widget keeps for tests (the log has them all)
_depth = [0]  # guarded callbacks running now, outermost first: only the outermost one catches
_apologising: list = []  # the boxes showing the apology now (a page may have several widgets)


def _server_stream():
    """Where the log goes: the kernel process' own stderr (the server's log), never the page.

    Under ipykernel ``sys.stderr`` sends text to the page; its ``fileno()`` is a copy of the real stderr."""
    try:
        return open(os.dup(sys.stderr.fileno()), "w", buffering=1, encoding="utf-8", errors="replace")
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        return sys.__stderr__


def _ready_log() -> logging.Logger:
    """The "fishtutor" logger, given a handler to the server's log unless the app configured one."""
    if not LOG.handlers:
        handler = logging.StreamHandler(_server_stream())
        handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
        LOG.addHandler(handler)
    return LOG


def apology_html() -> str:
    """The short apology shown in place of an error: words only, no traceback, no server paths."""
    return (f"<div role='alert' style='background:#fdecec;color:#b42318;border-left:5px solid #b42318;"
            f"padding:6px 10px;border-radius:6px;font-size:15px'>{html.escape(APOLOGY)}</div>")


def guarded(method):
    """Run a widget callback so no error reaches the page: log its traceback on the server, show a short
    apology, and clear the apology after the next callback that succeeds."""
    @functools.wraps(method)
    def run(self, *args, **kwargs):
        return guard_call(self, method.__qualname__, method, self, *args, **kwargs)
    return run


def guard_call(owner, name: str, fn, *args, **kwargs):
    """Call ``fn`` as ``owner``'s guarded callback ``name`` (for lambdas and plain functions; see ``guarded``)."""
    if _depth[0]:  # called from another guarded callback: that one catches
        return fn(*args, **kwargs)
    _depth[0] += 1
    try:
        result = fn(*args, **kwargs)
    except Exception:  # noqa: BLE001 - the one place callback errors stop
        _ready_log().exception("widget callback %s failed", name)
        owner.errors[:] = [*owner.errors[-(KEPT_ERRORS - 1):], traceback.format_exc()]
        owner.error_box.value = apology_html()
        _apologising.append(owner.error_box)
        return None
    finally:
        _depth[0] -= 1
    while _apologising:
        _apologising.pop().value = ""
    return result


class PictureBox(W.VBox):
    """A column that also carries a picture of its board: a live page (JupyterLab, Voilà) shows the widget, a page
    shown without a kernel (GitHub, nbviewer without the saved widget state) the picture, as image/svg+xml."""

    def __init__(self, children, picture, **traits):
        super().__init__(list(children), layout=kit.layout(**traits))
        self.picture = picture  # () -> the board as SVG, drawn when the box is displayed

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is not None:
            bundle["image/svg+xml"] = self.picture()
        return bundle


def _title(session: Session) -> str:
    """The game's name, as the board's label says it."""
    return session.state.game.title or "The game"


class BoardPanel:
    """A game on a live canvas; the learner plays one seat, bots the rest."""

    def __init__(self, session: Session):
        self.errors: list[str] = []
        self.error_box = kit.html()
        self.session = session
        session.thinking.append(self.say_thinking)
        self.listeners: list = []  # called by every refresh before the board is drawn (the tutor's task line, and
        # the game kept in the browser: a move the learner has seen is already kept when they reload)
        self.after_show: list = []  # called with each frame once it is shown (the coach says more after the board)
        asked = wants_compact()
        self.layout_chosen = asked is not None  # a query string or the learner's toggle beats the screen width
        self._auto = False
        self.compact = kit.toggle("Phone layout", icon="mobile",
                                  tooltip="A narrow, tall board that reads well on a phone held upright")
        self.compact.value = bool(asked)
        self.compact.observe(lambda change: self.on_compact(change["new"]), names="value")
        self.viewport = Viewport()
        self.viewport.observe(lambda change: self.on_viewport(change["new"]), names="width")
        self.viewport.escape_handlers.append(self.on_cancel)
        session.lay_out(self.compact.value)
        scene = session.scene()
        self.board = BoardCanvas(scene.width, scene.height, on_click=self.on_click)
        self.board.canvas.add_class(BOARD_CLASS)
        if not self.layout_chosen:
            self.board.canvas.add_class(UNSIZED)  # hidden on a phone until laid out for its width (on_viewport)
        self.keys = Keyboard(label=board_label(_title(session)))
        self.keys.key_handlers.append(self.on_key)
        self.keys.focus_handlers.append(self.on_board_focus)
        self.keys.tap_handlers.append(self.on_click)  # a finger's tap on the board is a click
        self.feedback = kit.html()
        self.said = kit.column([self.feedback])  # what the tutor says (a lesson adds its Next button here)
        self.said.add_class(SAID_CLASS)
        self.words = LiveWords()  # the board in words: a screen reader's live region (the only one per board)
        self.picked = kit.html()
        self.cancel = kit.button("Cancel", self.on_cancel, tooltip="Put back what you picked (Escape does the same)")
        # the words wrap and Cancel goes under them on a narrow screen, never squeezed to "C…" beside them
        self.pick_row = W.HBox([self.picked, self.cancel], layout=kit.layout(True, align_items="center", display="none",
                                                                             flex_flow="row wrap"))
        self.recent = kit.html()
        self.choices = {c.name: self._choice(c) for c in session.play.choices}
        self.buttons = {a: kit.button(a, lambda _b, a=a: self.on_action(a), own=True) for a in session.play.actions}
        back = kit.named(kit.button("◀ Back", self.on_back, own=True), BACK_IN_GAME)
        forward = kit.named(kit.button("Forward ▶", self.on_forward, own=True), FORWARD_IN_GAME)
        live = kit.named(W.Button(description="Live", style=forward.style, layout=forward.layout),  # with Forward
                         LIVE_GAME)
        live.on_click(self.on_live)
        self.stepper = [back, forward, live, kit.button("Undo my move", self.on_undo, "warning", own=True)]
        self.scores = kit.html()
        self.explain = kit.toggle("How are the points counted?", tooltip="Show how each player's points add up")
        self.explain.observe(lambda _c: guard_call(self, "BoardPanel.explain", self.refresh), names="value")
        self.stepper += [self.compact, self.explain]
        self.controls = kit.row([*self.choices.values(), *self.buttons.values()], own=True)
        # what the tutor says sits right under the board, above the controls: where the learner is looking
        self.widget = PictureBox([self.board.canvas, self.said, self.pick_row, self.controls, self.recent,
                                  self.words, kit.row(self.stepper), self.scores, self.error_box, self.viewport,
                                  self.keys],
                                 self.picture, max_width="820px", width="100%")
        self._syncing = False
        self.refresh()
        if known_params() is None:  # a preheated kernel: ?compact= is not known until the page is asked for
            when_known(self.on_link)

    @guarded
    def on_link(self, params: dict) -> None:
        """The page's query string arrived (a preheated kernel): ``?compact=1`` or ``0`` chooses the layout."""
        asked = {"1": True, "0": False}.get(params.get("compact") or "")
        if asked is None:
            return
        self.layout_chosen = True
        self.compact.value = asked
        self._sized()

    def _choice(self, choice, options=None) -> W.ToggleButtons:
        """The control for one of the game's choices, offering ``options`` (all the choice has by default)."""
        options = list(choice.options if options is None else options)
        box = W.ToggleButtons(options=options, value=options[0], description=choice.label,
                              tooltips=[choice.help] * len(options), layout=W.Layout(), tooltip="",
                              style=kit.shared(W.ToggleButtonsStyle, button_width="34px", description_width="initial"))
        box.help = choice.help
        box.observe(lambda change, name=choice.name: self.on_choice(name, change["new"]), names="value")
        return box

    def set_session(self, session: Session) -> None:
        """Show another game (a new lesson's scenario)."""
        session.lay_out(self.compact.value)
        session.keyboard(self.session.focus.shown)  # the board keeps the keyboard it had
        session.thinking.append(self.say_thinking)
        self.session = session
        self.keys.label = board_label(_title(session))
        self.refresh()

    @guarded
    def on_compact(self, compact: bool) -> None:
        """Switch between the wide board and the narrow one for phones (pressed by hand, it stays chosen)."""
        if not self._auto:
            self.layout_chosen = True
        self.show(self.session.handle(Layout(compact)))
        if self.layout_chosen:
            self._sized()

    @guarded
    def on_viewport(self, width: int) -> None:
        """The browser reported its width: a phone gets the narrow board unless a layout was chosen."""
        if width <= 0:
            return
        try:
            if not self.layout_chosen and is_phone(width) != self.compact.value:
                self._auto = True
                self.compact.value = is_phone(width)
        finally:
            self._auto = False
            self._sized()  # even a layout that failed shows the board it has (and the error box says why)

    def _sized(self) -> None:
        """The board is laid out for the screen it is on (or for the layout chosen): shown on a phone too, its
        paint already sent before this reaches the page."""
        self.board.canvas.remove_class(UNSIZED)

    def say_thinking(self) -> None:
        """Say on the page, at once, that the bots are thinking (their moves replace the words when made)."""
        self.words.news = THINKING
        self.feedback.value = feedback_html(Feedback("info", THINKING))

    # ---- handlers (tests call these directly) -----------------------------------------
    def handle(self, event: Event) -> None:
        """Hand ``event`` to the session and show the one frame it makes."""
        self.show(self.session.handle(event))

    @guarded
    def on_click(self, x: float, y: float) -> None:
        """A click on the canvas (hit-tested on the board as shown)."""
        self.handle(Click(x, y))

    @guarded
    def on_key(self, name: str) -> None:
        """A key pressed while the board has the keyboard (arrows move the focus ring, Enter chooses)."""
        frame = self.session.handle(Key(name))
        if frame.focus_said is None:
            self.show(frame)
            return
        self.board.show(frame.scene)  # only the ring moved: redraw it, and say what it is on (heard once)
        self.words.news = frame.focus_said

    @guarded
    def on_board_focus(self, on: bool) -> None:
        """The board got or lost the keyboard: its focus ring is shown only while it has it."""
        self.board.show(self.session.handle(BoardFocus(on)).scene)

    @guarded
    def on_action(self, name: str) -> None:
        """An action button."""
        self.handle(Press(name))

    @guarded
    def on_choice(self, name: str, value) -> None:
        """A control changed (e.g. how many little fish to play): the half-made move in words follows it."""
        if self._syncing:
            return
        self.handle(Set(name, value))

    @guarded
    def on_cancel(self, _button=None) -> None:
        """Put back a half-made move (the Cancel button or the Escape key)."""
        self.handle(Cancel())

    @guarded
    def on_back(self, _button=None) -> None:
        """Step one move back through the log."""
        self.handle(Back())

    @guarded
    def on_forward(self, _button=None) -> None:
        """Step one move forward through the log."""
        self.handle(Forward())

    @guarded
    def on_live(self, _button=None) -> None:
        """Back to the game as it stands."""
        self.handle(Live())

    @guarded
    def on_undo(self, _button=None) -> None:
        """Take back the learner's last move."""
        self.handle(Undo())

    # ---- showing -------------------------------------------------------------------------
    def picture(self) -> str:
        """The board on screen as SVG, drawn from the Scene the canvas shows."""
        scene = self.board.scene or self.session.scene()
        return to_svg(scene, f"{self.session.state.game.title} board")

    def refresh(self) -> None:
        """Redraw the board and bring every control up to date."""
        self.show(self.session.frame())

    def show(self, frame: Frame) -> None:
        """Render ``frame``: the board, what the tutor says, the board in words, the controls that apply."""
        for listener in self.listeners:
            listener(frame)
        self.board.show(frame.scene)
        self.feedback.value = feedback_html(frame.feedback)
        self.words.show(frame)
        lines = "<br>".join(html.escape(line) for line in frame.recent)
        self.recent.value = f"<div style='font-size:13px;color:#33475b;line-height:1.35'>{lines}</div>" if lines else ""
        self._show_actions(frame.actions)
        self._show_choices(frame.offers, frame.selection.values())
        self._show_selection(frame.picked)
        self._show_stepper(frame.stepper)
        # at the end of a game its points table is shown; an open question about the points is not counted out
        table = points_table(self.session.shown_state(), self.session.points()) \
            if self.explain.value or frame.over else ""
        self.scores.value = (HIDDEN_SCORES if frame.hiding and self.explain.value else
                             f"{FINAL}{table}" if table and frame.over else table)
        if frame.reveal:  # the words under the board, below the screen's edge, are scrolled into view
            self.viewport.ask(SAID)
        for listener in self.after_show:
            listener(frame)

    def _show_actions(self, enabled: tuple[str, ...]) -> None:
        """Only the action buttons that apply now are on screen."""
        for name, button in self.buttons.items():
            button.button_style = "primary" if name in enabled else ""
            button.layout.display = "" if name in enabled else "none"

    def _show_choices(self, offered: dict, values: dict) -> None:
        """Only the choices that apply now, each offering only what the learner holds."""
        self._syncing = True
        try:
            for name, box in list(self.choices.items()):
                options = tuple(offered.get(name, ()))
                box.layout.display = "" if options else "none"
                if options and tuple(box.options) != tuple(options):
                    reoffer(box, options)
                wanted = values.get(name, box.value)
                if options and wanted in box.options and box.value != wanted:
                    box.value = wanted
                if options and wanted not in box.options:
                    box.index = None  # a value kept from before is no longer on offer: none lit, the game says why
        finally:
            self._syncing = False
        self.controls.layout.display = "none" if not any(
            w.layout.display != "none" for w in self.controls.children) else "flex"

    def _show_selection(self, said: str) -> None:
        """A half-made move in words, with Cancel beside it."""
        self.picked.value = picked_html(said)
        self.pick_row.layout.display = "flex" if said else "none"

    def _show_stepper(self, shows: Stepper) -> None:
        """Back/Forward only with a history, Live only while looking back, Undo only with a move of yours."""
        for button, shown in zip(self.stepper[:4], (shows.back, shows.forward, shows.live, shows.undo)):
            button.layout.display = "" if shown else "none"
