"""Where a hinted move rests on a chance the course teaches, one short sentence with the course's exact fraction
and the page that works it out: in Cats in the Barrel, a Level card chosen is alone with the chance the Fishy
assignment's first question computes from the cards still in the others' hands; in Fish Eat Fish, an attack that
starts a battle is won with the chance the battle questions count from the cards left in both hands; in Fishing
Frenzy, a boat left on clear water catches on its next roll with the chance the dice question counts on the map.
No widgets here."""
from __future__ import annotations

from fractions import Fraction

# The barrel game's cards and the course's counting are imported where they are used, after the game is known to be
# Cats in the Barrel: every tutor's hint comes through here, and a tutor's kernel imports its own game only.

GAME = "cats_in_the_barrel"  # the game whose hand the course's question models (Level 1-5, Lowest 3, two Cats)
PAGE = 'the Fishy assignment ("Fishy: Level cards and the barrel", question 1)'
LEVEL_CODES = {f"L{n}": n for n in range(1, 6)}


def others_hands(state, seat: int) -> tuple[tuple[int, ...], ...] | None:
    """The cards each other player may place with, as the course counts them (Level 1-5 and Lowest 3 still held,
    from what the table shows everyone); None where the course's picture does not fit (a card held twice)."""
    from fishtutor.games.fishy.cards import CAT
    from fishtutor.probability.fishy_levels import PLACING_CODES
    held = state.observation(seat)["unplayed"]
    hands = []
    for other, cards in enumerate(held):
        if other == seat:
            continue
        placing = [c for c in cards if c != CAT]
        if len(set(placing)) != len(placing) or not placing or any(c not in PLACING_CODES for c in placing):
            return None
        hands.append(tuple(sorted(PLACING_CODES.index(c) for c in placing)))
    return tuple(hands)


def alone_chance(state, seat: int, card: str) -> Fraction | None:
    """The chance nobody else plays Level ``card`` this turn if each other player picks one of their Level cards
    or Lowest 3 at random (None where the course's question does not apply)."""
    from fishtutor.probability.fishy_levels import players_of
    hands = others_hands(state, seat)
    return None if hands is None else players_of(hands, LEVEL_CODES[card] - 1)[0]


def course_words(state, seat: int, move) -> str:
    """The course's sentence for a hinted move ("" where no course question is about it)."""
    said = {GAME: _barrel_words, "fish_eat_fish": _battle_words, "fishing_frenzy": _roll_words}.get(state.game.name)
    return said(state, seat, move) if said is not None else ""


def _about(chance: Fraction) -> str:
    """A chance as the course writes it, and as the hint reads it (two decimals)."""
    return f"{chance} (about {float(chance):.2f})"


def _barrel_words(state, seat: int, move) -> str:
    """Cats in the Barrel: a Level card chosen, alone with the chance the Fishy assignment's question 1 counts."""
    from fishtutor.games.barrel.moves import Pick
    if type(move) is not Pick or move.card not in LEVEL_CODES:
        return ""
    card = move.card
    chance = alone_chance(state, seat, card)
    if chance is None:
        return ""
    return (f"If the others each play a Level card or Lowest 3 from their hands at random, nobody else plays "
            f"Level {LEVEL_CODES[card]} with chance {_about(chance)}: {PAGE} works this out.")


# ---- Fish Eat Fish: a battle's chance, counted card by card ----------------------------------------------------
def battle_question(state, seat: int, move):
    """The Fish Eat Fish assignment's battle question for the battle ``move`` would start, and its number in the
    assignment: the two stacks' heights, and the cards each player has turned up in battles so far (None: the move
    starts no battle, or a hand is empty)."""
    from fishtutor.games.fish_eat_fish.moves import Attack
    if type(move) is not Attack:
        return None
    owner, mine = state.top[move.target], state.top[move.fish]
    if owner < 0 or owner in (mine, state.neutral) or not sum(state.hand[seat]) or not sum(state.hand[owner]):
        return None
    from fishtutor.probability import course_fish_eat_fish as course
    ah, dh = len(state.stacks[move.fish]), len(state.stacks[move.target])
    played = (turned_up(state.discard[seat]), turned_up(state.discard[owner]))
    build = course.single_win if ah == dh else course.pair_win
    question = build(course.EDITION_VALUES, ah, *played) if ah == dh else build(course.EDITION_VALUES, ah, dh, *played)
    return question, course.BUILDERS.index(build) + 1, course.TITLE


def turned_up(discard) -> tuple:
    """The cards a player has turned up in battles, as the course names them ("S", "O", a Fish card's number)."""
    from fishtutor.games.fish_eat_fish.cards import KIND_VALUE
    names = ["S", "O"] + list(KIND_VALUE[2:])
    return tuple(names[kind] for kind, count in enumerate(discard) for _ in range(count))


def _battle_words(state, seat: int, move) -> str:
    """Fish Eat Fish: the chance an attack's battle is won if both pick a card at random from their hands."""
    found = battle_question(state, seat, move)
    if found is None:
        return ""
    question, number, title = found
    from fishtutor.games.fish_eat_fish.cards import COLOURS
    other = COLOURS[state.top[move.target]]
    return (f"If you and {other} each pick a Challenge Card at random from the cards left in your hands, you win "
            f"this battle with chance {_about(question.exercise.exact)}: the Fish Eat Fish assignment (\"{title}\", "
            f"question {number}) works this out.")


# ---- Fishing Frenzy: the next roll from where the boat ends -------------------------------------------------
def roll_question(state, seat: int, move):
    """The Fishing Frenzy assignment's question on a catch with the next roll from the clear-water square ``move``
    leaves the boat on, and its number (None: the move ends elsewhere, or the sea is not the question's: a fish
    caught already, or another boat out of its dock)."""
    from fishtutor.games.fishing_frenzy.moves import Drift, Sail
    if type(move) not in (Sail, Drift):
        return None
    from fishtutor.probability import fishing_frenzy_dice as dice
    if move.end not in dice.sea_squares() or state.tags:
        return None
    after = state.clone()
    after.apply(move, seat)
    if after.tags or after.square_name(seat) != move.end or _boat_near(after, seat):
        return None
    from fishtutor.probability import course_fishing_frenzy as course
    ids = [qid for qid, _ in course.BUILT_BY]
    return course.fish_roll_question(move.end), ids.index("ffz_fish_roll") + 1, course.TITLE


def _boat_near(state, seat: int) -> bool:
    """Whether another boat out of its dock is within a roll's reach of ``seat``'s (two directions of at most the
    number cube's highest face each): only such a boat can stop or change a way the next roll allows."""
    from fishtutor.probability.fishing_frenzy_dice import NUMBERS
    col, row = state.boats[seat]
    return any(c >= 0 and not state.at_dock(other) and abs(c - col) + abs(r - row) <= 2 * max(NUMBERS)
               for other, (c, r) in enumerate(state.boats) if other != seat)


def _roll_words(state, seat: int, move) -> str:
    """Fishing Frenzy: the chance the next roll from where the boat ends lets it end a direction on a fish."""
    found = roll_question(state, seat, move)
    if found is None:
        return ""
    question, number, title = found
    return (f"From {move.end}, if every fish is still uncaught and no other boat is near, your next roll lets you end "
            f"a direction on a fish with chance {_about(question.exercise.exact)}: the Fishing Frenzy assignment "
            f"(\"{title}\", question {number}) works this out.")
