"""Fishing Frenzy's board as data: the default map, the loader's checks, and maps a teacher writes."""
from pathlib import Path

import pytest

from fishtutor.games.fishing_frenzy.board import (DIRECTIONS, Board, MapError, default_board, load_map,
                                                   parse_square, square_name)

MAPS = Path(__file__).parent / "data" / "maps"
SLAMS = {"channel": {"Redfish", "Snook", "Trout"}, "flats": {"Bonefish", "Permit", "Tarpon"},
         "offshore": {"Marlin", "Sailfish", "Bluefin Tuna"}}
OTHERS = {"Snapper", "Grouper", "Cobia", "Mahi-mahi", "Wahoo", "Amberjack"}


@pytest.fixture(scope="module")
def board() -> Board:
    return default_board()


def test_board_default_map_has_fifteen_varieties_in_their_zones(board):
    assert set(board.varieties) == set().union(*SLAMS.values()) | OTHERS
    assert len(board.varieties) == 15
    for zone, names in SLAMS.items():
        assert {v for v in board.varieties if board.zones[v] == zone} >= names


def test_board_default_map_counts(board):
    assert (board.width, board.height) == (16, 20)
    assert 40 <= len(board.fish_spaces) <= 50
    assert len(board.sos) == 2
    assert len(board.docks) == 6 and all(row == 0 for _, row in board.docks)
    assert 5 <= len(board.single_wheels) <= 7 and 2 <= len(board.double_wheels) <= 4
    assert 7 <= len(board.jaws) <= 9
    assert all(board.kind((col, board.height - 1)) == "land" for col in range(board.width))


def test_board_every_variety_has_a_fish_space(board):
    pictured = {board.variety(sq) for sq in board.fish_spaces}
    assert pictured == set(board.varieties)


def test_board_drifters_are_connected_regions_counted_once(board):
    assert len(board.regions) >= 6
    kinds = {board.kind(board.squares(r)[0]) for r in board.regions}
    assert {"fish", "water", "wheel", "jaw"} <= kinds
    for label in board.regions:
        squares = board.squares(label)
        assert len(squares) >= 2
        assert all(board.region(sq) == label and board.space(sq) == squares[0] for sq in squares)
        reached, todo = {squares[0]}, [squares[0]]
        while todo:
            c, r = todo.pop()
            for dc, dr in DIRECTIONS.values():
                if (c + dc, r + dr) in squares and (c + dc, r + dr) not in reached:
                    reached.add((c + dc, r + dr))
                    todo.append((c + dc, r + dr))
        assert reached == set(squares)
    fish_drifters = [s for s in board.fish_spaces if board.region(s)]
    assert fish_drifters and len(board.fish_spaces) == len(set(board.fish_spaces))


def test_board_docks_open_south_and_one_has_a_clear_lane(board):
    for col, _ in board.docks:
        assert board.is_dock((col, 0)) and board.is_water((col, 1))
    lanes = [col for col, _ in board.docks if all(board.kind((col, r)) == "water" for r in range(1, 7))]
    assert lanes, "a dock with six clear water squares south of it, for the first lesson"


def test_board_obstructions_and_the_edge(board):
    kinds = {board.kind((c, r)) for c in range(board.width) for r in range(board.height)}
    assert {"land", "jetty", "buoy", "shoal"} <= kinds
    assert board.kind((-1, 5)) == "edge" and board.is_obstruction((board.width, 3))
    assert board.is_obstruction((0, board.height - 1)) and not board.is_obstruction(board.docks[0])
    assert not board.is_water(board.docks[0]) and board.is_water(board.sos[0])


def test_board_round_trips_through_text_and_hashes(board):
    again = load_map(board.to_text(), source="copy")
    assert again == board and hash(again) == hash(board)
    assert {board: 1}[again] == 1
    other = load_map((MAPS / "good_small.txt").read_text())
    assert other != board


def test_board_describes_squares_in_plain_words(board):
    assert board.describe((8, 6)) == "I6: Tarpon (drifter of 4 squares)"
    assert board.describe((5, 1)) == "F1: jetty" and board.describe((6, 0)) == "G0: dock"
    assert board.describe((6, 1)) == "G1: clear water" and board.describe((-1, 3)).endswith("off the board")


def test_board_square_names():
    assert square_name((6, 0)) == "G0" and parse_square("g0") == (6, 0)
    assert parse_square(square_name((15, 19))) == (15, 19)
    with pytest.raises(ValueError, match="not a square"):
        parse_square("Z")


def test_board_teacher_map_loads(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text((MAPS / "good_small.txt").read_text())
    small = load_map(path.read_text(), source=path.name)
    assert (small.width, small.height) == (8, 7)
    assert small.docks == ((1, 0), (4, 0))
    assert small.squares("b") == ((3, 2), (3, 3)) and small.variety((3, 3)) == "Tarpon"
    assert small.kind((2, 3)) == "water" and small.region((2, 3)) == "a"
    assert small.single_wheels == ((1, 4),) and small.double_wheels == ((7, 4),)
    assert small.jaws == ((5, 3),) and small.kind((7, 2)) == "buoy"


BROKEN = [
    ("broken_ragged.txt", 6, 8, "rows must be equal"),
    ("broken_unknown_char.txt", 7, 6, "unknown character 'Q'"),
    ("broken_legend_missing.txt", 5, 8, "unknown character 'o'"),
    ("broken_drifter_split.txt", 8, 7, "not connected"),
    ("broken_drifter_one_square.txt", 7, 6, "one square"),
    ("broken_sos_one.txt", 8, 4, "1 S.O.S."),
    ("broken_sos_three.txt", 8, 6, "3 S.O.S."),
    ("broken_no_dock.txt", 3, 1, "no dock"),
    ("broken_dock_off_north.txt", 8, 7, "north row"),
    ("broken_dock_blocked.txt", 4, 2, "south of a dock"),
    ("broken_legend_kind.txt", 17, 3, "needs a kind"),
    ("broken_legend_twice.txt", 19, 1, "already in the legend"),
    ("broken_fish_no_variety.txt", 23, 1, "zone and a variety"),
    ("broken_no_legend.txt", 24, 1, "legend:"),
]


@pytest.mark.parametrize("name, line, column, words", BROKEN)
def test_board_broken_map_names_line_and_column(name, line, column, words):
    with pytest.raises(MapError) as caught:
        load_map((MAPS / name).read_text(), source=name)
    err = caught.value
    assert (err.line, err.column) == (line, column)
    assert str(err).startswith(f"{name}, line {line}, column {column}: ") and words in str(err)
    assert isinstance(err, ValueError)


def test_board_every_broken_map_is_tested():
    assert {p.name for p in MAPS.glob("broken_*.txt")} == {name for name, *_ in BROKEN}


def test_board_loader_refuses_non_text():
    with pytest.raises(MapError, match="a map is text"):
        load_map(b"map:\n")
    with pytest.raises(MapError, match="no 'map:' line"):
        load_map("nothing here")
