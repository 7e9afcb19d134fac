"""Fishing Frenzy, section by section, on this edition's map: each rule with a board set up for it and a task."""
from __future__ import annotations

from fractions import Fraction

from fishtutor.games.fishing_frenzy import GAME
from fishtutor.games.fishing_frenzy.board import FISH, JAW, default_board, parse_square, square_name
from fishtutor.games.fishing_frenzy.legality import options
from fishtutor.games.fishing_frenzy.moves import DIRECTION_NAMES, Declare, OrderRoll, PickDock, Sail
from fishtutor.games.fishing_frenzy.position import from_position

from .base import Step, Task

RED, BLUE, YELLOW, GREEN = range(4)  # Red is the learner
COLOURS = ("Red", "Blue", "Yellow", "Green")
OUT_AT_SEA = {"Marlin": "B16"}  # a fish already caught by Blue, to reach a limit of 1


# ---- what a move did, in words ----------------------------------------------------------------------------
def _route(before, move):
    """The Route a legal Sail takes on the lesson's board (None for anything else)."""
    return options(before).get(move) if type(move) is Sail else None


def _way(move) -> str:
    """A Sail's directions and number in words: "East 2 then South 2"."""
    way = f"{DIRECTION_NAMES[move.first]} {move.steps}"
    return way + (f" then {DIRECTION_NAMES[move.second]} {move.steps}" if move.second else "")


def _landings(before, move) -> list:
    """The squares where each direction of a Sail ends (first direction first), for a move that stays afloat."""
    route = _route(before, move)
    if route is None:
        return []
    return [leg.end for leg in route.legs if not leg.aground]


def _caught(before, move) -> list[str]:
    """The uncaught fish a Sail lands on, as "the Redfish at C1" (in the order they are reached)."""
    board = before.board
    return [f"the {board.variety(sq)} at {square_name(sq)}" for sq in _landings(before, move)
            if board.kind(sq) == FISH and not before.is_tagged(*sq)]


def _on(before, square) -> str:
    """What a square holds now, in words: "clear water at A3", "the tagged Redfish at C1 (clear water now)"."""
    board, name = before.board, square_name(square)
    kind = board.kind(square)
    if kind == FISH:
        tagged = before.is_tagged(*square)
        return f"the tagged {board.variety(square)} at {name} (clear water now)" if tagged else \
            f"the {board.variety(square)} at {name}"
    words = {"water": "clear water", JAW: "a shark's jaw", "wheel": "a Captain's Choice wheel",
             "double-wheel": "a double wheel", "sos": "an S.O.S. ring", "dock": "a dock"}
    return f"{words.get(kind, kind)} at {name}"


def _joined(items: list[str], none: str = "no fish") -> str:
    """Words joined with commas and "and" (``none`` for an empty list)."""
    if not items:
        return none
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _ends_words(before, move) -> str:
    """Where a Sail stops, each direction: "East 2 stops on clear water at A3, then South 2 on the Trout at C3"."""
    route = _route(before, move)
    if route is None:
        return ""
    if route.aground:
        return f"{_way(move)} runs aground"
    parts = [f"{DIRECTION_NAMES[leg.direction]} {leg.steps} stops on {_on(before, leg.end)}" for leg in route.legs]
    return ", then ".join(parts)


def _advise(hint: str):
    """An advice builder: for two directions, where the first one stopped (the move's end is named already in
    "You tried: ..."), then the lesson's hint."""
    def advice(before, move, after) -> str:
        route = _route(before, move)
        if route is None or len(route.legs) < 2:
            return hint
        first = route.legs[0]
        return f"{DIRECTION_NAMES[first.direction]} {first.steps} first stopped on {_on(before, first.end)}. {hint}"
    return advice


def _sail_is(first, second, end):
    """A goal: the learner's Sail goes these directions to this square."""
    return lambda before, move, after: (type(move) is Sail and move.first == first and move.second == second
                                        and move.end == end)


def _catches_a_fish(before, move, after) -> bool:
    """A direction of the move lands on a fish nobody has caught yet."""
    return bool(_caught(before, move))


def _crosses_a_jaw_to_a_fish(before, move, after) -> bool:
    """The move passes over a shark's jaw without landing on one, and lands on an uncaught fish."""
    route = _route(before, move)
    if route is None or not _caught(before, move):
        return False
    board = before.board
    landed = {board.space(sq) for sq in _landings(before, move)}
    passed = {board.space(sq) for sq in route.path} - landed
    return any(board.kind(sq) == JAW for sq in passed) and not any(board.kind(sq) == JAW for sq in landed)


def _jaws_passed(before, move) -> list[str]:
    """The jaws a move passes over without landing on them, by square."""
    board, route = before.board, _route(before, move)
    if route is None:
        return []
    landed = {board.space(sq) for sq in _landings(before, move)}
    return sorted({square_name(board.space(sq)) for sq in route.path if board.kind(sq) == JAW} -
                  {square_name(sq) for sq in landed})


def _is_square_of(variety: str):
    """A "pick" goal: the clicked square pictures this fish."""
    def goal(target, state) -> bool:
        return _square_variety(target, state) == variety
    return goal


def _square_variety(target, state):
    """The fish variety pictured on a clicked square (None for anything else)."""
    if not (isinstance(target, tuple) and len(target) == 2 and target[0] == "square"):
        return None
    try:
        square = state.board.space(parse_square(target[1]))
    except ValueError:
        return None
    return state.board.variety(square) if state.board.kind(square) == FISH else None


def _squares_of(variety: str) -> tuple:
    """Every space of this edition's map that pictures the fish, as the board's click targets."""
    board = default_board()
    return tuple(("square", square_name(sq)) for sq in board.fish_spaces if board.variety(sq) == variety)


def _marlin_praise(target, state) -> str:
    """Praise naming the Marlin clicked."""
    return f"That's the Marlin at {target[1]}: its cards are among the richest in the game."


def _marlin_advice(target, state) -> str:
    """What was clicked instead of a Marlin."""
    hint = "Marlins swim far offshore, near the bottom of the map."
    if not (isinstance(target, tuple) and len(target) == 2 and target[0] == "square"):
        return hint
    try:
        square = state.board.space(parse_square(target[1]))
    except ValueError:
        return hint
    return f"That is {_on(state, square)}. {hint}"


def _dock_pick():
    """Four Captains have rolled for the docks; Red rolled highest and picks first."""
    state = GAME.new_state(4, seed=3, limit=8)
    for n in (6, 2, 3, 4):
        state.apply(OrderRoll(n))
    state.history, state.origin = [], state.snapshot()
    return state


def _lines_out(**kw):
    """Blue has caught the only fish of a limit of 1: lines are out."""
    return from_position(2, limit=1, catches={BLUE: [("Marlin", OUT_AT_SEA["Marlin"])]}, **kw)


def _fish_off():
    """Red and Blue tied; Red has one fish-off catch at I1 and rolls South and East, 2, from A1."""
    return from_position(3, boats={RED: "A1", BLUE: 2}, dice=("SE", 2), fish_off=(RED, BLUE),
                         fish_off_catches={RED: ["I1"]})


def _score_scenario():
    """Red caught a Redfish, a Snook and a Trout (the first fish of the day); Blue caught a Marlin."""
    return from_position(3, limit=8, boats={RED: "G5", BLUE: "K9", YELLOW: "E12"},
                         catches={RED: [("Redfish", "C1"), ("Snook", "B2"), ("Trout", "C3")],
                                  BLUE: [("Marlin", "B16")]})


def _mayday():
    """Four Captains; Red has stopped on the S.O.S. ring at M5 and may call the emergency."""
    return from_position(4, boats={RED: "M5", BLUE: "K9", YELLOW: "C13", GREEN: "H10"}, due="sos")


# ---- praise built from what was done ----------------------------------------------------------------------
def _choice_praise(before, move, after) -> str:
    """A double wheel's two directions, the fish caught on the way."""
    back = ("; back on the wheel you used, so the move ends there" if move.end == before.square_name(RED) else "")
    return (f"{_way(move)}, ending at {move.end}: two directions, the same number each, and you catch "
            f"{_joined(_caught(before, move))}{back}.")


def _drifter_praise(before, move, after) -> str:
    """Out of the drifter by the square that leads onto the fish."""
    then = f", then {DIRECTION_NAMES[move.second]} {move.steps} to {move.end}" if move.second else ""
    fish = (_caught(before, move) or ["no fish"])[0]
    return f"South 6: across the drifter as one space, and out by the square that leads onto {fish}{then}."


def _leaving_praise(before, move, after) -> str:
    """South out of the dock first, whatever follows."""
    then = f", then {DIRECTION_NAMES[move.second]} {move.steps} on to {move.end}" if move.second else ""
    return f"South first, out of the dock and onto {_joined(_caught(before, move))}{then}."


def _face_down_praise(before, move, after) -> str:
    """The fish caught and the face-down card(s)."""
    fish = _caught(before, move)
    cards = "its Fish Card" if len(fish) == 1 else "a Fish Card for each"
    return (f"{_way(move)}: you caught {_joined(fish)} and draw {cards} face down. The panel shows your "
            f"points to you alone; Blue sees only how many fish you have.")


def _clear_water_praise(before, move, after) -> str:
    """Where each direction stopped, the tagged square paying nothing."""
    return f"{_ends_words(before, move)}: one Fish Card, because a tagged fish is clear water."


def _crossing_praise(before, move, after) -> str:
    """The jaw crossed and the fish reached."""
    jaws = _joined(_jaws_passed(before, move), "none")
    return (f"{_way(move)}: over the jaw at {jaws} and onto {_joined(_caught(before, move))}. Crossing a jaw "
            f"is harmless; only landing on one draws a Peril.")


def _sos_praise(before, move, after) -> str:
    """Who draws, in the order the emergency gives."""
    drawers = [COLOURS[p[1]] for p in after.pending if p[0] == "peril"]
    if not drawers:
        return "No emergency called: nobody draws a Peril."
    where = ", on your right," if after.sos_order == "right" else ", next in turn,"
    return f"Mayday! {drawers[0]}{where} draws a Peril first, then {_joined(drawers[1:], 'nobody')}, on round the " \
           f"table."


def _roll_again_praise(before, move, after) -> str:
    """The uncaught fish landed on after the limit: no card, another roll."""
    fish = _caught(before, move)
    return f"{_way(move)}: {_joined(fish)} {'gives' if len(fish) == 1 else 'give'} no card now, but you roll again."


def _fish_off_praise(before, move, after) -> str:
    """The fish that made the second fish-off catch."""
    first = (_caught(before, move) or ["no fish"])[0]
    return f"{_way(move)}: {first} is your second fish-off catch. You win the fish-off!"


_SCORED = _score_scenario()
_RED_CARDS = [points for _, points, *_ in _SCORED.catches[RED]]
_RED_TOTAL = _SCORED.scores()[RED]
_CHOICE = (Sail("S", "N", 2, "P10", "P8"), Sail("W", "E", 3, "M8", "P8"), Sail("S", "W", 1, "P9", "M9"),
           Sail("W", "S", 1, "O8", "M9"), Sail("S", "W", 2, "P10", "L9"), Sail("S", "W", 2, "P10", "L10"),
           Sail("W", "S", 2, "N8", "N11"), Sail("W", "S", 3, "M8", "M12"), Sail("W", "S", 3, "M8", "N12"),
           Sail("W", "S", 3, "M8", "O12"))  # every two-direction way off the double wheel that catches a fish

STEPS = (
    Step("fishing_frenzy/objective", "A fishing tournament",
         "Each player is a Captain. Together the boats catch an agreed number of fish, the limit; then everyone "
         "races home, and the best points total wins.",
         lambda: from_position(2, limit=4, boats={RED: "G5", BLUE: "K9"},
                               catches={RED: [("Redfish", "C1"), ("Snook", "B2")], BLUE: [("Marlin", "B16")]}),
         Task("answer", "The limit is 4 fish and 3 are tagged on the map. How many more fish until lines come out?",
              "One more catch by anyone and the race home begins.",
              "Subtract the tagged fish from the limit.", answer=1, solution=("1",), wrong=("4", "3"))),
    Step("fishing_frenzy/contents", "What's in the box",
         "The box holds 158 Fish Cards in 15 decks, one per variety, and 11 Peril of the Sea cards. Bigger fish "
         "live in bigger water: in this edition a channel fish is worth 5-15 points, an offshore one 25-50.",
         lambda: from_position(2, boats={RED: "G5", BLUE: "K9"}),
         Task("pick", "Choose a Marlin on the map: one of the offshore giants.",
              "That's a Marlin: its cards are among the richest in the game.",
              "Marlins swim far offshore, near the bottom of the map.", _is_square_of("Marlin"),
              solution=_squares_of("Marlin"), wrong=(("square", "C1"),), praise=_marlin_praise,
              advice=_marlin_advice)),
    Step("fishing_frenzy/set_up", "Setting up",
         "Sort the cards into one face-down stack per fish variety and one for the Perils, and shuffle each stack "
         "on its own. Each boat token gets its colour on both sides.",
         lambda: from_position(2, boats={RED: "G5", BLUE: "K9"}),
         Task("answer", "How many separate face-down stacks go into the card tray?",
              "Yes: 15 fish stacks and the Peril stack.", "One stack per fish variety, plus the Perils.",
              answer=16, solution=("16",), wrong=("15",))),
    Step("fishing_frenzy/dice", "Two dice",
         "The white cube shows two compass directions on each face: North-East, North-West, North-South, "
         "South-East, South-West and East-West. The black cube is an ordinary die from 1 to 6.",
         lambda: from_position(2, boats={RED: "G5", BLUE: "K9"}),
         Task("answer", "What is the chance that the white cube shows a South? Give a fraction.",
              "Three faces of six (North-South, South-East, South-West) show a South.",
              "Count the faces that include South.", answer=Fraction(1, 2), solution=("1/2",), wrong=("1/3",))),
    Step("fishing_frenzy/board", "Drifters",
         "A big space made of several squares is a drifter. It counts as one space, and you may leave it from "
         "any of its squares, so it can change where a move ends; this edition's map has nine of them.",
         lambda: from_position(2, boats={RED: "I2", BLUE: "K9"}, dice=("NS", 6)),
         Task("move", "Sail South 6 through the drifter and leave it so that you stop on a fish.",
              "You drifted across and out by the square that ends on a fish.",
              "The drifter counts as one space: compare the squares you can reach below it.", _catches_a_fish,
              solution=(Sail("S", "", 6, "", "J9"), Sail("S", "N", 6, "J9", "I2"), Sail("S", "N", 6, "J9", "J2")),
              wrong=(Sail("S", "", 6, "", "I9"),), praise=_drifter_praise,
              advice=_advise("The drifter counts as one space: compare the squares you can reach below it."))),
    Step("fishing_frenzy/before_the_tournament", "Rolling for the docks",
         "Agree the limit and count out that many tags. Everyone rolls the black cube: the highest roller picks a "
         "dock first and starts the tournament, then play goes clockwise; tied Captains roll again among "
         "themselves.",
         _dock_pick,
         Task("move", "You rolled highest. Pick the dock from which a South of 2 lands on the Snook at B2.",
              "Dock 1 it is: straight north of the Snook.",
              "Docks are numbered 1 to 6 from the west: which one is straight North of B2?",
              lambda before, move, after: type(move) is PickDock and move.dock == 1,
              solution=(PickDock(1),), wrong=(PickDock(2),))),
    Step("fishing_frenzy/leaving_the_dock", "Leaving the dock",
         "A boat stays in its dock until its Captain rolls a South. In this edition South comes first; the other "
         "direction on the white cube may follow it.",
         lambda: from_position(2, boats={RED: 4, BLUE: 2}, dice=("SE", 5)),
         Task("move", "You rolled South and East, 5. Leave the dock and stop on a fish.",
              "Out of the dock and onto the Tarpon.", "Only South leaves a dock, so South comes first.",
              _catches_a_fish, solution=(Sail("S", "", 5, "", "I5"), Sail("S", "E", 5, "I5", "O5")),
              wrong=(Sail("E", "", 5, "", "O0"), Sail("E", "S", 5, "O0", "O5")), praise=_leaving_praise)),
    Step("fishing_frenzy/during_the_tournament", "Two directions, two fish",
         "Move one of the two directions, or both in either order, always the full number. In this edition the "
         "first direction's end is a landing too: a fish there is caught, while a jaw or a wheel there ends your "
         "move on the spot.",
         lambda: from_position(2, boats={RED: "A1", BLUE: "K9"}, dice=("SE", 2)),
         Task("move", "Both orders end on the Trout at C3. Choose the order that catches two fish.",
              "East first stops on the Redfish, then South lands on the Trout: two Fish Cards.",
              "Where does each order stop after its first direction?", _sail_is("E", "S", "C3"),
              solution=(Sail("E", "S", 2, "C1", "C3"),), wrong=(Sail("S", "E", 2, "A3", "C3"),),
              advice=_advise("Where does each order stop after its first direction?")),
         marks=("each_direction_ends",)),
    Step("fishing_frenzy/during_the_tournament", "Fish Cards stay face down",
         "Land on a fish and you take the top card of that fish's deck; its points are yours to know. Keep the card "
         "face down: the others only see how many fish you have, never what they are worth.",
         lambda: from_position(2, boats={RED: "G4", BLUE: "K9"}, dice=("SW", 1), catches={BLUE: [("Marlin", "B16")]}),
         Task("move", "Blue's Marlin shows only as a fish, its points hidden. Catch a fish of your own.",
              "You caught a fish and drew its card face down: only you see its points.",
              "Find a fish one square West or South of you, or one on the way.", _catches_a_fish,
              solution=(Sail("W", "", 1, "", "F4"), Sail("S", "W", 1, "G5", "F5"), Sail("W", "S", 1, "F4", "F5")),
              wrong=(Sail("S", "", 1, "", "G5"),), praise=_face_down_praise,
              advice=_advise("A fish one square West, or one square West and South, is in reach.")),
         marks=("fish_card_points",)),
    Step("fishing_frenzy/during_the_tournament", "A caught fish is clear water",
         "Each catch is tagged on the map, and from then on that square is clear water: landing there again "
         "earns nobody a card.",
         lambda: from_position(2, boats={RED: "A1", BLUE: "K9"}, dice=("SE", 2), catches={BLUE: [("Redfish", "C1")]}),
         Task("move", "Blue has tagged the Redfish at C1. Make a move that still earns you a Fish Card.",
              "Only the Trout at C3 still pays: the tagged Redfish square is clear water.",
              "Which fish on the map is not tagged yet?", _catches_a_fish,
              solution=(Sail("E", "S", 2, "C1", "C3"), Sail("S", "E", 2, "A3", "C3")),
              wrong=(Sail("E", "", 2, "", "C1"),), praise=_clear_water_praise,
              advice=_advise("A tagged fish pays nothing: choose the Trout that nobody has caught.")),
         marks=("each_direction_ends",)),
    Step("fishing_frenzy/during_the_tournament", "Captain's Choice",
         "A ship's wheel lets you pick your own move: one direction for 1 to 6 spaces, or on a double wheel two "
         "different directions with the same number each. That part of the rulebook is clipped; this edition "
         "reads it so, in either order, and one direction is also allowed. A wheel works once a turn: land again on "
         "one you used this turn and the move just ends there.",
         lambda: from_position(2, boats={RED: "P8", BLUE: "K9"}, due="wheel", wheels=2),
         Task("move", "You are on a double wheel. Use two directions to stop on a fish.",
              "Two directions, one number: onto a fish.", "Try West and South, with a small number.",
              lambda before, move, after: type(move) is Sail and bool(move.second) and _catches_a_fish(
                  before, move, after),
              solution=_CHOICE, wrong=(Sail("W", "", 1, "", "O8"),), praise=_choice_praise,
              advice=_advise("Use two directions, and end on a fish: try West and South, with a small number.")),
         marks=("double_wheel", "space_once_a_turn")),
    Step("fishing_frenzy/during_the_tournament", "Perils of the Sea",
         "Stop on a shark's jaw and you draw a Peril card, do what it says, and put it under the deck. If your "
         "first direction stops on a jaw, your turn ends there: no second direction to escape.",
         lambda: from_position(2, boats={RED: "L3", BLUE: "K9"}, dice=("SE", 1)),
         Task("move", "Reach the Trout at M4 without meeting the jaw at M3.",
              "Down to L4, then across to M4: the jaw stayed beside you.",
              "Which first direction keeps you off the jaw?", _sail_is("S", "E", "M4"),
              solution=(Sail("S", "E", 1, "L4", "M4"),), wrong=(Sail("E", "", 1, "", "M3"),),
              advice=_advise("Which first direction keeps you off the jaw?")),
         marks=("each_direction_ends", "peril_cards")),
    Step("fishing_frenzy/during_the_tournament", "Crossing a jaw",
         "Only landing on a shark's jaw draws a Peril. Sailing across one on the way somewhere else is harmless.",
         lambda: from_position(2, boats={RED: "B12", BLUE: "K9"}, dice=("NE", 6)),
         Task("move", "A jaw lies right beside you at B11. Catch a fish without drawing a Peril.",
              "North 6, over the jaw at B11 and onto the Bonefish at B6: crossing is harmless.",
              "Do not fear the jaw you pass over: look where each direction ends.", _crosses_a_jaw_to_a_fish,
              solution=(Sail("N", "", 6, "", "B6"),), wrong=(Sail("E", "", 6, "", "I12"),),
              praise=_crossing_praise,
              advice=_advise("Passing over a jaw is harmless: which direction ends on a fish?")),
         marks=("peril_cards",)),
    Step("fishing_frenzy/during_the_tournament", "S.O.S.",
         "Each Captain may call one emergency, from a life ring, before the final fish is caught: every other "
         "Captain then draws a Peril. The Captain on your right, who plays just before you, draws first; then it "
         "goes on clockwise round the table, passing over you.",
         _mayday,
         Task("move", "You stopped on the S.O.S. ring. Call your emergency and see who draws first.",
              "Mayday! Green, on your right, draws first, then Blue and Yellow.", "Use the S.O.S. button.",
              lambda before, move, after: type(move) is Declare and move.sos is True,
              solution=(Declare(True),), wrong=(Declare(False),), praise=_sos_praise,
              advice=lambda before, move, after: "You kept your emergency for later. This lesson asks you to "
                                                 "call it: use the S.O.S. button."),
         marks=("sos_order", "peril_cards")),
    Step("fishing_frenzy/during_the_tournament", "One boat a space",
         "You may sail through another boat's space but never stop on it. In this edition the end of the first "
         "direction is a stop too, so it may not be another boat's space either.",
         lambda: from_position(2, boats={RED: "A1", BLUE: "C1"}, dice=("SE", 2)),
         Task("move", "Blue sits on the Redfish at C1. Still land on the Trout at C3.",
              "Down to A3, then across: around Blue and onto the Trout.", "Blue's space cannot be your first stop.",
              _sail_is("S", "E", "C3"), solution=(Sail("S", "E", 2, "A3", "C3"),),
              wrong=(Sail("E", "S", 2, "C1", "C3"), Sail("S", "", 2, "", "A3")),
              advice=_advise("Blue's space cannot be your first stop: go round it to the Trout.")),
         marks=("each_direction_ends",)),
    Step("fishing_frenzy/running_aground", "Running aground",
         "Sailing into land, a jetty, a buoy, a shoal or the edge runs you aground: you stop beside it and lose a "
         "turn, with no catch and no Peril there. You run aground only when every way of moving grounds, so you "
         "cannot hide from a shark's jaw.",
         lambda: from_position(2, boats={RED: "B1", BLUE: "K9"}, dice=("NS", 3)),
         Task("move", "North would ground you on the dock row; South ends on a jaw. Make your move.",
              "Right: the jaw was the only move that stays afloat, so you must take the Peril.",
              "Grounding is only for when nothing else is possible.",
              _sail_is("S", "", "B4"), solution=(Sail("S", "", 3, "", "B4"),), wrong=(Sail("N", "", 3, "", "B1"),))),
    Step("fishing_frenzy/lines_out_of_the_water", "Lines out of the water",
         "Once the limit is caught, lines come out and everyone races home. Stopping on an uncaught fish earns no "
         "card, but you roll again at once (each fish once a turn); wheels, jaws and grounding still count, and the "
         "life rings are just water.",
         lambda: _lines_out(boats={RED: "A1", BLUE: "K9"}, dice=("SE", 2)),
         Task("move", "Lines are out. Make the move that earns you another roll.",
              "The Redfish gives no card now, but you roll again.", "Which square shows a fish nobody caught?",
              lambda before, move, after: after.pending == [["roll", RED]],
              solution=(Sail("E", "", 2, "", "C1"), Sail("E", "S", 2, "C1", "C3"), Sail("S", "E", 2, "A3", "C3")),
              wrong=(Sail("S", "", 2, "", "A3"),), praise=_roll_again_praise,
              advice=_advise("Which square shows a fish nobody caught?"))),
    Step("fishing_frenzy/docking", "Docking",
         "Any dock will do. After the last fish, roll a North with a number at least the distance, sailing "
         "straight North into a dock square, and you are home; the first boat in ends the tournament.",
         lambda: _lines_out(boats={RED: "G4", BLUE: "K9"}, dice=("NE", 5)),
         Task("move", "The dock G0 is 4 spaces North and you rolled 5. Bring her home.",
              "Docked! First back earns 25 points, and the tournament is over.",
              "A North of at least the distance is enough.", lambda before, move, after: after.first_back == RED,
              solution=(Sail("N", "", 5, "", "G0"),), wrong=(Sail("E", "", 5, "", "L4"),),
              advice=_advise("Home is North: a North of at least the distance is enough."))),
    Step("fishing_frenzy/scoring", "Scoring",
         "Add up first fish 10, first back 25, your Fish Cards, most fish 10 (5 each if tied) and 20 for each slam "
         "of three named fish; nobody gets the Most Fish bonus if no fish was caught. In this edition card points "
         "follow the water: channel 5-15 up to offshore 25-50.",
         _score_scenario,
         Task("answer", f"You caught the first fish, a Redfish, Snook and Trout (cards {_RED_CARDS[0]}, "
                        f"{_RED_CARDS[1]} and {_RED_CARDS[2]}); Blue caught one Marlin. What is your score?",
              "That is the cards, the first fish, the most fish and the Channel Slam.",
              "Cards, plus 10 for the first fish, 10 for most fish and 20 for the Channel Slam.",
              answer=_RED_TOTAL, solution=(str(_RED_TOTAL),), wrong=(str(sum(_RED_CARDS)),),
              hides=frozenset({"points"}))),
    Step("fishing_frenzy/ties", "The fish-off",
         "A tie for most points is settled by a fish-off: only the tied Captains play on, from their own docks, "
         "and the first to land on two uncaught fish wins. In this edition a fish-off catch is tagged but draws no "
         "card.",
         _fish_off,
         Task("move", "You have one fish-off catch. Win the fish-off with this roll.",
              "Second fish: you win the fish-off!", "Which direction stops on a fish?",
              lambda before, move, after: after.fishoff_winner == RED,
              solution=(Sail("E", "", 2, "", "C1"), Sail("E", "S", 2, "C1", "C3"), Sail("S", "E", 2, "A3", "C3")),
              wrong=(Sail("S", "", 2, "", "A3"),), praise=_fish_off_praise,
              advice=_advise("Which direction stops on a fish?"))),
    Step("play", "A whole tournament",
         "Now fish a short tournament of 4 fish against two bots: catch what you can, then race home.",
         lambda: GAME.new_state(3, seed=2026, limit=4),
         Task("play", "Play to the end of the tournament.", "The tournament is over: see the points.",
              "Keep playing.", lambda s: s.is_terminal())),
)
