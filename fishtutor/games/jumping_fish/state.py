"""Jumping Fish positions (Fishy's fifth game, 3-6 players): play three cards a round to make your fish jump out
of the barrel's top; pushed-down fish rot out of its bottom and come back one a round. All cards are played face up."""
from __future__ import annotations

from fishtutor.core.protocol import State
from fishtutor.core.records import restore
from fishtutor.games.fishy.barrel import EDITION, LEVELS, MAX_PLAYERS, MIN_PLAYERS, colour, fish_in
from fishtutor.games.fishy.cards import CAT, JUMPING_FISH_HAND, level_of, remove

from . import legality, records, words
from .moves import (CAT_DOWN, CAT_UP, CARDS_PER_ROUND, IN_FRONT, MOVE_TYPES, OUT_OF_TOP, PUSH_OPTION, Answer,
                    PlayLevel, option_effect)
from .plans import LEVEL_INDEX, legal_plays, occupied
from .rules import JUMPING_RULES

rid = JUMPING_RULES.id
FISH = 15
START = (5, 4, 3, 2, 1)  # Preparations: each player's fish on levels 1..5
PUSH_BY_LEVEL, PUSH_BY_CAT = 1, 2  # the two kinds of push an opponent may answer with a Cat
_EDITION = EDITION["games"]["jumping_fish"]
ROUND_LIMIT = _EDITION["round_limit"]["value"]  # this edition's cap on rounds (choice jumping_round_limit)
FIRST_PLAYER = _EDITION["first_player"]["value"]  # who holds the Dragon first (choice jumping_first_dragon)


class JumpingFishState(State):
    """A Jumping Fish position. Seats sit clockwise 0..n-1; ``levels[n - 1][seat]`` are a seat's fish on level n,
    ``supply`` its rotted fish in front of it, ``jumped`` its fish out of the top (back in the box).
    Public fields the view reads: ``hands`` (card codes in hand), ``played`` [(seat, card)] this round's cards
    played in turn, ``guards`` [(seat, level)] Cats lying on their owner's Level cards, ``loose_cats`` [seat]
    Cats that softened a Cat's push, ``pending`` (kind 1 Level card / 2 Cat, mover, level, seat to answer,
    seats still to be pushed...) or (), ``moved`` [(seat, from, to)] the fish the last move shifted (0: in front
    of its owner, 6: out of the top), ``dragon`` (the First Player), ``round``, ``winners_`` once over."""

    TURN_RULE = rid("round")
    END_RULE = rid("game_end")
    CHANCE_RULE = rid("preparations")
    MOVE_TYPES = MOVE_TYPES
    ONE_AT_A_TIME = True  # one seat plays or answers at a time

    def _repr_svg_(self) -> str:
        """The board as a picture drawn from the same Scene as the canvas (seat 0's view), so a notebook that
        shows a position shows its board with no kernel (GitHub, nbviewer)."""
        from fishtutor.render.svg import to_svg

        from .portray import portray
        return to_svg(portray(self), self.game.title)

    # ---- construction --------------------------------------------------------
    @classmethod
    def new(cls, players: int, seed: int = 0, first_player: int = FIRST_PLAYER,
            round_limit: int = ROUND_LIMIT) -> "JumpingFishState":
        """Preparations: 15 fish each set out 5/4/3/2/1 on levels 1-5, a full hand, the Dragon to the first player."""
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Jumping Fish is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}.")
        if type(first_player) is not int or not 0 <= first_player < players:
            raise ValueError(f"The Dragon must go to a seat from 0 to {players - 1}, not {first_player!r}.")
        if type(round_limit) is not int or round_limit < 1:
            raise ValueError(f"The round limit must be a whole number of rounds, at least 1, not {round_limit!r}.")
        s = cls._blank(players)
        s.seed, s.dragon, s.round_limit = seed, first_player, round_limit
        s.levels = [[START[n]] * players for n in range(LEVELS)]
        s._now = s._whose_turn()
        s.origin = s.snapshot()
        return s

    @classmethod
    def _blank(cls, players: int) -> "JumpingFishState":
        """Nothing in the barrel yet, full hands, round 1."""
        s = cls.__new__(cls)
        s.n, s.seed, s.round, s.round_limit, s.dragon = players, 0, 1, ROUND_LIMIT, 0
        s.levels = [[0] * players for _ in range(LEVELS)]
        s.supply, s.jumped = [0] * players, [0] * players
        s.hands = [JUMPING_FISH_HAND] * players
        s.played, s.guards, s.loose_cats = [], [], []
        s.pending, s.moved, s.winners_ = (), [], ()
        s.history, s.origin, s._cache, s._now, s._seen = [], {}, None, (0,), _NONE_SEEN
        s._occupied, s._occupied_of = occupied(s.levels), s.levels
        return s

    # ---- what the table shows ----------------------------------------------------
    def is_repeated(self, card: str) -> bool:
        """Step 1b applies: an opponent has already played this Level card this round."""
        return card in self._seen

    def guard_between(self, seat: int, level: int, up: int) -> int:
        """The lowest level above ``level`` and at most ``up`` higher whose Level card carries ``seat``'s Cat (0: none)."""
        top = min(level + up, LEVELS)
        found = [g for s, g in self.guards if s == seat and level < g <= top]
        return min(found) if found else 0

    def fish_left(self, seat: int) -> int:
        """A player's fish still to get rid of: in the barrel and in front of them."""
        return fish_in(self.levels, seat) + self.supply[seat]

    def cards_played(self, seat: int) -> int:
        """How many cards a player has played on their own turns this round."""
        return sum(1 for s, _ in self.played if s == seat)

    def seat_name(self, seat: int) -> str:
        """A seat by its fish colour ("Red")."""
        return colour(seat) if 0 <= seat < self.n else super().seat_name(seat)

    # ---- whose move ----------------------------------------------------------
    def _current_players(self) -> tuple[int, ...]:
        """The seats to act (worked out once after every move)."""
        return self._now

    def current_players(self) -> tuple[int, ...]:
        """The seats whose choice is awaited: the one seat to act, or () once the game is over."""
        return self._now

    def is_chance_node(self) -> bool:
        """Never: Jumping Fish has no dice and no shuffles."""
        return False

    def occupied(self) -> list[int]:
        """Per level, which seats have fish there (bit s: seat s), kept up to date as fish move."""
        if self._occupied_of is not self.levels:  # levels set afresh (a position set up by hand): count again
            self._occupied, self._occupied_of = occupied(self.levels), self.levels
        return self._occupied

    def _whose_turn(self) -> tuple[int, ...]:
        """The player answering a push; else the next player in turn from the Dragon; nobody once it is over."""
        if self.winners_:
            return ()
        if self.pending:
            return _SEATS[self.pending[3]]
        return _SEATS[(self.dragon + len(self.played)) % self.n]

    def _legal_moves(self, seat: int) -> tuple:
        return legal_plays(self, seat)

    def _explain(self, move, seat: int):
        """Which rule refuses a move the generator did not offer, and why."""
        return legality.explain(self, move, seat)

    # ---- carrying out moves ----------------------------------------------------
    def _apply(self, move, seat: int) -> None:
        self.moved = []
        kind = type(move)
        if kind is PlayLevel:
            self._play_level(seat, move.card, move.option)
        elif kind is Answer:
            self._answer(seat, move.cat)
        else:
            self._play_cat(seat, move.seat, move.level)
        if self.pending:
            self._now = _SEATS[self.pending[3]]
        else:  # as _whose_turn: the next player in turn from the Dragon, or a new round
            now = _TURNS[self.n][self.dragon][len(self.played)]
            if now is None:
                self._end_round()
                now = self._whose_turn()
            self._now = now

    def _move_fish(self, seat: int, level: int, steps: int, count: int = 1) -> None:
        """Move ``count`` fish of ``seat`` from ``level``: past the top they jump out, below the bottom they rot."""
        to = level + steps  # as destination(level, steps), worked out in place
        levels = self.levels
        occupied = self._occupied if self._occupied_of is levels else self.occupied()
        row = levels[level - 1]
        row[seat] -= count
        if not row[seat]:
            occupied[level - 1] &= ~(1 << seat)
        if to > LEVELS:
            to = OUT_OF_TOP
            self.jumped[seat] += count
        elif to < 1:
            to = IN_FRONT
            self.supply[seat] += count
        else:
            levels[to - 1][seat] += count
            occupied[to - 1] |= 1 << seat
        if count == 1:
            self.moved.append((seat, level, to))
        else:
            self.moved += [(seat, level, to)] * count

    def _play(self, seat: int, card: str) -> None:
        """The card leaves the hand and lies face up in front of its player."""
        hand, seen = self.hands[seat], self._seen
        self.hands[seat] = (_HANDS_LEFT.get(hand) or _hands_left(hand))[card]
        self.played.append((seat, card))
        if card not in seen:
            self._seen = (_SEEN_MORE.get(seen) or _seen_more(seen))[card]

    def _play_level(self, seat: int, card: str, option: int) -> None:
        """Steps 1a/1b: move your fish up from the card's level; option 3 of 1b pushes the earlier players down."""
        level, repeated = LEVEL_INDEX[card] + 1, card in self._seen
        push = repeated and option == PUSH_OPTION
        earlier = [s for s, c in self.played if c == card] if push else None
        hand = self.hands[seat]  # as _play: the card leaves the hand and lies face up in front of its player
        self.hands[seat] = (_HANDS_LEFT.get(hand) or _hands_left(hand))[card]
        self.played.append((seat, card))
        if not repeated:
            self._seen = (_SEEN_MORE.get(self._seen) or _seen_more(self._seen))[card]
        count, up = _EFFECTS[repeated][option]
        if count:
            self._move_fish(seat, level, up, count)
        if push:
            self._pushes(PUSH_BY_LEVEL, seat, level, earlier)

    def _play_cat(self, seat: int, target: int, level: int) -> None:
        """Step 1c: one of your fish up two, or one opponent's fish down two (they may answer with a Cat)."""
        self._play(seat, CAT)
        if target == seat:
            self._move_fish(seat, level, CAT_UP)
        elif target >= 0:
            self._pushes(PUSH_BY_CAT, seat, level, [target])

    def _pushes(self, kind: int, mover: int, level: int, queue: list[int]) -> None:
        """Push each player in turn down from ``level``; one holding a Cat is asked first (and the rest wait)."""
        for i, target in enumerate(queue):
            if (target, level) in self.guards or not self.levels[level - 1][target]:
                continue  # nothing to push: no fish there, or a Cat already guards it
            if CAT in self.hands[target]:
                self.pending = (kind, mover, level, target, *queue[i + 1:])
                return
            self._move_fish(target, level, -1 if kind == PUSH_BY_LEVEL else -CAT_DOWN)
        self.pending = ()

    def _answer(self, seat: int, cat: bool) -> None:
        """The Cat defence: on a Level card push, the Cat guards that level (no push); on a Cat's push, down one."""
        kind, mover, level, _target, *rest = self.pending
        steps = -1 if kind == PUSH_BY_LEVEL else -CAT_DOWN
        if cat:
            hand = self.hands[seat]
            self.hands[seat] = (_HANDS_LEFT.get(hand) or _hands_left(hand))[CAT]
            if kind == PUSH_BY_LEVEL:
                self.guards.append((seat, level))
                steps = 0
            else:
                self.loose_cats.append(seat)
                steps = -1
        if steps:
            self._move_fish(seat, level, steps)
        self._pushes(kind, mover, level, rest)

    def _end_round(self) -> None:
        """Step 2 puts one fish from in front on level 1; then the end is checked; else step 3 starts a new round."""
        supply, first, occupied = self.supply, self.levels[0], self.occupied()
        for s in range(self.n):
            if supply[s]:
                supply[s] -= 1
                first[s] += 1
                occupied[0] |= 1 << s
                self.moved.append((s, IN_FRONT, 1))
        in_barrel = list(map(sum, zip(*self.levels)))  # as fish_in, every seat at once
        over = [s for s in range(self.n) if not supply[s] and in_barrel[s] <= 2]
        if over:
            self.winners_ = (self._lowest_card(over),)
        elif self.round >= self.round_limit:
            fewest = min(self.fish_left(s) for s in range(self.n))
            self.winners_ = (self._lowest_card([s for s in range(self.n) if self.fish_left(s) == fewest]),)
        else:
            self._take_back()

    def _lowest_card(self, seats: list[int]) -> int:
        """Among tied players, the one who played the lowest Level card this round (played earlier on a tie)."""
        plays = [(level_of(c), i, s) for i, (s, c) in enumerate(self.played) if s in seats and level_of(c)]
        return min(plays)[2] if plays else min(seats)

    def _take_back(self) -> None:
        """Step 3: every card goes back to its hand and the Dragon passes to the left."""
        self.hands = [JUMPING_FISH_HAND] * self.n
        self.played, self.guards, self.loose_cats, self._seen = [], [], [], _NONE_SEEN
        self.dragon = (self.dragon + 1) % self.n
        self.round += 1

    # ---- chance, information, results ------------------------------------------------
    def chance_outcomes(self) -> tuple:
        """Jumping Fish has no dice and no shuffles: never a chance node."""
        return ()

    def sample_chance(self):
        """There is nothing to sample: every move in Jumping Fish is a player's choice."""
        raise ValueError("Jumping Fish has no chance nodes: no dice, no shuffles, every move is a player's choice.")

    def observation(self, seat: int) -> dict:
        """Everything: every card is played face up and hands are taken back each round, so all hands are known."""
        return words.observation(self, seat)

    def _redeal(self, seat: int, rng) -> "JumpingFishState":
        """Nothing is hidden in Jumping Fish, so a look-ahead copy is the position itself."""
        return self.clone()

    def scores(self) -> tuple[int, ...]:
        """Each player's fish jumped out of the top so far (the rules count no points; fewer fish left is better)."""
        return tuple(self.jumped)

    def winners(self) -> tuple[int, ...]:
        """The winner once the game is over; before that, whoever has the fewest fish left."""
        if self.winners_:
            return self.winners_
        fewest = min(self.fish_left(s) for s in range(self.n))
        return tuple(s for s in range(self.n) if self.fish_left(s) == fewest)

    def heuristic(self, seat: int) -> float:
        """Fish high up count, fish out of the top count most, fish rotted in front count least."""
        def progress(s: int) -> float:
            return 7 * self.jumped[s] + sum(n * self.levels[n - 1][s] for n in range(1, LEVELS + 1)) - self.supply[s]
        return progress(seat) - max(progress(s) for s in range(self.n) if s != seat)

    def describe(self, move, seat: int | None = None, viewer: int | None = None) -> str:
        """The move in words as it reads now (nothing in it is secret)."""
        return words.describe(self, move, self.current_player() if seat is None else seat)

    def __str__(self) -> str:
        return words.table(self)

    # ---- copies and records ------------------------------------------------------------
    def clone(self) -> "JumpingFishState":
        """An independent copy (lists copied; hands, plays and the pending push are immutable tuples)."""
        s = JumpingFishState.__new__(JumpingFishState)
        d = self.__dict__.copy()
        s.__dict__ = d
        d["levels"] = [row[:] for row in self.levels]
        d["_occupied"], d["_occupied_of"] = self.occupied()[:], d["levels"]
        for name in ("supply", "jumped", "hands", "played", "guards", "loose_cats", "moved", "history"):
            d[name] = d[name][:]
        return s

    def snapshot(self) -> dict:
        """Every field of the position as JSON-ready data."""
        return records.snapshot(self)

    @classmethod
    def from_snapshot(cls, data: dict) -> "JumpingFishState":
        """The position a snapshot describes (history empty, origin = that snapshot)."""
        s = cls._blank(data["n"])
        records.fill(s, data)
        seen = frozenset(c for _, c in s.played)
        s._now, s._seen = s._whose_turn(), _SEEN_SETS.setdefault(seen, seen)
        s.origin = data
        return s

    @classmethod
    def from_json(cls, data: dict) -> "JumpingFishState":
        """A saved game, refused with one RecordError unless its fields, invariants and history all hold."""
        return restore(cls, data, records.check_position)


_SEATS = tuple((s,) for s in range(MAX_PLAYERS))
_TURNS = {n: tuple(tuple(_SEATS[(dragon + k) % n] for k in range(CARDS_PER_ROUND * n)) + (None,)
                     for dragon in range(n)) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}  # None: the round is over
_NONE_SEEN = frozenset()
_SEEN_SETS: dict = {_NONE_SEEN: _NONE_SEEN}  # one frozenset per set of cards seen, so plans look up at once
_SEEN_MORE: dict = {}  # cards seen -> {card: the cards seen once it is played too}, filled as they turn up


def _seen_more(seen: frozenset) -> dict:
    """Each card a Jumping Fish hand holds -> the cards seen this round once it is played too (shared sets)."""
    more = {card: seen | {card} for card in JUMPING_FISH_HAND}
    more = _SEEN_MORE[seen] = {card: _SEEN_SETS.setdefault(after, after) for card, after in more.items()}
    return more

_EFFECTS = {repeated: tuple(option_effect(o, repeated) for o in range(4)) for repeated in (False, True)}
_HANDS: dict = {}  # one tuple per hand, so plans look up at once
_HANDS_LEFT: dict = {}  # hand -> {card: the hand without one copy of it}, filled as hands turn up


def _hands_left(hand: tuple) -> dict:
    """Each card of ``hand`` -> the hand left once it is played (one shared tuple per hand)."""
    left = {card: remove(hand, card) for card in hand}
    left = _HANDS_LEFT[hand] = {card: _HANDS.setdefault(after, after) for card, after in left.items()}
    return left
