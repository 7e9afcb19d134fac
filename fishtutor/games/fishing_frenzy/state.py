"""Fishing Frenzy positions: the roll for docks, the tournament turn by turn, lines out, docking, the fish-off.

What is due next lives in ``pending``, a queue of small events (head first), each ``[code, seat, ...]``:
"order" (chance: a roll for docks and turn order), "dock" (pick a dock), "roll" (chance: both dice),
"sail" (move by the dice), "wheel" (a Captain's Choice move; [.., 1 or 2 wheels]), "fish" (chance: a
Fish Card for the catch at [.., column, row]), "peril" (chance: a Peril card), "drift" (where a Peril's
forced move ends; [.., direction, steps]), "sos" (declare an emergency or not). Automatic steps (an
empty queue starts the next turn; a fish after the limit means rolling again; an S.O.S. out of season is
passed) are settled at once, so the head always waits for chance or for a Captain."""
from __future__ import annotations

from fractions import Fraction
from itertools import repeat
from operator import is_

import numpy as np

from fishtutor.core.protocol import CHANCE, State

from . import cards, flow, legality, scoring, words
from .legality import ROLL_SLOTS
from .board import square_name
from .phases import LINES_OUT, ORDER, OVER, PHASE_NAMES  # noqa: F401 (re-exported)
from .moves import COMPASS, MOVE_TYPES, NUMBERS, ORDER_ROLLS, PERIL_DRAWS, ROLLS, draw_fish
from .records import check_position, with_acted, with_face_up_catches, with_sos_order
from .rules import RULES, rid
from .tournament import DRIFTS, SOS_ORDERS, board_for, check_options, default_limit, limit_range  # noqa: F401

CHANCE_CODES = frozenset({"order", "roll", "fish", "peril"})
_CHANCE_SEATS = (CHANCE,)
_SEATS = tuple((s,) for s in range(cards.MAX_CAPTAINS))
_ROLL_CHANCE = Fraction(1, len(ROLLS))
_ORDER_CHANCE = Fraction(1, len(NUMBERS))
_ROLL_OUTCOMES = tuple((r, _ROLL_CHANCE) for r in ROLLS)
_ORDER_OUTCOMES = tuple((r, _ORDER_CHANCE) for r in ORDER_ROLLS)
_ROLLS_DUE = (CHANCE, ROLLS)  # State's memo of the legal moves while the dice are due
_ORDER_DUE = (CHANCE, ORDER_ROLLS)  # the same while the black cube is due for the docks
_ROLL_ENTRIES = tuple((CHANCE, roll) for roll in ROLLS)  # history entries for the 36 shared rolls
_ROLL_COUNT = len(ROLLS)
_rolled, _moved = flow.rolled, flow.moved  # the dice as rolled, a handed-out Sail or Drift: apply's fast paths


class FishingFrenzyState(State):
    """A Fishing Frenzy position; seats sit clockwise from 0, each with its boat colour."""

    TURN_RULE = rid("during_the_tournament")
    END_RULE = rid("docking")
    CHANCE_RULE = rid("dice")
    MOVE_TYPES = MOVE_TYPES
    ONE_AT_A_TIME = True  # the head of the queue waits for one Captain or for chance
    rules = RULES

    def _repr_svg_(self) -> str:
        """The board as a picture drawn from the same Scene as the canvas (seat 0's view), so a notebook that
        shows a position shows its board with no kernel (GitHub, nbviewer)."""
        from fishtutor.render.svg import to_svg

        from .portray import portray
        return to_svg(portray(self), self.game.title)

    # ---- construction --------------------------------------------------------
    @classmethod
    def new(cls, players: int, seed: int = 0, limit: int | None = None, map: str = "",
            drift: str = "ahead", sos_order: str = "right") -> "FishingFrenzyState":
        """A tournament for 2-6 Captains: decks and Perils shuffled, tags counted out for the ``limit``,
        every Captain about to roll for the docks. ``map`` is a teacher's text map ("" for this edition's);
        ``drift`` "ahead" or "sides" is how a boat may leave a drifter; ``sos_order`` "right" (as printed: the
        Captain on the caller's right draws first) or "turn" (the next Captain in turn order first)."""
        if type(players) is not int or not 2 <= players <= cards.MAX_CAPTAINS:
            raise ValueError(f"Fishing Frenzy is for 2 to {cards.MAX_CAPTAINS} Captains, not {players!r}.")
        board = board_for(map)
        limit = min(default_limit(players), limit_range(board)[1]) if limit is None else limit
        check_options(board, limit, drift, sos_order)
        if players > len(board.docks):
            raise ValueError(f"The map has {len(board.docks)} docks: not enough for {players} boats.")
        rng = np.random.Generator(np.random.PCG64(seed)) if type(seed) is int else np.random.default_rng(seed)
        decks = cards.shuffled_decks(rng)  # (for a whole number seed, default_rng is this very generator)
        s = cls._blank(players, board, decks, cards.shuffled_perils(rng))
        s.map_text, s.limit, s.drift, s.sos_order = map, limit, drift, sos_order
        s.dice_seed = int(rng.integers(0, 1 << 62))
        s.pending = [["order", seat] for seat in range(players)]
        s._origin = [(players, seed, limit, map, drift, sos_order)]  # the origin, made from these when asked
        return s

    @property
    def origin(self) -> dict:
        """The snapshot this game started from. A new game's is made again from its seed and options when first
        asked (a random playout never asks); clones made before then share it."""
        held = self._origin
        if type(held) is not list:
            return held
        if type(held[0]) is tuple:
            held[0] = type(self).new(*held[0]).snapshot()
        return held[0]

    @origin.setter
    def origin(self, snapshot: dict) -> None:
        self._origin = snapshot

    @classmethod
    def _blank(cls, players: int, board, decks: list | None = None,
               perils: list | None = None) -> "FishingFrenzyState":
        """A table with no boat placed and nothing drawn (the decks and Perils in their printed order unless
        given)."""
        s = cls.__new__(cls)
        s.board, s.n = board, players
        s.map_text, s.limit, s.drift, s.sos_order = "", default_limit(players), "ahead", "right"
        s.phase, s.to_move = ORDER, 0
        s.boats = [[-1, -1] for _ in range(players)]
        s.home = [-1] * players
        s.order_rolls = [[] for _ in range(players)]
        s.order = []
        s.dice = []
        s.pending = []
        s.skip = [0] * players
        s.sos_used = [False] * players
        s.catches = [[] for _ in range(players)]
        s.face_up_catches = []  # the squares of catches whose Fish Card came off its deck face up (seen by all)
        s.tags = []
        s.first_fish = s.first_back = s.fishoff_winner = -1
        s.fishoff_seats = []
        s.fishoff_catches = [[] for _ in range(players)]
        s.decks = [list(d) for d in cards.DECKS] if decks is None else decks
        s.known = [0] * len(cards.DECKS)
        s.perils = list(range(cards.PERIL_CARDS)) if perils is None else perils
        s.perils_known = 0
        s.rolls_made = 0
        s.dice_seed = 0
        s.last = []
        s.acted = []  # the wheels and (lines out) uncaught fish landed on this turn: each acts once a turn
        s.history, s._cache, s._options = [], None, None
        s._origin = {}
        return s

    # ---- whose move ----------------------------------------------------------
    def current_players(self) -> tuple[int, ...]:
        """The Captain the head of the queue waits for, (CHANCE,) for a roll or a card, or () at the end."""
        if self.phase == OVER:
            return ()
        head = self.pending[0]
        return _CHANCE_SEATS if head[0] in CHANCE_CODES else _SEATS[head[1]]

    _current_players = current_players  # the protocol's hook is the same answer (called directly, one call less)

    def is_chance_node(self) -> bool:
        """The dice are rolled or a card is drawn next."""
        return self.phase != OVER and self.pending[0][0] in CHANCE_CODES

    def is_terminal(self) -> bool:
        """The tournament is over (docked, or the fish-off settled)."""
        return self.phase == OVER

    def num_players(self) -> int:
        """How many Captains play."""
        return self.n

    def seat_name(self, seat: int) -> str:
        """A Captain by boat colour ("Blue")."""
        return "Chance" if seat == CHANCE else cards.SEAT_COLOURS[seat]

    def due(self) -> str:
        """What the head of the queue waits for ("roll", "sail", "wheel", ...; "" at the end)."""
        return self.pending[0][0] if self.phase != OVER else ""

    # ---- moves ---------------------------------------------------------------
    _legal_moves = legality.legal_moves  # what the head of the queue allows (the seat is the head's)
    _options = None  # legality's memo of the head's choices
    _routes = None  # portray_routes' memo of the map's options: (legal moves, head, seat, options)
    _dice = None  # the block of the roll stream that holds the next roll (_block)
    _drawn = None  # the card or black cube sample_chance() gave for the chance node now due
    _memos = None  # legality's list of open-water choices for this board, once looked up

    def _apply_handed_out(self, move, seat: int | None):
        """The protocol's fast-path hook: the outcome sample_chance() gave, or a move object legal_moves() handed
        out, is carried out at once (found by identity among the 36 shared rolls or in the memo of the head's
        choices); returns its history entry, or None for any other move (``apply`` then decides it)."""
        cache = self._cache
        if cache is not None and (seat is None or type(seat) is int and seat == cache[0]):
            if cache[1] is ROLLS:
                slot = ROLL_SLOTS.get(id(move))  # one of the 36 shared rolls: the dice as rolled
                if slot is not None:
                    self._cache = self._drawn = None
                    _rolled(self, move, slot)
                    return _ROLL_ENTRIES[slot]
            else:
                memo = self._options
                if memo is not None and memo[2] is cache[1]:
                    how = memo[3].get(id(move))  # a Sail's effect or a Drift's Leg, for the very move handed out
                    if how is not None:
                        who = cache[0]
                        self._cache = self._drawn = None
                        _moved(self, move, how)
                        return who, move
                elif any(map(is_, cache[1], repeat(move))):
                    return self._handed_out(move, cache[0])
        drawn = self._drawn
        if drawn is not None and move is drawn and (seat is None or seat == CHANCE and type(seat) is int):
            return self._handed_out(move, CHANCE)  # the seeded card or cube: always one that can come up
        self._drawn = None
        return None

    def _handed_out(self, move, who: int) -> tuple:
        """Carry out a move known to be legal for ``who``; its history entry."""
        self._cache = self._drawn = None
        flow.apply(self, move, who)
        return who, move

    def _explain(self, move, seat: int):
        """Which rule refuses a move the generator did not offer, and why."""
        return legality.explain(self, move, seat)

    _apply = flow.apply  # carry out the move, then settle what follows by itself

    # ---- chance --------------------------------------------------------------
    def chance_outcomes(self) -> tuple:
        """Both dice (36 rolls alike), the black cube for docks, or the top card of a deck, exactly."""
        if not self.is_chance_node():
            return ()
        head = self.pending[0]
        code = head[0]
        if code == "roll":
            return _ROLL_OUTCOMES
        if code == "order":
            return _ORDER_OUTCOMES
        if code == "peril":
            return tuple((PERIL_DRAWS[k], p) for k, p in cards.draw_chances(self.perils, self.perils_known))
        v = self.variety_at(head[2], head[3])
        return tuple((draw_fish(v, points), p) for points, p in cards.draw_chances(self.decks[v], self.known[v]))

    def sample_chance(self):
        """The seeded outcome: dice from the game's own roll stream, cards from the top of their decks."""
        head = self.pending[0]
        code = head[0]
        if code == "roll":
            self._cache = _ROLLS_DUE  # the outcomes are the legal moves: apply() knows this roll at once
            block = self._dice
            if block is not None and block[0] == self.dice_seed:  # (the block's own test, kept inline)
                i = self.rolls_made - block[1]
                if 0 <= i < DICE_BLOCK:
                    return block[3][i]
            block = self._block()
            return block[3][self.rolls_made - block[1]]
        if code == "peril":
            self._drawn = PERIL_DRAWS[self.perils[-1]]
            return self._drawn
        if code == "fish":
            v = self.variety_at(head[2], head[3])
            self._drawn = draw_fish(v, self.decks[v][-1])
            return self._drawn
        block = self._block()
        value = block[2][self.rolls_made - block[1]]  # mix(dice_seed + rolls_made)
        if code == "order":
            self._cache = _ORDER_DUE
            return ORDER_ROLLS[value % len(NUMBERS)]
        return ROLLS[value % len(ROLLS)]

    def _block(self) -> tuple:
        """(dice_seed, first roll, the roll stream's next DICE_BLOCK values ``mix(dice_seed + rolls_made + i)``,
        the Roll each gives): the block that holds the next roll, worked out together when it does not exist."""
        n, block = self.rolls_made, self._dice
        if block is None or block[0] != self.dice_seed or not 0 <= n - block[1] < DICE_BLOCK:
            values = dice_stream(self.dice_seed, n, DICE_BLOCK)
            block = self._dice = (self.dice_seed, n, values, [ROLLS[v % _ROLL_COUNT] for v in values])
        return block

    # ---- the board -----------------------------------------------------------
    def variety_at(self, col: int, row: int) -> int:
        """The variety index of the fish pictured on a square."""
        return cards.variety(self.board.variety((col, row)))

    def is_tagged(self, col: int, row: int) -> bool:
        """Whether the fish on a space has been caught (tagged), so it is clear water now."""
        return [col, row] in self.tags

    def occupied(self, seat: int) -> tuple:
        """The squares of every other boat in the water (for "no two boats on one space")."""
        return tuple((c, r) for s, (c, r) in enumerate(self.boats) if s != seat and c >= 0)

    def at_dock(self, seat: int) -> bool:
        """Whether a boat is in a dock."""
        c, r = self.boats[seat]
        return c >= 0 and self.board.is_dock((c, r))

    def square_name(self, seat: int) -> str:
        """Where a boat is, as a square name ("" if it has no place yet)."""
        c, r = self.boats[seat]
        return square_name((c, r)) if c >= 0 else ""

    def tags_left(self) -> int:
        """Tagging squares still waiting beside the board: the limit less the fish caught so far."""
        return max(0, self.limit - sum(len(c) for c in self.catches))

    def lines_out(self) -> bool:
        """The tournament limit has been caught: every line is out of the water."""
        return self.phase == LINES_OUT

    # ---- information -----------------------------------------------------------
    def observation(self, seat: int) -> dict:
        """The board, boats, dice and tags are open; hidden are the decks' unseen order and contents and
        the points on other Captains' Fish Cards."""
        return words.observation(self, seat)

    def _redeal(self, seat: int, rng) -> "FishingFrenzyState":
        """A copy in which every card ``seat`` cannot see is dealt afresh: per variety, the unseen part of the
        deck and the other Captains' cards of it; the unseen Perils; and the dice stream."""
        return words.redeal(self, seat, rng)

    def scores(self) -> tuple[int, ...]:
        """Points: first fish 10, first back 25, the Fish Cards, most fish 10 (5 each if tied), slams 20."""
        return scoring.scores(self)

    def winners(self) -> tuple[int, ...]:
        """Most points; a tie is settled by the fish-off."""
        return scoring.winners(self)

    def heuristic(self, seat: int) -> float:
        """Points lead, plus the average card of a catch about to be drawn, less lost turns and (lines out)
        the rows still to sail home."""
        return scoring.heuristic(self, seat)

    def describe(self, move, seat: int | None = None, viewer: int | None = None) -> str:
        """The move in words, naming the Captain and what is on the square ("Blue goes South 4 ..."); a Fish
        Card's points are named only to the Captain who drew it."""
        return words.describe(self, move, self.current_player() if seat is None else seat, viewer)

    def __str__(self) -> str:
        return words.table(self)

    # ---- copies ---------------------------------------------------------------------
    def clone(self) -> "FishingFrenzyState":
        """An independent copy (the board is shared: it never changes)."""
        s = FishingFrenzyState.__new__(FishingFrenzyState)
        d = self.__dict__.copy()
        s.__dict__ = d
        for name in _NESTED:
            d[name] = [x[:] for x in d[name]]
        for name in _FLAT:
            d[name] = d[name][:]
        d["catches"] = [[c[:] for c in row] for row in self.catches]
        memo = d["_options"]
        if memo is not None and self.pending and memo[0] is self.pending[0]:
            d["_options"] = (d["pending"][0],) + memo[1:]  # the same choices, for the copy's own head
        return s

    _FIELDS = ("n", "map_text", "limit", "drift", "sos_order", "phase", "to_move", "boats", "home", "order_rolls",
               "order", "dice", "pending", "skip", "sos_used", "catches", "tags", "first_fish", "first_back",
               "fishoff_winner", "fishoff_seats", "fishoff_catches", "decks", "known", "perils", "perils_known",
               "rolls_made", "dice_seed", "last", "acted", "face_up_catches")

    def snapshot(self) -> dict:
        """Every field of the position as JSON-ready data (the map as its text; "" for this edition's)."""
        d = self.__dict__
        return {f: _plain(d[f]) for f in self._FIELDS}

    @classmethod
    def from_snapshot(cls, data: dict) -> "FishingFrenzyState":
        """The position a snapshot describes (history empty, origin = that snapshot)."""
        s = cls._blank(data["n"], board_for(data["map_text"]))
        for f in cls._FIELDS:
            setattr(s, f, _plain(data[f]))
        s.origin = data
        return s

    @classmethod
    def from_json(cls, data: dict) -> "FishingFrenzyState":
        """A saved game, refused with one RecordError unless its fields, invariants and history all hold."""
        from fishtutor.core.records import restore

        return restore(cls, with_face_up_catches(cls, with_acted(with_sos_order(data))), check_position)


_NESTED = ("boats", "order_rolls", "decks", "pending", "tags", "fishoff_catches", "acted", "face_up_catches")
_FLAT = ("home", "order", "dice", "skip", "sos_used", "known", "perils", "fishoff_seats", "last",
         "history")
def mix(x: int) -> int:
    """SplitMix64: a well-spread 64-bit number from a counter (the seeded stream of dice rolls)."""
    x = (x + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return (x ^ (x >> 31)) >> 11


DICE_BLOCK = 128
_U = np.uint64
_SPLITMIX = tuple(map(_U, (0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB, 30, 27, 31, 11)))


def dice_stream(seed: int, start: int, count: int) -> list[int]:
    """``[mix(seed + start + i) for i in range(count)]``, worked out together (numpy wraps at 64 bits as mix
    masks)."""
    add, mul1, mul2, s30, s27, s31, s11 = _SPLITMIX
    x = np.arange(start, start + count, dtype=np.uint64)
    x += _U(seed)
    x += add
    x ^= x >> s30
    x *= mul1
    x ^= x >> s27
    x *= mul2
    x ^= x >> s31
    x >>= s11
    return x.tolist()


def _plain(value):
    """A deep copy of nested lists (JSON-ready)."""
    if type(value) is list or type(value) is tuple:
        return [_plain(v) if type(v) is list or type(v) is tuple else v for v in value]
    return value


FishingFrenzyState.compass = COMPASS
