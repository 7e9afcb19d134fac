"""Fishing Frenzy's board as data: the default map, the loader's checks, and maps a teacher writes."""
import random

import pytest

from fishtutor.games.fishing_frenzy.board import (DEFAULT_MAP, DIRECTIONS, Board, MapError, default_board, load_map,
                                                   parse_square, square_name)

from tests.support import DATA

MAPS = DATA / "maps"
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
    ("broken_blank_line.txt", 9, 1, "a blank line inside the map"),
    ("broken_unknown_fish.txt", 23, 22, "'Goldfish' is not a fish of this game"),
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


def test_board_blank_line_inside_the_shipped_map_is_refused_not_cut_short():
    lines = DEFAULT_MAP.read_text(encoding="utf-8").split("\n")
    cut = lines.index("map:") + 11  # after the tenth map row: the old loader kept 16 x 10 and dropped the rest
    text = "\n".join(lines[:cut] + [""] + lines[cut:])
    with pytest.raises(MapError) as caught:
        load_map(text, source="mine.txt")
    assert (caught.value.line, caught.value.column) == (cut + 1, 1)
    assert "blank line inside the map" in str(caught.value) and f"from line {cut + 2}" in str(caught.value)


def test_board_blank_line_before_the_first_map_row_is_refused():
    text = (MAPS / "good_small.txt").read_text().replace("map:\n", "map:\n\n", 1)
    with pytest.raises(MapError, match="line 3, column 1: a blank line before the first map row"):
        load_map(text, source="mine.txt")


def test_board_blank_lines_after_the_map_are_fine():
    text = (MAPS / "good_small.txt").read_text().replace("\nlegend:", "\n\n\nlegend:", 1)
    assert load_map(text).height == 7


def test_board_unknown_variety_is_refused_by_the_loader_and_known_ones_by_name_or_id_pass():
    text = DEFAULT_MAP.read_text(encoding="utf-8")
    with pytest.raises(MapError) as caught:
        load_map(text.replace("fish offshore Wahoo", "fish offshore Swordfish"), source="mine.txt")
    number = text.split("\n").index(next(ln for ln in text.split("\n") if ln.startswith("W  fish offshore"))) + 1
    assert (caught.value.line, caught.value.column) == (number, len("W  fish offshore ") + 1)
    assert "'Swordfish' is not a fish of this game" in str(caught.value) and "Wahoo" in str(caught.value)
    assert load_map(text.replace("fish offshore Bluefin Tuna", "fish offshore bluefin_tuna")).width == 16


# ---- fuzzing the loader: random edits of the shipped map ------------------------------------------
EDIT_CHARS = ".#DS=o~*@^aRKxQ ;\t"


def _edited(text: str, rng) -> str:
    """The text with one random edit: a character replaced, inserted or deleted, a line dropped, doubled or
    blanked, or a blank line put in."""
    lines = text.split("\n")
    n = rng.randrange(len(lines))
    how = rng.randrange(6)
    if how == 0 and lines[n]:
        c = rng.randrange(len(lines[n]))
        lines[n] = lines[n][:c] + rng.choice(EDIT_CHARS) + lines[n][c + 1:]
    elif how == 1:
        c = rng.randrange(len(lines[n]) + 1)
        lines[n] = lines[n][:c] + rng.choice(EDIT_CHARS) + lines[n][c:]
    elif how == 2 and lines[n]:
        c = rng.randrange(len(lines[n]))
        lines[n] = lines[n][:c] + lines[n][c + 1:]
    elif how == 3:
        del lines[n]
    elif how == 4:
        lines.insert(n, lines[n])
    else:
        lines.insert(n, "")
    return "\n".join(lines)


def _plays(text: str, seed: int) -> None:
    """A seeded game on the map: set up, then random moves until it ends (or long enough), every move legal."""
    from fishtutor.games import GAMES
    game = GAMES["fishing_frenzy"]
    state = game.new_state(2, seed=seed, map=text)
    rng = random.Random(seed)
    for _ in range(3000):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply(state.sample_chance())
        else:
            state.apply(rng.choice(state.legal_moves()))
    assert not game.invariant_violations(state)


def test_board_random_edits_of_the_shipped_map_load_and_play_or_are_refused_with_line_and_column():
    text = DEFAULT_MAP.read_text(encoding="utf-8")
    rng, outcomes = random.Random(17), {"plays": 0, "refused": 0}
    for trial in range(60):
        edited = text
        for _ in range(rng.randint(1, 3)):
            edited = _edited(edited, rng)
        try:
            _plays(edited, trial)
        except MapError as err:
            lines = edited.split("\n")
            assert 1 <= err.line <= len(lines) and 1 <= err.column <= len(lines[err.line - 1]) + 1, str(err)
            assert str(err).startswith(f"teacher's map, line {err.line}, column {err.column}: "), str(err)
            assert "_" not in err.what.replace("bluefin_tuna", ""), str(err)  # plain words, no code names
            outcomes["refused"] += 1
        else:
            outcomes["plays"] += 1
    assert outcomes["plays"] >= 10 and outcomes["refused"] >= 10, outcomes


def test_board_a_map_the_cards_cannot_play_is_refused_with_line_and_column():
    from fishtutor.games import GAMES
    text = DEFAULT_MAP.read_text(encoding="utf-8")
    lines = text.split("\n")
    north = lines.index("map:") + 1  # the north row's index: line north + 1
    one_dock = lines[:north] + ["#D" + "#" * 14] + lines[north + 1:]
    with pytest.raises(MapError, match=f"teacher's map, line {north + 1}, column 1: the map has 1 dock: a tournament"):
        GAMES["fishing_frenzy"].new_state(2, map="\n".join(one_dock))
    redfish = lines[:north + 1] + [row.replace(".", "R") for row in lines[north + 1:north + 3]] + lines[north + 3:]
    with pytest.raises(MapError) as caught:
        GAMES["fishing_frenzy"].new_state(2, map="\n".join(redfish))
    assert "more Redfish spaces than the 11 Redfish cards" in str(caught.value)
    twelfth = [(n + 1, c + 1) for n in range(north, north + 3) for c, ch in enumerate(redfish[n]) if ch == "R"][11]
    assert (caught.value.line, caught.value.column) == twelfth
