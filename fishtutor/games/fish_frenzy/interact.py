"""How a learner's clicks become Fish Frenzy moves (no widgets here: the tutor asks, this answers)."""
from __future__ import annotations

from dataclasses import dataclass

from .moves import MAX_TOKENS, Collect, Eat, PlaceSeagull
from .portray import portray
from .portray_compact import portray_compact
from .scoring import breakdown
from .state import SEAGULLS, SORT


@dataclass(frozen=True)
class Choice:
    """A control the tutor shows beside the board (e.g. how many little fish to play)."""

    name: str
    label: str
    options: tuple[int, ...]
    help: str


class FishFrenzyPlay:
    """Click a boat to land your seagull (choose the little fish first to challenge); Collect or Eat
    with the buttons when your boat is sorted."""

    choices = (Choice("tokens", "Little fish to play", tuple(range(MAX_TOKENS + 1)),
                      "Landing on an empty boat is free; to challenge, play exactly one more little fish "
                      "than the seagull you challenge has on that boat."),)
    actions = ("Collect", "Eat")

    def move_for_target(self, state, seat: int, target: tuple, values: dict):
        """The move a click on ``target`` means now, or None with a hint."""
        if target is None or target[0] != "boat":
            return None, "Click one of the boats."
        if state.phase == SORT:
            return None, f"Sort the catch with the Collect or Eat button (boat {state.sort_boat + 1} is sorted now)."
        return PlaceSeagull(target[1], int(values.get("tokens", 0))), ""

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

    def enabled_actions(self, state, seat: int) -> tuple[str, ...]:
        """The action buttons that make sense now (others stay visible but inactive)."""
        if state.phase == SORT and state.current_players() == (seat,):
            return tuple("Collect" if isinstance(m, Collect) else "Eat" for m in state.legal_moves(seat))
        return ()

    def portray(self, state, seat: int | None, highlight=frozenset(), focus=None, banner: str = "",
                compact: bool = False):
        """The board as a scene (narrow and tall when ``compact``, for phones)."""
        return (portray_compact if compact else portray)(state, seat, highlight, focus, banner)

    def score_lines(self, state) -> list[list[tuple[str, int]]]:
        """Each seat's points, line by line, as the End of the Game section counts them."""
        return breakdown(state)

    def reset_values(self, state, seat: int) -> dict:
        """Control values at the start of the learner's turn: no little fish chosen."""
        return {"tokens": 0}


PLAY = FishFrenzyPlay()
