"""What must always hold in Fishing Frenzy: every Fish Card and Peril card accounted for, tags = catches."""
from __future__ import annotations

from . import cards
from .board import square_name
from .moves import (COMPASS, DECLARES, DIRECTIONS, NUMBERS, ORDER_ROLLS, PERIL_DRAWS, ROLLS, Drift, DrawFish,
                    OrderRoll, PickDock, Roll, Sail)
from .phases import OVER

CODES = ("order", "dock", "roll", "sail", "wheel", "fish", "peril", "drift", "sos")


def violations(s) -> list[str]:
    """Every broken invariant of the position, in words (empty when all is well)."""
    return _fish_cards(s) + _perils(s) + _tags(s) + _face_up(s) + _boats(s) + _queue(s)


_SORTED = tuple(sorted(deck) for deck in cards.DECKS)


def _fish_cards(s) -> list[str]:
    """Each Fish Card is in its variety's deck or in one Captain's catch, exactly once."""
    problems = []
    held: list[list] = [[] for _ in cards.DECKS]
    for row in s.catches:
        for card in row:
            held[card[0]].append(card[1])
    for v, deck in enumerate(s.decks):
        mine = held[v]
        mine += deck
        mine.sort()
        if mine != _SORTED[v]:
            problems.append(f"the {cards.VARIETY_NAMES[v]} cards do not add up to its deck")
        if not 0 <= s.known[v] <= len(deck):
            problems.append(f"more {cards.VARIETY_NAMES[v]} cards face up at the bottom than in the deck")
    return problems


def _perils(s) -> list[str]:
    """The 11 Peril cards are all in their deck (each drawn card goes back to the bottom)."""
    problems = []
    if sorted(s.perils) != list(range(cards.PERIL_CARDS)):
        problems.append(f"the Peril deck does not hold each of the {cards.PERIL_CARDS} cards once")
    if not 0 <= s.perils_known <= len(s.perils):
        problems.append("more Perils face up at the bottom than in the deck")
    return problems


def _tags(s) -> list[str]:
    """A tag lies on each caught fish and nowhere else; the tournament never catches more than its limit."""
    tags = [tuple(t) for t in s.tags]
    caught = [(c, r) for row in s.catches for _, _, c, r in row] + [tuple(sq) for row in s.fishoff_catches for sq in row]
    problems = []
    if sorted(tags) != sorted(caught):
        problems.append("the tagged fish are not exactly the fish caught")
    if len(set(tags)) != len(tags):
        problems.append("a fish is tagged twice")
    if not s.board.tag_squares.issuperset(tags):
        problems.append("a tag lies on a space that pictures no fish")
    if sum(len(row) for row in s.catches) > s.limit:
        problems.append(f"more fish caught than the limit of {s.limit}")
    return problems


def _face_up(s) -> list[str]:
    """A Fish Card drawn face up belongs to a catch the tournament still holds, each once."""
    caught = [[c, r] for row in s.catches for _, _, c, r in row]
    if any(sq not in caught for sq in s.face_up_catches) or \
            len({tuple(sq) for sq in s.face_up_catches}) != len(s.face_up_catches):
        return ["a Fish Card drawn face up is not one of the catches"]
    return []


def _boats(s) -> list[str]:
    """Boats are in the water or in a dock (or out, before docks are picked and outside a fish-off); no two
    boats end on one water space."""
    problems, spaces = [], []
    board = s.board
    for t, (c, r) in enumerate(s.boats):
        if c < 0:
            continue
        sq = (c, r)
        if sq not in board.berths:
            problems.append(f"{s.seat_name(t)}'s boat is not on a space")
        elif sq not in board.dock_set:
            spaces.append(sq)
    if len(set(spaces)) != len(spaces):
        problems.append("two boats share a space")
    homes = [h for h in s.home if h >= 0]
    if len(set(homes)) != len(homes):
        problems.append("two Captains share a dock")
    return problems


def _queue(s) -> list[str]:
    """Something is always due until the tournament is over."""
    if s.phase != OVER and not s.pending:
        return ["nothing is due though the tournament is not over"]
    if any(not p or p[0] not in CODES for p in s.pending):
        return ["the queue holds an unknown step"]
    return []


def candidates(s) -> list:
    """Every move of the right shape worth trying, legal or not (a superset of the legal moves)."""
    moves: list = list(s.legal_moves()) if not s.is_terminal() else []
    moves += list(ORDER_ROLLS) + [OrderRoll(0), OrderRoll(7)] + list(ROLLS) + [Roll("NN", 3), Roll("NE", 0)]
    moves += [PickDock(d) for d in range(0, 8)] + list(DECLARES) + list(PERIL_DRAWS)
    moves += [DrawFish(v, p) for v, deck in enumerate(cards.DECKS) for p in sorted(set(deck))[:2]]
    here = square_name(tuple(s.boats[s.to_move])) if s.boats[s.to_move][0] >= 0 else "A1"
    for first in DIRECTIONS:
        for second in ("",) + DIRECTIONS:
            for steps in NUMBERS:
                moves.append(Sail(first, second, steps, here if second else "", here))
    for m in list(s.legal_moves()) if not s.is_terminal() else []:
        if type(m) is Sail:
            moves += [Sail(m.first, m.second, m.steps + 1, m.stop, m.end), Sail(m.second or "N", m.first, m.steps,
                      m.stop or m.end, m.end), Sail(m.first, "", m.steps, "", m.stop or here)]
    moves.append(Drift(here))
    return moves


assert len(COMPASS) == 6
