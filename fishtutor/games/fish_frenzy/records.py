"""What a saved Fish Frenzy position may hold: each field's type and range, and whose turn it can be.
A new field gets one line in ``_checks`` (until then it is only checked as plain JSON and by the replay)."""
from __future__ import annotations

from functools import partial

from fishtutor.core.protocol import RecordError
from fishtutor.core.records import check_fields, numbers, one_of, rows, whole

from .legality import CHALLENGE_COSTS
from .cards import CARDS_PER_DEAL, DECK_SIZE, EVENTS, GOALS, KINDS, TOKENS
from .phases import PHASE_NAMES, SEAGULLS, SORT


FIELD_WORDS = {  # each field of a saved position in words, with what its list positions count
    "n": "the number of players", "boats": ("the cards on the boats", ("boat", "card")),
    "deck": ("the draw pile", ("card",)), "deck_counts": ("the cards of each kind", ("card kind",)),
    "discard": ("the discard pile", ("card",)), "hand": ("the little fish in hand", ("player",)),
    "supply": ("the little fish in the supply", ("player",)),
    "stake": ("the little fish played on the boats", ("boat", "player")),
    "perch": ("the seagulls' boats", ("player",)), "resident": ("the boats' holders", ("boat",)),
    "challenged": "the challenged player", "boat_token": "the holder of the Boat Token",
    "to_move": "the player to move", "phase": "the part of the round", "deal_slot": "the next card to deal",
    "sort_boat": "the boat being sorted", "round": "the round number", "to_discard": "the cards still to discard",
    "collected": ("the cards collected", ("player", "card kind")), "goal": "the Goal card in play",
    "event": "the Event card in play", "goal_order": ("the Goal pile", ("card",)),
    "event_order": ("the Event pile", ("card",)), "challenge_cost": "the rules variant for challenges",
}


def check_position(data: dict, where: str) -> None:
    """Every field of a snapshot in range for its number of players, then a turn the rules could give."""
    n = whole(data["n"], f"{where}.n", 3, 5, "Fish Frenzy is for 3 to 5 players")
    phases = len(PHASE_NAMES)
    whole(data["phase"], f"{where}.phase", 0, phases - 1,
          f"phase {data['phase']} is not a phase of Fish Frenzy (0 to {phases - 1})")
    check_fields(data, where, _checks(n))
    _distinct(data["goal_order"], f"{where}.goal_order", "Goal")
    _distinct(data["event_order"], f"{where}.event_order", "Event")
    _whose_turn(data, where, n)


def fresh_deal(data: dict) -> tuple[int, int, dict]:
    """The players, seed and options that set up the game a starting position records (the deck and the Goal
    and Event piles are shuffled: any order of the same cards)."""
    return data["n"], 0, dict(goals_and_events=bool(data["goal_order"]), first_player=data["boat_token"],
                              challenge_cost=data["challenge_cost"])


check_position.words = FIELD_WORDS
check_position.deal, check_position.shuffled = fresh_deal, ("deck", "goal_order", "event_order")


def _checks(n: int) -> dict:
    """One check per field, for ``n`` players."""
    card = dict(lo=0, hi=KINDS - 1, why=f"card kinds are 0 to {KINDS - 1}")
    count = dict(lo=0, hi=DECK_SIZE, why="card counts cannot be negative or exceed the deck")
    tokens = dict(lo=0, hi=TOKENS, why=f"a player's little fish number 0 to {TOKENS}")
    return {
        "challenge_cost": partial(one_of, allowed=tuple(CHALLENGE_COSTS), why="the challenge cost is read as printed "
                                                                      "(a running total) or afresh, nothing else"),
        "boats": partial(rows, count=n, longest=DECK_SIZE, **card),
        "deck": partial(numbers, longest=DECK_SIZE, **card),
        "deck_counts": partial(numbers, length=KINDS, **count),
        "discard": partial(numbers, longest=DECK_SIZE, **card),
        "hand": partial(numbers, length=n, lo=0, hi=TOKENS, why="hands cannot be negative or hold more than "
                                                                f"{TOKENS} little fish"),
        "supply": partial(numbers, length=n, **tokens),
        "stake": partial(rows, count=n, length=n, **tokens),
        "perch": partial(numbers, length=n, lo=-1, hi=n - 1, why=f"a seagull is on boat 0 to {n - 1}, or -1 for none"),
        "resident": partial(numbers, length=n, lo=-1, hi=n - 1, why=f"a boat is held by seat 0 to {n - 1}, or -1 "
                                                                      "for none"),
        "challenged": partial(whole, lo=-1, hi=n - 1),
        "boat_token": partial(whole, lo=0, hi=n - 1),
        "to_move": partial(whole, lo=0, hi=n - 1),
        "deal_slot": partial(whole, lo=0, hi=CARDS_PER_DEAL * n - 1),
        "sort_boat": partial(whole, lo=0, hi=n),
        "round": partial(whole, lo=1, hi=DECK_SIZE),
        "to_discard": partial(whole, lo=0, hi=DECK_SIZE),
        "collected": partial(rows, count=n, length=KINDS, **count),
        "goal": partial(whole, lo=-1, hi=len(GOALS) - 1),
        "event": partial(whole, lo=-1, hi=len(EVENTS) - 1),
        "goal_order": partial(numbers, lo=0, hi=len(GOALS) - 1),
        "event_order": partial(numbers, lo=0, hi=len(EVENTS) - 1),
    }


def _distinct(pile: list[int], where: str, name: str) -> None:
    """Each face-down Goal or Event card is in its pile once."""
    if len(set(pile)) != len(pile):
        raise RecordError(f"{where} lists a {name} card twice.")


def _whose_turn(data: dict, where: str, n: int) -> None:
    """The seat to move is the one the rules name: the challenged seagull, else the next without a seagull
    clockwise from the Boat Token; when sorting, the seagull on the boat being sorted."""
    phase, to_move, perch = data["phase"], data["to_move"], data["perch"]
    if phase == SEAGULLS:
        if data["challenged"] >= 0:
            due = data["challenged"]
        else:
            waiting = [(data["boat_token"] + i) % n for i in range(n) if perch[(data["boat_token"] + i) % n] < 0]
            due = waiting[0] if waiting else -1
        if due != to_move:
            raise RecordError(f"{where}.to_move is {to_move}, but the rules give the turn to seat {due} now.")
    if phase == SORT:
        b = data["sort_boat"]
        holder = data["resident"][b] if b < n else -1
        if holder < 0 or holder != to_move:
            raise RecordError(f"{where}.to_move is {to_move}, but boat {b} being sorted is held by seat {holder}.")
