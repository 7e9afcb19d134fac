"""What a Fishing Frenzy tournament is set up from: its rules options, the board of its map (the last few kept)
and the limits that map allows. The state and the record checks both read them here."""
from __future__ import annotations

from . import cards
from .board import Boards, MapError, default_board, load_map

DRIFTS = ("ahead", "sides")
SOS_ORDERS = ("right", "turn")  # who draws first after an S.O.S. (edition choice sos_order)

def limit_range(board) -> tuple[int, int]:
    """The tournament limits a map allows: 1 up to its fish less those kept for a fish-off (and the tags)."""
    data = cards.EDITION["limit"]
    return 1, min(data["most"], len(board.fish_spaces) - data["fish_left_for_a_fish_off"])


def default_limit(players: int) -> int:
    """This edition's suggested limit: 5 fish a Captain (20 for 4, as the rulebook suggests)."""
    return cards.EDITION["limit"]["per_captain"] * players


_BOARDS = Boards()  # the boards of the last few map texts ("" for this edition's)


def board_for(text: str):
    """This edition's board for "", else the teacher's map (loaded once while it is among the last few used); the
    board's memo of moves is kept within its limit."""
    if type(text) is not str:
        raise ValueError(f"A map is the text of a map file, not {type(text).__name__}.")
    board = _BOARDS.get(text)
    if board is None:
        board = default_board() if not text else load_map(text, source="teacher's map")
        if board == default_board():
            board = default_board()  # the edition's own map, written another way
        else:
            check_map(board)
        board = _BOARDS.keep(text, board)
    _BOARDS.trim(board)
    return board


def check_map(board) -> None:
    """A map the cards can play on: every fish a variety of this edition with cards enough, docks for 2 boats."""
    seen: dict = {}
    for sq in board.fish_spaces:
        v = cards.variety(board.variety(sq))
        seen[v] = seen.get(v, 0) + 1
        if seen[v] > len(cards.DECKS[v]):
            raise MapError(board.source, *board.where(sq), f"the map has more {cards.VARIETY_NAMES[v]} spaces "
                           f"than the {len(cards.DECKS[v])} {cards.VARIETY_NAMES[v]} cards")
    if len(board.docks) < 2:
        raise MapError(board.source, board.first_line, 1,
                       f"the map has {len(board.docks)} dock: a tournament needs at least 2")
    if limit_range(board)[1] < 1:
        raise MapError(board.source, board.first_line, 1, "the map has too few fish for a tournament and a "
                       "fish-off")


def check_options(board, limit, drift, sos_order) -> None:
    """The limit within what the map allows, and a drifter reading and an S.O.S. order that exist."""
    lo, hi = limit_range(board)
    if type(limit) is not int or not lo <= limit <= hi:
        raise ValueError(f"The tournament limit must be a whole number of fish from {lo} to {hi}, not {limit!r}.")
    if drift not in DRIFTS:
        raise ValueError(f"drift must be 'ahead' or 'sides', not {drift!r}.")
    if sos_order not in SOS_ORDERS:
        raise ValueError(f"sos_order must be 'right' or 'turn', not {sos_order!r}.")
