"""Set up any Fish Frenzy position by hand (for lessons and tests), checked for consistency."""
from __future__ import annotations

import numpy as np

from .cards import DECK_COUNTS, EVENTS, GOALS, KINDS, TOKENS, full_deck, parse_card
from .legality import CHALLENGE_COSTS, PRINTED
from .phases import DEAL, OVER, SEAGULLS, SORT
from .state import FishFrenzyState
from .game import GAME  # noqa: F401  (a position built here is one of GAME's: importing it ties the state to its game)

PHASES = {"deal": DEAL, "seagulls": SEAGULLS, "sort": SORT, "over": OVER}


def cards(codes: str) -> list[int]:
    """Card kinds from space-separated codes, e.g. "B2 C K3"."""
    return [parse_card(c) for c in codes.split()]


def from_position(players: int, boats: list[str], *, seagulls: dict[int, int] | None = None,
                  stakes: dict[tuple[int, int], int] | None = None, hand: list[int] | None = None,
                  collected: list[str] | None = None, discard: str = "", deck_size: int | None = None,
                  phase: str = "seagulls", to_move: int | None = None, challenged: int = -1,
                  boat_token: int = 0, round: int = 1, goal: str | None = None, event: str | None = None,
                  seed: int = 0, challenge_cost: str = PRINTED) -> FishFrenzyState:
    """A position with the given cards under each boat, seagulls (seat -> boat), little fish staked
    ((boat, seat) -> count) and in hand; the rest of the 80 cards form a deck shuffled by ``seed``
    (cards beyond ``deck_size`` go face up to the discard pile). ``challenge_cost`` picks the reading
    of the challenge cost ("printed" or "fresh"); ``boat_token`` -1 means nobody holds it yet."""
    s = FishFrenzyState._blank(players)
    if challenge_cost not in CHALLENGE_COSTS:
        raise ValueError(f"challenge_cost must be one of {', '.join(map(repr, CHALLENGE_COSTS))}, not "
                         f"{challenge_cost!r}.")
    s.challenge_cost = challenge_cost
    if len(boats) != players:
        raise ValueError(f"{players} players use {players} boats, not {len(boats)}.")
    s.boats = [cards(b) for b in boats]
    s.collected = [_counts(cards(c)) for c in (collected or [""] * players)]
    s.discard = cards(discard)
    _deal_rest(s, deck_size, seed)
    _place_seagulls(s, seagulls or {}, challenged)
    _set_tokens(s, stakes or {}, hand)
    s.phase = PHASES[phase]
    s.boat_token, s.round = boat_token, round
    s.to_move = _first_to_move(s) if to_move is None else to_move
    s.goal = _find(GOALS, goal)
    s.event = _find(EVENTS, event)
    s.origin = s.snapshot()
    return s


def _counts(kinds: list[int]) -> list[int]:
    counts = [0] * KINDS
    for k in kinds:
        counts[k] += 1
    return counts


def _deal_rest(s: FishFrenzyState, deck_size: int | None, seed: int) -> None:
    """Whatever is not on the table makes up the deck (80 cards in all, of each kind its share)."""
    used = _counts([k for b in s.boats for k in b] + s.discard)
    for row in s.collected:
        used = [u + c for u, c in zip(used, row)]
    rest = full_deck()
    for k in range(KINDS):
        if used[k] > DECK_COUNTS[k]:
            raise ValueError(f"The deck has only {DECK_COUNTS[k]} cards of kind {k}, not {used[k]}.")
        for _ in range(used[k]):
            rest.remove(k)
    rest = [rest[i] for i in np.random.default_rng(seed).permutation(len(rest))]
    if deck_size is not None:
        s.discard += rest[deck_size:]
        rest = rest[:deck_size]
    s.deck = rest
    s.deck_counts = _counts(rest)


def _place_seagulls(s: FishFrenzyState, seagulls: dict[int, int], challenged: int) -> None:
    """At most one seagull holds a boat, except the challenged one waiting to move."""
    for seat, boat in seagulls.items():
        s.perch[seat] = boat
        if seat != challenged:
            if s.resident[boat] >= 0:
                raise ValueError(f"Two seagulls hold boat {boat + 1}.")
            s.resident[boat] = seat
    if challenged >= 0 and s.resident[s.perch[challenged]] < 0:
        raise ValueError("A challenged seagull shares its boat with its challenger.")
    s.challenged = challenged


def _set_tokens(s: FishFrenzyState, stakes: dict[tuple[int, int], int], hand: list[int] | None) -> None:
    """Each player's 8 little fish are in hand, staked on boats, or in the supply."""
    for (boat, seat), count in stakes.items():
        s.stake[boat][seat] = count
    s.hand = list(hand) if hand is not None else s.hand
    for seat in range(s.n):
        staked = sum(row[seat] for row in s.stake)
        s.supply[seat] = TOKENS - staked - s.hand[seat]
        if s.supply[seat] < 0:
            raise ValueError(f"Seat {seat} would have more than {TOKENS} little fish.")


def _first_to_move(s: FishFrenzyState) -> int:
    """Whoever the rules say acts next in this phase."""
    if s.phase == SORT:
        return s.resident[s.sort_boat]
    if s.challenged >= 0:
        return s.challenged
    for i in range(s.n):
        seat = (s.boat_token + i) % s.n
        if s.perch[seat] < 0:
            return seat
    return s.boat_token


def _find(cards_: tuple, name: str | None) -> int:
    """The index of a Goal/Event card by id or name (-1 for none)."""
    if name is None:
        return -1
    for i, c in enumerate(cards_):
        if name in (c["id"], c["name"]):
            return i
    raise ValueError(f"No card called {name!r}.")
