"""Cats in the Barrel, section by section, a full game, then the rules questions asked about our reconstructions."""
from __future__ import annotations

from fishtutor.games.barrel.cats_in_the_barrel import GAME
from fishtutor.games.barrel.fish_in_the_barrel import GAME as FISH_IN_THE_BARREL
from fishtutor.games.barrel.fresh_fish import GAME as FRESH_FISH
from fishtutor.games.barrel.moves import Cancel, Pass, Pick, Place, Trade
from fishtutor.games.barrel.position import from_position
from fishtutor.games.fishy.cards import CAT, CATS_IN_THE_BARREL_HAND, LOWEST_3, LOWEST_4, Level

from . import cats_in_the_barrel_judging as judging
from .base import Step, Task

RED, BLUE, YELLOW, WHITE = range(4)  # Red is the learner
L1, L2, L3, L4, L5 = (Level(n) for n in range(1, 6))
C = "cats_in_the_barrel/"


def _is(kind):
    return lambda before, move, after: type(move) is kind


def _gains(seat, wanted):
    """A goal: after the move, ``seat`` has placed exactly ``wanted`` (levels) this turn."""
    return lambda before, move, after: sorted(after.gains[seat]) == sorted(wanted) and type(move) is Pick


def _resolved(state, seat, card):
    """What ``seat`` would place if it played ``card`` now (the others' cards already down)."""
    trial = state.clone()
    trial.apply(Pick(card), seat)
    return trial


def _pair_scene():
    return from_position(GAME, 4, fish={BLUE: {2: 1}}, picks={BLUE: L3, YELLOW: L3, WHITE: L5})


def _cat_scene():
    return from_position(GAME, 4, fish={BLUE: {5: 1, 4: 1}}, picks={RED: CAT, BLUE: L5, YELLOW: L2, WHITE: L2})


def _cancel_scene():
    return from_position(GAME, 4, fish={BLUE: {4: 2}, YELLOW: {1: 1}}, picks={RED: CAT, BLUE: L4, YELLOW: L1,
                                                                               WHITE: L3})


def _lowest_cancel_scene():
    return from_position(GAME, 4, fish={BLUE: {1: 1, 3: 2, 5: 1}, YELLOW: {2: 1}},
                         picks={RED: CAT, BLUE: LOWEST_3, YELLOW: L2, WHITE: L4})


def _tie_scene():
    """Blue, Yellow and White tie on level 5; White falls behind on level 4; Blue and Yellow tie everywhere."""
    return from_position(GAME, 4, fish={RED: {4: 3, 3: 3}, BLUE: {5: 1, 4: 2, 3: 1}, YELLOW: {5: 1, 4: 2, 3: 1},
                                        WHITE: {5: 1, 4: 1, 3: 4}}, ages=[25, 40, 52, 60])


def _order_scene():
    return from_position(GAME, 4, fish={BLUE: {5: 1, 1: 2}, YELLOW: {4: 3}, WHITE: {5: 1}}, ages=[50, 30, 40, 20])


def _few_fish_scene():
    return from_position(GAME, 4, fish={RED: {5: 2, 4: 8, 2: 8}}, picks={RED: LOWEST_3, BLUE: L2, YELLOW: L4,
                                                                        WHITE: L5})


def _score_scene():
    return from_position(GAME, 4, fish={RED: {5: 2, 3: 3, 1: 1}, BLUE: {4: 2}}, extra_cats={RED: BLUE})


def _example_scene():
    """The rulebook's example: A-F are seats 0-5; B (seat 1) is older than C and decides first."""
    return from_position(GAME, 6, fish={0: {5: 1}}, picks={0: L5, 1: CAT, 2: CAT, 3: L4, 4: LOWEST_3, 5: L2})


def _new_hand_scene():
    return from_position(GAME, 4, hands={s: [L4, CAT] for s in range(4)}, fish={s: {1: 2, 2: 1} for s in range(4)})


# ---- the rules questions, asked about the reconstructions ------------------------------------------------
def _fresh_q1():
    return from_position(FRESH_FISH, 4, fish={RED: {2: 2}, BLUE: {3: 1}, YELLOW: {4: 1}, WHITE: {5: 1}},
                         picks={BLUE: L4, YELLOW: LOWEST_3, WHITE: LOWEST_4})


def _fresh_q2():
    return from_position(FRESH_FISH, 3, fish={BLUE: {3: 1, 1: 2}}, picks={BLUE: L3, YELLOW: L1})


def _barrel_q4():
    return from_position(FISH_IN_THE_BARREL, 4, ages=[20, 45, 70, 33])


def _barrel_q5():
    return from_position(FISH_IN_THE_BARREL, 3, fish={RED: {5: 18}}, picks={RED: LOWEST_4, BLUE: L1, YELLOW: L1})


def _taken(scene, seat, card):
    """Fish a seat takes in Fresh Fish once Red plays ``card``."""
    return sum(_resolved(scene(), RED, card).caught[seat]) - sum(scene().caught[seat])


def _first_cat_of(scene) -> int:
    """The player number (1-based) whose Cat acts first if every player turns up a Cat."""
    s = scene()
    for seat in range(s.n):
        s.apply(Pick(CAT), seat)
    return s.current_players()[0] + 1


def _first_two_cats_order() -> int:
    """Blue and Yellow both turn up a Cat in the order scene: the player number going first."""
    s = _order_scene()
    for seat, card in ((RED, L1), (BLUE, CAT), (YELLOW, CAT), (WHITE, L2)):
        s.apply(Pick(card), seat)
    return s.current_players()[0] + 1


_PAIR_BLUE = len(_resolved(_pair_scene(), RED, L1).gains[BLUE])
_FRESH_Q1 = _taken(_fresh_q1, WHITE, L3)
_FRESH_Q2 = _taken(_fresh_q2, BLUE, L3)
_SCORE = _score_scene().scores()[RED]
_ORDER = _first_two_cats_order()
_OLDEST = _first_cat_of(_barrel_q4)


def _best_two_levels() -> int:
    """Points the two fish add when each goes on the highest level the Lowest 4 card still offers."""
    s = _barrel_q5()
    before = s.scores()[RED]
    while s.current_players() == (RED,) and not s.is_terminal():
        s.apply(max(s.legal_moves(RED), key=lambda m: m.level), RED)
    return s.scores()[RED] - before


_Q5 = _best_two_levels()

STEPS = [
    Step(C + "preparations", "Preparations",
         "Everyone takes a colour, its 20 fish and a set of cards: Level 1 to Level 5, Lowest 3 and two Cats. The "
         "Lowest 4 card stays in the box. Your fish wait in front of you until cards let you put them in the barrel.",
         lambda: GAME.new_state(4),
         Task("answer", "How many cards do you hold at the start?",
              f"Yes: {len(CATS_IN_THE_BARREL_HAND)} cards, two of them Cats.",
              "Count the five Level cards, the Lowest 3 card and the Cats.",
              answer=len(CATS_IN_THE_BARREL_HAND), solution=(str(len(CATS_IN_THE_BARREL_HAND)),),
              wrong=("9", "7"))),
    Step(C + "turn", "A turn",
         "Each turn everybody chooses one card from their hand in secret and lays it face down. When all have "
         "chosen, the cards are turned over together; played cards stay face up beside you until the next hand.",
         lambda: from_position(GAME, 4, picks={BLUE: L2, YELLOW: L3, WHITE: L4}),
         Task("move", "The others have chosen. Choose any card from your hand.",
              "Revealed! Look at what everyone played and where the fish went.",
              "Choose one of your cards. The Lowest 4 card is not part of this game.",
              _is(Pick), solution=(Pick(L1),), wrong=(Pick(LOWEST_4), Pick(CAT, True)), accepts_any=True,
              praise=judging.turn_praise)),
    Step(C + "unique_level", "a. A Level card nobody else played",
         "If nobody else turned up the same Level card as you, you put two of your fish on that level.",
         lambda: from_position(GAME, 4, fish={WHITE: {5: 1}}, picks={BLUE: L2, YELLOW: L2, WHITE: L5}),
         Task("move", "Blue and Yellow chose Level 2 and White chose Level 5. Play a card that puts two fish on "
              "level 4.", "Two fish on level 4: your card was the only one of its kind.",
              "Pick the Level 4 card: nobody else has it down.",
              _gains(RED, [4, 4]), solution=(Pick(L4),), wrong=(Pick(L2), Pick(L5)))),
    Step(C + "pair", "b. Two of the same Level card",
         "When exactly two players turn up the same Level card, each of them puts just one fish on that level.",
         _pair_scene,
         Task("answer", "Blue and Yellow both chose Level 3. If you play Level 1, how many fish does Blue place?",
              "Right: a pair places one fish each.", "Two equal Level cards: one fish for each of the two.",
              answer=_PAIR_BLUE, solution=(str(_PAIR_BLUE),), wrong=("2", "0"))),
    Step(C + "three_or_more", "c. Three or more of the same Level card",
         "When three or more players turn up the same Level card, none of them places a fish this turn.",
         lambda: from_position(GAME, 4, picks={BLUE: L3, YELLOW: L3, WHITE: L1}),
         Task("move", "Blue and Yellow chose Level 3. Play the card that stops both of them placing.",
              "Three Level 3 cards: nobody places on level 3 this turn, you included.",
              "Join them on the same level.",
              judging.stops(BLUE, YELLOW), solution=(Pick(L3),), wrong=(Pick(L1), Pick(L5), Pick(CAT)),
              advice=judging.stop_advice(BLUE, YELLOW))),
    Step(C + "lowest_3", "d. The Lowest 3 card",
         "The Lowest 3 card played by you alone puts one fish on each of levels 1, 2 and 3. If two or more players "
         "turn it up, none of them places anything.",
         lambda: from_position(GAME, 4, fish={YELLOW: {4: 1}, BLUE: {2: 1}}, picks={BLUE: L2, YELLOW: L4, WHITE: L5}),
         Task("move", "Place three fish with one card.", "One fish each on levels 1, 2 and 3.",
              "Only one card places three fish.", _gains(RED, [1, 2, 3]), solution=(Pick(LOWEST_3),),
              wrong=(Pick(L2), Pick(L4)))),
    Step(C + "lowest_3", "Too few fish left",
         "With fewer fish than your card allows, you choose where they go: in this edition one fish at a time, on "
         "any level the card still offers.",
         _few_fish_scene,
         Task("move", "You have two fish left and your Lowest 3 card is alone. Put a fish on the highest level it "
              "allows.", "Level 3 is worth the most of the three.", "The Lowest 3 card offers levels 1, 2 and 3.",
              lambda b, m, a: m == Place(3), solution=(Place(3),), wrong=(Place(4), Place(1)))),
    Step(C + "cat", "e. A Cat card: trade",
         "After the reveal, a Cat lets you swap it for an opponent's card and use that card yourself; they get "
         "the Cat. Cards are counted after the Cats, and you may also let your Cat do nothing.",
         _cat_scene,
         Task("move", "Blue played Level 5. Trade your Cat for it.",
              "Blue's Level 5 card is yours now, with its two fish; Blue holds your Cat.",
              "Choose Blue's Level 5 card and trade.",
              lambda b, m, a: type(m) is Trade and a.gains[RED] == [5, 5], solution=(Trade(BLUE, L5),),
              wrong=(Trade(RED, L5), Cancel(BLUE, L5), Trade(YELLOW, CAT)))),
    Step(C + "cat", "e. A Cat card: cancel",
         "Or the Cat cancels an opponent's card: it places nothing, and its owner loses one fish from that level, "
         "back in front of them. A cancelled Lowest 3 costs a fish on each of levels 1 to 3; a Cat cannot act on "
         "another Cat.",
         _cancel_scene,
         Task("move", "Blue has two fish on level 4 and played Level 4. Cancel Blue's card.",
              "Cancelled: Blue places nothing and one of Blue's level-4 fish goes back.",
              "Choose Blue's Level 4 card and cancel it.",
              lambda b, m, a: type(m) is Cancel and a.levels[3][BLUE] == 1, solution=(Cancel(BLUE, L4),),
              wrong=(Trade(BLUE, L4), Pass(), Cancel(BLUE, L3)))),
    Step(C + "cat", "e. A Cat card: cancelling a Lowest 3",
         "A Lowest 3 card stands for three levels, so cancelling it can cost its owner up to three fish: one from "
         "each of levels 1, 2 and 3 where they have one. Those fish go back in front of them.",
         _lowest_cancel_scene,
         Task("move", "Your Cat acts. Use it to send as many of Blue's fish back out of the barrel as you can.",
              "Cancelled: Blue's Lowest 3 places nothing and Blue loses the fish on levels 1 and 3 (none was on "
              "level 2).", "Which of the cards on the table stands for more than one level?",
              judging.sends_back(BLUE, 2), solution=(Cancel(BLUE, LOWEST_3),),
              wrong=(Trade(BLUE, LOWEST_3), Cancel(WHITE, L4), Pass()),
              praise=judging.cancel_praise(BLUE), advice=judging.send_back_advice(BLUE))),
    Step(C + "cat_order", "f. Several Cats",
         "Several Cats take turns. Whoever has more fish on level 5 acts earlier; a tie is settled on level 4, "
         "then lower down, and finally by age: older players before younger ones.",
         _order_scene,
         Task("answer", "Suppose Blue and Yellow both turn up a Cat. Whose Cat acts first? Type the player number "
              "(Blue is 2, Yellow is 3).", "Right: one fish on level 5 beats any number on level 4.",
              "Compare level 5 first.", answer=_ORDER, solution=(str(_ORDER),), wrong=("3", "1"))),
    Step(C + "cat_order", "f. Several Cats: a tie",
         "When players have as many fish on level 5, compare level 4, then 3, 2 and 1; only players level with "
         "each other on every level go by age, the older first.",
         _tie_scene,
         Task("pick", "Suppose everyone turns up a Cat this turn. Ages: Red 25, Blue 40, Yellow 52, White 60. Choose "
              "the player whose Cat acts first (their row, or their fish in the barrel).",
              f"Right: {judging.first_cat_name(_tie_scene())}.", "Compare level 5, then go down a level while "
              "there is a tie; age only settles a tie on every level.",
              judging.first_cat_pick, solution=judging.first_cat_targets(_tie_scene()),
              wrong=(("player", WHITE), ("player", BLUE), ("player", RED)),
              praise=judging.first_cat_praise, advice=judging.first_cat_advice)),
    Step(C + "new_hand", "New hand",
         "When everyone has only one card left in hand, every card goes back into the hands and the next hand "
         "begins. After trades, hands may differ.",
         _new_hand_scene,
         Task("answer", "Each hand holds two cards. After the next turn, how many cards will you hold?",
              "Eight: the played cards and the last one all come back.",
              "After the turn one card is left, so all are picked up again.",
              answer=len(CATS_IN_THE_BARREL_HAND), solution=(str(len(CATS_IN_THE_BARREL_HAND)),), wrong=("1", "7"))),
    Step(C + "game_end", "Game end and winning",
         "The game ends when someone has put all their fish in the barrel. Each fish scores its level's number, "
         "each Cat beyond two adds 5, and players tied for the most share the win.",
         _score_scene,
         Task("answer", "You won a Cat in a trade earlier. How many points do you have?",
              "Right: 10 + 9 + 1 for the fish, and 5 for the third Cat.",
              "Two fish on level 5, three on level 3, one on level 1, plus the extra Cat.",
              answer=_SCORE, solution=(str(_SCORE),), wrong=("20", "19"), hides=frozenset({"points"}))),
    Step(C + "example", "The example of play",
         "Players A to F reveal Level 5, Cat, Cat, Level 4, Lowest 3 and Level 2; B goes first, being older than C. "
         "The printed example puts Player F's two fish on level 3, but F played Level 2: by the rules they go on "
         "level 2. A Cat you receive in a trade does nothing.",
         _example_scene,
         Task("move", "You are Player B (Blue on the board; A to F are Red, Blue, Yellow, White, Green and Black). "
              "Trade your Cat for Player E's (Green's) Lowest 3 card.",
              "B (Blue) now places on levels 1, 2 and 3; E (Green) receives the Cat and does nothing.",
              "Choose Green's Lowest 3 card (Player E) and trade.",
              lambda b, m, a: type(m) is Trade and m.seat == 4, solution=(Trade(4, LOWEST_3),),
              wrong=(Cancel(4, LOWEST_3), Trade(1, LOWEST_3))), seat=1),
    Step("play", "Play a game",
         "Now play a whole game against three bots. Place all your fish first, and aim high.",
         lambda: GAME.new_state(4, seed=3),
         Task("play", "Play until someone has placed all their fish.", "Game over: see the points table.",
              "Choose a card each turn; decide for your Cats when asked.", goal=lambda s: s.is_terminal())),
    Step(C + "rulings", "Rules question: who takes first? (Fresh Fish)",
         "The rules questions are about Fresh Fish, whose rules are not in the text; we ask them about our "
         "reconstruction, where cards take fish out. Level cards take first, then Lowest 3, then Lowest 4.",
         _fresh_q1,
         Task("answer", "You will play Level 3; the others played Level 4, Lowest 3 and Lowest 4. How many fish "
              "does White (Lowest 4) take?", "Right: by White's turn only one fish is left.",
              "Take the Level cards first, then Lowest 3, then see what is left.",
              answer=_FRESH_Q1, solution=(str(_FRESH_Q1),), wrong=("4", "0"))),
    Step(C + "rulings", "Rules question: one fish, two takers (Fresh Fish)",
         "In our reconstruction of Fresh Fish a pair of Level cards takes a fish each only if there is one for "
         "each. The ruling says two players after one last fish get nothing.",
         _fresh_q2,
         Task("answer", "One fish is left on level 3; Blue and you both play Level 3. How many fish does Blue take?",
              "Right: neither of you takes it.", "Two takers, one fish.", answer=_FRESH_Q2,
              solution=(str(_FRESH_Q2),), wrong=("1",))),
    Step(C + "rulings", "Rules question: both Cats at once (Fish in the Barrel)",
         "In our reconstruction of Fish in the Barrel a player may lay both Cat cards down in one turn, as the "
         "ruling allows; each Cat then acts.",
         lambda: FISH_IN_THE_BARREL.new_state(4),
         Task("answer", "How many Cat cards may you play in a single turn?", "Yes, both of them.",
              "The ruling says yes, though it is rarely wise.", answer=2, solution=("2",), wrong=("1",))),
    Step(C + "rulings", "Rules question: Cats on the first turn (Fish in the Barrel)",
         "On the first turn nobody has fish in the barrel, so when several Cats turn up in our reconstruction "
         "they act from the oldest player down.",
         _barrel_q4,
         Task("answer", "Ages are Red 20, Blue 45, Yellow 70, White 33. Everyone plays a Cat. Whose acts first? "
              "Type the player number.", "Right: Yellow, the oldest.", "No fish yet: age decides.",
              answer=_OLDEST, solution=(str(_OLDEST),), wrong=("2", "1"))),
    Step(C + "rulings", "Rules question: Lowest 4 with two fish (Fish in the Barrel)",
         "In our reconstruction of Fish in the Barrel, a lone Lowest 4 card with only two fish left lets you "
         "choose two of levels 1 to 4. The ruling: choose 3 and 4.",
         _barrel_q5,
         Task("answer", "You played Lowest 4 alone with two fish left. Following the ruling, how many points do "
              "those two fish add to your score?", "Right: level 3 and level 4 make 7.",
              "The card offers levels 1 to 4; the ruling picks the top two.",
              answer=_Q5, solution=(str(_Q5),), wrong=("3", "10"))),
]


def _as(rule: str, step: Step, marks: tuple | None = None) -> Step:
    """The same step taught under another game's section id (with that game's edition marks)."""
    return Step(rule, step.title, step.text, step.scenario, step.task, step.seat, step.bots, step.extra, marks)


# Q1's board takes with the Lowest cards and by colour; Q2's has Level cards alone after one fish
_FRESH_RULINGS_MARKS = (("fresh_fish_reconstruction", "fresh_fish_lowest_levels", "fresh_fish_colour_taken"),
                        ("fresh_fish_reconstruction", "fresh_fish_colour_taken"))


_RULINGS = [step for step in STEPS if step.rule == C + "rulings"]
FRESH_FISH_STEPS = [
    Step("fresh_fish/reconstruction", "Fresh Fish: a reconstruction",
         "Only the rules questions of Fresh Fish survive, so we rebuilt it: the barrel starts with four fish of "
         "every colour on each level, and revealed cards take fish out, counted as in Cats in the Barrel. A lone "
         "Lowest 3 or 4 takes a fish from each of the 3 or 4 lowest levels that still hold fish, always the "
         "colour with most fish there.",
         lambda: FRESH_FISH.new_state(4),
         Task("move", "The others have chosen face down. Choose the card that takes fish from level 5.",
              "Level 5 it is: alone, it takes two fish worth 5 each; with one other Level 5, one each.",
              "The Level 5 card takes from level 5.", lambda b, m, a: m == Pick(L5), solution=(Pick(L5),),
              wrong=(Pick(CAT), Pick(L1)), praise=judging.turn_praise)),
    *[_as("fresh_fish/rulings", step, marks) for step, marks in zip(_RULINGS[:2], _FRESH_RULINGS_MARKS)],
    Step("play", "Play Fresh Fish", "Play a whole game of the reconstruction against three bots.",
         lambda: FRESH_FISH.new_state(4, seed=5),
         Task("play", "Play until the game ends.", "Game over: see the points table.", "Choose a card each turn.",
              goal=lambda s: s.is_terminal())),
]
FISH_IN_THE_BARREL_STEPS = [
    Step("fish_in_the_barrel/reconstruction", "Fish in the Barrel: a reconstruction",
         "Only the rules questions of Fish in the Barrel survive, so this game is rebuilt as Cats in the Barrel "
         "with the Lowest 4 card added; both Cats may go down in one turn.",
         lambda: from_position(FISH_IN_THE_BARREL, 4, picks={BLUE: L2, YELLOW: L3, WHITE: L5}),
         Task("move", "Place four fish with one card.", "One fish on each of levels 1 to 4.",
              "The Lowest 4 card covers levels 1 to 4.", _gains(RED, [1, 2, 3, 4]), solution=(Pick(LOWEST_4),),
              wrong=(Pick(LOWEST_3), Pick(L2)))),
    *[_as("fish_in_the_barrel/rulings", step) for step in _RULINGS[2:]],
    Step("play", "Play Fish in the Barrel", "Play a whole game of the reconstruction against three bots.",
         lambda: FISH_IN_THE_BARREL.new_state(4, seed=5),
         Task("play", "Play until someone has placed all their fish.", "Game over: see the points table.",
              "Choose a card each turn; decide for your Cats when asked.", goal=lambda s: s.is_terminal())),
]
