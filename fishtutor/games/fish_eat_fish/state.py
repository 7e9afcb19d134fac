"""Fish Eat Fish positions: placing the fish, then attacks, battles and swims, move by move."""
from __future__ import annotations

from fishtutor.core.protocol import State
from fishtutor.core.records import restore

from . import information, legality, scoring, turns, words
from .board import BOARDS, DEFAULT_BOARD
from .cards import (ATTACKER_WINS, BOTH_ELIMINATED, COLOURS, DEFENDER_WINS, FISH_PER_PLAYER,
                    FISH_SUPPLY, FULL_SET, KIND_OF_CODE, KINDS, MAX_STACK, PURPLE, battle_outcome)
from .moves import CHOICES, MOVE_TYPES, Attack, ChooseCard, Swim
from .phases import CHOOSE, MOVE, OVER, PLACE
from .records import check_position
from .rules import RULES, rid

MAX_PLAYERS = len(COLOURS)
_SEATS = tuple((s,) for s in range(MAX_PLAYERS))
_NO_COLOURS = (0,) * len(COLOURS)
_CHOICE_SETS: dict[tuple, tuple] = {}


def add_fish(counts: tuple, fish) -> tuple:
    """Colour counts with the fish of a stack (or any run of fish colours) added."""
    return tuple(c + fish.count(i) for i, c in enumerate(counts))


class FishEatFishState(State):
    """A Fish Eat Fish position; seats are numbered clockwise from 0 and play Blue, Green, Red, Yellow,
    Purple; circle c is column c % 5 (A-E) of row c // 5 + 1; a stack lists its fish bottom to top."""

    TURN_RULE = rid("taking_turns")
    END_RULE = rid("winning")
    CHANCE_RULE = rid("setting_up")
    MOVE_TYPES = MOVE_TYPES

    def _repr_svg_(self) -> str:
        """The board as a picture drawn from the same Scene as the canvas (seat 0's view), so a notebook that
        shows a position shows its board with no kernel (GitHub, nbviewer)."""
        from fishtutor.render.svg import to_svg

        from .portray import portray
        return to_svg(portray(self), self.game.title)

    # ---- construction --------------------------------------------------------
    @classmethod
    def new(cls, players: int, seed: int = 0, diagonals: str = DEFAULT_BOARD,
            first_player: int = 0) -> "FishEatFishState":
        """Setting up: every fish in the box, eleven Challenge Cards in each hand, the Starfish to the first player."""
        if not 2 <= players <= MAX_PLAYERS:
            raise ValueError(f"Fish Eat Fish is for 2 to {MAX_PLAYERS} players, not {players}.")
        if not 0 <= first_player < players:
            raise ValueError(f"The Starfish Token must go to a seat from 0 to {players - 1}.")
        s = cls._blank(players, diagonals)
        s.seed = seed
        s.starfish = s.to_move = first_player
        s._now = s._whose_turn()
        s.origin = s.snapshot()
        return s

    @classmethod
    def _blank(cls, players: int, diagonals: str = DEFAULT_BOARD) -> "FishEatFishState":
        """An empty board, all fish in the box, full hands of Challenge Cards."""
        if diagonals not in BOARDS:
            raise ValueError(f"No board called {diagonals!r}; choose one of {', '.join(BOARDS)}.")
        s = cls.__new__(cls)
        s.n, s.seed, s.diagonals, s.board = players, 0, diagonals, BOARDS[diagonals]
        s.neutral = PURPLE if players < MAX_PLAYERS else -1
        s.stacks, s.top, s.masks = [()] * 25, [-1] * 25, [0] * len(COLOURS)
        s.hand, s.discard = [FULL_SET] * players, [(0,) * KINDS] * players
        s.pending, s.catch = [-1] * players, [_NO_COLOURS] * players
        s.eliminated, s.box = _NO_COLOURS, FISH_SUPPLY
        s.phase, s.to_move, s.starfish, s.placed = PLACE, 0, 0, 0
        s.line, s.duel, s.last_battle = (), (), ()
        s.history, s.origin, s._cache, s._turn, s._now = [], {}, None, None, (0,)
        return s

    # ---- the board -------------------------------------------------------------
    def occupied(self) -> int:
        """The circles with a fish on them, as a bit mask."""
        m = self.masks
        return m[0] | m[1] | m[2] | m[3] | m[4]

    def empty_mask(self) -> int:
        """The empty circles, as a bit mask."""
        return ~self.occupied() & 0x1FFFFFF

    def has_fish(self, seat: int) -> bool:
        """A player has fish on the board while some stack has their colour on top."""
        return self.masks[seat] != 0

    def _put(self, c: int, stack: tuple) -> None:
        """Set the stack on circle ``c`` (empty tuple: no fish), keeping the colour masks in step."""
        old, bit = self.top[c], 1 << c
        if old >= 0:
            self.masks[old] &= ~bit
        self.stacks[c] = stack
        if stack:
            colour = self.top[c] = stack[-1]
            self.masks[colour] |= bit
        else:
            self.top[c] = -1

    # ---- whose move ----------------------------------------------------------
    def _current_players(self) -> tuple[int, ...]:
        """The seats to act (worked out once after every move)."""
        return self._now

    def _whose_turn(self) -> tuple[int, ...]:
        """The seats to act, worked out from the phase (kept in ``_now`` after every move)."""
        phase = self.phase
        if phase <= MOVE:
            return _SEATS[self.to_move]
        if phase == CHOOSE:
            return tuple(s for s in self.duel if self.pending[s] < 0)
        return ()

    def seat_name(self, seat: int) -> str:
        """A seat by its player colour ("Red")."""
        return COLOURS[seat] if 0 <= seat < self.n else super().seat_name(seat)

    # ---- legal moves ---------------------------------------------------------
    def _legal_moves(self, seat: int) -> tuple:
        phase = self.phase
        if phase == MOVE:
            return turns.attacks(self, seat) or turns.options(self).swims
        if phase == CHOOSE:
            return _choices(self.hand[seat])
        return turns.placements(self, seat)

    def _explain(self, move, seat: int):
        """Which rule refuses a move the generator did not offer, and why."""
        return legality.explain(self, move, seat)

    # ---- carrying out moves ----------------------------------------------------
    def _apply(self, move, seat: int) -> None:
        self._turn = None
        kind = type(move)
        if kind is Attack:
            self._attack(seat, move.fish, move.landing, move.target)
        elif kind is ChooseCard:
            self._choose(seat, KIND_OF_CODE[move.card])
        elif kind is Swim:
            self._put(move.to, self.stacks[move.fish])
            self._put(move.fish, ())
            self._end_turn()
        else:
            self._place(seat, move.circle)
        self._now = self._whose_turn()

    def _place(self, seat: int, c: int) -> None:
        """Place one fish from the box; after the last one, neutral purple fish fill every empty circle."""
        self._put(c, (seat,))
        self.box = _take(self.box, seat, 1)
        self.placed += 1
        if self.placed < FISH_PER_PLAYER * self.n:
            self.to_move = (self.to_move + 1) % self.n
            return
        if self.neutral >= 0:
            empty = turns.bits(self.empty_mask())
            for e in empty:
                self._put(e, (self.neutral,))
            self.box = _take(self.box, self.neutral, len(empty))
        self.phase, self.to_move = MOVE, self.starfish

    def _attack(self, seat: int, f: int, landing: int, target: int) -> None:
        """Swim first if asked; a neutral or same-colour target is eaten at once, an opponent's starts a battle."""
        if landing != f:
            self._put(landing, self.stacks[f])
            self._put(f, ())
        defender = self.top[target]
        if defender == seat or defender == self.neutral:
            self._eat(landing, target)
            self._end_turn()
            return
        self.line, self.duel, self.phase = (landing, target), (seat, defender), CHOOSE

    def _eat(self, winner: int, loser: int) -> None:
        """The winning fish goes on top of the losing fish; below the top five, fish go to the top player's catch."""
        stack = self.stacks[loser] + self.stacks[winner]
        self._put(winner, ())
        if len(stack) > MAX_STACK:
            owner = stack[-1]
            self.catch[owner] = add_fish(self.catch[owner], stack[:-MAX_STACK])
            stack = stack[-MAX_STACK:]
        self._put(loser, stack)

    def _choose(self, seat: int, k: int) -> None:
        """A Challenge Card goes face down from the hand; once both are down, the battle is resolved."""
        self.hand[seat] = _take(self.hand[seat], k, 1)
        self.pending[seat] = k
        attacker, defender = self.duel
        if self.pending[attacker] >= 0 and self.pending[defender] >= 0:
            self._resolve()

    def _resolve(self) -> None:
        """Turn both cards up, settle the battle, discard the cards; a player out of cards leaves the game."""
        (attacker, defender), (landing, target) = self.duel, self.line
        ka, kd = self.pending[attacker], self.pending[defender]
        outcome = battle_outcome(ka, kd, len(self.stacks[landing]), len(self.stacks[target]))
        self._settle(outcome, landing, target)
        for s, k in ((attacker, ka), (defender, kd)):
            self.discard[s] = _take(self.discard[s], k, -1)
            self.pending[s] = -1
        self.last_battle = (attacker, ka, defender, kd, outcome)
        self.line, self.duel, self.phase = (), (), MOVE
        for s in (attacker, defender):
            if not any(self.hand[s]):
                self._to_catch(s)
        self._end_turn()

    def _settle(self, outcome: int, landing: int, target: int) -> None:
        """The winner goes on top of the loser; a tie eliminates both stacks; an Octopus changes nothing."""
        if outcome == ATTACKER_WINS:
            self._eat(landing, target)
        elif outcome == DEFENDER_WINS:
            self._eat(target, landing)
        elif outcome == BOTH_ELIMINATED:
            for c in (landing, target):
                self.eliminated = add_fish(self.eliminated, self.stacks[c])
                self._put(c, ())

    def _to_catch(self, seat: int) -> None:
        """Every stack with the seat's colour on top leaves the board into that player's catch."""
        for c in turns.bits(self.masks[seat]):
            self.catch[seat] = add_fish(self.catch[seat], self.stacks[c])
            self._put(c, ())

    def _end_turn(self) -> None:
        """The Starfish passes left, skipping players with no fish; with one player left (or none) the game ends."""
        alive = [s for s in range(self.n) if self.masks[s]]
        if len(alive) <= 1:
            self._finish(alive)
            return
        s = self.starfish
        for i in range(1, self.n):
            nxt = (s + i) % self.n
            if self.masks[nxt]:
                break
        self.starfish = self.to_move = nxt

    def _finish(self, alive: list[int]) -> None:
        """The last player with fish adds them to their catch and is awarded the Starfish (nobody, if none is left)."""
        for s in alive:
            self._to_catch(s)
        self.starfish = alive[0] if alive else -1
        self.phase, self.to_move = OVER, -1

    # ---- chance ----------------------------------------------------------------
    def chance_outcomes(self) -> tuple:
        """Fish Eat Fish has no dice and no shuffles: never a chance node."""
        return ()

    def sample_chance(self):
        """There is nothing to sample: every move in Fish Eat Fish is a player's choice."""
        raise ValueError("Fish Eat Fish has no chance nodes: no dice, no shuffles, every move is a player's choice.")

    # ---- information -------------------------------------------------------------
    def observation(self, seat: int) -> dict:
        """The board, catches and hand sizes are open; other hands and a pending card choice stay hidden."""
        return information.observation(self, seat)

    def _redeal(self, seat: int, rng) -> "FishEatFishState":
        """A copy in which the other players' face-down choices are drawn afresh from the cards they have left."""
        return information.determinize(self, seat, rng)

    def scores(self) -> tuple[int, ...]:
        """Each player's fish in their catch."""
        return scoring.scores(self)

    def winners(self) -> tuple[int, ...]:
        """Most fish; a tie with the Starfish holder goes to them, else to the most Challenge Cards in hand."""
        return scoring.winners(self)

    def heuristic(self, seat: int) -> float:
        """Catch lead, plus part of the fish under your colour on the board and the cards in your hand."""
        return scoring.heuristic(self, seat)

    def describe(self, move, seat: int | None = None, viewer: int | None = None) -> str:
        """The move in words, naming players, circles and stacks as they stand now; a Challenge Card is named
        only to the player who chose it."""
        return words.describe(self, move, self.current_player() if seat is None else seat, viewer)

    def __str__(self) -> str:
        return words.table(self)

    # ---- copies ---------------------------------------------------------------------
    def clone(self) -> "FishEatFishState":
        """An independent copy (lists copied, stacks and card counts are shared immutable tuples)."""
        s = FishEatFishState.__new__(FishEatFishState)
        d = self.__dict__.copy()
        s.__dict__ = d
        for name in ("stacks", "top", "masks", "hand", "discard", "pending", "catch", "history"):
            d[name] = d[name][:]
        return s

    _SCALARS = ("n", "seed", "diagonals", "phase", "to_move", "starfish", "placed")
    _FLAT = ("pending", "eliminated", "box", "line", "duel", "last_battle")  # one list of ints each
    _ROWS = ("stacks", "hand", "discard", "catch")  # lists of tuples of ints

    def snapshot(self) -> dict:
        """Every field of the position as JSON-ready data."""
        d = self.__dict__
        data = {f: d[f] for f in self._SCALARS}
        data.update({f: list(d[f]) for f in self._FLAT})
        data.update({f: [list(row) for row in d[f]] for f in self._ROWS})
        return data

    @classmethod
    def from_snapshot(cls, data: dict) -> "FishEatFishState":
        """The position a snapshot describes (history empty, origin = that snapshot)."""
        s = cls._blank(data["n"], data["diagonals"])
        for f in cls._SCALARS:
            setattr(s, f, data[f])
        for f in cls._FLAT:
            setattr(s, f, tuple(data[f]))
        for f in cls._ROWS:
            setattr(s, f, [tuple(row) for row in data[f]])
        s.pending, stacks, s.stacks = list(s.pending), s.stacks, [()] * 25
        for c, stack in enumerate(stacks):
            s._put(c, stack)
        s._now = s._whose_turn()
        s.origin = data
        return s

    @classmethod
    def from_json(cls, data: dict) -> "FishEatFishState":
        """A saved game, refused with one RecordError unless its fields, invariants and history all hold."""
        return restore(cls, data, check_position)


def _take(counts: tuple, i: int, k: int) -> tuple:
    """Counts with ``k`` taken from entry ``i`` (a negative ``k`` adds)."""
    out = list(counts)
    out[i] -= k
    return tuple(out)


def _choices(hand: tuple) -> tuple:
    """A ChooseCard move for each kind of card left in a hand (shared per hand)."""
    moves = _CHOICE_SETS.get(hand)
    if moves is None:
        moves = _CHOICE_SETS[hand] = tuple(CHOICES[k] for k, c in enumerate(hand) if c)
    return moves


FishEatFishState.rules = RULES
