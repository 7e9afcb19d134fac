"""Jumping Fish records and invariants: every field's type and range, every fish (15 a player) and every card
(a hand of 7) accounted for, and the candidate moves the conformance tests try."""
from __future__ import annotations

from functools import partial

from fishtutor.core.protocol import RecordError, shown
from fishtutor.core.records import check_fields, numbers, rows, whole

from fishtutor.games.fishy.barrel import LEVELS, MAX_PLAYERS, MIN_PLAYERS
from fishtutor.games.fishy.cards import CARDS, CAT, JUMPING_FISH_HAND, LEVEL_CARDS

from .moves import ANSWERS, CARDS_PER_ROUND, OUT_OF_TOP, PlayCat, PlayLevel

FISH = 15
_SCALARS = ("n", "seed", "round", "round_limit", "dragon")
_TUPLE_ROWS = ("played", "guards", "moved")  # lists of small tuples


# ---- snapshots ------------------------------------------------------------------------------------------
def snapshot(state) -> dict:
    """Every field of the position as JSON-ready data."""
    d = state.__dict__
    data = {f: d[f] for f in _SCALARS}
    data["levels"] = [row[:] for row in state.levels]
    data.update(supply=state.supply[:], jumped=state.jumped[:], loose_cats=state.loose_cats[:],
                pending=list(state.pending), winners=list(state.winners_))
    data["hands"] = [list(h) for h in state.hands]
    data.update({f: [list(t) for t in d[f]] for f in _TUPLE_ROWS})
    return data


def fill(state, data: dict) -> None:
    """Set a blank state's fields from a snapshot (already checked)."""
    for f in _SCALARS:
        setattr(state, f, data[f])
    state.levels = [list(row) for row in data["levels"]]
    state.supply, state.jumped, state.loose_cats = list(data["supply"]), list(data["jumped"]), list(data["loose_cats"])
    state.pending, state.winners_ = tuple(data["pending"]), tuple(data["winners"])
    state.hands = [tuple(h) for h in data["hands"]]
    for f in _TUPLE_ROWS:
        setattr(state, f, [tuple(t) for t in data[f]])


# ---- the schema of a saved position ----------------------------------------------------------------------
FIELD_WORDS = {  # each field of a saved position in words, with what its list positions count
    "n": "the number of players", "seed": "the seed of its shuffles", "round": "the round number",
    "round_limit": "the limit on the number of rounds", "dragon": "the holder of the Dragon",
    "levels": ("the fish on the levels", ("level", "player")), "supply": ("the fish in front of a player", ("player",)),
    "jumped": ("the fish that jumped out", ("player",)), "loose_cats": ("the Cats played this round", ("Cat",)),
    "pending": ("the push waiting for an answer", ("entry",)), "winners": ("the winner", ("winner",)),
    "hands": ("the cards in hand", ("player", "card")), "played": ("the cards played this round", ("card",)),
    "guards": ("the Cats lying on Level cards", ("Cat",)), "moved": ("the fish moved by the last card", ("fish",)),
}


def check_position(data: dict, where: str) -> None:
    """Every field of a snapshot of the right type and in range for its number of players."""
    n = whole(data["n"], f"{where}.n", MIN_PLAYERS, MAX_PLAYERS,
              f"Jumping Fish is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    check_fields(data, where, _checks(n))


check_position.words = FIELD_WORDS
check_position.deal = lambda data: (data["n"], data["seed"], {"first_player": data["dragon"],
                                                               "round_limit": data["round_limit"]})


def _checks(n: int) -> dict:
    """One check per field, for ``n`` players."""
    seat = partial(whole, lo=0, hi=n - 1, why=f"seats are numbered 0 to {n - 1}")
    fish = dict(lo=0, hi=FISH, why=f"a player has {FISH} fish")
    return {
        "seed": whole,
        "round": partial(whole, lo=1, why="rounds are counted from 1"),
        "round_limit": partial(whole, lo=1, why="the round limit is at least 1"),
        "dragon": seat,
        "levels": partial(rows, count=LEVELS, length=n, **fish),
        "supply": partial(numbers, length=n, **fish),
        "jumped": partial(numbers, length=n, **fish),
        "loose_cats": partial(numbers, lo=0, hi=n - 1, longest=2 * n, why=f"seats are numbered 0 to {n - 1}"),
        "pending": partial(_pending, n=n),
        "winners": partial(numbers, lo=0, hi=n - 1, longest=1, why=f"seats are numbered 0 to {n - 1}"),
        "hands": partial(_hands, n=n),
        "played": partial(_pairs, n=n, second=_card, longest=CARDS_PER_ROUND * n),
        "guards": partial(_pairs, n=n, second=partial(whole, lo=1, hi=LEVELS), longest=2 * n),
        "moved": partial(_moves, n=n),
    }


def _card(value, where: str) -> None:
    """A card code of Fishy ("L1".."L5", "CAT", ...)."""
    if type(value) is not str or value not in CARDS:
        raise RecordError(f"{where} is {shown(value)}, not a card of this game.")


def _hands(value, where: str, n: int) -> None:
    """One list of card codes per seat, at most a full hand each."""
    if type(value) is not list or len(value) != n:
        raise RecordError(f"{where} must be a list of {n} hands, not {shown(value)}.")
    for i, hand in enumerate(value):
        if type(hand) is not list or len(hand) > len(JUMPING_FISH_HAND):
            raise RecordError(f"{where}[{i}] must be a list of at most {len(JUMPING_FISH_HAND)} cards.")
        for j, card in enumerate(hand):
            _card(card, f"{where}[{i}][{j}]")


def _pairs(value, where: str, n: int, second, longest: int) -> None:
    """A list of [seat, something] pairs."""
    if type(value) is not list or len(value) > longest:
        raise RecordError(f"{where} must be a list of at most {longest} pairs, each a seat and what it played, "
                          f"not {shown(value)}.")
    for i, pair in enumerate(value):
        if type(pair) is not list or len(pair) != 2:
            raise RecordError(f"{where}[{i}] must be a pair, a seat and what it played, not {shown(pair)}.")
        whole(pair[0], f"{where}[{i}][0]", 0, n - 1, f"seats are numbered 0 to {n - 1}")
        second(pair[1], f"{where}[{i}][1]")


def _moves(value, where: str, n: int) -> None:
    """The fish moved by the last move: [seat, from, to], 0 meaning in front and 6 out of the top."""
    rows(value, where, len(value) if type(value) is list else 0, length=3, lo=0, hi=OUT_OF_TOP)
    for i, (seat, _a, _b) in enumerate(value):
        whole(seat, f"{where}[{i}][0]", 0, n - 1, f"seats are numbered 0 to {n - 1}")


def _pending(value, where: str, n: int) -> None:
    """No push waiting, or [kind 1-2, mover, level, the seat to answer, seats still to push...]."""
    numbers(value, where, lo=0, longest=3 + n)
    if not value:
        return
    if len(value) < 4:
        raise RecordError(f"{where} has {len(value)} entries: a push is kind, mover, level and who answers.")
    whole(value[0], f"{where}[0]", 1, 2, "a push is kind 1 (a Level card) or 2 (a Cat card)")
    whole(value[2], f"{where}[2]", 1, LEVELS, f"levels are 1 to {LEVELS}")
    for i in [1] + list(range(3, len(value))):
        whole(value[i], f"{where}[{i}]", 0, n - 1, f"seats are numbered 0 to {n - 1}")


# ---- invariants ---------------------------------------------------------------------------------------------
def violations(state) -> list[str]:
    """Every broken invariant of the position, in words (empty when all is well)."""
    return _fish(state) + _cards(state) + _turn(state) + _push(state)


def _fish(state) -> list[str]:
    """Each player's 15 fish are in the barrel, in front of them, or jumped out of the top; none negative."""
    problems = []
    for s, (counts, supply, jumped) in enumerate(zip(zip(*state.levels), state.supply, state.jumped)):
        total = sum(counts) + supply + jumped
        if total != FISH or min(counts) < 0 or supply < 0 or jumped < 0:
            problems.append(f"{state.seat_name(s)} has {total} fish accounted for (none negative), not {FISH}")
    return problems


_FULL_HAND = sorted(JUMPING_FISH_HAND)


def _cards(state) -> list[str]:
    """Each player's 7 cards are in hand, played face up this round, lying on a Level card or face up after a push."""
    held = [list(h) for h in state.hands]
    for p, card in state.played:
        held[p].append(card)
    for p in [p for p, _ in state.guards] + state.loose_cats:
        held[p].append(CAT)
    problems = [f"{state.seat_name(s)} does not hold exactly their {len(_FULL_HAND)} cards"
                for s in range(state.n) if sorted(held[s]) != _FULL_HAND]
    for p, level in state.guards:
        if (p, LEVEL_CARDS[level - 1]) not in state.played or state.guards.count((p, level)) > 1:
            problems.append(f"a Cat lies on a Level {level} card {state.seat_name(p)} has not played")
    return problems


def _turn(state) -> list[str]:
    """Cards are played in turn from the Dragon, three each a round; a finished round is over or cleared."""
    problems = [f"play {i + 1} of the round is not by the player whose turn it was" for i, (s, _) in
                enumerate(state.played) if s != (state.dragon + i) % state.n]
    if not 1 <= state.round <= state.round_limit:
        problems.append(f"round {state.round} is outside 1 to the limit {state.round_limit}")
    full = len(state.played) == CARDS_PER_ROUND * state.n and not state.pending
    if state.winners_ and not full:
        problems.append("the game is over in the middle of a round")
    if full and not state.winners_:
        problems.append("every card of the round is played, yet the round has not ended")
    return problems


def _push(state) -> list[str]:
    """A waiting push follows its card, and the player asked holds a Cat and an unguarded fish on that level."""
    if not state.pending:
        return []
    kind, mover, level, target, *rest = state.pending
    problems = []
    card = LEVEL_CARDS[level - 1] if kind == 1 else CAT
    if not state.played or state.played[-1] != (mover, card):
        problems.append("a push waits that does not follow the card just played")
    if target == mover or mover in rest or CAT not in state.hands[target] or not state.levels[level - 1][target] \
            or (target, level) in state.guards or state.winners_:
        problems.append(f"{state.seat_name(target)} is asked to answer a push that cannot happen")
    if kind == 2 and rest:
        problems.append("a Cat card pushes only one fish")
    return problems


def candidates(state) -> list:
    """Every move of the right shape, legal or not: each card and option (a few out of range), every seat's
    fish on every level for a Cat (a few off the barrel), and both answers."""
    moves: list = [PlayLevel(card, option) for card in LEVEL_CARDS + ("L0", "L6", "CAT")
                   for option in range(-1, 5)]
    moves += [PlayCat(s, level) for s in range(-1, state.n + 1) for level in range(0, LEVELS + 2)]
    return moves + list(ANSWERS)
