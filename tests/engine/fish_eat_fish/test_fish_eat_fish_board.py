"""The Fish Eat Fish board as data and as clicks: stacks, the Starfish, hidden cards, and click-to-move."""
import math

from fishtutor.core.scene import Polygon
from fishtutor.games.fish_eat_fish import GAME
from fishtutor.games.fish_eat_fish.board import parse_circle as at
from fishtutor.games.fish_eat_fish.moves import Attack, ChooseCard, Place, Swim
from fishtutor.games.fish_eat_fish.portray import portray
from fishtutor.games.fish_eat_fish.position import from_position
from fishtutor.render.canvas import paint
from fishtutor.render.recording import RecordingCanvas
from fishtutor.tutor import BoardPanel, Session
from tests.support import drawn_at

PLAY = GAME.play


def battle():
    return from_position(3, {"C3": "PPB", "C4": "G", "A1": "R", "E5": "P"}, phase="choose", attack=("C3", "C4"),
                         pending={1: "F3"}, hands=["S O O F0 F1 F2 F2 F3 F3 F4 F5", "S O F0 F1 F2 F2 F3 F4 F5",
                                                  "S F1"])


def test_every_circle_is_clickable_and_stacks_show_height_and_top_colour():
    scene = portray(battle(), you=0)
    assert sum(1 for t in scene.targets() if t[0] == "circle") == 25
    assert "3" in scene.texts()  # the height of the stack on C3
    assert scene.hit(*drawn_at(scene, ("circle", at("C3")))) == ("circle", at("C3"))


def test_the_starfish_lies_on_the_attack_line_during_a_battle():
    stars = [s for s in portray(battle(), you=0).shapes if isinstance(s, Polygon) and s.fill == "#ff8c42"]
    from fishtutor.games.fish_eat_fish.portray import centre
    (x1, y1), (x2, y2) = centre(at("C3")), centre(at("C4"))
    assert any(abs(p.points[0][0] - (x1 + x2) / 2) < 1 and abs(p.points[0][1] + 15 - (y1 + y2) / 2) < 1
               for p in stars)


def test_only_your_own_cards_are_face_up():
    assert "×2" in portray(battle(), you=0).texts()  # your two Octopus cards, face up
    other = from_position(3, {"C3": "PPB", "C4": "G", "A1": "R", "E5": "P"}, phase="choose", attack=("C3", "C4"),
                          pending={1: "S"}, hands=["S O O F0 F1 F2 F2 F3 F3 F4 F5", "O O F0 F1 F2 F3 F3 F4 F5",
                                                   "S F1"])
    assert portray(other, you=0).shapes == portray(battle(), you=0).shapes  # Green's card and hand unseen
    assert portray(other, you=1).shapes != portray(battle(), you=1).shapes


def test_the_renderer_draws_the_board_lines_and_fish():
    scene = portray(battle(), you=0)
    canvas = RecordingCanvas(scene.width, scene.height)
    paint(canvas, scene)
    assert len(canvas.calls("stroke_line")) >= len(GAME.new_state(2).board.edges)
    assert "C" in [c[0] for c in canvas.calls("fill_text")]


def test_clicks_pick_a_fish_then_attack_directly():
    state = from_position(3, {"B2": "B", "C3": "P", "A1": "G", "E5": "R"})
    values = {}
    move, hint = PLAY.move_for_target(state, 0, ("circle", at("B2")), values)
    assert move is None and "picked" in hint and values["fish"] == at("B2")
    lit, focus = PLAY.highlights(state, 0, values)
    assert ("circle", at("C3")) in lit and focus == ("circle", at("B2"))
    move, _ = PLAY.move_for_target(state, 0, ("circle", at("C3")), values)
    assert move == Attack(at("B2"), at("B2"), at("C3"))


def test_clicks_swim_then_attack_and_ask_where_to_swim_when_it_is_unclear():
    state = from_position(2, {"B1": "B", "D2": "G", "A5": "P"})
    values = {}
    PLAY.move_for_target(state, 0, ("circle", at("B1")), values)
    move, hint = PLAY.move_for_target(state, 0, ("circle", at("D2")), values)
    assert move is None and "first choose where it should swim" in hint
    move, hint = PLAY.move_for_target(state, 0, ("circle", at("C1")), values)
    assert move is None and values["landing"] == at("C1")
    move, _ = PLAY.move_for_target(state, 0, ("circle", at("D2")), values)
    assert move == Attack(at("B1"), at("C1"), at("D2"))


def test_clicks_that_break_a_rule_reach_the_engine_and_are_refused_with_its_reason():
    state = from_position(2, {"B1": "B", "D2": "G", "A5": "P"})
    values = {"fish": at("B1")}
    move, _ = PLAY.move_for_target(state, 0, ("circle", at("A1")), values)
    assert move == Swim(at("B1"), at("A1"))
    verdict = state.check(move)
    assert not verdict and verdict.rule == "fish_eat_fish/choosing_a_fish_to_attack"
    hint = PLAY.move_for_target(state, 0, ("circle", at("D2")), {})[1]
    assert "own fish" in hint


def test_placing_and_choosing_cards_by_click_and_by_button():
    placing = from_position(3, {"C3": "B", "A5": "G", "E1": "R"}, phase="place")
    assert PLAY.move_for_target(placing, 0, ("circle", at("A1")), {})[0] == Place(at("A1"))
    fight = battle()
    assert PLAY.move_for_target(fight, 0, ("card", 0), {})[0] == ChooseCard("S")
    assert PLAY.move_for_action(fight, 0, "Fish 3") == ChooseCard("F3")
    assert PLAY.enabled_actions(fight, 0) == ("Shark", "Octopus", "Fish 0", "Fish 1", "Fish 2", "Fish 3", "Fish 4",
                                              "Fish 5")
    assert PLAY.enabled_actions(fight, 1) == ()


def test_a_battle_through_the_panel_the_bot_never_sees_your_card():
    session = Session(battle(), GAME.play, seat=0, seed=1)
    panel = BoardPanel(session)
    panel.on_action("Shark")
    assert session.state.last_battle[1] == 0 and "Shark" in session.feedback.text and not panel.errors


def test_the_phone_layout_puts_the_players_under_the_board():
    from fishtutor.games.fish_eat_fish.portray import portray_compact
    scene = portray_compact(battle(), you=0)
    circles = [h for h in scene.hotspots if h.target[0] == "circle"]
    players = [h for h in scene.hotspots if h.target[0] == "player"]
    assert scene.width == 420 and all(h.x + h.w <= 420 for h in scene.hotspots)
    assert min(p.y for p in players) > max(c.y + c.h for c in circles)
    session = Session(from_position(3, {"C3": "B", "A5": "G", "E1": "R"}, phase="place"), GAME.play, seat=0, seed=1)
    session.compact = True
    session.click(*drawn_at(session.scene(), ("circle", at("A1"))))
    assert session.state.history[0] == (0, Place(at("A1")))


def test_a_full_game_on_the_full_diagonal_board_from_the_tutor():
    from fishtutor.tutor import Tutor
    tutor = Tutor("fish_eat_fish", start=len(Tutor("fish_eat_fish").steps) - 1)
    tutor.variant.value, tutor.players.value = 1, 2
    tutor.new_game()
    state = tutor.board.session.state
    assert state.diagonals == "full" and len(state.board.edges) > len(GAME.new_state(2).board.edges)
    lines = [s for s in tutor.board.session.scene().shapes if type(s).__name__ == "Line"]
    assert len(lines) >= len(state.board.edges) and not tutor.errors


# ---- a half-made move is visible and can be cancelled (issue 7 §4) --------------------------------------
def test_a_picked_fish_is_shown_named_and_cancelled_by_a_second_click():
    state = from_position(3, {"B2": "B", "C3": "P", "A1": "G", "E5": "R"})
    values = {}
    assert PLAY.selection(state, 0, values) == ""
    PLAY.move_for_target(state, 0, ("circle", at("B2")), values)
    assert PLAY.selection(state, 0, values) == "Blue fish on B2 picked"
    lit, focus = PLAY.highlights(state, 0, values)
    scene = portray(state, 0, lit, focus)
    assert "Blue fish on B2 picked: pick it again to cancel" in scene.texts()
    move, hint = PLAY.move_for_target(state, 0, ("circle", at("B2")), values)
    assert move is None and "cancelled" in hint and values == {} and PLAY.selection(state, 0, values) == ""
    lit, focus = PLAY.highlights(state, 0, values)
    assert focus is None and ("circle", at("B2")) in lit
    assert not any("picked" in t for t in portray(state, 0, lit, focus).texts())


def test_after_a_pick_only_that_fishs_targets_are_lit_and_the_landing_is_marked():
    state = from_position(2, {"B1": "B", "D2": "G", "A5": "P", "E5": "B"})
    values = {}
    PLAY.move_for_target(state, 0, ("circle", at("B1")), values)
    lit, _ = PLAY.highlights(state, 0, values)
    own = {m for m in state.legal_moves(0) if m.fish == at("B1")}
    assert {t[1] for t in lit} == {m.target for m in own} | {m.landing for m in own if m.landing != m.fish}
    assert ("circle", at("E5")) not in lit  # the other fish is not offered while B1 is picked
    PLAY.move_for_target(state, 0, ("circle", at("C1")), values)
    lit, focus = PLAY.highlights(state, 0, values)
    assert ("landing", at("C1")) in lit and focus == ("circle", at("B1"))
    assert PLAY.selection(state, 0, values) == "Blue fish on B1 picked, to swim to C1"
    scene = portray(state, 0, lit, focus)
    from fishtutor.games.fish_eat_fish.portray import FOCUS, centre
    x, y = centre(at("C1"))
    assert any(type(s).__name__ == "Circle" and s.stroke == FOCUS and (s.x, s.y) == (x, y) for s in scene.shapes)
    PLAY.move_for_target(state, 0, ("circle", at("C1")), values)  # a second click on the landing drops it
    assert values == {"fish": at("B1")}


def test_a_stale_pick_from_an_earlier_position_is_ignored():
    state = from_position(3, {"B2": "B", "C3": "P", "A1": "G", "E5": "R"})
    stale = {"fish": at("A1"), "landing": at("A2")}  # Green's fish: not the learner's to move
    assert PLAY.selection(state, 0, stale) == "" and PLAY.highlights(state, 0, stale)[1] is None
    move, hint = PLAY.move_for_target(state, 0, ("circle", at("B2")), stale)
    assert move is None and stale == {"fish": at("B2")}


def test_a_fish_with_no_move_allowed_cannot_be_picked():
    state = from_position(2, {"C4": "B", "A2": "B", "E4": "G"})  # only C4 can reach Green to attack
    values = {}
    assert all(m.fish != at("A2") for m in state.legal_moves(0))
    move, hint = PLAY.move_for_target(state, 0, ("circle", at("A2")), values)
    assert move is None and "no move allowed" in hint and values == {}


def test_card_buttons_only_while_your_battle_needs_a_card():
    fight = battle()
    assert PLAY.enabled_actions(fight, 0)
    calm = from_position(3, {"B2": "B", "C3": "P", "A1": "G", "E5": "R"})
    assert PLAY.enabled_actions(calm, 0) == ()
    chosen = from_position(3, {"C3": "PPB", "C4": "G", "A1": "R", "E5": "P"}, phase="choose", attack=("C3", "C4"),
                           pending={0: "S"}, hands=["O O F0 F1 F2 F2 F3 F3 F4 F5", None, None])
    assert PLAY.enabled_actions(chosen, 0) == ()  # your card is down: nothing more to press
    assert PLAY.enabled_actions(chosen, 1) == tuple(
        name for name, n in zip(GAME.play.actions, chosen.hand[1]) if n)


# ---- every label fits its box, at both layouts (issue 7 §4) ---------------------------------------------
def _tall_positions():
    """Positions with the longest labels: five players, tall stacks, a battle, a picked fish, the end."""
    yield from_position(5, {"C3": "PPPPY", "B2": "G", "D4": "R", "A1": "B", "E5": "P"},
                        catches=["BBBB", "GGGG", "RRRR", "YYYY", "PPPPPPPPPP"])
    yield battle()
    yield from_position(3, {"C3": "PP"}, phase="over", starfish=-1, hands=["S O O F1", "S O O F1", "O"],
                        catches=["BBBGGGRRR", "GGBBRRPPP", "PPP"])
    yield from_position(3, {"C3": "PP"}, phase="over", starfish=1, hands=["S O O F1", "F2", "O"],
                        catches=["BBBGGGRRR", "GGBBRRPPP", "PPP"])
    after = from_position(3, {"C3": "PPB", "C4": "PPG", "A1": "R", "E5": "P"}, phase="choose",
                          attack=("C3", "C4"), pending={1: "F3"}, hands=[None, "S O O F0 F1 F2 F2 F3 F4 F5", None])
    after.apply(ChooseCard("F3"), 0)
    yield after


def _scenes():
    values = {"fish": at("B2"), "landing": at("B3")}
    for state in _tall_positions():
        for you in range(state.n):
            for compact in (False, True):
                lit, focus = PLAY.highlights(state, you, values)
                yield PLAY.portray(state, you, lit, focus, compact=compact)
    picked = from_position(5, {"B2": "PPPPB", "D4": "G", "A5": "R", "E1": "Y", "E5": "P"})
    for compact in (False, True):
        for vals in ({"fish": at("B2")}, {"fish": at("B2"), "landing": at("C3")}):
            lit, focus = PLAY.highlights(picked, 0, vals)
            yield PLAY.portray(picked, 0, lit, focus, compact=compact)


def test_every_label_fits_its_box_at_both_layouts():
    from fishtutor.core.textfit import text_width
    from fishtutor.core.scene import Text
    measured = 0
    for scene in _scenes():
        boxes = scene.meta["boxes"]
        assert len(boxes) == sum(1 for s in scene.shapes if isinstance(s, Text))  # every label has a box
        for text, size, bold, box, full in boxes:
            assert text_width(text, size, bold) <= box, (scene.meta["layout"], text, size, box)
            assert size >= 9 and text == full, (scene.meta["layout"], full, size)  # shrunk a little, never cut
            measured += 1
    assert measured > 500


def test_the_status_line_and_the_title_do_not_meet():
    from fishtutor.core.textfit import text_width
    for scene in _scenes():
        title, saying = [s for s in scene.shapes if type(s).__name__ == "Text"][:2]
        if scene.meta["layout"] == "wide":
            left_end = title.x + text_width(title.text, title.size, title.bold)
            assert left_end + 16 <= saying.x - text_width(saying.text, saying.size, saying.bold)
        else:
            assert saying.y - title.y >= (title.size + saying.size) / 2


def _click_move(session, move):
    """Make ``move`` by clicking the board as a learner would: the fish, the landing circle, the target."""
    if type(move) is ChooseCard:
        from fishtutor.games.fish_eat_fish.cards import CARD_NAMES, KIND_OF_CODE
        return session.action(CARD_NAMES[KIND_OF_CODE[move.card]])
    if type(move) is Place:
        steps = [move.circle]
    elif type(move) is Swim:
        steps = [move.fish, move.to]
    else:
        steps = [move.fish] + ([move.landing] if move.landing != move.fish else []) + [move.target]
    for c in steps:
        feedback = session.click(*drawn_at(session.scene(), ("circle", c)))
    return feedback


def test_whole_games_by_clicks_every_move_is_made_as_clicked():
    import random
    for seed in (3, 11):
        rng = random.Random(seed)
        session = Session(GAME.new_state(3, seed=seed), GAME.play, seat=0, seed=seed)
        made = 0
        while session.my_turn() and made < 300:
            move = rng.choice(session.state.legal_moves(0))
            before = len(session.state.history)
            feedback = _click_move(session, move)
            assert feedback.kind == "ok" and session.state.history[before] == (0, move), (move, feedback)
            assert PLAY.selection(session.state, 0, session.values) == ""  # nothing left picked after a move
            made += 1
        assert made > 10 and (session.state.is_terminal() or not session.state.has_fish(0))


def _extent(t):
    """Where a label's words are drawn (left, right, top, bottom), by the conservative width estimate."""
    from fishtutor.core.textfit import text_width
    w = text_width(t.text, t.size, t.bold)
    left = {"left": t.x, "center": t.x - w / 2, "right": t.x - w}[t.align]
    return left, left + w, t.y - t.size * 0.6, t.y + t.size * 0.6


def _random_game_scenes(seed: int = 3):
    """Scenes of seeded random games, every player count and board, now and then for nobody's seat."""
    import random
    rng = random.Random(seed)
    i = 0
    for players in range(GAME.min_players, GAME.max_players + 1):
        for options in GAME.variants:
            state = GAME.new_state(players, seed=seed + players, **options)
            while True:
                if i % 12 == 0 or state.is_terminal():
                    seat = None if i % 84 == 0 else i % players
                    for compact in (False, True):
                        yield PLAY.portray(state, seat, compact=compact)
                if state.is_terminal():
                    break
                seat = state.current_players()[0]
                state.apply(rng.choice(state.legal_moves(seat)), seat)
                i += 1


def test_labels_stay_on_the_board_and_clear_of_each_other_in_random_games():
    from fishtutor.core.scene import Text
    scenes = 0
    for scene in list(_random_game_scenes()) + list(_scenes()):
        texts = [s for s in scene.shapes if isinstance(s, Text) and s.text.strip()]
        boxes = {full: box for _, _, _, box, full in scene.meta["boxes"]}
        for t in texts:
            left, right, _, _ = _extent(t)
            assert -0.5 <= left and right <= scene.width + 0.5, t.text
            assert right - left <= boxes[t.text] + 0.5, t.text
        placed = sorted((_extent(t), t.text) for t in texts)  # left to right: only neighbours can meet
        for i, ((ax0, ax1, ay0, ay1), a) in enumerate(placed):
            for (bx0, bx1, by0, by1), b in placed[i + 1:]:
                if bx0 >= ax1 - 1:
                    break
                assert not (ay0 < by1 - 1 and by0 < ay1 - 1), (a, b)
        scenes += 1
    assert scenes > 100


# ---- the row and column names stay clear of the circles' rings and stacks -----------------------------
def _ringed_scenes():
    """Each layout with every circle lit, with a picked fish and its landing on column A and row 1 (next to
    the names), and with tall stacks there."""
    tall = {"A1": "PPPPB", "A3": "GGRRP", "A5": "PPPPG", "C1": "PPPPR", "E1": "BGRRP", "C3": "B"}
    for state in (from_position(3, {"C3": "B", "A5": "G", "E1": "R"}), from_position(3, tall)):
        for compact in (False, True):
            lit = frozenset(("circle", c) for c in range(25))
            yield PLAY.portray(state, 0, lit, None, compact=compact)
            for fish, landing in (("A1", "A3"), ("C1", "A5"), ("C3", "E1"), ("A5", "A1")):
                if state.stacks[at(fish)]:
                    marks = lit | {("landing", at(landing))}
                    yield PLAY.portray(state, 0, marks, ("circle", at(fish)), compact=compact)


def _names_round_the_board(scene):
    """The row names 1-5 and column names A-E (drawn in their own ink)."""
    from fishtutor.core.scene import Text
    from fishtutor.games.fish_eat_fish.portray import NAME_INK
    return [t for t in scene.shapes if isinstance(t, Text) and t.fill == NAME_INK]


def test_no_ring_or_stack_covers_a_row_or_column_name_in_either_layout():
    from fishtutor.core.scene import Circle
    from tests.tutor.test_render import glyph_extent
    checked = 0
    for scene in _ringed_scenes():
        names = _names_round_the_board(scene)
        assert sorted(t.text for t in names) == sorted("12345ABCDE"), scene.meta["layout"]
        for t in names:
            left, right, top, bottom = glyph_extent(t)
            for d in (s for s in scene.shapes if isinstance(s, Circle)):
                nx, ny = min(max(d.x, left), right), min(max(d.y, top), bottom)  # the name's nearest point
                outer = d.r + (d.width / 2 if d.stroke else 0)
                assert math.hypot(nx - d.x, ny - d.y) > outer, (scene.meta["layout"], t.text, d)
            checked += 1
    assert checked >= 100
