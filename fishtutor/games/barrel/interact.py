"""How a learner's clicks become moves in the barrel games (no widgets here: the tutor asks, this answers).

Cats in the Barrel: click a card in your hand to play it face down; when your Cat acts, click an opponent's
card on the table, then Trade or Cancel under the barrel (or press "Let the Cat do nothing"); with too few
fish, click the level each one goes to. Jumping Fish: see JumpingPlay."""
from __future__ import annotations

from fishtutor.core.presenter import PlayBase, View
from fishtutor.games.fishy.barrel import colour
from fishtutor.games.fishy.cards import card_name

from . import portray as cats_view
from .moves import BOTH_CATS, PASS, Cancel, Pick, Place, Trade
from .describe import describe as board_in_words, name_target, why_lit

PASS_ACTION = "Let the Cat do nothing"
BOTH_CATS_ACTION = "Play both Cats"  # Fish in the Barrel (reconstruction) allows it


class CatsPlay(PlayBase):
    """Click a card of your hand to play it; with your Cat, click an opponent's card and then Trade or Cancel;
    with too few fish, click a level for each."""

    choices = ()
    actions = (PASS_ACTION, BOTH_CATS_ACTION)

    def move_for_target(self, state, seat: int, target: tuple | None, values: dict):
        """The move a click means now, or None with a hint (a first click on a card on the table only picks it)."""
        phase, acting = state.phase, seat in state.current_players()
        if target is None:
            return None, "Choose a card of your hand, a card on the table or a level of the barrel."
        if not acting:
            return None, _waiting(state)
        if phase == cats_view.CHOOSE:
            if target[0] == "card":
                return Pick(target[1]), ""
            return None, "Choose a card first: one of the cards in your hand (at your row)."
        if phase == cats_view.PLACE:
            if target[0] in ("level", "fish"):
                return Place(target[-1]), ""
            return None, "Choose the level of the barrel where your fish goes."
        return self._cat_click(state, seat, target, values)

    def _cat_click(self, state, seat: int, target: tuple, values: dict):
        """Your Cat acts: pick an opponent's card on the table, then Trade or Cancel."""
        picked = live_target(state, seat, values)
        if target[0] == "played":
            if picked == target[1:]:
                values.pop("target", None)
                return None, "Pick cancelled: choose an opponent's card on the table."
            values["target"] = target[1:]
            owner, card = target[1:]
            return None, (f"{colour(owner)}'s {card_name(card)} is picked: now choose Trade or Cancel under the "
                          "barrel (choose the card again to put it back).")
        if target[0] == "option":
            if picked is None:
                return None, "First choose the opponent's card your Cat acts on (a card on the table)."
            owner, card = picked
            return (Trade(owner, card) if target[1] == cats_view.TRADE else Cancel(owner, card)), ""
        return None, "Your Cat acts now: choose an opponent's card on the table (or let the Cat do nothing)."

    def move_for_action(self, state, seat: int, action: str):
        """The buttons: let your Cat do nothing; play both Cats face down (where the game allows it)."""
        return BOTH_CATS if action == BOTH_CATS_ACTION else PASS

    def highlights(self, state, seat: int, values: dict) -> tuple[frozenset, tuple | None]:
        """What may be clicked next (cards, levels, Trade/Cancel), and the card on the table picked for the Cat."""
        if seat not in state.current_players():
            return frozenset(), None
        moves = state.legal_moves(seat)
        if state.phase == cats_view.CHOOSE:
            return frozenset(("card", m.card) for m in moves if type(m) is Pick), None
        if state.phase == cats_view.PLACE:
            return frozenset(("level", m.level) for m in moves), None
        picked = live_target(state, seat, values)
        if picked is None:
            return frozenset(("played", m.seat, m.card) for m in moves if type(m) is Trade), None
        return frozenset({("option", cats_view.TRADE), ("option", cats_view.CANCEL)}), ("played", *picked)

    def selection(self, state, seat: int, values: dict) -> str:
        """The half-made move in words, or "" when nothing is picked."""
        picked = live_target(state, seat, values)
        return "" if picked is None else f"{colour(picked[0])}'s {card_name(picked[1])} for your Cat"

    def enabled_actions(self, state, seat: int) -> tuple[str, ...]:
        """"Let the Cat do nothing" while your Cat acts; "Play both Cats" while choosing, where that is allowed."""
        if seat not in state.current_players():
            return ()
        if state.phase == cats_view.CAT_TURN:
            return (PASS_ACTION,)
        return (BOTH_CATS_ACTION,) if state.phase == cats_view.CHOOSE and BOTH_CATS in state.legal_moves(seat) else ()

    def choice_options(self, state, seat: int, values: dict) -> dict:
        """No choice controls: every choice is made on the board."""
        return {}

    describe = staticmethod(board_in_words)  # the board in words, for the live region and screen readers
    name_target = staticmethod(name_target)  # a clickable thing as the board names it
    why_lit = staticmethod(why_lit)  # why the lit targets are lit

    def scene(self, state, seat: int | None, view: View):
        """The table as a scene (narrow and tall when compact, for phones; the points kept back while a question
        asks for them)."""
        return cats_view.portray(state, seat, view.lit, view.picked, view.banner, view.compact, view.hide)

    def portray(self, state, seat: int | None, highlight=frozenset(), focus=None, banner: str = "",
                compact: bool = False, hide: frozenset = frozenset()):
        """The table as a scene, told its view piece by piece."""
        return self.scene(state, seat, View(frozenset(highlight), focus, banner, compact, frozenset(hide)))

    def score_lines(self, state) -> list[list[tuple[str, int]]]:
        """Each seat's points, level by level, and the Cats beyond two (the engine's own lines)."""
        return state.score_lines()

    def reset_values(self, state, seat: int) -> dict:
        """Nothing picked at the start of a turn."""
        return {}


def live_target(state, seat: int, values: dict) -> tuple[int, str] | None:
    """The opponent's card picked for your Cat, if it still fits the position (your Cat acting, the card on the
    table); a pick left over from an earlier position is dropped."""
    picked = values.get("target")
    if state.phase != cats_view.CAT_TURN or state.current_players() != (seat,) or type(picked) is not tuple \
            or len(picked) != 2:
        return None
    owner, card = picked
    on_table = any(e[cats_view.OWNER] == owner and e[cats_view.CARD] == card for e in state.table) or \
        card in state.played[owner]
    return picked if on_table else None


def _waiting(state) -> str:
    """What the learner waits for when it is not their move."""
    if state.is_terminal():
        return "The game is over."
    return f"Wait: {cats_view.whose_move(state, None)}"


CATS_PLAY = PLAY = CatsPlay()
