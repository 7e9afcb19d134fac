"""The Fish Eat Fish board as data and as clicks: stacks, the Starfish, hidden cards, and click-to-move."""
from fishtutor.core.scene import Polygon
from fishtutor.games.fish_eat_fish import GAME
from fishtutor.games.fish_eat_fish.board import parse_circle as at
from fishtutor.games.fish_eat_fish.moves import Attack, ChooseCard, Place, Swim
from fishtutor.games.fish_eat_fish.portray import portray
from fishtutor.games.fish_eat_fish.position import from_position
from fishtutor.render.canvas import paint
from fishtutor.render.recording import RecordingCanvas
from fishtutor.tutor import BoardPanel, Session

PLAY = GAME.play


def battle():
    return from_position(3, {"C3": "PPB", "C4": "G", "A1": "R", "E5": "P"}, phase="choose", attack=("C3", "C4"),
                         pending={1: "F3"}, hands=["S O O F0 F1 F2 F2 F3 F3 F4 F5", "S O F0 F1 F2 F2 F3 F4 F5",
                                                  "S F1"])


def test_every_circle_is_clickable_and_stacks_show_height_and_top_colour():
    scene = portray(battle(), you=0)
    assert sum(1 for t in scene.targets() if t[0] == "circle") == 25
    assert "3" in scene.texts()  # the height of the stack on C3
    assert scene.hit(*_centre(scene, ("circle", at("C3")))) == ("circle", at("C3"))


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
    assert move is None and "first click where it should swim" in hint
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


def _centre(scene, target):
    spot = next(h for h in scene.hotspots if h.target == target)
    return spot.x + spot.w / 2, spot.y + spot.h / 2


def test_the_phone_layout_puts_the_players_under_the_board():
    from fishtutor.games.fish_eat_fish.portray import portray_compact
    scene = portray_compact(battle(), you=0)
    circles = [h for h in scene.hotspots if h.target[0] == "circle"]
    players = [h for h in scene.hotspots if h.target[0] == "player"]
    assert scene.width == 420 and all(h.x + h.w <= 420 for h in scene.hotspots)
    assert min(p.y for p in players) > max(c.y + c.h for c in circles)
    session = Session(from_position(3, {"C3": "B", "A5": "G", "E1": "R"}, phase="place"), GAME.play, seat=0, seed=1)
    session.compact = True
    session.click(*_centre(session.scene(), ("circle", at("A1"))))
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
