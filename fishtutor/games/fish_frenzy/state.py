"""Fish Frenzy positions: the round's three phases, carried out move by move."""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from fishtutor.core.protocol import CHANCE, State
from fishtutor.core.records import restore

from . import legality, scoring, words
from .cards import (CARDS_PER_DEAL, DECK_COUNTS, EVENTS, GOALS, KIND_FISH, KINDS, PLAYER_COLOURS,
                    TOKENS, TOKENS_IN_HAND, boat_extras, full_deck, setup_discards)
from .moves import COLLECTS, DEALS, EATS, MOVE_TYPES, PLACES, DealCard, Eat, PlaceSeagull, RevealEvent, RevealGoal
from .phases import DEAL, DISCARD, OVER, REVEAL_EVENT, REVEAL_GOAL, SEAGULLS, SORT
from .records import check_position
from .rules import RULES, rid

_CHANCE_SEATS = (CHANCE,)
_SEATS = tuple((s,) for s in range(5))


class FishFrenzyState(State):
    """A Fish Frenzy position; seats are numbered clockwise from 0, boats left to right from 0."""

    TURN_RULE = rid("who_goes_next")
    END_RULE = rid("end_of_game")
    CHANCE_RULE = rid("deal")
    MOVE_TYPES = MOVE_TYPES

    def _repr_svg_(self) -> str:
        """The board as a picture drawn from the same Scene as the canvas (seat 0's view), so a notebook that
        shows a position shows its board with no kernel (GitHub, nbviewer)."""
        from fishtutor.render.svg import to_svg

        from .portray import portray
        return to_svg(portray(self), self.game.title)

    # ---- construction --------------------------------------------------------
    @classmethod
    def new(cls, players: int, seed: int = 0, goals_and_events: bool = False,
            first_player: int = 0, challenge_cost: str = legality.PRINTED) -> "FishFrenzyState":
        """Setup: boats in order, a shuffled deck, 4 little fish in hand and 4 in the supply each.
        ``challenge_cost`` is "printed" (your little fish on a boat, earlier ones included, end one above
        the challenged player's) or "fresh" (your earlier ones there do not count)."""
        if not 3 <= players <= 5:
            raise ValueError(f"Fish Frenzy is for 3 to 5 players, not {players}.")
        if not 0 <= first_player < players:
            raise ValueError(f"The Boat Token must go to a seat from 0 to {players - 1}.")
        _check_challenge_cost(challenge_cost)
        rng = np.random.default_rng(seed)
        deck = full_deck()
        order = rng.permutation(len(deck))
        s = cls._blank(players)
        s.deck = [deck[i] for i in order]
        s.deck_counts = list(DECK_COUNTS)
        s.boat_token = s.to_move = first_player
        s.challenge_cost = challenge_cost
        if goals_and_events:
            s.goal_order = [int(g) for g in rng.permutation(len(GOALS))]
            s.event_order = [int(e) for e in rng.permutation(len(EVENTS))]
        s.to_discard = setup_discards(players)
        s.phase = DISCARD if s.to_discard else REVEAL_GOAL if goals_and_events else DEAL
        s.origin = s.snapshot()
        return s

    @classmethod
    def _blank(cls, players: int) -> "FishFrenzyState":
        """A table with boats, no cards dealt and every seagull in hand."""
        s = cls.__new__(cls)
        s.n = players
        s.extras = boat_extras(players)
        s.boats = [[] for _ in range(players)]
        s.deck, s.deck_counts, s.discard = [], [0] * KINDS, []
        s.hand = [TOKENS_IN_HAND] * players
        s.supply = [TOKENS - TOKENS_IN_HAND] * players
        s.stake = [[0] * players for _ in range(players)]
        s.perch = [-1] * players
        s.resident = [-1] * players
        s.challenged = -1
        s.boat_token = s.to_move = 0
        s.phase, s.deal_slot, s.sort_boat, s.round, s.to_discard = DEAL, 0, 0, 1, 0
        s.collected = [[0] * KINDS for _ in range(players)]
        s.goal = s.event = -1
        s.goal_order, s.event_order = [], []
        s.challenge_cost = legality.PRINTED
        s.history, s._cache = [], None
        s.origin = {}
        return s

    # ---- whose move ----------------------------------------------------------
    def _current_players(self) -> tuple[int, ...]:
        phase = self.phase
        if phase < SEAGULLS:
            return _CHANCE_SEATS
        return _SEATS[self.to_move] if phase != OVER else ()

    def num_players(self) -> int:
        """How many seats play."""
        return self.n

    def seat_name(self, seat: int) -> str:
        """A seat by its player colour ("Yellow")."""
        return "Chance" if seat == CHANCE else PLAYER_COLOURS[seat]

    # ---- legal moves ---------------------------------------------------------
    def _legal_moves(self, seat: int) -> tuple:
        phase = self.phase
        if phase == SEAGULLS:
            return self._seagull_moves(seat)
        if phase == SORT:
            b = self.sort_boat
            return (COLLECTS[b], EATS[b]) if self.boats[b] else (COLLECTS[b],)
        if phase == REVEAL_GOAL:
            return tuple(RevealGoal(g) for g in sorted(self.goal_order))
        if phase == REVEAL_EVENT:
            return tuple(RevealEvent(e) for e in sorted(self.event_order))
        counts = self.deck_counts
        return tuple(DEALS[k] for k in range(KINDS) if counts[k])

    def _seagull_moves(self, seat: int) -> tuple:
        """Land on any empty boat, or challenge where you can pay exactly what the challenge costs."""
        moves, hand, resident = [], self.hand[seat], self.resident
        for b in range(self.n):
            r = resident[b]
            if r < 0:
                moves.append(PLACES[b][0])
            elif r != seat and 1 <= (price := legality.challenge_price(self, b, seat)) <= hand:
                moves.append(PLACES[b][price])
        return tuple(moves)

    def _explain(self, move, seat: int):
        """Which rule refuses a move the generator did not offer, and why."""
        return legality.explain(self, move, seat)

    # ---- carrying out moves ----------------------------------------------------
    def _apply(self, move, seat: int) -> None:
        kind = type(move)
        if kind is PlaceSeagull:
            self._place(seat, move.boat, move.tokens)
        elif kind is DealCard:
            self._deal(move.kind)
        elif kind is Eat:
            self._eat(seat, move.boat)
        elif kind is RevealGoal:
            self.goal_order.remove(move.goal)
            self.goal, self.phase = move.goal, REVEAL_EVENT
        elif kind is RevealEvent:
            self.event_order.remove(move.event)
            self.event, self.phase = move.event, DEAL
        else:
            self._collect(seat, move.boat)

    def _draw(self, k: int) -> None:
        """Take a card of kind ``k`` off the deck (the seeded top card unless chance was told otherwise)."""
        deck = self.deck
        if deck[-1] != k:
            i = len(deck) - 1 - deck[::-1].index(k)
            deck[i], deck[-1] = deck[-1], deck[i]
        deck.pop()
        self.deck_counts[k] -= 1

    def _deal(self, k: int) -> None:
        """Cards go face up to the discard pile at a 3-player setup, else 2 to each boat, on the right."""
        self._draw(k)
        if self.phase == DISCARD:
            self.discard.append(k)
            self.to_discard -= 1
            if not self.to_discard:
                self.phase = REVEAL_GOAL if self.goal_order else DEAL
            return
        self.boats[self.deal_slot // CARDS_PER_DEAL].append(k)
        self.deal_slot += 1
        if self.deal_slot == CARDS_PER_DEAL * self.n or not self.deck:
            self.deal_slot = 0
            self.phase = SEAGULLS
            self.to_move = self.boat_token

    def _place(self, seat: int, boat: int, tokens: int) -> None:
        """Land on a boat; on an occupied one, play the little fish and hand the turn to the challenged."""
        if self.challenged == seat:
            self.challenged = -1
        self.perch[seat] = boat
        occupant = self.resident[boat]
        self.resident[boat] = seat
        if occupant < 0:
            self._next_turn()
            return
        self.hand[seat] -= tokens
        self.stake[boat][seat] += tokens
        self.challenged = self.to_move = occupant

    def _next_turn(self) -> None:
        """The first player clockwise from the Boat Token who has not played a seagull goes next."""
        n, perch = self.n, self.perch
        for i in range(n):
            seat = (self.boat_token + i) % n
            if perch[seat] < 0:
                self.to_move = seat
                return
        self._start_sorting()

    def _start_sorting(self) -> None:
        """All seagulls are down: little fish on boats go to the supply, then boats are sorted."""
        supply = self.supply
        for row in self.stake:
            for seat, t in enumerate(row):
                if t:
                    supply[seat] += t
                    row[seat] = 0
        self.phase, self.sort_boat = SORT, 0
        self.to_move = self.resident[0]

    def _collect(self, seat: int, boat: int) -> None:
        """Collect: take every card under the boat, crabs included."""
        mine = self.collected[seat]
        for k in self.boats[boat]:
            mine[k] += 1
        self.boats[boat] = []
        self._boat_sorted(seat, boat)

    def _eat(self, seat: int, boat: int) -> None:
        """Eat: discard the rightmost card and take its little fish plus the boat's from your supply."""
        k = self.boats[boat].pop()
        self.discard.append(k)
        gain = min(KIND_FISH[k] + self.extras[boat], self.supply[seat])
        self.supply[seat] -= gain
        self.hand[seat] += gain
        self._boat_sorted(seat, boat)

    def _boat_sorted(self, seat: int, boat: int) -> None:
        """Take back your seagull; after the last boat the round ends."""
        self.perch[seat] = -1
        self.resident[boat] = -1
        self.sort_boat += 1
        if self.sort_boat < self.n:
            self.to_move = self.resident[self.sort_boat]
            return
        self._end_round()

    def _end_round(self) -> None:
        """With the deck spent the game is over; else the Boat Token passes left and a round begins."""
        if not self.deck:
            self.phase = OVER
            return
        self.boat_token = (self.boat_token + 1) % self.n
        self.round += 1
        self.phase, self.deal_slot = DEAL, 0

    # ---- chance ----------------------------------------------------------------
    def chance_outcomes(self) -> tuple:
        """Each card kind still in the deck, with its exact chance of being the next card dealt."""
        if self.phase == REVEAL_GOAL:
            return tuple((RevealGoal(g), Fraction(1, len(self.goal_order))) for g in sorted(self.goal_order))
        if self.phase == REVEAL_EVENT:
            return tuple((RevealEvent(e), Fraction(1, len(self.event_order))) for e in sorted(self.event_order))
        if self.phase > DEAL:
            return ()
        total = len(self.deck)
        return tuple((DEALS[k], Fraction(c, total)) for k, c in enumerate(self.deck_counts) if c)

    def sample_chance(self):
        """The card on top of the seeded deck (or the goal/event on top of its seeded pile)."""
        if self.phase == REVEAL_GOAL:
            return RevealGoal(self.goal_order[0])
        if self.phase == REVEAL_EVENT:
            return RevealEvent(self.event_order[0])
        return DEALS[self.deck[-1]]

    # ---- information -------------------------------------------------------------
    def observation(self, seat: int) -> dict:
        """Everything on the table is open; only the deck's order and the unrevealed goals are hidden."""
        return words.observation(self, seat)

    def _redeal(self, seat: int, rng) -> "FishFrenzyState":
        """A copy with the deck (and the unrevealed Goal/Event piles) shuffled afresh from what is left in
        them: sorted first, so the true order cannot show through."""
        s = self.clone()
        for pile in (s.deck, s.goal_order, s.event_order):
            pile.sort()
            pile[:] = [pile[i] for i in rng.permutation(len(pile))]
        return s

    def scores(self) -> tuple[int, ...]:
        """Points: 3/1 for most/second-most cards of a colour (2 each on a tie for most), -1 a crab."""
        return scoring.scores(self)

    def winners(self) -> tuple[int, ...]:
        """Most points; then most little fish tokens; then fewest crabs; else shared victory."""
        return scoring.winners(self)

    def heuristic(self, seat: int) -> float:
        """Points lead, plus what the boat under your seagull promises and the little fish you hold."""
        return scoring.heuristic(self, seat)

    def describe(self, move, seat: int | None = None, viewer: int | None = None) -> str:
        """The move in words, naming players, boats and cards as they stand now (nothing in it is secret)."""
        return words.describe(self, move, self.current_player() if seat is None else seat)

    def summarize_chance(self, lines: list[str]) -> list[str]:
        """A deal told as one line; setup discards and revealed cards kept as they are."""
        return words.summarize_deals(self, lines)

    def __str__(self) -> str:
        return words.table(self)

    # ---- copies ---------------------------------------------------------------------
    def clone(self) -> "FishFrenzyState":
        """An independent copy (lists copied, immutable parts shared)."""
        s = FishFrenzyState.__new__(FishFrenzyState)
        d = self.__dict__.copy()
        s.__dict__ = d
        d["boats"] = [b[:] for b in self.boats]
        d["stake"] = [r[:] for r in self.stake]
        d["collected"] = [c[:] for c in self.collected]
        for name in ("deck", "deck_counts", "discard", "hand", "supply", "perch", "resident", "history",
                     "goal_order", "event_order"):
            d[name] = d[name][:]
        return s

    _FIELDS = ("n", "boats", "deck", "deck_counts", "discard", "hand", "supply", "stake", "perch",
               "resident", "challenged", "boat_token", "to_move", "phase", "deal_slot", "sort_boat",
               "round", "to_discard", "collected", "goal", "event", "goal_order", "event_order")

    _OPTIONS = {"challenge_cost": legality.PRINTED}  # rules options, with the default for older records

    def snapshot(self) -> dict:
        """Every field of the position, and the rules options, as JSON-ready data."""
        d = self.__dict__
        return {f: _plain(d[f]) for f in self._FIELDS} | {o: d[o] for o in self._OPTIONS}

    @classmethod
    def from_snapshot(cls, data: dict) -> "FishFrenzyState":
        """The position a snapshot describes (history empty, origin = that snapshot)."""
        s = cls._blank(data["n"])
        for f in cls._FIELDS:
            setattr(s, f, _plain(data[f]))
        for option, default in cls._OPTIONS.items():
            setattr(s, option, data.get(option, default))
        _check_challenge_cost(s.challenge_cost)
        s.origin = data
        return s

    @classmethod
    def from_json(cls, data: dict) -> "FishFrenzyState":
        """A saved game, refused with one RecordError unless its fields, invariants and history all hold."""
        return restore(cls, data, check_position)


def _check_challenge_cost(reading) -> None:
    """Only the two readings of the challenge cost exist."""
    if not isinstance(reading, str) or reading not in legality.CHALLENGE_COSTS:
        raise ValueError(f"challenge_cost must be one of {', '.join(map(repr, legality.CHALLENGE_COSTS))}, "
                         f"not {reading!r}.")


def _plain(value):
    """A deep copy of nested lists of ints (JSON-ready); a list of numbers is copied in one step."""
    kind = type(value)
    if kind is not list and kind is not tuple:
        return value
    if value and (type(value[0]) is list or type(value[0]) is tuple):
        return [_plain(v) for v in value]
    return list(value)


FishFrenzyState.rules = RULES
