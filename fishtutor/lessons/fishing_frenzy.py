"""Fishing Frenzy, section by section, on this edition's map: each rule with a board set up for it and a task."""
from __future__ import annotations

from fractions import Fraction

from fishtutor.games.fishing_frenzy import GAME
from fishtutor.games.fishing_frenzy.board import FISH, parse_square
from fishtutor.games.fishing_frenzy.moves import Declare, OrderRoll, PickDock, Sail
from fishtutor.games.fishing_frenzy.position import from_position

from .base import Step, Task

RED, BLUE, YELLOW = range(3)  # Red is the learner
OUT_AT_SEA = {"Marlin": "B16"}  # a fish already caught by Blue, to reach a limit of 1


def _sail_is(first, second, end):
    """A goal: the learner's Sail goes these directions to this square."""
    return lambda before, move, after: (type(move) is Sail and move.first == first and move.second == second
                                        and move.end == end)


def _lands_on_fish(before, move, after) -> bool:
    """The move ends on a fish that was still uncaught."""
    col, row = parse_square(move.end)
    return type(move) is Sail and before.board.kind((col, row)) == FISH and not before.is_tagged(col, row)


def _is_square_of(variety: str):
    """A "pick" goal: the clicked square pictures this fish."""
    def goal(target, state) -> bool:
        if not (isinstance(target, tuple) and len(target) == 2 and target[0] == "square"):
            return False
        try:
            square = state.board.space(parse_square(target[1]))
        except ValueError:
            return False
        return state.board.variety(square) == variety
    return goal


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


_SCORED = _score_scenario()
_RED_CARDS = [points for _, points, *_ in _SCORED.catches[RED]]
_RED_TOTAL = _SCORED.scores()[RED]

STEPS = (
    Step("fishing_frenzy/objective", "A fishing tournament",
         "Each player is a Captain. Together the boats catch an agreed number of fish, the limit; then everyone "
         "races home, and the best points total wins.",
         lambda: from_position(2, limit=4, boats={RED: "G5", BLUE: "K9"},
                               catches={RED: [("Redfish", "C1"), ("Snook", "B2")], BLUE: [("Marlin", "B16")]}),
         Task("answer", "The limit is 4 fish and 3 are tagged on the map. How many more fish until lines come out?",
              "Right: one more catch by anyone and the race home begins.",
              "Subtract the tagged fish from the limit.", answer=1, solution=("1",), wrong=("4", "3"))),
    Step("fishing_frenzy/contents", "What's in the box",
         "The box holds 158 Fish Cards in 15 decks, one per variety, and 11 Peril of the Sea cards. Bigger fish "
         "live in bigger water: in this edition a channel fish is worth 5-15 points, an offshore one 25-50.",
         lambda: from_position(2, boats={RED: "G5", BLUE: "K9"}),
         Task("pick", "Click a Marlin on the map: one of the offshore giants.",
              "That's a Marlin: its cards are among the richest in the game.",
              "Marlins swim far offshore, near the bottom of the map.", _is_square_of("Marlin"),
              solution=(("square", "B16"),), wrong=(("square", "C1"),))),
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
              "Right: three faces of six (North-South, South-East, South-West) show a South.",
              "Count the faces that include South.", answer=Fraction(1, 2), solution=("1/2",), wrong=("1/3",))),
    Step("fishing_frenzy/board", "Drifters",
         "A big space made of several squares is a drifter. It counts as one space, and you may leave it from "
         "any of its squares, so it can change where a move ends; this edition's map has nine of them.",
         lambda: from_position(2, boats={RED: "I2", BLUE: "K9"}, dice=("NS", 6)),
         Task("move", "Sail South 6 through the drifter and leave it so that you stop on a fish.",
              "You drifted across and out by the square that ends on a fish.",
              "The drifter counts as one space: compare the squares you can reach below it.", _lands_on_fish,
              solution=(Sail("S", "", 6, "", "J9"),), wrong=(Sail("S", "", 6, "", "I9"),))),
    Step("fishing_frenzy/before_the_tournament", "Rolling for the docks",
         "Agree the limit and count out that many tags. Everyone rolls the black cube: the highest roller picks a "
         "dock first and starts the tournament, then play goes clockwise; tied Captains roll again among "
         "themselves.",
         _dock_pick,
         Task("move", "You rolled highest. Pick the dock from which a South of 2 lands on the Snook at B2.",
              "Dock 1 it is: straight north of the Snook.", "Docks are numbered 1 to 6 from the west.",
              lambda before, move, after: type(move) is PickDock and move.dock == 1,
              solution=(PickDock(1),), wrong=(PickDock(2),))),
    Step("fishing_frenzy/leaving_the_dock", "Leaving the dock",
         "A boat stays in its dock until its Captain rolls a South. In this edition South comes first; the other "
         "direction on the white cube may follow it.",
         lambda: from_position(2, boats={RED: 4, BLUE: 2}, dice=("SE", 5)),
         Task("move", "You rolled South and East, 5. Leave the dock and stop on a fish.",
              "Out of the dock and onto the Tarpon.", "East first is not allowed from the dock.", _lands_on_fish,
              solution=(Sail("S", "", 5, "", "I5"),), wrong=(Sail("E", "", 5, "", "O0"),
                                                             Sail("S", "E", 5, "I5", "O5")))),
    Step("fishing_frenzy/during_the_tournament", "Two directions, two fish",
         "Move one of the two directions, or both in either order, always the full number. Each direction's end "
         "can catch a fish, while a wheel or a life ring only counts where the boat comes to rest.",
         lambda: from_position(2, boats={RED: "A1", BLUE: "K9"}, dice=("SE", 2)),
         Task("move", "Both orders end on the Trout at C3. Choose the order that catches two fish.",
              "East first stops on the Redfish, then South lands on the Trout: two Fish Cards.",
              "Where does each order stop after its first direction?", _sail_is("E", "S", "C3"),
              solution=(Sail("E", "S", 2, "C1", "C3"),), wrong=(Sail("S", "E", 2, "A3", "C3"),))),
    Step("fishing_frenzy/during_the_tournament", "Captain's Choice",
         "A ship's wheel lets you pick your own move: one direction for 1 to 6 spaces, or on a double wheel two "
         "different directions with the same number each. That part of the rulebook is clipped; this edition "
         "reads it so, in either order, and one direction is also allowed.",
         lambda: from_position(2, boats={RED: "P8", BLUE: "K9"}, due="wheel", wheels=2),
         Task("move", "You are on a double wheel. Use two directions to stop on a fish.",
              "West 2, then South 2: onto a fish.", "Try West first, then South, with a small number.",
              lambda before, move, after: type(move) is Sail and bool(move.second) and _lands_on_fish(
                  before, move, after),
              solution=(Sail("W", "S", 2, "N8", "N11"),), wrong=(Sail("W", "", 1, "", "O8"),))),
    Step("fishing_frenzy/during_the_tournament", "Perils of the Sea",
         "Stop on a shark's jaw and you draw a Peril card, do what it says, and put it under the deck. If your "
         "first direction stops on a jaw, your turn ends there: no second direction to escape.",
         lambda: from_position(2, boats={RED: "L3", BLUE: "K9"}, dice=("SE", 1)),
         Task("move", "Reach the Trout at M4 without meeting the jaw at M3.",
              "Down to L4, then across to M4: the jaw stayed beside you.",
              "Which first direction keeps you off the jaw?", _sail_is("S", "E", "M4"),
              solution=(Sail("S", "E", 1, "L4", "M4"),), wrong=(Sail("E", "S", 1, "M3", "M4"),))),
    Step("fishing_frenzy/during_the_tournament", "S.O.S.",
         "Each Captain may call one emergency, from a life ring, before the final fish is caught: every other "
         "Captain then draws a Peril. The rulebook's 'to their right' is read here as the next Captain in turn "
         "order, who draws first.",
         lambda: from_position(3, boats={RED: "M5", BLUE: "K9", YELLOW: "E12"}, due="sos"),
         Task("move", "You stopped on the S.O.S. ring. Call your emergency.",
              "Mayday! Blue and then Yellow each draw a Peril.", "Use the S.O.S. button.",
              lambda before, move, after: type(move) is Declare and move.sos is True,
              solution=(Declare(True),), wrong=(Declare(False),))),
    Step("fishing_frenzy/during_the_tournament", "One boat a space",
         "You may sail through another boat's space but never stop on it. In this edition the end of the first "
         "direction is a stop too, so it may not be another boat's space either.",
         lambda: from_position(2, boats={RED: "A1", BLUE: "C1"}, dice=("SE", 2)),
         Task("move", "Blue sits on the Redfish at C1. Still land on the Trout at C3.",
              "Down to A3, then across: around Blue and onto the Trout.", "Blue's space cannot be your first stop.",
              _sail_is("S", "E", "C3"), solution=(Sail("S", "E", 2, "A3", "C3"),),
              wrong=(Sail("E", "S", 2, "C1", "C3"),))),
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
         "card, but you roll again at once; wheels, jaws and grounding still count, and the life rings are just "
         "water.",
         lambda: _lines_out(boats={RED: "A1", BLUE: "K9"}, dice=("SE", 2)),
         Task("move", "Lines are out. Make the move that earns you another roll.",
              "The Redfish gives no card now, but you roll again.", "Which square shows a fish nobody caught?",
              lambda before, move, after: after.pending == [["roll", RED]],
              solution=(Sail("E", "", 2, "", "C1"),), wrong=(Sail("S", "", 2, "", "A3"),))),
    Step("fishing_frenzy/docking", "Docking",
         "Any dock will do. After the last fish, roll a North with a number at least the distance, sailing "
         "straight North into a dock square, and you are home; the first boat in ends the tournament.",
         lambda: _lines_out(boats={RED: "G4", BLUE: "K9"}, dice=("NE", 5)),
         Task("move", "The dock G0 is 4 spaces North and you rolled 5. Bring her home.",
              "Docked! First back earns 25 points, and the tournament is over.",
              "A North of at least the distance is enough.", lambda before, move, after: after.first_back == RED,
              solution=(Sail("N", "", 5, "", "G0"),), wrong=(Sail("E", "", 5, "", "L4"),))),
    Step("fishing_frenzy/scoring", "Scoring",
         "Add up first fish 10, first back 25, your Fish Cards, most fish 10 (5 each if tied) and 20 for each slam "
         "of three named fish; nobody gets the Most Fish bonus if no fish was caught. In this edition card points "
         "follow the water: channel 5-15 up to offshore 25-50.",
         _score_scenario,
         Task("answer", f"You caught the first fish, a Redfish, Snook and Trout (cards {_RED_CARDS[0]}, "
                        f"{_RED_CARDS[1]} and {_RED_CARDS[2]}); Blue caught one Marlin. What is your score?",
              "Right: cards, first fish, most fish and the Channel Slam.",
              "Cards, plus 10 for the first fish, 10 for most fish and 20 for the Channel Slam.",
              answer=_RED_TOTAL, solution=(str(_RED_TOTAL),), wrong=(str(sum(_RED_CARDS)),))),
    Step("fishing_frenzy/ties", "The fish-off",
         "A tie for most points is settled by a fish-off: only the tied Captains play on, from their own docks, "
         "and the first to land on two uncaught fish wins. In this edition a fish-off catch is tagged but draws no "
         "card.",
         _fish_off,
         Task("move", "You have one fish-off catch. Win the fish-off with this roll.",
              "Second fish: you win the fish-off!", "Which direction stops on a fish?",
              lambda before, move, after: after.fishoff_winner == RED,
              solution=(Sail("E", "", 2, "", "C1"),), wrong=(Sail("S", "", 2, "", "A3"),))),
    Step("play", "A whole tournament",
         "Now fish a short tournament of 4 fish against two bots: catch what you can, then race home.",
         lambda: GAME.new_state(3, seed=2026, limit=4),
         Task("play", "Play to the end of the tournament.", "The tournament is over: see the points.",
              "Keep playing.", lambda s: s.is_terminal())),
)
