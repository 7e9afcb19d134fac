"""The coach under the full game's board: a Hint button (the best moves, words first, the best one lit on the
board) and, once the game is over, a review of the learner's decisions with a button to try each again.

Everything it says goes to the board's live region too, so a screen reader hears it; every control is a button
the keyboard reaches. The search runs only when a button asks for it."""
from __future__ import annotations

import html

from fishtutor.coach.hint import SECONDS, Budget, configured_budget, hint, hint_words
from fishtutor.coach.review import (Decision, chosen, decisions, decision_words, head_words, judge, retry_words,
                                    thresholds_words)
from fishtutor.core.protocol import State

from . import kit
from .board import BoardPanel, guarded
from .frame import Frame

HINT = "Hint"
HINT_NAME = "Hint: the three best moves the Expert's search finds now, and why"
REVIEW = "Review my game"
RETRY = "Find a better move"
SHOWN_DECISIONS = 5  # the biggest mistakes a review lists, each with its own button
REVIEW_SECONDS = 0.3  # the most the search thinks about one decision in a review
REVIEWING = "Reviewing your game: the search replays each of your decisions…"
BOX = "font-size:15px;line-height:1.45;margin:4px 0;color:#1b2a3a"


def _paragraphs(lines: list[str]) -> str:
    """Lines of words as paragraphs."""
    return "".join(f"<p style='margin:3px 0'>{html.escape(line)}</p>" for line in lines)


class CoachPanel:
    """Hint and review for the learner's seat of the board's game; ``play_from(state)`` plays on from a position
    (the tutor starts a game there against the same bots); ``owner``'s error list and box take an error's apology."""

    def __init__(self, board: BoardPanel, play_from, owner):
        self.board, self.play_from = board, play_from
        self.errors, self.error_box = owner.errors, owner.error_box  # where a failed callback apologises
        self.hint_button = kit.named(kit.button(HINT, self.on_hint, own=True), HINT_NAME)
        self.review_button = kit.button(REVIEW, self.on_review, "primary", own=True)  # info: too faint (axe)
        self.review_button.layout.display = "none"
        self.hint_box = kit.html(own=True)
        self.review_box = kit.html(own=True)
        self.items = kit.column([], own=True)
        self.widget = kit.column([kit.row([self.hint_button, self.review_button]), self.hint_box, self.review_box,
                                  self.items], own=True)
        self.reviewed: list[Decision] = []
        self.forced = 0  # the learner's moves in the reviewed game that had no other move allowed
        self.last_hint: list = []  # the moves the latest hint offered, best first
        self.reviewed_game: State | None = None  # the finished game the review speaks of (a second try plays on a copy)
        self.trying: tuple[Decision, object, object] | None = None  # (decision, its position, the retry's session)
        self._hinted_at: tuple | None = None  # (session, moves made) the hint box speaks of
        board.after_show.append(self.follow)

    def budget(self, seconds: float, seed: int) -> Budget:
        """How long the search thinks: the Expert's games within ``seconds``, or all the games the server was told."""
        return configured_budget(seconds, seed)

    # ---- hint -------------------------------------------------------------------------------
    @guarded
    def on_hint(self, _button=None) -> None:
        """The best moves now, in words (heard too), the best one lit on the board."""
        session = self.board.session
        if session.review is not None:
            self._say_hint("You are looking back at an earlier move: press Live to ask for a hint.")
            return
        found = hint(session.state, session.seat, session.play,
                     self.budget(SECONDS, len(session.state.history)))
        self.last_hint = found
        best = found[0].way if found else None
        if best is not None and best.targets:
            session.hint(best.targets)
        words = hint_words(found)
        if best is not None and best.button:
            words += f" On the board: press {best.button}."
        self.board.refresh()
        self._hinted_at = (session, len(session.state.history))
        self._say_hint(words)

    def _say_hint(self, words: str) -> None:
        """Show the hint's words and say them."""
        self.hint_box.value = f"<div data-said='hint' style='{BOX}'><b>Hint.</b> {html.escape(words)}</div>"
        self.board.words.announce(words)

    # ---- following the board ----------------------------------------------------------------
    def follow(self, frame: Frame) -> None:
        """After every change on the board: a hint for a position left behind goes; a finished game offers its
        review; a second try at a decision is judged once the learner has made it."""
        session = self.board.session
        if self._hinted_at is not None and self._hinted_at != (session, len(session.state.history)):
            self.hint_box.value, self._hinted_at = "", None
        if self.trying is not None and self.trying[2] is not None and self.trying[2] is not session:
            self.trying = None  # another game on the board (New game, a saved game): the second try is over
        self.review_button.layout.display = "" if frame.over and self.trying is None else "none"
        self.hint_button.disabled = frame.over
        if self.trying is not None and self.trying[2] is session:
            self._judge_retry(session)

    # ---- review -----------------------------------------------------------------------------
    @guarded
    def on_review(self, _button=None) -> None:
        """Grade every decision of the learner's in the finished game, biggest cost first, words first."""
        session = self.board.session
        self.board.words.announce(REVIEWING)
        self.review_box.value = f"<div style='{BOX}'>{html.escape(REVIEWING)}</div>"
        self.reviewed_game = session.state
        self.reviewed = decisions(session.state, session.seat, self.budget(REVIEW_SECONDS, 0))
        self.forced = chosen(session.state, session.seat)[1]
        self._show_review()

    def _show_review(self) -> None:
        """The review's words (heard too) and a button to try each listed decision again."""
        assert self.reviewed_game is not None, "a review speaks of a finished game"
        game = self.reviewed_game.game.name
        listed = self.reviewed[:SHOWN_DECISIONS]
        head = head_words(self.reviewed, self.forced)
        lines = [head, thresholds_words(), "The biggest first:" if listed else ""]
        said = [decision_words(d, n, game) for n, d in enumerate(listed, 1)]
        self.review_box.value = f"<div data-said='review' style='{BOX}'>{_paragraphs(lines)}</div>"
        self.items.children = [self._item(d, line) for d, line in zip(listed, said)]
        self.board.words.announce(" ".join([head, *said[:3]]))

    def _item(self, decision: Decision, line: str):
        """One decision: its sentence and a button to replay its position and try again."""
        words = kit.html(f"<div style='{BOX}'>{html.escape(line)}</div>")
        again = kit.button(f"{RETRY} (your move {decision.yours})", lambda _b: self.on_retry(decision), own=True)
        return kit.column([words, again])

    @guarded
    def on_retry(self, decision: Decision) -> None:
        """Replay the decision's position on the board: the learner tries again, judged by the same search."""
        assert self.reviewed_game is not None, "a second try replays a reviewed game"
        position = self.reviewed_game.replay(decision.index)
        self.trying = (decision, position.clone(), None)
        self.play_from(position)
        self.trying = (decision, self.trying[1], self.board.session)
        words = (f"{decision.where} again: the board is as it was before you {decision.played_words}. Find a "
                 f"better move.")
        self.hint_box.value = f"<div data-said='retry' style='{BOX}'>{html.escape(words)}</div>"
        self.board.words.announce(words)

    def _judge_retry(self, session) -> None:
        """Once the learner has made the move of the position tried again: judge it against the same lines."""
        assert self.trying is not None, "judged only while a second try is on"
        decision, position, _ = self.trying
        history = session.state.history
        if len(history) <= decision.index or history[decision.index][0] != session.seat:
            return
        move = history[decision.index][1]
        tried = judge(position, session.seat, decision.index, move, decision.lines, decision.budget)
        words = retry_words(decision, tried)
        self.trying = None
        self.hint_box.value = f"<div data-said='retry' style='{BOX}'><b>Second try.</b> {html.escape(words)}</div>"
        self.board.words.announce(words)
