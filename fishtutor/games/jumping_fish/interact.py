"""How a learner's clicks become Jumping Fish moves (no widgets here: the tutor asks, this answers).

Click a Level card of your hand, then one of its ways to move fish under the barrel; or click your Cat, then a
fish (yours goes up 2, an opponent's down 2). When someone pushes your fish down, answer with the buttons."""
from __future__ import annotations

from fishtutor.core.presenter import PlayBase, View, refuse_hiding
from fishtutor.games.fishy.cards import CAT, card_name, is_level

from . import portray as view
from .portray import portray as portray_table
from .moves import Answer, PlayCat, PlayLevel
from .describe import describe as board_in_words, name_target, why_lit

PLAY_CAT, LET_IT_HAPPEN = "Play a Cat", "Let it happen"


class JumpingPlay(PlayBase):
    """Pick a card, then finish the move: a Level card's option under the barrel, or the fish a Cat moves."""

    choices = ()
    actions = (PLAY_CAT, LET_IT_HAPPEN)

    def move_for_target(self, state, seat: int, target: tuple | None, values: dict):
        """The move a click means now, or None with a hint (a click on a card of your hand only picks it)."""
        if target is None:
            return None, "Choose a card of your hand, then what it does."
        if seat not in state.current_players():
            return None, "The game is over." if state.is_terminal() else f"Wait: {view.whose_move(state, None)}"
        if state.pending:
            return None, "Your fish is being pushed down: answer with Play a Cat or Let it happen."
        picked = live_card(state, seat, values)
        if target[0] == "card":
            return self._pick(state, seat, target[1], picked, values)
        if picked is None:
            return None, "First choose a card in your hand (at your row)."
        if target[0] == "option":
            if picked == CAT:
                return PlayCat(-1, 0), ""
            return PlayLevel(picked, target[1] if type(target[1]) is int else 0), ""
        if target[0] == "fish" and picked == CAT:
            return PlayCat(target[1], target[2]), ""
        if picked == CAT:
            return None, "Your Cat is picked: choose the fish it moves (in its player's column of the barrel)."
        return None, f"Your {card_name(picked)} card is picked: choose one of its ways under the barrel."

    def _pick(self, state, seat: int, card: str, picked: str | None, values: dict):
        """Pick a card of your hand (a second click puts it back)."""
        if card == picked:
            values.pop("card", None)
            return None, "Card put back: choose a card in your hand."
        if card not in state.hands[seat]:
            return None, "That card is not in your hand."
        values["card"] = card
        if card == CAT:
            return None, "Cat picked: choose one of your fish (up 2) or an opponent's fish (down 2), or play it " \
                         "without moving a fish (under the barrel)."
        return None, f"{card_name(card)} picked: choose under the barrel how it moves your fish (choose the card " \
                     "again to put it back)."

    def move_for_action(self, state, seat: int, action: str):
        """The answer to a push: play a Cat to stop (or soften) it, or let it happen."""
        return Answer(action == PLAY_CAT)

    def highlights(self, state, seat: int, values: dict) -> tuple[frozenset, tuple | None]:
        """What may be clicked next, and the card picked."""
        if seat not in state.current_players() or state.pending:
            return frozenset(), None
        moves = state.legal_moves(seat)
        picked = live_card(state, seat, values)
        if picked is None:
            cards = {m.card for m in moves if type(m) is PlayLevel} | {CAT for m in moves if type(m) is PlayCat}
            return frozenset(("card", c) for c in cards), None
        if picked == CAT:
            lit = {("fish", m.seat, m.level) for m in moves if type(m) is PlayCat and m.seat >= 0}
            if PlayCat(-1, 0) in moves:
                lit.add(("option", view.NO_FISH))
            return frozenset(lit), ("card", CAT)
        return frozenset(("option", m.option) for m in moves if type(m) is PlayLevel and m.card == picked), \
            ("card", picked)

    def selection(self, state, seat: int, values: dict) -> str:
        """The half-made move in words, or "" when nothing is picked."""
        picked = live_card(state, seat, values)
        return "" if picked is None else f"your {card_name(picked)} card"

    def enabled_actions(self, state, seat: int) -> tuple[str, ...]:
        """The answers to a push on your fish (Play a Cat only while you hold one)."""
        if not state.pending or state.current_players() != (seat,):
            return ()
        return tuple(PLAY_CAT if m.cat else LET_IT_HAPPEN for m in state.legal_moves(seat))

    def choice_options(self, state, seat: int, values: dict) -> dict:
        """No choice controls: every choice is made on the board."""
        return {}

    describe = staticmethod(board_in_words)  # the board in words, for the live region and screen readers
    name_target = staticmethod(name_target)  # a clickable thing as the board names it
    why_lit = staticmethod(why_lit)  # why the lit targets are lit

    def scene(self, state, seat: int | None, view: View):
        """The table as a scene (narrow and tall when compact, for phones); it keeps nothing back for a question."""
        refuse_hiding(view, "Jumping Fish")
        return portray_table(state, seat, view.lit, view.picked, view.banner, view.compact)

    def portray(self, state, seat: int | None, highlight=frozenset(), focus=None, banner: str = "",
                compact: bool = False):
        """The table as a scene, told its view piece by piece."""
        return self.scene(state, seat, View(frozenset(highlight), focus, banner, compact))

    def score_lines(self, state) -> list[list[tuple[str, int]]]:
        """Each seat's fish: jumped out of the top (the game counts no points; fewest fish left wins)."""
        return [[(f"jumped out of the top: {state.jumped[s]}; fish left: {state.fish_left(s)}", state.jumped[s])]
                for s in range(state.n)]

    def reset_values(self, state, seat: int) -> dict:
        """Nothing picked at the start of a turn."""
        return {}


def live_card(state, seat: int, values: dict) -> str | None:
    """The card picked, if it still fits the position (your turn, no push waiting, the card in your hand)."""
    card = values.get("card")
    if type(card) is not str or state.pending or state.current_players() != (seat,) or \
            card not in state.hands[seat] or not (card == CAT or is_level(card)):
        return None
    return card


JUMPING_PLAY = PLAY = JumpingPlay()
