"""Fish Eat Fish, section by section, then every pairing of Challenge Cards, then a full game."""
from __future__ import annotations

from fishtutor.games.fish_eat_fish import GAME
from fishtutor.games.fish_eat_fish.board import circle_name, parse_circle as at
from fishtutor.games.fish_eat_fish.cards import (ATTACKER_WINS, BOTH_ELIMINATED, CARDS_PER_PLAYER, DEFENDER_WINS,
                                                 FISH_PER_PLAYER, FISH_SUPPLY, FISH_VALUES, FULL_SET, MAX_STACK,
                                                 NULLIFIED, PURPLE, TOTAL_FISH, card_codes, is_fish_card)
from fishtutor.games.fish_eat_fish.moves import Attack, ChooseCard, Place, Swim
from fishtutor.games.fish_eat_fish.position import from_position
from fishtutor.games.fish_eat_fish.words import capital, clicked_words, stack_words, your_card_words

from .base import Step, Task, picked

BLUE, GREEN, RED = range(3)  # Blue is the learner
FULL_HAND = card_codes(FULL_SET)  # "S O O F0 F1 F2 F2 F3 F3 F4 F5" in this edition
LOWEST, HIGHEST = FISH_VALUES[0], FISH_VALUES[-1]
MIDGAME = {"B4": "B", "C3": "PB", "D4": "G", "B2": "R", "D2": "P", "C5": "P", "A3": "GR", "E1": "PG"}


def _midgame(**kw):
    """A three-player game under way: Blue to play."""
    return from_position(3, MIDGAME, **kw)


def _battle(blue: str, green: str, green_card: str, hand: str | None = None):
    """Blue's stack on C3 attacks Green's on C4; Green has already chosen ``green_card``."""
    rest = FULL_HAND.split()
    rest.remove(green_card)
    return from_position(3, {"C3": blue, "C4": green, "A1": "R", "E5": "P"}, phase="choose", attack=("C3", "C4"),
                         pending={GREEN: green_card}, hands=[hand or FULL_HAND, " ".join(rest), FULL_HAND])


def _outcome(wanted: int, fish_only: bool = False):
    """A goal: the battle the learner's card settles ends in ``wanted`` (with a Fish card if asked)."""
    def goal(before, move, after) -> bool:
        if type(move) is not ChooseCard or not after.last_battle or after.last_battle[4] != wanted:
            return False
        return not fish_only or is_fish_card(after.last_battle[1])
    return goal



def _defence():
    """Green's fish on C4 attacks Blue's stack of 2 on C3; Green has already chosen the Fish 1 card."""
    rest = FULL_HAND.split()
    rest.remove("F1")
    return from_position(2, {"C3": "PB", "C4": "G", "A1": "B", "E5": "G"}, phase="choose", attack=("C4", "C3"),
                         starfish=GREEN, pending={GREEN: "F1"}, hands=[FULL_HAND, " ".join(rest)])


def _swum_then_attacked():
    """Blue's fish has just swum from B1 to C1 and attacked Green on D2; Green has chosen the Shark."""
    state = from_position(2, {"B1": "B", "D2": "G", "E5": "G"})
    state.apply(Attack(at("B1"), at("C1"), at("D2")), BLUE)
    state.apply(ChooseCard("S"), GREEN)
    return state


def _overflow(before, move, after) -> bool:
    """The attack made a stack of more than the maximum: its lowest fish went to the learner's catch."""
    return type(move) is Attack and sum(after.catch[BLUE]) > sum(before.catch[BLUE])


def _last_fish_eaten(before, move, after) -> bool:
    """The battle ended the game and every stack under Blue went into Blue's catch."""
    return after.is_terminal() and after.winners() == (BLUE,) and sum(after.catch[BLUE]) > 0


def _my_tall_stack(target, state) -> bool:
    """A stack of yours (your colour on top) with other fish below it."""
    return target[0] == "circle" and state.top[target[1]] == BLUE and len(state.stacks[target[1]]) > 1


# ---- words built from the learner's attempt -------------------------------------------------------------
def _swim_words(move) -> str:
    """The swim before an attack, if there was one: " swam to C2 and"."""
    return f" swam to {circle_name(move.landing)} and" if move.landing != move.fish else ""


def _still_picked(before, move, aim: str) -> str:
    """After a missed attack made by clicks the fish stays picked: say so, and what to click instead."""
    piece = "fish" if len(before.stacks[move.fish]) == 1 else "stack"
    return f"Your {piece} on {circle_name(move.fish)} is still picked: now choose {aim}."


def _placed(before, move, after) -> str:
    """Praise for a placement: the circle chosen, apart from the learner's other fish."""
    return f"Placed on {circle_name(move.circle)}, apart from your fish on C3. When every player has " \
           f"{FISH_PER_PLAYER} fish on the board, neutral purple fish fill the empty circles."


def _offered(before, move, after) -> str:
    """Praise for a swim that offers an attack: where the other fish could swim to attack it."""
    reach = sorted({circle_name(m.landing) for m in after.legal_moves(GREEN)
                    if type(m) is Attack and m.target == move.to})
    via = f"swim to {' or '.join(reach)} and " if reach and reach != [circle_name(move.to)] else ""
    return f"Swum to {circle_name(move.to)}: Green's fish on E4 can now {via}attack it. When you cannot attack, " \
           "you must offer an attack."


def _swum_anywhere(before, move, after) -> str:
    """Praise for a swim when no circle offers an attack."""
    return f"Swum to {circle_name(move.to)}: with no circle open to an attack, any straight swim is allowed."


def _attack_d2(before, move, after) -> bool:
    """The learner swam next to Green's fish on D2 and attacked it."""
    return type(move) is Attack and move.landing != move.fish and move.target == at("D2")


def _attacked_d2(before, move, after) -> str:
    """Praise for the swim and attack: where the fish swam, and what comes next."""
    return f"Attack! Your fish swam to {circle_name(move.landing)} and attacks Green's fish on D2; the Starfish " \
           "now lies on the line between them. A battle follows, a Challenge Card each: the next lessons show it."


def _not_d2(before, move, after) -> str:
    """Advice for an attack on another fish: which landing circles reach D2."""
    spots = sorted(circle_name(m.landing) for m in before.legal_moves(BLUE)
                   if type(m) is Attack and m.target == at("D2"))
    aim = f"an empty circle next to D2 ({', '.join(spots[:-1])} or {spots[-1]}), then D2"
    return f"This task is Green's fish on D2. {_still_picked(before, move, aim)}"


def _eats_purple(before, move, after) -> bool:
    """The attack ate the neutral purple fish (no battle)."""
    return type(move) is Attack and before.top[move.target] == before.neutral


def _ate(before, move, after) -> str:
    """Praise for eating a neutral fish: from where, and the stack it made."""
    made = len(after.stacks[move.target])
    return f"Eaten: your fish{_swim_words(move)} went on top of the purple fish on {circle_name(move.target)}, " \
           f"a stack of {made}, with no cards spent."


def _not_purple(before, move, after) -> str:
    """Advice for attacking a player's fish instead of the neutral one."""
    return f"Attacking {stack_words(before, move.target, BLUE)} starts a battle with cards. " \
           + _still_picked(before, move, "the purple fish on C3 to eat it with no cards")


def _overflowed(before, move, after) -> str:
    """Praise for an overflowing attack: how many fish there were, and where the extra went."""
    total = len(before.stacks[move.fish]) + len(before.stacks[move.target])
    extra = "fish" if total - MAX_STACK == 1 else f"{total - MAX_STACK} fish"
    return f"Eaten: your stack{_swim_words(move)} ate the purple stack of 2 on {circle_name(move.target)}. That " \
           f"made {total}, so the lowest {extra} went into your catch and your stack stopped at {MAX_STACK}."


def _no_overflow(before, move, after) -> str:
    """Advice for an attack that does not overflow: the sum, and where the overflow is."""
    aim = "the purple stack of 2 on C3"
    if before.top[move.target] != before.neutral:
        why = f"Attacking {stack_words(before, move.target, BLUE)} starts a battle instead."
    else:
        total = len(before.stacks[move.fish]) + len(before.stacks[move.target])
        why = f"Your stack of {len(before.stacks[move.fish])} and the single fish on {circle_name(move.target)} " \
              f"make {total}, not more than {MAX_STACK}: nothing would overflow."
    return f"{why} {_still_picked(before, move, aim)}"


def _battle_praise(tail: str):
    """Praise naming the card played and the totals, then ``tail``."""
    def praise(before, move, after) -> str:
        return f"{capital(your_card_words(before, move, BLUE))}: {tail}"
    return praise


def _last_battle_won(before, move, after) -> bool:
    """The learner won the battle that ate Green's last fish, so the game ended."""
    return _outcome(ATTACKER_WINS)(before, move, after) and _last_fish_eaten(before, move, after)


def _last_battle_missed(before, move, after) -> str:
    """Advice: a tie ends the game too, but not by winning."""
    hint = "Green has 3 + 1 = 4 and your stack on C3 is 2 high."
    if after.last_battle and after.last_battle[4] == BOTH_ELIMINATED:
        return f"A tie ends the game too, but it takes your stack on C3 out of the game with Green's fish: win " \
               f"the battle instead. {hint}"
    return _battle_advice(hint)(before, move, after)


def _battle_advice(hint: str, fish_only: bool = False):
    """Advice for a card that does not win: what the Octopus (or, when Fish cards are asked, the Shark) does."""
    def advice(before, move, after) -> str:
        if move.card == "O":
            return f"The Octopus only cancels the battle: nobody wins it. {hint}"
        if move.card == "S" and fish_only:
            return f"The Shark wins too, but this battle is about Fish cards. {hint}"
        return hint
    return advice


_CARDS_HINT = (f"Your Challenge Cards are under your name, one place for each kind from the left: the Shark first, "
               f"then the Octopus, then Fish {LOWEST} to Fish {HIGHEST}.")
_CATCH_HINT = "Each player's catch is written under their name."
_STAR_HINT = ("The Starfish lies beside the name of the player who holds it (the board in words says who is "
              "holding the Starfish).")
_TALL_HINT = "Find your own blue stack of 2: your fish on top of one of another colour."


def _clicked(hint: str):
    """Advice for a "click the board" task: what the learner clicked, then the hint."""
    def advice(target, state) -> str:
        return f"That is {clicked_words(state, target, BLUE)}. {hint}"
    return advice


STEPS = (
    Step("fish_eat_fish/contents", "What's in the box",
         f"The box holds {TOTAL_FISH} stackable fish: {FISH_SUPPLY[PURPLE]} purple, and blue, green, red and yellow "
         f"ones, {FISH_SUPPLY[0]} of each. Each player's {CARDS_PER_PLAYER} Challenge Cards are a Shark, a pair of "
         f"Octopus and {sum(FULL_SET[2:])} numbered Fish cards ({LOWEST} to {HIGHEST}).",
         _midgame,
         Task("pick", "Your cards are face up under your name, on the right. Choose your Shark card.",
              "That's it: the Shark beats any Fish card, so keep it for a battle that matters.",
              _CARDS_HINT, picked(("card", 0)), solution=(("card", 0),), advice=_clicked(_CARDS_HINT),
              wrong=(("card", 1),))),
    Step("fish_eat_fish/object", "The goal",
         "Eat other players' fish and bluff with your cards. When the feeding frenzy is over, the biggest catch "
         "of fish wins.",
         lambda: _midgame(catches=["RR", "BBPPP", "P"]),
         Task("pick", "Choose the player with the biggest catch so far.",
              "Right: Green has caught 5 fish.", _CATCH_HINT, picked(("player", GREEN)),
              solution=(("player", GREEN),), advice=_clicked(_CATCH_HINT), wrong=(("player", BLUE),))),
    Step("fish_eat_fish/setting_up", "Setting up",
         "Everyone takes a colour, its five fish and its eleven cards; purple is a player's colour only with five "
         "players. The first player holds the Starfish token and places the first fish.",
         lambda: GAME.new_state(4, seed=0, first_player=RED),
         Task("pick", "Red and Yellow have placed a fish. Choose the player who holds the Starfish.",
              "Yes: Red holds the Starfish, so Red placed first and will take the first turn.",
              _STAR_HINT, picked(("player", RED)), solution=(("player", RED),), advice=_clicked(_STAR_HINT),
              wrong=(("player", BLUE),))),
    Step("fish_eat_fish/placing_the_fish", "Placing the fish",
         f"In turn, each player puts one fish on an empty circle until all have placed {FISH_PER_PLAYER}. Keep your "
         "own fish apart: no two of your colour side by side unless there is no other choice. Purple fills what "
         "is left.",
         lambda: from_position(3, {"C3": "B", "A5": "G", "E1": "R"}, phase="place"),
         Task("move", "Place your next fish on any circle that does not touch your fish on C3.",
              f"Placed. When every player has {FISH_PER_PLAYER} fish on the board, neutral purple fish fill the "
              "empty circles.",
              "Circles joined to C3 by a line are off limits while others are free.",
              lambda before, move, after: type(move) is Place, solution=(Place(at("A1")),), accepts_any=True,
              praise=_placed, wrong=(Place(at("C4")), Place(at("C3"))))),
    Step("fish_eat_fish/definitions", "Your fish, and what adjacent means",
         "Your fish is a single fish of your colour, or any stack with your colour on top. Two circles are "
         "adjacent when one line joins them.",
         _midgame,
         Task("pick", "Choose the stack that is yours although another colour lies underneath.",
              "Right: blue is on top, so the whole stack on C3 is yours.",
              _TALL_HINT, _my_tall_stack, solution=(("circle", at("C3")),), advice=_clicked(_TALL_HINT),
              wrong=(("circle", at("B4")),))),
    Step("fish_eat_fish/moving_a_fish", "Moving a fish",
         "Only your own fish move: along one straight line, without turning, to any empty circle on the way, never "
         "jumping another fish. When none of your fish can attack, you must swim to a circle where another "
         "player's fish could come and attack yours; if no circle allows that, this edition lets you swim anywhere.",
         lambda: from_position(2, {"B1": "B", "E4": "G"}),
         Task("move", "Nothing is within reach to attack. Swim your fish from B1 to a circle where Green could "
              "come and attack it.",
              "Swum. Green can now reach your fish: when you cannot attack, you must offer one.",
              "Pick your fish on B1, then a circle Green's fish on E4 could swim next to: A1, B2 and C1 are out "
              "of its reach.",
              lambda before, move, after: type(move) is Swim, solution=(Swim(at("B1"), at("B4")),),
              accepts_any=True, praise=_offered, wrong=(Swim(at("B1"), at("C3")), Swim(at("B1"), at("C2")), Swim(at("B1"), at("A1"))))),
    Step("fish_eat_fish/moving_a_fish", "Nowhere to offer",
         "Sometimes no circle would let another player's fish reach yours. The rulebook does not say what happens "
         "then; in this edition any straight swim is allowed.",
         lambda: from_position(2, {"B5": "B", "E1": "G", "D1": "P", "E2": "P", "D2": "P"}),
         Task("move", "Green's fish on E1 is boxed in by purple fish. Swim your fish from B5 anywhere it can go.",
              "Swum: with no circle open to an attack, any straight swim is allowed.",
              "Pick your fish on B5, then an empty circle along row 5 or down column B.",
              lambda before, move, after: type(move) is Swim, solution=(Swim(at("B5"), at("B2")),),
              accepts_any=True, praise=_swum_anywhere, wrong=(Swim(at("B5"), at("C4")), Swim(at("B5"), at("A4"))))),
    Step("fish_eat_fish/choosing_a_fish_to_attack", "You must attack",
         "If any of your fish can attack, you must. A fish attacks a fish on an adjacent circle, and it may first "
         "swim to an empty circle next to its target.",
         lambda: from_position(2, {"B1": "B", "D2": "G", "A5": "P"}),
         Task("move", "Green's fish on D2 is in reach: swim next to it and attack.",
              "Attack! The Starfish now lies on the line between the two fish: a battle with Challenge Cards follows.",
              "Pick your fish, then an empty circle next to D2 on your row, then D2.",
              _attack_d2, solution=tuple(Attack(at("B1"), at(c), at("D2")) for c in ("C1", "D1", "E1")),
              praise=_attacked_d2, advice=_not_d2,
              wrong=(Swim(at("B1"), at("B5")), Attack(at("B1"), at("B4"), at("A5"))))),
    Step("fish_eat_fish/attacking", "Attacking",
         "A neutral purple fish, or one of your own colour, is simply eaten: your fish goes on top, no cards "
         "needed. Attacking another player's fish starts a battle in which both choose a Challenge Card in secret.",
         lambda: from_position(3, {"B2": "B", "C3": "P", "A1": "G", "E5": "R"}),
         Task("move", "Eat the neutral purple fish next to your fish.",
              "Eaten: your fish sits on top of a stack of two, with no cards spent.",
              "Pick your fish on B2, then the purple fish on C3.",
              _eats_purple, solution=tuple(Attack(at("B2"), at(c), at("C3")) for c in ("B2", "C2", "D2", "B3", "B4")),
              praise=_ate, advice=_not_purple, wrong=(Attack(at("B2"), at("B2"), at("A1")),))),
    Step("fish_eat_fish/attacking", "At most five in a stack",
         f"A stack never holds more than {MAX_STACK} fish. When eating would make it taller, the extra fish at the "
         "bottom leave the board and join the catch of the player whose colour is on top.",
         lambda: from_position(3, {"B2": "PPPB", "C3": "PP", "B3": "P", "A1": "G", "E5": "R"}),
         Task("move", f"Eat the purple stack of 2 on C3 with your stack of 4: that makes 6, more than {MAX_STACK}.",
              f"Eaten: the lowest fish went into your catch and your stack stopped at {MAX_STACK}.",
              "Pick your stack on B2, then the purple stack on C3 (the single fish on B3 would not overflow).",
              _overflow, solution=tuple(Attack(at("B2"), at(c), at("C3")) for c in ("B2", "C2", "D2")),
              praise=_overflowed, advice=_no_overflow,
              wrong=(Attack(at("B2"), at("B2"), at("B3")), Attack(at("B2"), at("A3"), at("B3"))))),
    Step("fish_eat_fish/taking_turns", "Taking turns",
         "When your turn is over the Starfish goes to the player on your left, who must attack if they can. "
         "Players with no fish left on the board are skipped.",
         _midgame,
         Task("play", "Take your turn (attack if you can) and watch the Starfish travel round the table.",
              "The Starfish went round the table and is back with you.", "Pick one of your fish and attack.",
              lambda s: any(seat != BLUE for seat, _ in s.history) and s.current_players() == (BLUE,))),
    Step("fish_eat_fish/winning", "Winning",
         "The game ends when only one player has fish on the board: those fish join that player's catch, and "
         "the Starfish goes to them for surviving. The biggest catch wins.",
         lambda: from_position(2, {"B2": "PB", "C3": "G", "E5": "P"}, hands=["S F1", "F0"],
                               catches=["GGG", "BBP"]),
         Task("play", "Attack Green's last fish and play the battle to the end of the game.",
              "Game over: you survived the feeding frenzy, took the Starfish and have the biggest catch.",
              "Attack C3, then choose a card.", lambda s: s.is_terminal())),
    Step("fish_eat_fish/winning", "Stacks left at the end",
         "When the game ends, every stack with the survivor's colour on top goes into their catch, all its fish "
         "whatever their colours. Stacks with a neutral purple fish on top stay on the board and count for nobody.",
         lambda: from_position(2, {"C3": "PB", "C4": "G", "A1": "GGB", "E5": "PPP"}, phase="choose",
                               attack=("C3", "C4"), pending={GREEN: "F3"},
                               hands=[FULL_HAND, "S O O F0 F1 F2 F2 F3 F4 F5"]),
         Task("move", "Green has one fish left and played the Fish 3 card. Win the battle to end the game.",
              "Game over: both your stacks, green fish included, are in your catch; the purple stack on E5 "
              "stays and counts for nobody.",
              "Green has 3 + 1 = 4 and your stack on C3 is 2 high.", _last_battle_won,
              solution=tuple(ChooseCard(c) for c in ("S", "F3", "F4", "F5")),
              praise=_battle_praise("you win. Game over: both your stacks, green fish included, are in your "
                                    "catch; the purple stack on E5 stays and counts for nobody."),
              advice=_last_battle_missed, wrong=(ChooseCard("F1"), ChooseCard("F2")))),
    Step("fish_eat_fish/tie_breaker", "Tie breaker",
         "A tie for the biggest catch that involves the Starfish holder goes to the Starfish holder. Otherwise "
         "the tied player with the most Challenge Cards left in hand wins.",
         lambda: from_position(3, {"C3": "PP"}, phase="over", starfish=GREEN, hands=["S O O F1", "F2", "O"],
                               catches=["BBBGGGRRR", "GGBBRRPPP", "PPP"]),
         Task("pick", "Blue and Green both caught 9 fish. Choose the winner.",
              "Right: Green holds the Starfish, and that beats Blue's bigger hand of cards.",
              "Who holds the Starfish?", picked(("player", GREEN)), solution=(("player", GREEN),),
              advice=_clicked("Who holds the Starfish?"), wrong=(("player", BLUE),))),
    Step("fish_eat_fish/resolving_attacks", "Battle: Fish against Fish",
         "When both play Fish cards, each adds their card's number to the height of their stack, and the higher "
         "total wins and goes on top. In this lesson you may peek: Green played the Fish 3 card.",
         lambda: _battle("PB", "G", "F3"),
         Task("move", "Your stack of 2 attacks Green's single fish. Choose a Fish card that wins.",
              "Your card plus 2 beat Green's 3 + 1: your stack goes on top of Green's fish.",
              "Green has 3 + 1 = 4: you need a Fish card that makes more than 4 with your 2.",
              _outcome(ATTACKER_WINS, fish_only=True), solution=tuple(ChooseCard(c) for c in ("F3", "F4", "F5")),
              praise=_battle_praise("the higher total wins, and your stack goes on top of Green's fish."),
              advice=_battle_advice("Green has 3 + 1 = 4: you need a Fish card that makes more than 4 with your 2.",
                                    fish_only=True), wrong=(ChooseCard("F1"), ChooseCard("S")))),
    Step("fish_eat_fish/resolving_attacks", "Battle: a tie",
         "If the two Fish totals are equal, both stacks are taken off the board and out of the game: nobody "
         "catches them. Green played the Fish 3 card again.",
         lambda: _battle("PB", "G", "F3"),
         Task("move", "Choose the card that makes the totals equal.",
              "A tie: both stacks are gone for good, counted in nobody's catch.",
              "Green has 3 + 1 = 4; your stack is 2 high.", _outcome(BOTH_ELIMINATED),
              solution=(ChooseCard("F2"),), wrong=(ChooseCard("F3"),))),
    Step("fish_eat_fish/resolving_attacks", "Battle: the Shark",
         "A Shark card beats any Fish card, whatever the numbers and heights. Green played the Fish 5 card on a "
         "stack of 3.",
         lambda: _battle("B", "PPG", "F5"),
         Task("move", "Only one card of yours beats 5 + 3. Play it.", "The Shark eats the whole stack.",
              "No Fish card of yours reaches 8 with a single fish.", _outcome(ATTACKER_WINS),
              solution=(ChooseCard("S"),), advice=_battle_advice("No Fish card of yours reaches 8 with a single fish."), wrong=(ChooseCard("F5"),))),
    Step("fish_eat_fish/resolving_attacks", "Battle: two Sharks",
         "If both players play their Shark, it is a tie: both stacks leave the game, however tall they are. "
         "Green played the Shark.",
         lambda: _battle("PB", "PPG", "S"),
         Task("move", "Make both stacks vanish.", "Shark against Shark: both stacks are out of the game.",
              "Match Green's card.", _outcome(BOTH_ELIMINATED), solution=(ChooseCard("S"),),
              wrong=(ChooseCard("F5"),))),
    Step("fish_eat_fish/resolving_attacks", "Battle: the Octopus",
         "An Octopus from either player cancels the attack: no fish moves, though both cards are still spent. "
         "Green played the Shark against your tall stack.",
         lambda: _battle("PPPB", "G", "S"),
         Task("move", "Save your stack of 4.", "The Octopus cancels it: nothing moves, and Green's Shark is spent.",
              "Which card cancels any battle?", _outcome(NULLIFIED), solution=(ChooseCard("O"),),
              wrong=(ChooseCard("S"),))),
    Step("fish_eat_fish/resolving_attacks", "Battle: the defender wins",
         "The attacked player can win too. Then the defending stack moves onto the attacker's circle and sits on "
         "top of the attacking fish.",
         _defence,
         Task("move", "Green's single fish on C4 attacks your stack of 2 and played the Fish 1 card. Win as the "
              "defender.",
              "You won the defence: your stack moved onto C4, on top of Green's fish.",
              "Green has 1 + 1 = 2; you need more than 2 with your stack of 2.", _outcome(DEFENDER_WINS),
              solution=tuple(ChooseCard(c) for c in ("S", "F1", "F2", "F3", "F4", "F5")),
              praise=_battle_praise("you won the defence, and your stack moved onto C4, on top of Green's fish."),
              advice=_battle_advice("Green has 1 + 1 = 2; you need more than 2 with your stack of 2."), wrong=(ChooseCard("F0"), ChooseCard("O")))),
    Step("fish_eat_fish/resolving_attacks", "The Octopus after a swim",
         "Your fish swam from B1 to C1 and then attacked. If an Octopus cancels that battle, the swim still "
         "counts: your fish stays on C1.",
         _swum_then_attacked,
         Task("move", "Green played the Shark. Cancel the battle and keep your fish.",
              "Cancelled: nobody was eaten, and your fish stays on C1 where it swam.",
              "Which card cancels any battle?", _outcome(NULLIFIED),
              solution=(ChooseCard("O"),), wrong=(ChooseCard("F5"),))),
    Step("fish_eat_fish/resolving_attacks", "Out of cards",
         "A player who has no Challenge Cards left after a battle takes all their stacks off the board into "
         "their catch, and battles no more.",
         lambda: _battle("PB", "G", "F0", hand="F2"),
         Task("move", "Play your last card.", "Out of cards: your stacks left the board and joined your catch.",
              "You hold just one card.", lambda before, move, after: not after.has_fish(BLUE),
              solution=(ChooseCard("F2"),))),
    Step("play", "Your first full game",
         "You know every rule now. Play a whole game against greedy bots: attack when you must, and save the "
         "Shark and the Octopus for the battles that matter.",
         lambda: GAME.new_state(4, seed=2026),
         Task("play", "Play to the end of the game.", "Game over: the final catches are on the board.",
              "Keep playing.", lambda s: s.is_terminal())),
)
