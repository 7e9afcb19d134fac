"""The one protocol every game speaks: seats, chance, secret choices, verdicts, records."""
from __future__ import annotations

from abc import ABC, abstractmethod
from copy import deepcopy
from dataclasses import dataclass
from fractions import Fraction
from itertools import repeat
from operator import is_
from typing import Any, Callable, final

from .moves import (_MISSING, LARGEST_NUMBER, LONGEST_WORD, TYPE_WORDS, RecordError, move_fields,  # noqa: F401
                    move_from_json, move_to_json, out_of_bounds, short, shown)  # (re-exported: the protocol's names)

CHANCE = -1
TERMINAL = -2
SIMULTANEOUS = -3


@dataclass(frozen=True, slots=True)
class Rule:
    """A rulebook section with a stable id (``game/section``) that lessons, verdicts and tests name."""

    id: str
    title: str


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to "may I make this move?": ok, the rule it rests on, and one plain sentence."""

    ok: bool
    rule: str = ""
    reason: str = ""
    edition: str = ""  # the edition choice (edition.json id) a refusal rests on, if any

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        return "Allowed." if self.ok else f"{self.reason} [{self.rule}]"


ALLOWED = Verdict(True)


class Rulebook(dict):
    """A game's rulebook sections by stable id (``game/section``), in the rulebook's own order."""

    def __init__(self, game: str, sections: tuple[tuple[str, str], ...]):
        super().__init__((f"{game}/{key}", Rule(f"{game}/{key}", title)) for key, title in sections)
        self.game = game

    def id(self, key: str) -> str:
        """The stable id of a section (fails loudly on a typo)."""
        rule_id = f"{self.game}/{key}"
        if rule_id not in self:
            raise KeyError(rule_id)
        return rule_id


def refuse(rule: str, reason: str, edition: str = "") -> Verdict:
    """A refusal naming the rule and saying why in one sentence (and the edition choice it rests on, if any)."""
    return Verdict(False, rule, reason, edition)


class IllegalMove(ValueError):
    """Raised by ``apply`` for a move its ``check`` refuses; the state is left untouched."""

    verdict: Verdict

    def __init__(self, verdict: Verdict):
        super().__init__(str(verdict))
        self.verdict = verdict


class Game(ABC):
    """A game: its name, player counts, rule sections, and how to start or restore a state."""

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    playing_time: str = ""  # as the rulebook prints it (empty: the rulebook gives none)
    rules: dict[str, Rule] = {}
    variants: tuple[dict, ...] = ({},)  # option sets worth testing, e.g. ({}, {"goals_and_events": True})
    variant_names: tuple[str, ...] = ("Standard rules",)  # how the tutor offers each of ``variants``
    state_class: type["State"]
    play: Any  # its Presenter (core/presenter.py, which imports this module): each game's interact.PLAY

    def new_state(self, players: int, seed: int = 0, **options: Any) -> "State":
        """A fresh game set up for ``players`` seats; the seed fixes every shuffle and roll."""
        return self.state_class.new(players, seed, **options)

    def from_json(self, data: dict) -> "State":
        """Restore a state saved with ``State.to_json()``."""
        return self.state_class.from_json(data)

    def rule(self, rule_id: str) -> Rule:
        """The rulebook section behind a rule id."""
        return self.rules[rule_id]

    @abstractmethod
    def invariant_violations(self, state: "State") -> list[str]:
        """What must always hold (nothing created or lost, and the like), as a list of broken things."""

    @abstractmethod
    def candidate_moves(self, state: "State") -> list:
        """Every move of the right shape, legal or not: the sweeps ask ``check`` about each, and every one the
        generator refuses must be explained by a rule of the game."""


class State(ABC):
    """A position. Public methods guard (game over, wrong seat) and call small per-game hooks.

    One source decides what is legal: the move generator ``_legal_moves``. ``check`` and ``apply`` accept exactly
    the moves it offers; ``_explain`` only finds the rule and the sentence for a move it did not offer. The public
    methods in ``FINAL`` are the same for every game (a test holds that no game overrides one); a game's fast way
    to carry out a move it handed out itself goes in the one optional hook ``_apply_handed_out``."""

    game: Game
    TURN_RULE: str = ""
    END_RULE: str = ""
    CHANCE_RULE: str = ""
    MOVE_TYPES: dict[str, type] = {}

    history: list  # [(seat, move)] since the origin
    origin: dict  # snapshot of the position this game started from

    # ---- hooks each game provides ----------------------------------------------
    @classmethod
    @abstractmethod
    def new(cls, players: int, seed: int, **options: Any) -> "State":
        """A fresh game for ``players`` seats, every shuffle fixed by ``seed``."""

    @abstractmethod
    def _current_players(self) -> tuple[int, ...]:
        """The seats to act: one, several (secret choices), (CHANCE,) or () at the end."""

    @abstractmethod
    def _legal_moves(self, seat: int) -> tuple:
        """Every allowed move for a seat that is due to act: the one place where legality is decided."""

    @abstractmethod
    def _explain(self, move: Any, seat: int) -> Verdict:
        """Which rule refuses ``move`` and why, in one sentence: a move of the right shape by a seat due to act
        that ``_legal_moves`` did not offer. It explains and never decides: ALLOWED means it found no rule (the
        protocol then refuses with ``UNEXPLAINED``, and the sweeps fail on it)."""

    @abstractmethod
    def _apply(self, move: Any, seat: int) -> None:
        """Carry out a move already known to be legal."""

    # The one fast-path hook a game may define (None: the protocol's own is enough), as a method
    # ``_apply_handed_out(self, move, seat) -> tuple | None``: if ``move`` is the very object this position handed
    # out for ``seat`` (from ``legal_moves``, or ``sample_chance`` where the game keeps it), carry it out at once
    # with no look-up and return its history entry ``(seat, move)``; else change nothing and return None (``apply``
    # then decides by the generator). Without it, ``apply`` knows at once the moves ``legal_moves`` keeps.
    _apply_handed_out: Callable[[Any, int | None], tuple | None] | None = None

    @abstractmethod
    def snapshot(self) -> dict:
        """Every field of the position, hidden ones included, as JSON-ready data (no history)."""

    @classmethod
    @abstractmethod
    def from_snapshot(cls, data: dict) -> "State":
        """The position a ``snapshot()`` describes, with an empty history."""

    @abstractmethod
    def sample_chance(self) -> Any:
        """The outcome this game's seed gives at this chance node (same seed, same game)."""

    @abstractmethod
    def chance_outcomes(self) -> tuple[tuple[Any, Fraction], ...]:
        """At a chance node, each outcome with its exact probability (they sum to 1)."""

    @abstractmethod
    def observation(self, seat: int) -> dict:
        """What ``seat`` may see, as JSON-ready data; hidden cards and secret choices left out."""

    @abstractmethod
    def _redeal(self, seat: int, rng) -> "State":
        """A copy with everything hidden from ``seat`` dealt afresh from ``rng``; the copy may depend only on
        what ``seat`` sees and on ``rng`` (``determinize`` then seals its record)."""

    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Each seat's points as the rulebook counts them (final once the game is over)."""

    @abstractmethod
    def winners(self) -> tuple[int, ...]:
        """The seats that win once tie breakers are applied (several if victory is shared)."""

    @abstractmethod
    def clone(self) -> "State":
        """An independent copy that plays on without touching this one."""

    def num_players(self) -> int:
        """How many seats play this game."""
        return len(self.scores())

    def seat_name(self, seat: int) -> str:
        """How the tutor names a seat."""
        return "Chance" if seat == CHANCE else f"Player {seat + 1}"

    def describe(self, move: Any, seat: int | None = None, viewer: int | None = None) -> str:
        """The move in words as it reads in this position, to ``viewer`` (None: as everyone may read it; a seat
        reads its own secret choice named)."""
        return str(move)

    def summarize_chance(self, lines: list[str]) -> list[str]:
        """A run of chance events in fewer words, for the tutor's running commentary."""
        return lines

    def heuristic(self, seat: int) -> float:
        """A rough value of this position for ``seat`` (bots use it); default: lead in points."""
        s = self.scores()
        others = [v for i, v in enumerate(s) if i != seat]
        return s[seat] - (max(others) if others else 0)

    # ---- whose move ----------------------------------------------------------
    def is_chance_node(self) -> bool:
        """Chance (a deal, a shuffle, a die) acts next."""
        return self._current_players() == (CHANCE,)

    def is_terminal(self) -> bool:
        """The game is over."""
        return not self._current_players()

    def current_players(self) -> tuple[int, ...]:
        """The seats whose choice is awaited: one, several for secret choices, (CHANCE,) or ()."""
        return self._current_players()

    @final
    def current_player(self) -> int:
        """The seat to move, or CHANCE, TERMINAL, or SIMULTANEOUS when several choose at once."""
        seats = self._current_players()
        if not seats:
            return TERMINAL
        return seats[0] if len(seats) == 1 else SIMULTANEOUS

    def _seat_for(self, seat: int | None) -> int | Verdict:
        """Resolve who is acting, or the verdict that nobody given may act now."""
        seats = self._current_players()
        if not seats:
            return refuse(self.END_RULE, "The game is over: no more moves can be made.")
        if seat is None:
            if len(seats) > 1:
                names = " and ".join(self.seat_name(s) for s in seats)
                return refuse(self.TURN_RULE, f"{names} choose at the same time: say who is choosing.")
            return seats[0]
        if type(seat) is not int:  # exact: True, 1.0, "0" and numpy integers are not seats
            return refuse(self.TURN_RULE, f"A seat is a whole number from 0 to {self.num_players() - 1}, "
                                          f"not {shown(seat)}.")
        if seat in seats:
            return seat
        if seats == (CHANCE,):
            return refuse(self.CHANCE_RULE, "Chance acts next: the cards must be dealt first.")
        if not 0 <= seat < self.num_players():
            return refuse(self.TURN_RULE, f"There is no seat {shown(seat)}: the seats are numbered 0 to "
                                          f"{self.num_players() - 1}.")
        names = " and ".join(self.seat_name(s) for s in seats)
        return refuse(self.TURN_RULE, f"It is {names}'s turn, not {self.seat_name(seat)}'s.")

    def _shape(self, move: Any) -> Verdict:
        """A move is one of this game's move records, each field of exactly its declared type."""
        kind = type(move)
        if self.MOVE_TYPES.get(kind.__name__) is not kind:
            return refuse(self.TURN_RULE, f"That is not a move of {self.game.title}: {shown(move)} is none of its "
                                          f"{len(self.MOVE_TYPES)} kinds of move.")
        for part, (name, field_type) in enumerate(move_fields(kind), 1):
            value: Any = getattr(move, name, _MISSING)  # Any: a field of any declared type, or _MISSING
            if type(value) is not field_type:
                said = "missing" if value is _MISSING else f"not {shown(value)}"
                return refuse(self.TURN_RULE, f"Part {part} of that move must be {TYPE_WORDS[field_type]}, {said}.")
            if field_type is str and (len(value) > LONGEST_WORD or not value.isprintable()) \
                    or field_type is int and not -LARGEST_NUMBER < value < LARGEST_NUMBER:
                return refuse(self.TURN_RULE, f"Part {part} of that move is {out_of_bounds(value)}: no move of "
                                              f"{self.game.title} has one.")
        return ALLOWED

    # ---- moves (decided by the generator alone) ------------------------------------
    _cache: tuple | None = None  # (seat, its legal moves) until the next move is made
    _lookup: tuple | None = None  # (legal moves, each move keyed by itself): find an equal move's own record once
    ONE_AT_A_TIME: bool = False  # only ever one seat (or chance) acts at once: the cached moves are that seat's

    @final
    def legal_moves(self, seat: int | None = None) -> tuple:
        """Every move the seat (default: the one to act) may make now; chance outcomes at chance nodes.
        Cached until the next move, so ``apply`` can recognise a move taken from it at once."""
        cache = self._cache
        if cache is not None and (seat is None and self.ONE_AT_A_TIME or type(seat) is int and seat == cache[0]):
            return cache[1]
        if seat is None:
            now = self._current_players()
            if len(now) != 1:
                return ()
            seat = now[0]
        elif type(seat) is not int:
            return ()
        if cache is not None and cache[0] == seat:
            return cache[1]
        if seat not in self._current_players():
            return ()
        moves = self._legal_moves(seat)
        self._cache = (seat, moves)
        return moves

    @final
    def check(self, move: Any, seat: int | None = None) -> Verdict:
        """Whether ``move`` is allowed now (it is one of ``legal_moves``), and if not, which rule forbids it and
        why."""
        who = self._seat_for(seat)
        if isinstance(who, Verdict):
            return who
        shape = self._shape(move)
        if not shape.ok:
            return shape
        return ALLOWED if self._offered(move, who) is not None else self._refusal(move, who)

    @final
    def apply(self, move: Any, seat: int | None = None) -> None:
        """Make the move; an illegal move raises IllegalMove with the verdict and changes nothing."""
        fast = self._apply_handed_out
        if fast is not None:
            entry = fast(move, seat)
        else:
            cache, entry = self._cache, None
            if cache is not None and (seat is None and (self.ONE_AT_A_TIME or len(self._current_players()) == 1)
                                      or type(seat) is int and seat == cache[0]) \
                    and any(map(is_, cache[1], repeat(move))):  # the very object legal_moves() gave: no re-check
                entry = (cache[0], move)
                self._cache = None
                self._apply(move, cache[0])
        if entry is None:
            who, move = self._decide(move, seat)
            self._cache = None
            self._apply(move, who)
            entry = (who, move)
        self.history.append(entry)

    def _decide(self, move: Any, seat: int | None) -> tuple[int, Any]:
        """The acting seat and the game's own record of the move, or IllegalMove before anything changes."""
        who = self._seat_for(seat)
        if isinstance(who, Verdict):
            raise IllegalMove(who)
        legal = self.legal_moves(who)
        if any(map(is_, legal, repeat(move))):  # one of the game's own shared records (chance deals, mostly)
            return who, move
        shape = self._shape(move)
        if not shape.ok:
            raise IllegalMove(shape)
        own = self._offered(move, who)
        if own is None:
            raise IllegalMove(self._refusal(move, who))
        return who, own

    def _offered(self, move: Any, seat: int) -> Any:
        """The generator's own record of ``move`` among the seat's legal moves (the move itself if it is that
        very object), or None if the generator does not offer it (``move`` already has the right shape)."""
        legal = self.legal_moves(seat)
        if any(map(is_, legal, repeat(move))):
            return move
        lookup = self._lookup
        if lookup is None or lookup[0] is not legal:
            lookup = self._lookup = (legal, {m: m for m in legal})
        return lookup[1].get(move)

    def _refusal(self, move: Any, seat: int) -> Verdict:
        """The refusal of a move the generator did not offer: the rule and sentence ``_explain`` finds, or the
        turn rule with ``UNEXPLAINED`` when it finds none (a gap the sweeps report)."""
        verdict = self._explain(move, seat)
        return verdict if not verdict.ok else refuse(self.TURN_RULE, UNEXPLAINED)

    # ---- look-ahead copies -------------------------------------------------------
    sealed_for: int | None = None  # the seat a determinized copy was made for

    @final
    def determinize(self, seat: int, rng) -> "State":
        """A copy holding only what ``seat`` can see, everything hidden dealt afresh (for look-ahead bots).
        Rebuilt from its own snapshot, it starts a record of its own: no history, no true origin."""
        if type(seat) is not int or not 0 <= seat < self.num_players():
            raise ValueError(f"{short(seat)} is not a seat of this game: seats are 0 to {self.num_players() - 1}.")
        copy = self.from_snapshot(self._redeal(seat, rng).snapshot())
        copy.history, copy._cache, copy._lookup, copy.sealed_for = [], None, None, seat
        copy.origin = copy.snapshot()
        return copy

    # ---- records ---------------------------------------------------------------
    @final
    def to_json(self) -> dict:
        """The game as JSON-ready data: the position now, where it started, and every move since (all of it a
        copy: editing the record changes nothing in the game or its clones)."""
        return {"game": self.game.name, "state": self.snapshot(), "origin": deepcopy(self.origin),
                "history": [[seat, move_to_json(move)] for seat, move in self.history]}

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict) -> "State":
        """Restore a saved game exactly, history and origin included; a bad record raises one RecordError
        (schema, invariants, and the history replayed from the origin must reach the saved position).
        Each game passes its own schema to ``core.records.restore`` (which imports this module, not back)."""

    @final
    def start(self) -> "State":
        """A fresh copy of the position this game started from."""
        state = self.from_snapshot(self.origin)
        state.origin = self.origin
        return state

    @final
    def replay(self, upto: int) -> "State":
        """This game as it stood after its first ``upto`` moves (for stepping back through the log)."""
        if type(upto) is not int or not 0 <= upto <= len(self.history):
            raise ValueError(f"This game has {len(self.history)} moves: step back to 0 to {len(self.history)}, "
                             f"not {short(upto)}.")
        state = self.start()
        for seat, move in self.history[:upto]:
            state.apply(move, seat)
        return state

    @final
    def log(self, viewer: int | None = None) -> list[str]:
        """Every move so far, in words, as it read to ``viewer`` when it was made (None: as everyone read it)."""
        state, lines = self.start(), []
        for seat, move in self.history:
            lines.append(state.describe(move, seat, viewer))
            state.apply(move, seat)
        return lines


FINAL = ("current_player", "legal_moves", "check", "apply", "determinize", "to_json", "start", "replay", "log")
UNEXPLAINED = "That move is not one of the moves allowed now."  # a refusal no rule of the game explains
