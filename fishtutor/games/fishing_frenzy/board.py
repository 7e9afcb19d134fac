"""Fishing Frenzy's board as data: a text map with a legend, loaded into an immutable Board.

The map is one character per square, north at the top. Squares are (column, row) tuples, row 0 the
north row (the docks); a dock is a square of the north row outside the water, which a boat leaves by
moving SOUTH into the water square below it. Every other square is water (a space), or an
obstruction (land, jetty, buoy, shoal; off the board counts as an obstruction too). A drifter is a
labelled region of two or more connected water squares counted as ONE space; a boat on a drifter is
recorded at the region's anchor (its first square in reading order, see ``Board.space``).
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from .mapfile import (DOCK, DOUBLE_WHEEL, EDGE, FISH, JAW, OBSTRUCTIONS, SOS, WHEEL, WATER, MapError,
                      Square, parse)

__all__ = ["Board", "MapError", "Square", "DIRECTIONS", "load_map", "default_board", "square_name",
           "parse_square", "WATER", "FISH", "WHEEL", "DOUBLE_WHEEL", "JAW", "SOS", "DOCK", "EDGE",
           "OBSTRUCTIONS", "DEFAULT_MAP", "KIND_NAMES", "Boards", "BOARDS_KEPT", "MEMO_LIMIT", "MEMO_BUDGET"]

DEFAULT_MAP = Path(__file__).with_name("data") / "board.txt"
# One step in each compass direction as a (column, row) change; row 0 is the north edge.
DIRECTIONS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
COLUMN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
BOARDS_KEPT = 8  # teacher's maps whose boards are kept loaded (the least recently used goes first)
# Entries a board's memo of moves may hold when a game starts on it (past it, all go). Random play on the shipped
# map settles near 76,000 entries for each drifter reading (~150,000 for both); a limit below what the games use
# makes the memo start again and again (at 40,000: 64 games/s instead of ~800).
MEMO_LIMIT = 200_000
MEMO_BUDGET = 250_000  # entries the kept boards' memos may hold together when a game starts
# Each kind in plain words, for labels and messages.
KIND_NAMES = {WATER: "clear water", FISH: "fish", WHEEL: "Captain's Choice (one wheel)",
              DOUBLE_WHEEL: "Captain's Choice (two wheels)", JAW: "Peril of the Sea", SOS: "S.O.S.", DOCK: "dock",
              "land": "land", "jetty": "jetty", "buoy": "buoy", "shoal": "shoal", EDGE: "off the board"}


def square_name(square: Square) -> str:
    """A square as a learner reads it: column letter, then row counted from the north edge, e.g. "G0" (dock row)."""
    col, row = square
    letter = COLUMN_LETTERS[col] if 0 <= col < len(COLUMN_LETTERS) else f"col{col}:"
    return f"{letter}{row}"


def parse_square(name: str) -> Square:
    """The square of a name such as "G4" (column letter, then row number counted from the north edge)."""
    text = name.strip().upper()
    if len(text) < 2 or text[0] not in COLUMN_LETTERS or not text[1:].isdigit():
        raise ValueError(f"{name!r} is not a square: use a column letter and a row number, e.g. 'G4'.")
    return COLUMN_LETTERS.index(text[0]), int(text[1:])


@dataclass(frozen=True, eq=False)
class Board:
    """One map: every square's kind, fish variety and drifter region, with movement tables built once at load."""

    source: str
    width: int
    height: int
    rows: tuple  # the map rows as text, north first
    legend: tuple  # canonical legend entries (char, kind, zone, variety, drifter_content), map order
    kinds: tuple = field(repr=False)  # per square index: kind (a drifter square has its drifter's content kind)
    varieties_at: tuple = field(repr=False)  # per square index: fish variety or None
    regions_at: tuple = field(repr=False)  # per square index: drifter label or None
    anchors: tuple = field(repr=False)  # per square index: index of the space's anchor square
    region_squares: dict = field(repr=False)  # drifter label -> its squares (reading order)
    zones: dict = field(repr=False)  # fish variety -> zone name
    exit_tables: dict = field(repr=False)  # drift reading -> {(anchor index, direction): ((from, to), ...)}
    water_anchor: dict = field(repr=False)  # every water square -> its space's anchor square (docks excluded)
    kind_at: dict = field(repr=False)  # every square of the map -> its kind
    cache: dict = field(repr=False)  # movement's memo of raw legs (never part of equality)
    first_line: int = field(default=1, repr=False)  # the text line of the north map row

    # -- the memo of moves ----------------------------------------------------------------------
    def forget(self) -> None:
        """Drop the memo of moves (it is built again as moves are asked: the same moves, only slower at first)."""
        self.cache.clear()

    def trim(self, limit: int | None = None) -> None:
        """Keep the memo of moves within ``limit`` entries (MEMO_LIMIT): past it, the whole memo goes."""
        if len(self.cache) > (MEMO_LIMIT if limit is None else limit):
            self.forget()

    def where(self, square: Square) -> tuple[int, int]:
        """The (line, column) of a square in the map text it was loaded from."""
        return self.first_line + square[1], square[0] + 1

    # -- where pieces may lie (worked out once per board, read by the invariants at every move) ------
    @cached_property
    def tag_squares(self) -> frozenset:
        """Every square picturing a fish that names its own space (where a tag may lie)."""
        return frozenset(sq for sq, kind in self.kind_at.items() if kind == FISH and self.space(sq) == sq)

    @cached_property
    def dock_set(self) -> frozenset:
        """Every dock square (``docks`` names them west to east)."""
        return frozenset(sq for sq, kind in self.kind_at.items() if kind == DOCK)

    @cached_property
    def berths(self) -> frozenset:
        """Every square a boat may be recorded on: a dock, or water naming its own space."""
        return frozenset(sq for sq in self.kind_at if (self.is_dock(sq) or self.is_water(sq)) and self.space(sq) == sq)

    # -- identity -------------------------------------------------------------------------------
    def to_text(self) -> str:
        """The map and legend in this loader's canonical form: load_map(board.to_text()) == board."""
        lines = ["map:", *self.rows, "", "legend:"]
        for char, kind, zone, variety, content in self.legend:
            words = [char, kind] + ([content] if content else []) + ([zone, variety] if variety else [])
            lines.append(" ".join(words))
        return "\n".join(lines) + "\n"

    def __eq__(self, other) -> bool:
        return isinstance(other, Board) and (self.rows, self.legend) == (other.rows, other.legend)

    def __hash__(self) -> int:
        return hash((self.rows, self.legend))

    # -- squares --------------------------------------------------------------------------------
    def on_board(self, square: Square) -> bool:
        """Whether a square lies inside the map (row 0 is the dock row)."""
        col, row = square
        return 0 <= col < self.width and 0 <= row < self.height

    def index(self, square: Square) -> int:
        """The square's index in the per-square tables (row * width + column)."""
        return square[1] * self.width + square[0]

    def square(self, index: int) -> Square:
        """The square at a table index."""
        return index % self.width, index // self.width

    def kind(self, square: Square) -> str:
        """What a square shows: water, fish, wheel, double-wheel, jaw, sos, dock, an obstruction, or edge."""
        return self.kind_at.get(square, EDGE)

    def variety(self, square: Square) -> str | None:
        """The fish variety pictured on a fish square (or drifter), else None."""
        return self.varieties_at[self.index(square)] if self.on_board(square) else None

    def zone(self, square: Square) -> str | None:
        """The zone of the fish pictured on a square (channel, flats, reef, offshore), else None."""
        variety = self.variety(square)
        return self.zones[variety] if variety else None

    def region(self, square: Square) -> str | None:
        """The label of the drifter a square belongs to, or None for a single square."""
        return self.regions_at[self.index(square)] if self.on_board(square) else None

    def squares(self, region: str) -> tuple:
        """Every square of one drifter, in reading order (the first is its anchor)."""
        if region not in self.region_squares:
            raise KeyError(f"No drifter labelled {region!r}; drifters: {', '.join(self.region_squares)}.")
        return self.region_squares[region]

    @property
    def regions(self) -> tuple:
        """The drifter labels in reading order of their anchors."""
        return tuple(self.region_squares)

    def space(self, square: Square) -> Square:
        """The space a square belongs to, named by its anchor: a drifter's first square, else the square itself."""
        return self.water_anchor.get(square, square)

    def space_squares(self, square: Square) -> tuple:
        """All squares of the space a square belongs to (several for a drifter)."""
        label = self.region(square)
        return self.region_squares[label] if label else (square,)

    def describe(self, square: Square) -> str:
        """A square in plain words, e.g. "I5: Tarpon (drifter of 4 squares)" or "F2: jetty"."""
        kind = self.kind(square)
        what = self.variety(square) if kind == FISH else KIND_NAMES[kind]
        label = self.region(square)
        extra = f" (drifter of {len(self.region_squares[label])} squares)" if label else ""
        return f"{square_name(square)}: {what}{extra}"

    def is_obstruction(self, square: Square) -> bool:
        """Land, jetty, buoy, shoal or off the board: no boat may move into or through it."""
        return self.kind(square) in OBSTRUCTIONS

    def is_dock(self, square: Square) -> bool:
        """A dock: a square of the north row outside the water."""
        return self.kind_at.get(square) == DOCK

    def is_water(self, square: Square) -> bool:
        """A square of the water a boat may be on: not an obstruction, not a dock."""
        return self.kind(square) not in OBSTRUCTIONS and self.kind(square) != DOCK

    def exits(self, square: Square, direction: str, drift: str = "ahead") -> tuple:
        """The (from, to) square pairs by which a boat on this square's space moves one space in ``direction``."""
        return self.exit_tables[drift].get((self.anchors[self.index(square)], direction), ())

    # -- the spaces of each kind (anchors) ------------------------------------------------------
    def _spaces_of(self, kind: str) -> tuple:
        """The anchors of every space of one kind, in reading order (remembered in ``cache``)."""
        spaces = self.cache.get(("spaces_of", kind))
        if spaces is None:
            spaces = self.cache[("spaces_of", kind)] = self._find_spaces(kind)
        return spaces

    def _find_spaces(self, kind: str) -> tuple:
        """The anchors of every space of one kind, worked out from the per-square tables."""
        return tuple(self.square(i) for i, k in enumerate(self.kinds) if k == kind and self.anchors[i] == i)

    @property
    def docks(self) -> tuple:
        """The docks, west to east (all on the north row)."""
        return self._spaces_of(DOCK)

    @property
    def single_wheels(self) -> tuple:
        """Single Captain's Choice spaces (one wheel)."""
        return self._spaces_of(WHEEL)

    @property
    def double_wheels(self) -> tuple:
        """Double Captain's Choice spaces (two wheels)."""
        return self._spaces_of(DOUBLE_WHEEL)

    @property
    def jaws(self) -> tuple:
        """Peril of the Sea spaces (a shark's jaw)."""
        return self._spaces_of(JAW)

    @property
    def sos(self) -> tuple:
        """The two S.O.S. spaces."""
        return self._spaces_of(SOS)

    @property
    def fish_spaces(self) -> tuple:
        """Every space with a fish pictured, in reading order."""
        return self._spaces_of(FISH)

    @property
    def water_spaces(self) -> tuple:
        """Every space in the water (a drifter once), in reading order."""
        return tuple(self.square(i) for i, _ in enumerate(self.kinds)
                     if self.anchors[i] == i and self.is_water(self.square(i)))

    @property
    def varieties(self) -> tuple:
        """The fish varieties on this map, in legend order."""
        return tuple(self.zones)


def _exit_table(width, height, kinds, anchors, members, sideways: bool) -> dict:
    """Per (anchor, direction): the (from, to) pairs leaving that space; a dock is left only to the south."""
    table = {}
    for anchor, squares in members.items():
        if kinds[anchor] in OBSTRUCTIONS:
            continue
        own = set(squares)
        for name, (dc, dr) in DIRECTIONS.items():
            if kinds[anchor] == DOCK and name != "S":
                continue
            steps = [(dc, dr)] if not sideways or len(squares) == 1 else \
                [(dc, dr), (dr, dc), (-dr, -dc)]  # ahead, and to either side (never back)
            pairs = []
            for (c, r) in squares:
                for sc, sr in steps:
                    to = (c + sc, r + sr)
                    if to not in own and ((c, r), to) not in pairs:
                        pairs.append(((c, r), to))
            table[(anchor, name)] = tuple(pairs)
    return table


def load_map(text: str, source: str = "board.txt") -> Board:
    """A Board from a text map with its legend; a malformed map raises MapError naming the line and column."""
    m = parse(text, source)
    width, height = len(m.rows[0]), len(m.rows)
    kinds, varieties, labels, anchors = [], [], [], []
    members: dict[int, list] = {}
    first_of_region: dict[str, int] = {}
    for row, line in enumerate(m.rows):
        for col, char in enumerate(line):
            entry = m.entries[char]
            i = row * width + col
            kinds.append(entry.content if entry.kind == "drifter" else entry.kind)
            varieties.append(entry.variety)
            labels.append(char if entry.kind == "drifter" else None)
            anchor = first_of_region.setdefault(char, i) if entry.kind == "drifter" else i
            anchors.append(anchor)
            members.setdefault(anchor, []).append((col, row))
    regions = {labels[a]: tuple(sq) for a, sq in members.items() if labels[a]}
    zones = {e.variety: e.zone for e in m.entries.values() if e.variety}
    exit_tables = {"ahead": _exit_table(width, height, kinds, anchors, members, False),
                   "sides": _exit_table(width, height, kinds, anchors, members, True)}
    legend = tuple((e.char, e.kind, e.zone, e.variety, e.content) for e in m.entries.values())
    water = {(i % width, i // width): (a % width, a // width) for i, a in enumerate(anchors)
             if kinds[i] not in OBSTRUCTIONS and kinds[i] != DOCK}
    return Board(source, width, height, tuple(m.rows), legend, tuple(kinds), tuple(varieties), tuple(labels),
                 tuple(anchors), regions, zones, exit_tables, water,
                 {(i % width, i // width): k for i, k in enumerate(kinds)}, {}, m.first_line)


_DEFAULT: list = []


def default_board() -> Board:
    """This edition's own board (data/board.txt), loaded once."""
    if not _DEFAULT:
        _DEFAULT.append(load_map(DEFAULT_MAP.read_text(encoding="utf-8"), source="board.txt"))
    return _DEFAULT[0]


class Boards:
    """The boards of the last ``size`` map texts, by text (a board written two ways is kept once), and their memos
    of moves within ``budget`` entries together; a board that falls out forgets its memo of moves."""

    def __init__(self, size: int = BOARDS_KEPT, budget: int = MEMO_BUDGET):
        self.size, self.budget, self.kept = size, budget, OrderedDict()

    def __len__(self) -> int:
        return len(self.kept)

    def get(self, text: str) -> Board | None:
        """The board kept for this text (now the most recently used), or None."""
        board = self.kept.get(text)
        if board is not None:
            self.kept.move_to_end(text)
        return board

    def keep(self, text: str, board: Board) -> Board:
        """Keep a board for this text; an equal board already kept is shared instead. Returns the board kept."""
        board = next((b for b in self.kept.values() if b == board), board)
        self.kept[text] = board
        self.kept.move_to_end(text)
        while len(self.kept) > self.size:
            _, gone = self.kept.popitem(last=False)
            if all(b is not gone for b in self.kept.values()):
                gone.forget()
        return board

    def trim(self, board: Board) -> None:
        """Before a game on ``board``: its memo within MEMO_LIMIT, and all the kept memos within the budget (the
        least recently used boards forget theirs first)."""
        board.trim()
        boards = list({id(b): b for b in self.kept.values()}.values())  # least recently used first, each once
        total = sum(len(b.cache) for b in boards)
        for other in boards:
            if total <= self.budget:
                return
            if other is not board:
                total -= len(other.cache)
                other.forget()
