"""Reading a Fishing Frenzy text map: the map block, the legend block, and every check with its line and column.

File layout (free text may come before ``map:``):

    map:
    #D#D##D#...        one character per square, north row first (docks there), all rows the same length
    ...                no blank line among the rows (one would cut the map short: it is refused)
    <blank line>
    legend:
    <char> <kind> [<drifter content>] [<zone> <Variety name>]     ; a comment may follow a semicolon

Kinds: water, fish, wheel, double-wheel, jaw, sos, dock, land, jetty, buoy, shoal, drifter. A fish entry
gives its zone and variety, a fish of this edition by name or id (``R fish channel Redfish``); a drifter entry
gives what the drifter is (``a drifter fish offshore Marlin``, ``b drifter water``, ``c drifter jaw``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .cards import VARIETIES, VARIETY_NAMES

Square = tuple[int, int]

WATER, FISH, WHEEL, DOUBLE_WHEEL, JAW, SOS = "water", "fish", "wheel", "double-wheel", "jaw", "sos"
DOCK, LAND, JETTY, BUOY, SHOAL, EDGE = "dock", "land", "jetty", "buoy", "shoal", "edge"
DRIFTER = "drifter"
OBSTRUCTIONS = frozenset({LAND, JETTY, BUOY, SHOAL, EDGE})
SPACE_KINDS = (WATER, FISH, WHEEL, DOUBLE_WHEEL, JAW, SOS)  # what a water square or a drifter can be
KINDS = SPACE_KINDS + (DOCK, LAND, JETTY, BUOY, SHOAL, DRIFTER)
SOS_COUNT = 2


class MapError(ValueError):
    """A malformed map: the message names the source, line and column of the fault."""

    def __init__(self, source: str, line: int, column: int, what: str):
        super().__init__(f"{source}, line {line}, column {column}: {what}")
        self.source, self.line, self.column, self.what = source, line, column, what


@dataclass(frozen=True)
class Entry:
    """One legend line: a map character and what it stands for."""

    char: str
    kind: str
    content: str | None  # for a drifter: what the whole drifter is (water, fish, wheel, ...)
    zone: str | None
    variety: str | None
    line: int


@dataclass(frozen=True)
class ParsedMap:
    """The raw map rows and legend, with the text line of the first map row."""

    rows: tuple
    first_line: int
    entries: dict


def _blocks(text: str, source: str) -> tuple[list, int, list]:
    """Split the text into (map rows with line numbers, first map line, legend lines with numbers)."""
    lines = text.replace("\r\n", "\n").split("\n")
    heads = [n for n, ln in enumerate(lines) if ln.strip().lower() in ("map:", "legend:")]
    starts = {lines[n].strip().lower(): n for n in reversed(heads)}
    if "map:" not in starts:
        raise MapError(source, 1, 1, "no 'map:' line: the map block starts with a line reading map:")
    if "legend:" not in starts or starts["legend:"] < starts["map:"]:
        raise MapError(source, len(lines), 1, "no 'legend:' line after the map: every character needs a legend entry")
    first = starts["map:"] + 1
    rows = [(n + 1, lines[n].rstrip()) for n in range(first, starts["legend:"]) if lines[n].strip()]
    _check_no_gap(lines, first, rows, source)
    legend = [(n + 1, lines[n]) for n in range(starts["legend:"] + 1, len(lines))]
    if len(rows) < 3:
        raise MapError(source, first + 1, 1, "the map needs at least three rows (docks, water, land)")
    return rows, first + 1, legend


def _check_no_gap(lines: list, first: int, rows: list, source: str) -> None:
    """The map rows follow one another from the line after ``map:``: a blank line before a map row is refused
    (it would cut the map in two)."""
    if not rows:
        return
    for n in range(first, rows[-1][0] - 1):
        if not lines[n].strip():
            later = next(number for number, _ in rows if number > n + 1)
            where = "before the first map row" if n + 1 < rows[0][0] else "inside the map"
            raise MapError(source, n + 1, 1, f"a blank line {where}, with more map rows from line {later}: the map "
                           "rows must follow one another (a blank line ends the map), so remove this line")


def _entry(number: int, raw: str, source: str) -> Entry | None:
    """One legend line parsed (None for a blank or comment line)."""
    body = raw.split(";", 1)[0]
    if not body.strip():
        return None
    words = body.split()
    col = raw.index(words[0]) + 1
    if len(words[0]) != 1:
        raise MapError(source, number, col, f"legend key {words[0]!r} must be a single character")
    if len(words) < 2 or words[1] not in KINDS:
        where = raw.index(words[1]) + 1 if len(words) > 1 else col + 1
        raise MapError(source, number, where, f"legend entry for {words[0]!r} needs a kind: one of {', '.join(KINDS)}")
    kind, rest, content = words[1], words[2:], None
    if kind == DRIFTER:
        if not rest or rest[0] not in SPACE_KINDS:
            raise MapError(source, number, col,
                           f"drifter {words[0]!r} needs what it is: one of {', '.join(SPACE_KINDS)}")
        content, rest = rest[0], rest[1:]
    is_fish = FISH in (kind, content)
    if is_fish and len(rest) < 2:
        raise MapError(source, number, col,
                       f"fish entry {words[0]!r} needs a zone and a variety, e.g. 'R fish channel Redfish'")
    if not is_fish and rest:
        raise MapError(source, number, raw.index(rest[0]) + 1, f"unexpected words after {kind!r}: {' '.join(rest)!r}")
    zone, variety = (rest[0], " ".join(rest[1:])) if is_fish else (None, None)
    if is_fish and variety not in VARIETY_NAMES and variety not in VARIETIES:
        where = [m.start() + 1 for m in re.finditer(r"\S+", body)][len(words) - len(rest) + 1]
        raise MapError(source, number, where, f"{variety!r} is not a fish of this game: the fish are "
                       f"{', '.join(VARIETY_NAMES)}")
    return Entry(words[0], kind, content, zone, variety, number)


def _legend(lines: list, source: str) -> dict:
    """The legend entries by character; a character defined twice is an error."""
    entries: dict[str, Entry] = {}
    zones: dict[str, tuple] = {}
    for number, raw in lines:
        entry = _entry(number, raw, source)
        if entry is None:
            continue
        if entry.char in entries:
            raise MapError(source, number, raw.index(entry.char) + 1,
                           f"{entry.char!r} is already in the legend (line {entries[entry.char].line})")
        if entry.variety and zones.setdefault(entry.variety, (entry.zone, number))[0] != entry.zone:
            raise MapError(source, number, raw.index(entry.zone) + 1, f"{entry.variety} is in zone "
                           f"{zones[entry.variety][0]!r} on line {zones[entry.variety][1]}, not {entry.zone!r}")
        entries[entry.char] = entry
    return entries


def _check_grid(rows: list, entries: dict, source: str) -> None:
    """Every row as long as the first, every character in the legend."""
    width = len(rows[0][1])
    for number, text in rows:
        if len(text) != width:
            raise MapError(source, number, min(len(text), width) + 1,
                           f"this row has {len(text)} squares but the first row has {width}: rows must be equal")
        for col, char in enumerate(text):
            if char not in entries:
                raise MapError(source, number, col + 1, f"unknown character {char!r}: it has no legend entry")


def _check_docks(rows: list, entries: dict, source: str) -> None:
    """Docks only on the north row, at least one, each opening south onto water."""
    kind = lambda ch: entries[ch].kind  # noqa: E731 - a one-line lookup
    for number, text in rows[1:]:
        for col, char in enumerate(text):
            if kind(char) == DOCK:
                raise MapError(source, number, col + 1, "a dock must be on the north row (the first map row)")
    north, south = rows[0], rows[1]
    docks = [col for col, char in enumerate(north[1]) if kind(char) == DOCK]
    if not docks:
        raise MapError(source, north[0], 1, "no dock on the north row: a boat needs a dock to leave from")
    for col in docks:
        below = entries[south[1][col]]
        if below.kind in OBSTRUCTIONS or below.kind == DOCK:
            raise MapError(source, south[0], col + 1,
                           "the square south of a dock must be water (a boat leaves by moving south)")


def _check_sos(rows: list, entries: dict, source: str, first_line: int) -> None:
    """Exactly two S.O.S. spaces (a drifter S.O.S. counts once)."""
    found, seen = [], set()
    for number, text in rows:
        for col, char in enumerate(text):
            e = entries[char]
            if SOS in (e.kind, e.content) and not (e.kind == DRIFTER and char in seen):
                seen.add(char)
                found.append((number, col + 1))
    if len(found) != SOS_COUNT:
        line, col = found[SOS_COUNT] if len(found) > SOS_COUNT else (found[-1] if found else (first_line, 1))
        which = "the third is here" if len(found) > SOS_COUNT else "the only one is here" if found else "none at all"
        raise MapError(source, line, col,
                       f"the map has {len(found)} S.O.S. spaces ({which}); a board has exactly {SOS_COUNT}")


def _check_drifters(rows: list, entries: dict, source: str) -> None:
    """Each drifter label marks one connected region of at least two squares."""
    cells: dict[str, list] = {}
    for r, (number, text) in enumerate(rows):
        for c, char in enumerate(text):
            if entries[char].kind == DRIFTER:
                cells.setdefault(char, []).append((c, r))
    for label, squares in cells.items():
        first = squares[0]
        if len(squares) < 2:
            raise MapError(source, rows[first[1]][0], first[0] + 1,
                           f"drifter {label!r} has one square: a drifter covers two or more")
        reached = _flood(set(squares), first)
        stray = next(sq for sq in squares if sq not in reached) if len(reached) < len(squares) else None
        if stray:
            raise MapError(source, rows[stray[1]][0], stray[0] + 1, f"drifter {label!r} here is not connected to the "
                           f"{label!r} at line {rows[first[1]][0]}, column {first[0] + 1}: one label marks one region")


def _flood(squares: set, start: Square) -> set:
    """The squares of ``squares`` connected to ``start`` through edge neighbours."""
    reached, todo = {start}, [start]
    while todo:
        c, r = todo.pop()
        for nxt in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
            if nxt in squares and nxt not in reached:
                reached.add(nxt)
                todo.append(nxt)
    return reached


def parse(text: str, source: str = "board.txt") -> ParsedMap:
    """The map rows and legend of a text map, every check passed, or MapError at the first fault."""
    if not isinstance(text, str):
        raise MapError(source, 1, 1, f"a map is text, not {type(text).__name__}")
    rows, first_line, legend_lines = _blocks(text, source)
    entries = _legend(legend_lines, source)
    _check_grid(rows, entries, source)
    _check_docks(rows, entries, source)
    _check_sos(rows, entries, source, first_line)
    _check_drifters(rows, entries, source)
    used = {ch for _, text in rows for ch in text}
    ordered = {ch: e for ch, e in entries.items() if ch in used}
    return ParsedMap(tuple(text for _, text in rows), first_line, ordered)
