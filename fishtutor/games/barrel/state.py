"""The barrel engine: secret card choices revealed at once, Cats resolved in order, fish placed (or taken).

Cats in the Barrel, Fish in the Barrel and Fresh Fish are subclasses that set the hand, the fish, whether
both Cats may go in one turn, and whether fish are placed into the barrel or taken out of it."""
from __future__ import annotations

from fishtutor.core.protocol import State
from fishtutor.core.records import restore
from fishtutor.games.fishy.barrel import LEVELS, check_ages, colour, default_ages, standing_key
from fishtutor.games.fishy.cards import CAT, CARDS, LOWEST_LEVELS, level_of, sort_hand

from . import legality, resolve, scoring, words
from .moves import MOVE_TYPES, Pass, Pick, Place, Trade
from .phases import CAT_TURN, CHOOSE, OVER, PHASE_NAMES, PLACE
from .records import check_position
from .resolve import BY, CANCELLED, CARD, IN_PLAY, OWNER, STATUS


class BarrelState(State):
    """A barrel game position. Seats are numbered clockwise from 0; see fishy/barrel.py for ``levels``.

    Public fields the view reads: levels, supply (fish in front of each seat), hands (sealed), picks (face-down
    choices, sealed), played (face-up cards of this hand), table (this turn's revealed cards as [by, owner,
    card, status]), cat_queue (table indexes of Cats still to act; the first one's player decides), to_place /
    placing (a seat choosing levels for too few fish), gains / removed (levels placed on / removed from this
    turn, per seat), caught (fish taken, per seat and level; Fresh Fish), ages, phase."""

    HAND: tuple[str, ...] = ()
    FISH = 20
    DOUBLE_CATS = False  # Fish in the Barrel: both Cats may be played in one turn
    TAKING = False  # Fresh Fish: fish are taken out of a stocked barrel
    STOCK = 0  # Fresh Fish: fish of each colour on each level at the start
    MOVE_TYPES = MOVE_TYPES
    # the edition choices (data/edition.json ids of this game) that refusals rest on
    EDITION_CAT_TARGETS = "cat_targets"
    EDITION_CANCELLED = "cancelled_card_out"
    EDITION_TIE = "tied_win_shared"
    EDITION_HAND = ""  # a card this game's hand leaves out because of a reconstruction

    def _repr_svg_(self) -> str:
        """The board as a picture drawn from the same Scene as the canvas (seat 0's view), so a notebook that
        shows a position shows its board with no kernel (GitHub, nbviewer)."""
        from fishtutor.render.svg import to_svg

        from .portray import portray
        return to_svg(portray(self), self.game.title)

    # ---- construction --------------------------------------------------------
    @classmethod
    def new(cls, players: int, seed: int = 0, ages=None) -> "BarrelState":
        """Preparations: each seat takes its cards and fish (ages give the Cat order's last tie break)."""
        lo, hi = cls.game.min_players, cls.game.max_players
        if type(players) is not int or not lo <= players <= hi:
            raise ValueError(f"{cls.game.title} is for {lo} to {hi} players, not {players!r}.")
        s = cls._blank(players)
        s.seed = seed
        s.ages = list(check_ages(ages, players) if ages is not None else default_ages(players))
        s.origin = s.snapshot()
        return s

    @classmethod
    def _blank(cls, players: int) -> "BarrelState":
        """Full hands, every fish in front of its player (or in the barrel, for a taking game)."""
        s = cls.__new__(cls)
        s.n, s.seed, s.ages = players, 0, list(default_ages(players))
        s.levels = [[cls.STOCK] * players for _ in range(LEVELS)]
        s.supply = [0 if cls.TAKING else cls.FISH] * players
        s.caught = [[0] * LEVELS for _ in range(players)]
        s.hands = [list(cls.HAND) for _ in range(players)]
        s.played = [[] for _ in range(players)]
        s.picks = [[] for _ in range(players)]
        s.table, s.cat_queue = [], []
        s.to_place, s.placing = [[] for _ in range(players)], -1
        s.gains, s.removed = [[] for _ in range(players)], [[] for _ in range(players)]
        s.phase, s.turn, s.hand_no, s.taken_this_hand = CHOOSE, 1, 1, 0
        s.history, s.origin, s._cache, s._now = [], {}, None, None
        return s

    # ---- whose move ------------------------------------------------------------
    def _current_players(self) -> tuple[int, ...]:
        now = self._now
        if now is None:
            now = self._now = self._whose_turn()
        return now

    def _whose_turn(self) -> tuple[int, ...]:
        """Choosing: every seat without a face-down card; Cats: the next Cat's player; placing: the chooser."""
        phase = self.phase
        if phase == CHOOSE:
            return tuple([s for s, p in enumerate(self.picks) if not p])
        if phase == CAT_TURN:
            return (self.table[self.cat_queue[0]][BY],)
        if phase == PLACE:
            return (self.placing,)
        return ()

    def cat_player(self) -> int:
        """The seat whose Cat acts now (-1 when no Cat is due)."""
        return self.table[self.cat_queue[0]][BY] if self.phase == CAT_TURN else -1

    # ---- legality --------------------------------------------------------------
    def _legal_moves(self, seat: int) -> tuple:
        return legality.legal_moves(self, seat)

    def _explain(self, move, seat: int):
        """Which rule refuses a move the generator did not offer, and why."""
        return legality.explain(self, move, seat)

    # ---- carrying out moves ------------------------------------------------------
    def _apply(self, move, seat: int) -> None:
        kind = type(move)
        if kind is Pick:
            return self._pick(move, seat)
        self._now = None
        if kind is Place:
            self._place_one(seat, move.level)
        else:
            self._cat(move, seat)

    def _pick(self, move: Pick, seat: int) -> None:
        """The card goes face down; once everyone has chosen, all are revealed at once."""
        cards = [CAT, CAT] if move.both else [move.card]
        hand = self.hands[seat] = self.hands[seat][:]
        for c in cards:
            hand.remove(c)
        self.picks[seat] = cards
        now, self._now = self._now, None
        if all(self.picks):
            self._reveal()
        elif now is not None:  # the others still choosing
            i = now.index(seat)
            self._now = now[:i] + now[i + 1:]

    def _reveal(self) -> None:
        """Reveal: every face-down card goes on the table; the Cats queue up in the rulebook's order (1f)."""
        n = self.n
        table = self.table = [[s, s, c, IN_PLAY] for s, cards in enumerate(self.picks) for c in cards]
        self.picks = [[] for _ in range(n)]
        self.gains, self.removed = [[] for _ in range(n)], [[] for _ in range(n)]
        cats = [i for i, e in enumerate(table) if e[CARD] == CAT]
        if len(cats) > 1:
            cats.sort(key=lambda i: (standing_key(self.levels, table[i][BY], self.ages), i))
        self.cat_queue = cats
        self._next_cat()

    def _next_cat(self) -> None:
        """The next Cat acts; when none is left, the cards in play earn their fish."""
        self.phase = CAT_TURN if self.cat_queue else CHOOSE
        if not self.cat_queue:
            self._earn()

    def _cat(self, move, seat: int) -> None:
        """Trade (the opponent takes the Cat) or cancel (the opponent loses a fish from each level of the card)."""
        i_cat, self.cat_queue = self.cat_queue[0], self.cat_queue[1:]
        if type(move) is not Pass:
            table = self.table = self.table[:]  # entries are copied before a change (clones share them)
            i = resolve.target(table, move.seat, move.card)
            target = table[i] = table[i][:]
            if type(move) is Trade:
                cat = table[i_cat] = table[i_cat][:]
                cat[OWNER], target[OWNER] = move.seat, seat
            else:
                target[STATUS] = CANCELLED
                self._lose_fish(move.seat, move.card)
        self._next_cat()

    def _lose_fish(self, seat: int, card: str) -> None:
        """A cancelled card costs one fish from its level (each of its levels for a Lowest card), if there."""
        for n in LOWEST_LEVELS.get(card, (level_of(card),)):
            if self.levels[n - 1][seat]:
                self._row(n)[seat] -= 1
                self.supply[seat] += 1
                self.removed[seat] = self.removed[seat] + [n]

    def _row(self, n: int) -> list[int]:
        """Level ``n``'s counts, copied before a change (clones share rows until then)."""
        row = self.levels[n - 1] = self.levels[n - 1][:]
        return row

    def _earn(self) -> None:
        """Steps 1a-1d once the Cats are done: each seat places what its cards earn (a choice if fish run short)."""
        if self.TAKING:
            self._take()
            return self._end_turn()
        ent = resolve.entitlements(self.table, self.n)
        supply = self.supply
        for s, levels in enumerate(ent):
            if len(levels) > supply[s]:  # too few fish: the player chooses, or places what there is
                if resolve.needs_choice(levels, supply[s]):
                    self.to_place[s], ent[s] = levels, []
                else:
                    ent[s] = levels[:supply[s]]
        if any(ent):
            self._put_all(ent)
        self._next_placer()

    def _put_all(self, earned: list[list[int]]) -> None:
        """Each seat puts one fish on each of its earned levels (the barrel's rows copied once, not per fish)."""
        levels = self.levels = [row[:] for row in self.levels]
        supply = self.supply = self.supply[:]
        gains = self.gains = [g[:] for g in self.gains]
        for seat, got in enumerate(earned):
            if got:
                for n in got:
                    levels[n - 1][seat] += 1
                supply[seat] -= len(got)
                gains[seat] += got

    def _put(self, seat: int, n: int) -> None:
        """One fish from in front of ``seat`` onto level ``n``."""
        self._row(n)[seat] += 1
        self.supply[seat] -= 1
        self.gains[seat] = self.gains[seat] + [n]

    def _place_one(self, seat: int, n: int) -> None:
        """A chosen level gets a fish; the choice ends when the fish (or the levels) run out."""
        self.to_place = self.to_place[:]
        left = self.to_place[seat] = self.to_place[seat][:]
        left.remove(n)
        self._put(seat, n)
        if not self.supply[seat] or not left:
            self.to_place[seat] = []
        self._next_placer()

    def _next_placer(self) -> None:
        """The next seat (in seat order) choosing where its few fish go; then the turn ends."""
        waiting = [s for s in range(self.n) if self.to_place[s]]
        if waiting:
            self.phase, self.placing = PLACE, waiting[0]
            return
        self.placing = -1
        self._end_turn()

    def _take(self) -> None:
        """Fresh Fish: Level cards take first, then Lowest 3, then Lowest 4 (rulings)."""
        levels = self.levels = [row[:] for row in self.levels]
        taken = resolve.takes(levels, self.table)
        if not taken:
            return
        caught = self.caught = [row[:] for row in self.caught]
        gains = self.gains = [row[:] for row in self.gains]
        for seat, n in taken:
            caught[seat][n - 1] += 1
            gains[seat].append(n)
        self.taken_this_hand += len(taken)

    def _end_turn(self) -> None:
        """Played cards stay face up; a new hand when a player is down to one card; the end when fish run out."""
        played = self.played = [p[:] for p in self.played]
        for e in self.table:
            played[e[OWNER]].append(e[CARD])
        self.phase, self.turn = CHOOSE, self.turn + 1
        if self._game_over():
            self.phase = OVER
            return
        if min(map(len, self.hands)) <= 1:
            self._new_hand()

    def _new_hand(self) -> None:
        """New Hand: everyone picks all their cards back up (sets may differ after trades)."""
        self.hands = [sort_hand(h + p) for h, p in zip(self.hands, self.played)]
        self.hands = [list(h) for h in self.hands]
        self.played = [[] for _ in range(self.n)]
        self.hand_no += 1
        self.taken_this_hand = 0

    def _game_over(self) -> bool:
        """Game End: a player has placed all their fish."""
        return 0 in self.supply

    # ---- chance (none: no shuffles or dice in the barrel games) ----------------------------------------
    def chance_outcomes(self) -> tuple:
        return ()

    def sample_chance(self):
        raise ValueError(f"{self.game.title} has no chance moves.")

    # ---- scores -----------------------------------------------------------------
    def cats_owned(self, seat: int) -> int:
        """Every Cat card a seat holds: in hand, face down, played, or on the table."""
        return scoring.cats_owned(self, seat)

    def scores(self) -> tuple[int, ...]:
        """Game End & Winning: each fish is worth its level; each Cat card beyond two is worth 5 more."""
        return scoring.scores(self)

    def winners(self) -> tuple[int, ...]:
        """The most points wins; players tied for the most share the win (this edition)."""
        return scoring.winners(self)

    def score_lines(self) -> list[list[tuple]]:
        """Each seat's points line by line (for the PLAY object's score_lines)."""
        return scoring.score_lines(self)

    def heuristic(self, seat: int) -> float:
        """Points ahead of the best opponent, less a little for fish still to place."""
        return super().heuristic(seat) - 0.5 * self.supply[seat]

    # ---- what a seat sees ---------------------------------------------------------
    def unplayed(self, seat: int) -> list[str]:
        """A seat's cards not yet face up: its hand and its face-down choice (known to all as a set)."""
        return list(sort_hand(self.hands[seat] + self.picks[seat]))

    def observation(self, seat: int) -> dict:
        """The barrel, the table and every count are open; another player's face-down choice is not."""
        mine = 0 <= seat < self.n
        return {
            "seat": seat, "players": self.n, "phase": PHASE_NAMES[self.phase], "turn": self.turn,
            "hand_no": self.hand_no, "to_move": list(self.current_players()), "ages": list(self.ages),
            "levels": [list(r) for r in self.levels], "supply": list(self.supply),
            "caught": [list(r) for r in self.caught],
            "hand": list(self.hands[seat]) if mine else [], "my_pick": list(self.picks[seat]) if mine else [],
            "unplayed": [self.unplayed(s) for s in range(self.n)],
            "chosen": [len(p) for p in self.picks], "played": [list(p) for p in self.played],
            "table": [list(e) for e in self.table], "cat_queue": list(self.cat_queue),
            "to_place": [list(p) for p in self.to_place], "placing": self.placing,
            "gains": [list(g) for g in self.gains], "removed": [list(r) for r in self.removed],
            "scores": list(self.scores()),
        }

    def _redeal(self, seat: int, rng) -> "BarrelState":
        """A copy where each other player's single face-down card is drawn afresh from their unplayed cards."""
        s = self.clone()
        for other in range(self.n):
            if other == seat or len(s.picks[other]) != 1:
                continue
            pool = sorted(s.unplayed(other), key=CARDS.index)
            pick = pool.pop(int(rng.integers(len(pool))))
            s.picks[other], s.hands[other] = [pick], pool
        s._cache = s._now = None
        return s

    # ---- words ---------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        if 0 <= seat < self.n:
            return f"{colour(seat)} (Player {seat + 1})"
        return super().seat_name(seat)

    def describe(self, move, seat: int | None = None, viewer: int | None = None) -> str:
        """The move in words; a card chosen face down is named only to ``viewer`` if they chose it."""
        return words.describe(self, move, seat, viewer)

    def __str__(self) -> str:
        rows = [f"level {n}: " + " ".join(f"{colour(s)[0]}{self.levels[n - 1][s]}" for s in range(self.n))
                for n in range(LEVELS, 0, -1)]
        return "\n".join(rows + [f"in front: {self.supply}", f"phase: {PHASE_NAMES[self.phase]}"])

    # ---- copies and records -------------------------------------------------------
    def clone(self) -> "BarrelState":
        s = self.__class__.__new__(self.__class__)
        d = self.__dict__.copy()
        s.__dict__ = d
        for name in ("levels", "supply", "caught", "hands", "played", "picks", "table", "cat_queue", "to_place",
                     "gains", "removed", "ages", "history"):
            d[name] = d[name][:]
        for name in ("hands", "played", "picks", "caught"):
            d[name] = [row[:] for row in d[name]]
        return s

    _SCALARS = ("n", "seed", "phase", "turn", "hand_no", "taken_this_hand", "placing")
    _LISTS = ("ages", "supply", "cat_queue")
    _ROWS = ("levels", "caught", "hands", "played", "picks", "table", "to_place", "gains", "removed")

    def snapshot(self) -> dict:
        d = self.__dict__
        data = {f: d[f] for f in self._SCALARS}
        data.update({f: list(d[f]) for f in self._LISTS})
        data.update({f: [list(row) for row in d[f]] for f in self._ROWS})
        return data

    @classmethod
    def from_snapshot(cls, data: dict) -> "BarrelState":
        s = cls._blank(data["n"])
        for f in cls._SCALARS:
            setattr(s, f, data[f])
        for f in cls._LISTS:
            setattr(s, f, list(data[f]))
        for f in cls._ROWS:
            setattr(s, f, [list(row) for row in data[f]])
        s.origin = data
        return s

    @classmethod
    def from_json(cls, data: dict) -> "BarrelState":
        return restore(cls, data, check_position)

