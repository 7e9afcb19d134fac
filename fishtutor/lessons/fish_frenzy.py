"""Fish Frenzy, section by section: theme, goal, overview, then each rule when it is first needed."""
from __future__ import annotations

from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.cards import (CARDS_PER_DEAL, COLOUR_COUNT, CRAB, DECK_SIZE, EVENTS, FISH_COLOURS,
                                               GOALS, KIND_FISH, TOKENS, TOKENS_IN_HAND, boat_extras,
                                               setup_discards)
from fishtutor.games.fish_frenzy.moves import Collect, Eat, PlaceSeagull
from fishtutor.games.fish_frenzy.portray import POINTS, ROUNDS, WINNER
from fishtutor.games.fish_frenzy.position import from_position
from fishtutor.games.fish_frenzy.state import FishFrenzyState

from . import fish_frenzy_words as say
from .base import Step, Task, picked

Y, R, B, G = range(4)  # Yellow (the learner), Red, Blue, Green
NOBODY = -1  # no seat holds the Boat Token yet (before the first round)
BIG_CATCH = next(g for g in GOALS if g["id"] == "big_catch")
RAINBOW = next(e for e in EVENTS if e["id"] == "rainbow_route")


def _dealt(seed: int, players: int = 4):
    """A fresh game with the first round dealt."""
    state = GAME.new_state(players, seed=seed)
    while state.is_chance_node():
        state.apply(state.sample_chance())
    return state


def _finished(seed: int):
    """A game played to the end by bots, as a table with no moves to step back through (for the end-of-game
    lessons: looking back would show the round count the question asks for)."""
    import numpy as np

    from fishtutor.bots import GreedyBot, play_game
    state = GAME.new_state(4, seed=seed)
    played = play_game(state, {s: GreedyBot(seed + s) for s in range(4)}, np.random.default_rng(seed))
    return FishFrenzyState.from_snapshot(played.snapshot())


def _is(move_type, **fields):
    """A goal: the learner's move is of this type with these fields."""
    return lambda before, move, after: type(move) is move_type and all(
        getattr(move, k) == v for k, v in fields.items())



def _rightmost_most_fish(target, state) -> bool:
    """The clicked boat's rightmost card shows the most little fish (ties all count)."""
    shown = [KIND_FISH[b[-1]] if b else 0 for b in state.boats]
    return target[0] == "boat" and shown[target[1]] == max(shown)


def _lands_on_empty_extra(before, move, after) -> bool:
    """Lands free of charge on an empty boat that carries extra little fish."""
    return (type(move) is PlaceSeagull and before.resident[move.boat] < 0
            and before.extras[move.boat] > 0)


def _flies_to_empty(before, move, after) -> bool:
    """Leaves for an empty boat."""
    return type(move) is PlaceSeagull and before.resident[move.boat] < 0


SORTING = dict(seagulls={Y: 0, R: 1, B: 2, G: 3}, phase="sort")
HIDE_POINTS = frozenset({POINTS})  # a scoring question: the points column shows "? pts" until it is answered
COUNT_BACK = "Count the little fish you already have on boat 2: your total there must end one above Red's 2."

STEPS = (
    Step("fish_frenzy/components", "What's in the box",
         f"Fish Frenzy has {DECK_SIZE} cards in {COLOUR_COUNT} colours: {len(FISH_COLOURS)} kinds of fish, and "
         f"crabs. A card pictures one to three little fish (a crab just {KIND_FISH[CRAB]}). Each player has a "
         f"seagull and {TOKENS} little fish tokens.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"]),
         Task("pick", "Choose the boat that has a Crab card under it.",
              "Yes: that red card is a crab. Every crab you collect costs you a point at the end.",
              say.CRAB_HINT, picked(("boat", 2)), solution=(("boat", 2),), wrong=(("boat", 0),),
              advice=say.pick_advice(say.no_crab_here, say.not_a_boat(say.CRAB_HINT), say.CRAB_HINT))),
    Step("fish_frenzy/setup", "Setting up",
         "Lay out one boat per player, from the fewest extra little fish to the most. Everyone keeps "
         f"{TOKENS_IN_HAND} little fish tokens in front of them and puts {TOKENS - TOKENS_IN_HAND} in the supply; "
         f"with 3 players, {setup_discards(3)} cards are discarded first.",
         lambda: _dealt(12),
         Task("pick", "Choose the boat whose Captain adds the most extra little fish.",
              f"Right: boat 4 adds {boat_extras(4)[-1]} little fish whenever its catch is eaten.",
              say.EXTRA_HINT, picked(("boat", 3)), solution=(("boat", 3),), wrong=(("boat", 0),),
              advice=say.pick_advice(say.fewer_extras, say.not_a_boat(say.EXTRA_HINT), say.EXTRA_HINT))),
    Step("fish_frenzy/setup", "Who starts",
         "The youngest player takes the Boat Token and plays the first seagull of round 1. After every round "
         "the token passes one seat to the left.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"], boat_token=NOBODY, to_move=Y),
         Task("pick", f"Nobody holds the Boat Token yet. You are {say.AGES[Y]}, Red is {say.AGES[R]}, Blue is "
              f"{say.AGES[B]} and Green is {say.AGES[G]}: choose the player who takes it.",
              "Yes: Red, the youngest, takes the Boat Token and starts.",
              say.YOUNGEST_HINT, picked(("player", R)), solution=(("player", R),), wrong=(("player", Y), ("player", G)),
              advice=say.pick_advice(say.not_a_player(say.YOUNGEST_HINT), say.not_youngest, say.YOUNGEST_HINT))),
    Step("fish_frenzy/object", "The goal",
         "You are a hungry seagull stealing the Captains' catch. At the end, the most cards of a colour scores "
         "3 points and the second most 1, while every crab costs 1. Most points wins.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"],
                               collected=["K1 C", "K2 B1 B2 P1", "K3 P2 C C", "G1"]),
         Task("pick", "Choose the player who is winning right now.",
              "Yes: Red has the most blue cards and shares the lead in black and pink: 7 points.",
              say.LEADER_HINT, lambda t, s: t == ("player", s.winners()[0]), solution=(("player", R),),
              wrong=(("player", B),),
              advice=say.pick_advice(say.not_a_player(say.LEADER_HINT), say.not_leading, say.LEADER_HINT))),
    Step("fish_frenzy/round_summary", "A round in three phases",
         "Every round has three phases: deal cards under the boats, play seagulls onto the boats, then sort "
         "the catch boat by boat. Rounds repeat until the deck runs out.",
         lambda: _dealt(21),
         Task("play", "Land your seagull on any boat, then Collect or Eat when your boat is sorted, until "
              "round 2 is dealt.", "That was a whole round: deal, seagulls, sort. Round 2 is on the table.",
              "Keep playing until round 2 begins.", lambda s: s.round >= 2)),
    Step("fish_frenzy/deal", "Dealing the cards",
         "At the start of every round two new cards go under each boat, always added on the right, even "
         "where cards are left over. Only the rightmost card matters when a seagull eats.",
         lambda: from_position(4, ["K1", "", "B2 P1", ""], phase="deal", seed=15),  # boat 3 hides a 3 on the left
         Task("pick", "Cards were just dealt. Choose the boat whose rightmost card shows the most little fish.",
              "Right: when a seagull eats, only that rightmost card counts.",
              say.RIGHTMOST_HINT, _rightmost_most_fish, solution=(("boat", 1),), wrong=(("boat", 2),),
              praise=say.rightmost_praise,
              advice=say.pick_advice(say.fewer_on_the_right, say.not_a_boat(say.RIGHTMOST_HINT),
                                     say.RIGHTMOST_HINT))),
    Step("fish_frenzy/taking_a_turn", "Taking a turn",
         "On your turn, put your seagull on any boat. If nobody is there, that's all: your turn is over.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"], seagulls={G: 3}, boat_token=G),
         Task("move", "Land on an empty boat that carries an extra little fish.",
              "Landed! Your turn is over, and Red goes next.",
              "Boats 2 and 3 are empty and each adds 1 little fish.", _lands_on_empty_extra,
              solution=(PlaceSeagull(1), PlaceSeagull(2)), wrong=(PlaceSeagull(0),),
              praise=say.landed_free_praise, advice=say.land_with_extra_advice)),
    Step("fish_frenzy/challenging", "Challenging",
         "To take a boat that has a seagull on it, challenge: play little fish until you have exactly one more "
         "on that boat than that seagull. Little fish left by seagulls who flew away don't count, and you "
         "never play any on an empty boat.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"], seagulls={R: 1, B: 0, G: 3},
                               stakes={(1, G): 1, (1, R): 2}, hand=[4, 2, 4, 3], boat_token=R, to_move=Y),
         Task("move", "Challenge Red on boat 2: choose how many little fish to play, then pick boat 2.",
              "Fish Frenzy! You played 3: one more than Red's 2 (Green's 1 doesn't count). Red must move at once.",
              "Red holds boat 2: choose the little fish above the board, then pick boat 2.",
              _is(PlaceSeagull, boat=1, tokens=3), solution=(PlaceSeagull(1, 3),),
              wrong=(PlaceSeagull(1, 1), PlaceSeagull(1, 2), PlaceSeagull(1, 4)),
              advice=say.challenge_advice(1, "Red", "Choose how many little fish to play above the board, then "
                                                    "pick boat 2."))),
    Step("fish_frenzy/challenging", "Challenging back",
         "A challenged seagull may stay and challenge back. Little fish you already played on that boat still "
         "count: add just enough that your total there ends one above the other seagull's.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"], seagulls={Y: 1, R: 1, B: 0, G: 3},
                               challenged=Y, stakes={(1, Y): 1, (1, R): 2}, hand=[3, 2, 4, 4], boat_token=Y),
         Task("move", "You challenged Red on boat 2 with 1 little fish, and Red challenged you back with 2. "
              "Challenge Red again on boat 2.",
              "Fish Frenzy! You had 1 there, so 2 more made 3: one above Red's 2. Red must move at once.",
              COUNT_BACK, _is(PlaceSeagull, boat=1, tokens=2), solution=(PlaceSeagull(1, 2),),
              wrong=(PlaceSeagull(1, 3), PlaceSeagull(1, 1), PlaceSeagull(2)),
              advice=say.challenge_advice(1, "Red again", COUNT_BACK))),
    Step("fish_frenzy/who_goes_next", "Who goes next?",
         "A challenged seagull moves again at once: to an empty boat, onto another boat with a challenge, or "
         "back at its challenger. The chain stops when a seagull lands on an empty boat; then the next player "
         "clockwise from the Boat Token who has not played yet goes.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"], seagulls={Y: 0, R: 0}, challenged=Y,
                               stakes={(0, R): 1}, hand=[4, 3, 4, 4], boat_token=Y),
         Task("move", "Red just challenged you on boat 1! Fly to an empty boat.",
              "The chain stops there. Blue goes next: the first player clockwise from the Boat Token (you) "
              "who hasn't played a seagull.", "Pick an empty boat with 0 little fish chosen.", _flies_to_empty,
              solution=(PlaceSeagull(1), PlaceSeagull(2), PlaceSeagull(3)), wrong=(PlaceSeagull(0, 2),),
              praise=say.chain_stopped_praise, advice=say.chain_goes_on_advice)),
    Step("fish_frenzy/sort_the_catch", "Sorting the catch",
         "Once every seagull sits on its own boat, all little fish played in challenges go to the supply, not "
         "back to their owners. Then the boats are sorted from left to right, and each seagull chooses "
         "Collect or Eat for its boat.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"], hand=[3, 2, 4, 4], **SORTING),
         Task("move", "Your boat is sorted first: press Collect or Eat.",
              "Done. The other boats are sorted in turn, left to right.", "Use the Collect or Eat button.",
              lambda before, move, after: type(move) in (Collect, Eat), solution=(Collect(0), Eat(0)),
              praise=say.sorted_praise)),
    Step("fish_frenzy/collect", "Collect",
         "Collect: take every card under your boat, crabs included, and set them out by colour. You can't "
         "leave the crab behind.",
         lambda: from_position(4, ["B3 B1 C", "P3 Y1", "O2 K1", "G3 N2"], collected=["B2", "B1 B2", "", ""],
                               **SORTING),
         Task("move", "Collect the cards on your boat.",
              "You hold 3 blue cards now, more than anyone: 3 points, minus 1 for the crab.",
              "Press Collect.", _is(Collect), solution=(Collect(0),), wrong=(Eat(0),), advice=say.collect_advice)),
    Step("fish_frenzy/eat", "Eat",
         "Eat: take little fish from the supply equal to those on the rightmost card plus the boat's extra, "
         "then discard that card; the others stay. You can't take more than your supply holds, so you never "
         f"have more than {TOKENS}.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "K1 C O3"], seagulls={R: 0, B: 1, G: 2, Y: 3},
                               phase="sort"),
         Task("answer", "If you eat on boat 4, how many little fish do you take? Type a number.",
              "Press Eat to see it happen.",
              "Rightmost card + the boat's extra, but no more than your supply (4).", answer=4,
              solution=("4",), wrong=("5",))),
    Step("fish_frenzy/end_of_round", "End of the round",
         "After the last boat is sorted, everyone takes back their seagull and the Boat Token passes to the "
         "left. If the deck is empty at that moment, the game is over instead.",
         lambda: from_position(4, ["K1 B2", "P3 Y1", "O2 C", "K1 C O3"], seagulls={R: 0, B: 1, G: 2, Y: 3},
                               phase="sort", boat_token=Y),
         Task("play", "Sort your boat, then see who holds the Boat Token.",
              "The Boat Token passed left to Red, who starts round 2.", "Press Collect or Eat.",
              lambda s: s.round >= 2)),
    Step("fish_frenzy/end_of_game", "End of the game",
         "When the deck is empty after a sort, the game ends and everyone compares cards colour by colour. "
         "It's the number of cards that counts, not the little fish printed on them.",
         lambda: _finished(31),
         Task("answer", f"With 4 players, {CARDS_PER_DEAL * 4} cards are dealt each round from the {DECK_SIZE}-card "
              "deck. How many rounds does a game last?", "", "Divide the deck by the cards dealt each round.",
              answer=-(-DECK_SIZE // (CARDS_PER_DEAL * 4)), solution=(str(-(-DECK_SIZE // (CARDS_PER_DEAL * 4))),),
              wrong=(str(CARDS_PER_DEAL * 4),), hides=frozenset({ROUNDS, POINTS}))),
    Step("fish_frenzy/fish_cards", "Scoring fish",
         "For each fish colour, the most cards scores 3 and the second most 1. If several players tie for "
         "most, each scores 2 and nobody scores for second.",
         lambda: from_position(4, ["", "", "", ""], collected=["P1 P2 P3 B1 B2", "P1 P2 B2 B3", "P3 B1", ""],
                               phase="over", deck_size=0, round=10),
         Task("answer", "How many points does Yellow score?", "",
              "3 for the most pink, plus 2 for tying Red for the most blue.", answer=5,
              solution=("5",), wrong=("6",), hides=HIDE_POINTS)),
    Step("fish_frenzy/fish_cards", "Ties for second, and no cards",
         "In this edition, players who tie for second most of a colour each score 1. A player without a "
         "single card of a colour never scores for it, even if that would make them second.",
         lambda: from_position(4, ["", "", "", ""], collected=["P1 P2 P3", "P1", "P2", "K1 K2"], phase="over",
                               deck_size=0, round=10),
         Task("answer", "How many points does Red score?", "Red shares second place in pink, and has no black card.",
              "Pink: Red and Blue tie for second. Black: only Green holds any.", answer=1,
              solution=("1",), wrong=("0", "2"), hides=HIDE_POINTS)),
    Step("fish_frenzy/crab_cards", "Crabs",
         "Each crab card costs 1 point. Crabs are never compared: there is no prize for most crabs.",
         lambda: from_position(4, ["", "", "", ""], collected=["K1", "", "", "K2 K3 C C C"], phase="over",
                               deck_size=0, round=10),
         Task("answer", "How many points does Green score in total?", "",
              "Green has the most black cards (3), then loses 1 per crab.", answer=0,
              solution=("0",), wrong=("3",), hides=HIDE_POINTS)),
    Step("fish_frenzy/tie_breakers", "Tie breakers",
         "If players tie on points, the one with the most little fish tokens wins. Still tied? The one with "
         "the fewest crabs wins; otherwise they share the victory.",
         lambda: from_position(4, ["", "", "", ""], collected=["K1 K2 P1", "B1 B2 G1", "", ""],
                               hand=[4, 6, 4, 4], phase="over", deck_size=0, round=10),
         Task("pick", "Yellow and Red both have 6 points. Choose the winner.",
              "Right: Red wins the tie with more little fish tokens.",
              say.TIE_HINT, picked(("player", R)), solution=(("player", R),), wrong=(("player", Y),),
              advice=say.pick_advice(say.not_a_player(say.TIE_HINT), say.not_the_tie_winner, say.TIE_HINT),
              hides=frozenset({WINNER}))),
    Step("fish_frenzy/scoring_example", "The rulebook's scoring example",
         "Yellow has the most black and pink cards (3 + 3), ties for most blue (2), is second in yellow, brown "
         "and orange (1 + 1 + 1) and holds 2 crabs.",
         lambda: from_position(4, ["", "", "", ""], collected=["K1 K2 K3 P1 P2 B1 Y1 N1 O1 C C",
                                                              "K1 B2 Y1 Y2 N1 N2 O1 O2", "P3 Y3", "B3"],
                               phase="over", deck_size=0, round=10),
         Task("answer", "How many points does Yellow score?", "",
              "Add 3 + 3 + 2 + 1 + 1 + 1, then take 1 off for each crab.", answer=9,
              solution=("9",), wrong=("11",), hides=HIDE_POINTS)),
    Step("fish_frenzy/goal_and_event_cards", "Goal and Event cards",
         "For a richer game, reveal one Goal card and one Event card at setup. A Goal pays the player who does "
         f"best at it; an Event pays every player. This edition adds {len(GOALS) + len(EVENTS) - 2} cards of its "
         "own to Big Catch and Rainbow Route.",
         lambda: from_position(4, ["", "", "", ""], collected=["K1 K2 P1 P2 B1 B2 Y1 Y2 N1 N2 O1 O2 G1 G2", "K3 P3",
                                                              "B3", ""],
                               phase="over", deck_size=0, round=10, goal="big_catch",
                               event="rainbow_route"),
         Task("answer", f"Event Rainbow Route pays {RAINBOW['points']} for each set of all {len(FISH_COLOURS)} "
              "fish colours. How many points does it give Yellow?", "",
              "Yellow has two cards of every fish colour: two full sets.", answer=2 * RAINBOW["points"],
              solution=(str(2 * RAINBOW["points"]),), wrong=(str(RAINBOW["points"]), str(2 * len(FISH_COLOURS))),
              hides=HIDE_POINTS)),
    Step("fish_frenzy/goal_and_event_cards", "A tied Goal",
         "When players tie for a Goal, this edition pays each of them the Goal's full points. A Goal for the "
         "most of something needs at least one; a Goal for the fewest counts from zero.",
         lambda: from_position(4, ["", "", "", ""], collected=["K3 P3", "B3 Y3", "K3", ""], phase="over",
                               deck_size=0, round=10, goal=BIG_CATCH["id"]),
         Task("answer", f"Goal {BIG_CATCH['name']} pays {BIG_CATCH['points']} points for the most cards showing "
              "3 little fish. Yellow and Red hold two each, Blue one. How many points does it pay out in all, "
              "every player's share added up?",
              f"Yellow and Red each score the Goal in full: {BIG_CATCH['points']} + {BIG_CATCH['points']}; Blue's "
              "one card is not the most.",
              "Nobody beats the two of Yellow and Red, a tie pays everyone in it in full, and Blue has fewer.",
              answer=2 * BIG_CATCH["points"], solution=(str(2 * BIG_CATCH["points"]),),
              wrong=(str(BIG_CATCH["points"]), str(3 * BIG_CATCH["points"])), hides=HIDE_POINTS)),
    Step("play", "Your first full game",
         "You know every rule now. Play a whole game against three greedy bots: watch the deck, and time "
         "your challenges.",
         lambda: GAME.new_state(4, seed=2026),
         Task("play", "Play to the end of the game.", "Game over: the final scores are on the board.",
              "Keep playing.", lambda s: s.is_terminal())),
)
