"""Why a Fish Frenzy move is refused: the state's move generator decides; one small predicate per rule finds
the rule a refused move breaks and says why in one sentence."""
from __future__ import annotations

from fishtutor.core.protocol import ALLOWED, Verdict, refuse

from .cards import card_name
from .moves import Collect, DealCard, Eat, PlaceSeagull, RevealEvent, RevealGoal
from .phases import DEAL, DISCARD, REVEAL_EVENT, REVEAL_GOAL, SEAGULLS, SORT
from .rules import rid

PRINTED, FRESH = "printed", "fresh"
CHALLENGE_COSTS = {
    PRINTED: "as printed: your little fish on that boat, earlier ones included, end one above the challenged "
             "player's",
    FRESH: "afresh: you play one more than the challenged player has there, your earlier ones not counted",
}


def explain(state, move, seat: int) -> Verdict:
    """The rule ``move`` by ``seat`` (the seat due to act) breaks, and why; ALLOWED if no rule is found."""
    kind = type(move)
    explainer = _EXPLAINERS.get(kind)
    if explainer is None:
        return refuse(rid("round_summary"), "That is not a Fish Frenzy move.")
    phase_verdict = _right_phase(state, kind)
    return phase_verdict if not phase_verdict.ok else explainer(state, move, seat)


def _right_phase(state, kind) -> Verdict:
    """Each phase of the round allows only its own kind of move: deal, then seagulls, then sorting."""
    expected = {DISCARD: DealCard, DEAL: DealCard, REVEAL_GOAL: RevealGoal, REVEAL_EVENT: RevealEvent,
                SEAGULLS: PlaceSeagull, SORT: (Collect, Eat)}[state.phase]
    if kind is expected or (isinstance(expected, tuple) and kind in expected):
        return ALLOWED
    if kind in (RevealGoal, RevealEvent):
        return refuse(rid("goal_and_event_cards"), "Goal and Event cards are revealed only at setup.")
    if state.phase == SEAGULLS:
        return refuse(rid("round_summary"),
                      "Seagulls are still landing; boats are sorted only once every seagull has its own boat.")
    if state.phase == SORT:
        return refuse(rid("sort_the_catch"),
                      f"Every seagull has landed: now the catch on boat {state.sort_boat + 1} is sorted "
                      "with Collect or Eat.")
    return refuse(rid("deal"), "The cards are being dealt: wait for the deal to finish.")


def _explain_deal(state, move: DealCard, seat: int) -> Verdict:
    """A card can be dealt only if the Draw Deck still holds one of that kind."""
    if not 0 <= move.kind < len(state.deck_counts):
        return refuse(rid("deal"), f"There is no card kind {move.kind} in Fish Frenzy.")
    if not state.deck_counts[move.kind]:
        return refuse(rid("deal"), f"No {card_name(move.kind)} card is left in the Draw Deck.")
    return ALLOWED


def _explain_reveal(state, move, seat: int) -> Verdict:
    """The revealed Goal or Event comes from the cards still face down."""
    pile, value = ((state.goal_order, move.goal) if type(move) is RevealGoal
                   else (state.event_order, move.event))
    if value not in pile:
        return refuse(rid("goal_and_event_cards"), "That card is not among the face-down cards left.")
    return ALLOWED


def _explain_place(state, move: PlaceSeagull, seat: int) -> Verdict:
    """Taking a turn: pick a boat; an empty one costs nothing, an occupied one is a challenge."""
    b, n = move.boat, state.n
    if not 0 <= b < n:
        return refuse(rid("taking_a_turn"), f"There is no boat {b + 1}: the boats are numbered 1 to {n}.")
    if move.tokens < 0:
        return refuse(rid("challenging"), "You cannot play a negative number of little fish.")
    occupant = state.resident[b]
    if occupant < 0:
        return _landing_is_free(state, move)
    return _challenge_is_exact(state, move, seat, occupant)


def _landing_is_free(state, move: PlaceSeagull) -> Verdict:
    """You may not place little fish when your seagull lands on an unoccupied boat."""
    if move.tokens:
        return refuse(rid("challenging"), f"Boat {move.boat + 1} is empty, so you land for free: little fish "
                                          "are played only to challenge another seagull.")
    return ALLOWED


def _challenge_is_exact(state, move: PlaceSeagull, seat: int, occupant: int) -> Verdict:
    """A challenger plays little fish until its own on that boat are exactly one more than the challenged
    player's there (as printed; under the "fresh" reading its earlier ones there do not count)."""
    b, name = move.boat, state.seat_name(occupant)
    if occupant == seat:
        return refuse(rid("challenging"), f"Your seagull already holds boat {b + 1}.")
    theirs, mine = state.stake[b][occupant], state.stake[b][seat]
    need = challenge_price(state, b, seat)
    edition = "challenge_cost" if mine else ""  # the two readings differ only when you have some there
    totals = _totals(state, b, name, theirs, mine)
    if need < 1:
        return refuse(rid("challenging"), f"{totals}; you already have more there, so you cannot challenge "
                                          f"{name} on boat {b + 1}.", edition)
    if state.hand[seat] < need:
        return refuse(rid("challenging"), f"{totals}; challenging {name} on boat {b + 1} takes exactly {need} "
                                          f"little fish and you have only {state.hand[seat]}.", edition)
    if move.tokens != need:
        more = " more" if mine and state.challenge_cost == PRINTED else ""
        return refuse(rid("challenging"), f"{totals}; you must play exactly {need}{more} little fish to "
                                          f"challenge {name} on boat {b + 1}.", edition)
    return ALLOWED


def _totals(state, b: int, name: str, theirs: int, mine: int) -> str:
    """The little fish that count for a challenge on boat ``b``, in words."""
    if state.challenge_cost == FRESH and mine:
        return (f"{name} has {theirs or 'none'} on boat {b + 1}; with challenges paid afresh, your {mine} "
                "there from before don't count")
    return f"You have {mine or 'none'} there; {name} has {theirs or 'none'}"


def challenge_price(state, b: int, seat: int) -> int:
    """How many little fish ``seat`` must play now to challenge the seagull holding boat ``b``."""
    theirs = state.stake[b][state.resident[b]]
    if state.challenge_cost == FRESH:
        return theirs + 1
    return theirs + 1 - state.stake[b][seat]


def _explain_sort(state, move, seat: int) -> Verdict:
    """Boats are sorted one at a time, left to right; Eat needs a card to eat."""
    b = state.sort_boat
    if move.boat != b:
        return refuse(rid("sort_the_catch"), f"Boats are sorted left to right: boat {b + 1} is sorted now, "
                                             f"not boat {move.boat + 1}.")
    if type(move) is Eat and not state.boats[b]:
        return refuse(rid("eat"), f"There is no card under boat {b + 1} to eat.")
    return ALLOWED


_EXPLAINERS = {DealCard: _explain_deal, RevealGoal: _explain_reveal, RevealEvent: _explain_reveal,
             PlaceSeagull: _explain_place, Collect: _explain_sort, Eat: _explain_sort}
