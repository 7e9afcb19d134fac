"""How a learner's clicks become Fish Frenzy moves (no widgets here: the tutor asks, this answers)."""
from __future__ import annotations

from dataclasses import dataclass

from fishtutor.core.presenter import PlayBase, View

from .moves import MAX_TOKENS, Collect, Eat, PlaceSeagull
from .phases import OVER, SEAGULLS, SORT
from .portray import portray
from .portray_compact import portray_compact
from .scoring import breakdown, tie_lines
from .describe import describe as board_in_words, name_target, why_lit


@dataclass(frozen=True)
class Choice:
    """A control the tutor shows beside the board (e.g. how many little fish to play)."""

    name: str
    label: str
    options: tuple[int, ...]
    help: str


class FishFrenzyPlay(PlayBase):
    """Click a boat to land your seagull (choose the little fish first to challenge); Collect or Eat
    with the buttons when your boat is sorted."""

    choices = (Choice("tokens", "Little fish to play", tuple(range(MAX_TOKENS + 1)),
                      "Landing on an empty boat is free. To challenge, play little fish so that yours on that "
                      "boat end one above the challenged seagull's there."),)
    actions = ("Collect", "Eat")

    def move_for_target(self, state, seat: int, target: tuple, values: dict):
        """The move a click on ``target`` means now, or None with a hint."""
        if target is None or target[0] != "boat":
            return None, "Choose one of the boats."
        if state.phase == SORT:
            return None, f"Sort the catch with the Collect or Eat button (boat {state.sort_boat + 1} is sorted now)."
        offered = self.choice_options(state, seat, values).get("tokens")
        if offered is None:
            return PlaceSeagull(target[1]), ""  # no challenge is possible: the control is not shown, landing is free
        chosen = values.get("tokens", 0)
        if type(chosen) is not int or not 0 <= chosen <= state.hand[seat]:
            return None, f"{_unfit(state, seat, chosen)}: choose again above the board, then pick the boat."
        return PlaceSeagull(target[1], chosen), ""  # a number no challenge there takes: the rules say what it takes

    def move_for_action(self, state, seat: int, action: str):
        """The move an action button means now."""
        boat = state.perch[seat] if state.perch[seat] >= 0 else state.sort_boat
        return Collect(boat) if action == "Collect" else Eat(boat)

    def highlights(self, state, seat: int, values: dict) -> tuple[frozenset, tuple | None]:
        """The boats the learner may pick now (and no selected one: a click is a whole move here)."""
        if state.current_players() != (seat,):
            return frozenset(), None
        if state.phase == SEAGULLS:
            return frozenset(("boat", m.boat) for m in state.legal_moves(seat)), None
        if state.phase == SORT:
            return frozenset({("boat", state.sort_boat)}), None
        return frozenset(), None

    def choice_options(self, state, seat: int, values: dict) -> dict[str, tuple[int, ...]]:
        """The little-fish control only when the learner could challenge now, offering only the numbers a landing
        can take: each challenge's exact price, and 0 when an empty boat is free to land on."""
        if state.phase != SEAGULLS or state.current_players() != (seat,):
            return {}
        counts = sorted({m.tokens for m in state.legal_moves(seat)})
        return {"tokens": tuple(counts)} if any(counts) else {}

    def selection(self, state, seat: int, values: dict) -> str:
        """The little fish chosen for a challenge, in words (and said so when they no longer fit the hand)."""
        offered = self.choice_options(state, seat, values).get("tokens")
        chosen = values.get("tokens", 0)
        if offered is None or not chosen:
            return ""
        if type(chosen) is not int or chosen not in offered:
            return _unoffered(state, seat, chosen, offered)
        return f"{_fish(chosen)} to play: now pick the boat of the seagull you challenge"

    def enabled_actions(self, state, seat: int) -> tuple[str, ...]:
        """The action buttons that apply now: Collect, and Eat when there is a card to eat (others hidden)."""
        if state.phase == SORT and state.current_players() == (seat,):
            return tuple("Collect" if isinstance(m, Collect) else "Eat" for m in state.legal_moves(seat))
        return ()

    describe = staticmethod(board_in_words)  # the board in words, for the live region and screen readers
    name_target = staticmethod(name_target)  # a clickable thing as the board names it
    why_lit = staticmethod(why_lit)  # why the lit targets are lit

    def scene(self, state, seat: int | None, view: View):
        """The board as a scene (narrow and tall when compact, for phones), with what the view hides (the points,
        the round count) kept back while a question asks for it."""
        draw = portray_compact if view.compact else portray
        return draw(state, seat, view.lit, view.picked, view.banner, view.hide)

    def portray(self, state, seat: int | None, highlight=frozenset(), focus=None, banner: str = "",
                compact: bool = False, hide: frozenset = frozenset()):
        """The board as a scene, told its view piece by piece."""
        return self.scene(state, seat, View(frozenset(highlight), focus, banner, compact, frozenset(hide)))

    def score_lines(self, state) -> list[list[tuple[str, int]]]:
        """Each seat's points, line by line, as the End of the Game section counts them; once the game is
        over, what decided the winner (points, or the tie breakers: most little fish, then fewest crabs)."""
        lines = breakdown(state)
        if state.phase == OVER:
            lines = [mine + ties for mine, ties in zip(lines, tie_lines(state))]
        return lines

    def reset_values(self, state, seat: int) -> dict:
        """Control values at the start of the learner's turn: no little fish chosen."""
        return {"tokens": 0}


def _fish(count) -> str:
    """A number of little fish in words ("1 little fish", "3 little fish")."""
    return f"{count} little fish"


def _unoffered(state, seat: int, chosen, offered) -> str:
    """A kept choice of little fish that no landing takes now, in words, with the numbers that do."""
    if type(chosen) is not int or chosen < 0:
        return "no number of little fish you can play: choose again"
    if chosen > state.hand[seat]:
        return f"{_fish(chosen)}, more than the {state.hand[seat]} you hold: choose again"
    takes = ", ".join(str(n) for n in offered if n)
    return f"{_fish(chosen)}, which no challenge now takes (a challenge takes {takes}): choose again"


def _unfit(state, seat: int, chosen) -> str:
    """A kept choice of little fish that the hand no longer covers, in words."""
    if type(chosen) is not int or chosen < 0:
        return "That is not a number of little fish you can play"
    return f"You chose {_fish(chosen)}, but you hold only {state.hand[seat]}"


PLAY = FishFrenzyPlay()
