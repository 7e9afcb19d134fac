"""Fishing Frenzy: the dice and the sea: the graded assignment, from counting the 36 rolls of the two dice, to
averages over them, to a boat followed roll after roll home up a narrow inlet (a Markov chain solved exactly).

Every exact answer is computed: the dice by counting faces, the sea by the movement rules on this edition's map,
the chains by solving their equations over fractions. Every slip is computed too, the slipped way. The
probability corner (fishing_frenzy.exercises) shows some of these same questions, taken from here by id.

Each question is a family of variants (``families``): the same question on other numbers the game allows (other
boats south of the dock, the Captains and your place in the order, the boat's square, the inlet's length and the
boat's distance up it). Variant 0 is the question the tutors show; a question on a square of the map carries the
map drawn (``Question.figure``), and every reading of the rules its answer rests on is said in its own text."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations

from . import fishing_frenzy_dice as fz
from . import fishing_frenzy_chains as chains
from .answers import show
from .core import Exercise
from .course import EXACT_TOLERANCE, Assignment, Family, Question, Slip
from .edition import each
from .fishing_frenzy_figure import dock_figure, inlet_figure, map_figure
from . import variant_table

TITLE = "Fishing Frenzy: the dice and the sea"
INTRO = ("Two dice steer every boat: a compass cube whose six faces each show two directions, and a number cube. "
         "You count the 36 equally likely rolls, average what they give a boat on this edition's map, then follow "
         "a boat roll after roll as it races home up a narrow inlet.")
ROLLS = fz.ROLLS
# The readings of the movement rules a roll's ways rest on, said in every question about a square of the map
FIRST_STOP = "where the first ends counts as a stop too: {}a jaw or a wheel there ends the move."
MOVE_RULES = ("Moving both directions, each goes the full number, and {} A drifter (squares inside a bold edge) is "
              "one space: you leave it from whichever of its squares you like, straight on in your direction. You "
              "run aground only when no way of moving the roll stays afloat{}.")
DOCK_SHORE = (" The lines are not out yet, so a dock is shore: a NORTH into it runs aground like the land between "
              "the docks.")


def _move_rules(catching: bool) -> str:
    """The readings of the movement rules a roll's ways rest on, while fish are caught (``catching``) or on the
    way home (the lines out: a fish landed on is not caught)."""
    if catching:
        return MOVE_RULES.format(FIRST_STOP.format("a fish there is caught, and "),
                                 ", and a boat that runs aground lands no fish")
    return MOVE_RULES.format(FIRST_STOP.format(""), "")


SHOWN = "(The map is drawn with this question.)"
LONG_COUNT = "This is a long count: 36 rolls, and up to 4 ways of moving each."


def _slips(truth: Fraction, *slips: Slip, chance: bool = True) -> tuple[Slip, ...]:
    """The slips the checker can tell from the truth and from each other (farther apart than a 4-place decimal
    blurs; the first slip giving an answer is kept), and for a chance only answers that are chances."""
    kept: list[Slip] = []
    for slip in slips:
        if chance and not 0 <= slip.answer <= 1:
            continue
        if all(abs(slip.answer - other) > 2 * EXACT_TOLERANCE for other in [truth] + [k.answer for k in kept]):
            kept.append(slip)
    return tuple(kept)


def _faces_with(direction: str, without: str) -> int:
    """Compass faces showing ``direction`` and not ``without``."""
    return sum(direction in face and without not in face for face in fz.COMPASS_FACES)


def _listing(numbers, last: str = "and") -> str:
    """Numbers in words: "2", "2 and 5", "1, 3 and 4" (or "1, 3 or 4")."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


# ---- counting: the two dice -------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def leave_question(boats: tuple = ()) -> Question:
    """Leaving the dock: a boat there moves only SOUTH first, so the compass cube must show SOUTH (and, with other
    boats ``boats`` squares straight south of the dock, the SOUTH may not end on one of them)."""
    south, rolls = fz.faces_showing("S"), fz.leave_rolls(boats)
    chance, free = Fraction(sum(rolls), ROLLS), len(fz.NUMBERS) - len(boats)
    if not boats:
        ex = Exercise("ffz_leave", "Your boat is at its dock. What is the chance you leave it on your next roll?",
                      chance, f"A boat leaves only with a SOUTH on the compass cube: {south} of its 6 faces show one "
                      "(NORTH and SOUTH, SOUTH and EAST, SOUTH and WEST). The number cube does not matter.",
                      "Look at the six faces of the compass cube: how many show SOUTH?", fz.simulate_leave)
    else:
        ex = Exercise(
            "ffz_leave", f"Your boat is at its dock, open water straight south of it. Other boats sit "
            f"{_listing(boats)} square{'s' * (boats != (1,))} straight south of your dock. A boat may pass through "
            "another boat's square but may not end either direction of its move there. What is the chance you "
            "leave the dock on your next roll?", chance,
            f"A boat leaves only by moving SOUTH first: {south} of the 6 compass faces show SOUTH. A SOUTH of "
            f"exactly {_listing(boats, 'or')} would end on a boat, and then the roll allows no move at all (the other "
            "direction may only come second); every other SOUTH leaves, passing any boat on the way. So "
            f"{south} × {free} of the {ROLLS} rolls leave: {show(chance)}.",
            "Count the (compass face, number) pairs that leave: which SOUTH rolls would end on a boat?",
            fz.simulate_table(rolls))
    slips = _slips(chance,
                   Slip(Fraction(1, 4) * Fraction(free, 6), "the compass cube showed one of four directions, but "
                        "each of its faces shows two.", "Treats the compass cube as a four-way die: has not looked "
                        "at its faces."),
                   Slip(Fraction(_faces_with("S", "N") * free, ROLLS),
                        "you left out the NORTH and SOUTH face, but with it the captain may move SOUTH alone.",
                        "Thinks both directions on a face must be used, so the NORTH on it spoils the roll."),
                   *([Slip(fz.leave_dock(), "the other boats made no difference, but a SOUTH may not end on one.",
                           "Forgets that no two boats may share a space at the end of a move."),
                      Slip(Fraction(south * (min(boats) - 1), ROLLS), "a boat could not pass through another, but "
                           "it may: only ending a direction on one is barred.",
                           "Reads 'may not stop on a boat' as 'may not pass one'.")] if boats else []))
    drawn = dock_figure({0: "your boat's dock", **{d: "another boat" for d in boats}}, "the other boats south of "
                         "your dock") if boats else None
    return Question(ex, "counting", "Count equally likely outcomes on a die whose faces each show two things.",
                    5 if boats else 3, slips, figure=drawn)


def _dock_exact_number(distance: int) -> Fraction:
    """The slip: a NORTH and exactly the distance on the number cube."""
    return Fraction(fz.faces_showing("N"), len(fz.COMPASS_FACES)) * Fraction(1, len(fz.NUMBERS))


def _dock_four_way(distance: int) -> Fraction:
    """The slip: the compass cube read as a four-way die (one NORTH in four), any number reaching the dock."""
    return Fraction(1, 4) * Fraction(sum(n >= distance for n in fz.NUMBERS), len(fz.NUMBERS))


def _dock_number_only(distance: int) -> Fraction:
    """The slip: only the number cube counted."""
    return Fraction(sum(n >= distance for n in fz.NUMBERS), len(fz.NUMBERS))


def _dock_slips(truth: Fraction, exact_number: Fraction, four_way: Fraction, number_only: Fraction,
                *more: Slip) -> tuple[Slip, ...]:
    """The docking slips, each computed the slipped way by the caller."""
    return _slips(truth,
                  Slip(exact_number, "the number had to be exact, but any number at least the distance docks.",
                       "Has missed the docking rule: the number cube need only reach the dock."),
                  Slip(four_way, "the compass cube showed one of four directions, but each face shows two (3 of 6 "
                       "show NORTH).", "Treats the compass cube as a four-way die."),
                  Slip(number_only, "you only needed the number, but the compass cube must show NORTH too.",
                       "Forgets the second die: does not yet combine two independent events."), *more)


@lru_cache(maxsize=None)
def dock_question(distance: int = 3, qid: str = "") -> Question:
    """Docking from ``distance`` spaces straight south of a dock: a NORTH and a number at least the distance
    (``qid``: the id it is asked under, ffz_dock_<distance> unless given)."""
    north, numbers = fz.faces_showing("N"), 7 - distance
    ex = Exercise(
        qid or f"ffz_dock_{distance}", f"Your boat is {distance} space{'s' * (distance > 1)} straight south of a "
        "dock, open water between. What is the chance you dock on your next roll?", fz.dock_from(distance),
        f"You need a NORTH ({north} of the 6 compass faces) and a number of at least {distance} ({numbers} of the 6 "
        f"numbers): {north} × {numbers} of the {ROLLS} rolls. The number need not be exact: any number that reaches "
        "the dock will do.", "Count the rolls that work out of all 36 (compass face, number) pairs.",
        fz.simulate_dock(distance))
    slips = _dock_slips(ex.exact, _dock_exact_number(distance), _dock_four_way(distance), _dock_number_only(distance))
    drawn = dock_figure({0: "the dock", distance: "your boat"}, f"your boat {distance} south of it") if qid else None
    return Question(ex, "counting", "Combine two independent dice by counting the pairs of faces that work "
                    "(the product rule).", 5, slips, figure=drawn)


@lru_cache(maxsize=None)
def dock_square_question(start: str, qid: str = "ffz_dock_3") -> Question:
    """Docking on one roll from the square ``start`` of this edition's map, the lines out: NORTH alone, or the other
    direction first onto a line straight south of a dock."""
    rolls = fz.dock_rolls(start)
    chance = Fraction(sum(r[0] for r in rolls), ROLLS)
    alone = sum(r[2] for r in rolls)
    north_numbers = sum(r[2] for r in rolls[:len(fz.NUMBERS)])  # the first face shows NORTH: NORTH alone per number
    ex = Exercise(
        qid, f"Your boat is on {start}{_caught_here(start)} {SHOWN} The last fish has been caught, so the lines are "
        "out: a NORTH that reaches a dock square docks you (any dock; the number need only reach it), and the land "
        "between the docks grounds you. No other boat is near. Only this roll's dice move counts, not a Captain's "
        f"Choice or a roll again it may win. {_move_rules(False)} What is the chance this roll docks you?", chance,
        f"Go through the 36 rolls on this edition's map: {sum(r[0] for r in rolls)} of them dock you, {alone} with a "
        f"NORTH alone and {sum(r[0] for r in rolls) - alone} only by moving the other direction first, onto a line "
        f"straight south of a dock. So the chance is {show(chance)}.",
        "For each compass face with a NORTH and each number: NORTH alone, then the other direction first.",
        fz.simulate_table([r[0] for r in rolls]))
    slips = _dock_slips(chance, Fraction(sum(r[1] for r in rolls), ROLLS), Fraction(north_numbers, 4 * 6),
                        Fraction(north_numbers, 6),
                        Slip(Fraction(alone, ROLLS), "you moved NORTH alone, but the other direction on the face may "
                             "come first and bring you in line with a dock.", "Forgets the two-direction moves a "
                             "roll allows."))
    return Question(ex, "counting", "Combine two independent dice by counting the pairs of faces that work "
                    "(the product rule), with the movement rules on a map.", 10, slips, figure=map_figure(start))


def _caught_here(start: str) -> str:
    """Words for a start square that pictures a fish: the boat caught it there, so it is tagged."""
    from fishtutor.games.fishing_frenzy.board import default_board, parse_square
    board = default_board()
    square = parse_square(start)
    if board.kind(square) != "fish":
        return "."
    return f" (you caught its {board.variety(square)} there earlier: that fish is tagged, clear water now)."


def _on(start: str) -> str:
    """Where the boat is, with the sea's state and the map's mention, for a question on a square."""
    from fishtutor.games.fishing_frenzy.board import parse_square
    shore = DOCK_SHORE if parse_square(start)[1] <= max(fz.NUMBERS) else ""  # a NORTH can reach the dock row
    return (f"Your boat is on {start} with no other boat near, and every fish is still uncaught.{shore} {SHOWN} "
            f"{_move_rules(True)}")


@lru_cache(maxsize=None)
def fish_roll_question(start: str = fz.START) -> Question:
    """A catch on the next roll from ``start``: some way of moving the roll ends a direction on a fish."""
    fish = fz.catches_per_roll(start)
    ex = Exercise(
        "ffz_fish_roll", f"{_on(start)} What is the chance your next roll lets you end a direction on a fish? "
        + LONG_COUNT, fz.fish_chance(start),
        f"Go through the 36 rolls: for {sum(n > 0 for n in fish)} of them some way (one direction, or both in "
        "either order) stops on a fish space at the end of a direction. This uses this edition's map; a different "
        "map gives a different answer.", "For each compass face and number, try one direction, then both in "
        "either order.", fz.simulate_table([n > 0 for n in fish]))
    slips = _slips(ex.exact, Slip(fz.fish_chance(start, both=False), "you tried each direction alone, but the captain "
                                  "may move both directions, in either order, and the first one's end counts too.",
                                  "Forgets the two-direction moves a roll allows."))
    return Question(ex, "counting", "Enumerate a sample space systematically: 36 rolls, and for each the ways the "
                    "rules allow.", 30, slips, figure=map_figure(start))


# ---- expectation ------------------------------------------------------------------------------------------
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


@lru_cache(maxsize=None)
def wait_question(captains: int = 0, seat: int = 0) -> Question:
    """The wait at the dock: each roll leaves with the same chance, so the wait is geometric, 1/p rolls; with
    ``captains`` Captains and you rolling ``seat``-th each round, the rolls of the whole table up to yours."""
    p, own = fz.leave_dock(), fz.expected_wait()
    if not captains:
        ex = Exercise("ffz_wait", "On average, how many rolls does a boat take to leave its dock, counting the roll "
                      "that gets it out?", own,
                      f"Each roll leaves with chance {p}, whatever happened before, so the wait is geometric: on "
                      f"average 1 ÷ {p} = {show(own)} rolls.",
                      "If something happens with chance p each try, you wait 1/p tries on average.", fz.simulate_wait,
                      tolerance=0.05, probability=False)
        slips = _slips(own, Slip(own - 1, "you count only the rolls that fail; the roll that leaves counts too.",
                                 "Counts the failures before the first success: off by one."),
                       Slip(1 / Fraction(1, 4), "a SOUTH came one roll in four, but 3 of the 6 compass faces show "
                            "SOUTH.", "Uses 1/p rightly on a wrong chance: the compass cube read as a four-way die."),
                       chance=False)
        return Question(ex, "expectation", "Know that a wait for a chance p each try lasts 1/p tries on average.", 4,
                        slips)
    mean = captains * (own - 1) + seat
    ex = Exercise(
        "ffz_wait", f"{captains} Captains play; each round every Captain rolls once, in turn, and you roll "
        f"{ORDINALS[seat - 1]}. Your boat is at its dock, and no boat comes to sit straight south of it while you "
        "wait. On average, how many rolls of the dice (every Captain's, counted from the first roll of the "
        "tournament) are made until your boat leaves, your leaving roll included?", mean,
        f"Each of your rolls leaves with chance {p}, so you wait 1 ÷ {p} = {show(own)} of your own rolls on average. "
        f"Your j-th roll comes after j − 1 whole rounds of {captains} rolls and the {seat - 1} roll"
        f"{'s' * (seat != 2)} before yours in its round: {captains} × (j − 1) + {seat} rolls. An average goes "
        f"through that sum: {captains} × ({show(own)} − 1) + {seat} = {show(mean)}.",
        "First the average number of your own rolls; then count everyone's rolls up to your j-th.",
        _table_wait(captains, seat), tolerance=0.05, probability=False)
    slips = _slips(mean, Slip(own, "you counted only your own rolls, but every Captain's roll counts here.",
                              "Answers for one boat alone: misses the other Captains' rolls."),
                   Slip(captains * own, "each of your rolls cost a whole round, but the count stops at your own "
                        "roll, partway through its round.", "Scales the average by the round and forgets the offset: "
                        "reads E[aX + b] as aE[X]."),
                   Slip(mean - 1, "you left out your own leaving roll.", "Off by one: counts the rolls before the "
                        "one that leaves."), chance=False)
    return Question(ex, "expectation", "Know that a wait for a chance p each try lasts 1/p tries on average, and "
                    "that an average goes through a linear count (E[aX + b] = aE[X] + b).", 6, slips)


def _table_wait(captains: int, seat: int):
    """A simulation of the table's rolls until your boat leaves: your own wait, then everyone's rolls up to it."""
    def simulate(trials, rng):
        return each(fz.simulate_wait(trials, rng), lambda wait: captains * (wait - 1) + seat)
    return simulate


@lru_cache(maxsize=None)
def choices_question(start: str = fz.START) -> Question:
    """The average number of different end squares one roll offers from ``start``."""
    ends, ways = fz.ends_per_roll(start), fz.ways_per_roll(start)
    ex = Exercise("ffz_choices", f"{_on(start)} A drifter you end on counts as one end square. From {start}, how "
                  f"many different end squares does a roll offer, on average? {LONG_COUNT}",
                  fz.expected_choices(start),
                  f"Count the end squares each of the 36 rolls offers and average them: {sum(ends)} ÷ 36. Both "
                  "directions in either order often end on different squares; on this edition's map.",
                  "A face shows two directions: each alone, and both in either order.",
                  fz.simulate_table(ends), tolerance=0.05, probability=False)
    slips = _slips(ex.exact,
                   Slip(Fraction(sum(ways), ROLLS), "you counted every way of moving, but two ways that end on the "
                        "same square give the captain one choice, not two.",
                        "Counts outcomes of the process instead of the distinct results asked for."),
                   Slip(Fraction(sum(fz.ends_per_roll(start, both=False)), ROLLS), "you moved one direction at a time, "
                        "but a roll also lets the captain move both, in either order.",
                        "Forgets the two-direction moves a roll allows."), chance=False)
    return Question(ex, "expectation", "Average a count over equally likely cases: add the counts, divide by 36.",
                    30, slips, figure=map_figure(start))


FISH_COUNTS = ("no fish", "one fish", "two fish")


@lru_cache(maxsize=None)
def fish_count_question(start: str = fz.START) -> Question:
    """Fish caught on one roll from ``start``, the captain taking the way that catches the most (each direction's
    end may catch, so a roll catches 0, 1 or 2)."""
    per_roll = fz.catches_per_roll(start)
    counts = [sum(n == k for n in per_roll) for k in range(len(FISH_COUNTS))]
    mean = fz.expected_fish(start)
    ex = Exercise(
        "ffz_fish_count", f"{_on(start)} On average, how many fish does one roll catch from {start}, if on each "
        f"roll you take the way that catches the most fish? {LONG_COUNT}", mean,
        f"Of the 36 rolls, {counts[0]} catch nothing, {counts[1]} catch one fish and {counts[2]} catch two (both "
        f"directions ending on a fish). The average is ({counts[1]} + 2 × {counts[2]}) ÷ 36 = {show(mean)}, on this "
        "edition's map.", "Sort the 36 rolls by how many fish their best way catches: 0, 1 or 2.",
        fz.simulate_table(per_roll), tolerance=0.02, probability=False)
    slips = _slips(mean,
                   Slip(fz.expected_fish(start, both=False), "you moved one direction at a time, so a roll caught "
                        "at most one fish, but both directions may end on a fish and both count.",
                        "Forgets the double catch: the two-direction moves a roll allows."),
                   Slip(fz.fish_chance(start), "you found the chance of a catch, but a roll that catches two fish "
                        "adds 2 to the average, not 1.", "Mixes up the chance of an event with an average count."),
                   chance=False)
    return Question(ex, "expectation", "Find a distribution over equally likely cases and its mean, and tell a mean "
                    "count from the chance of at least one.", 30, slips,
                    distribution=lambda: dict(zip(FISH_COUNTS, (Fraction(c, ROLLS) for c in counts))),
                    sample=fz.sample_table(per_roll), figure=map_figure(start))


# ---- chains: roll after roll up the inlet -----------------------------------------------------------------------
def _inlet_setting(distance: int, length: int) -> str:
    """The inlet race in words, with the readings of the rules the chain follows."""
    by_hand = "" if length <= chains.INLET else (f" ({length} equations: solve them with the notebook's Python, not "
                                                  "by hand.)")
    return (f"The last fish is caught. The inlet is one square wide between jetties and runs {length} squares south "
            f"from a dock to a beach; your boat is {distance} square{'s' * (distance > 1)} south of the dock. Each "
            "roll you dock if you can, else end as near the dock as the roll lets you. You run aground only when "
            f"every way of moving the roll would ground, and then you stay where you are.{by_hand}")


def _inlet_rules() -> str:
    """What each face does in the inlet, in words (the rules' reading this chain follows)."""
    return ("A face with NORTH docks with any number at least the distance, else moves that many closer; SOUTH-EAST "
            "and SOUTH-WEST must go south if the water allows (this edition grounds a boat only when every way of "
            "moving grounds), else the boat grounds where it is; EAST-WEST always grounds.")


@lru_cache(maxsize=None)
def inlet_turns_question(distance: int = chains.FROM, length: int = chains.INLET) -> Question:
    """Average turns to dock up the inlet, lost turns included: the chain's equations solved exactly."""
    turns = chains.expected_turns(distance, length)
    dock, _ = chains.one_roll(distance, length)
    ex = Exercise(
        "ffz_inlet_turns", "On average, how many turns does your boat take to dock, racing home up a narrow inlet? "
        + _inlet_setting(distance, length) + " Running aground loses your next turn too: count the lost turns.",
        turns,
        _inlet_rules() + f" So each distance d gives one equation, T(d) = 1 + (chance of grounding) "
        f"+ the average of T over where the roll leaves you, with T = 0 in the dock; solving all {length} together "
        f"gives T({distance}) = {show(turns)} turns.",
        "Write T(d) for the average turns from d squares out, one equation per d, and solve them together.",
        chains.simulate_turns(distance, length), tolerance=0.05, probability=False)
    fresh = [Slip(1 / dock, f"every turn were a fresh try from {distance} squares out, but the rolls that do "
                  "not dock move the boat, nearer or farther, and the chance changes with it.",
                  "Uses the geometric wait 1/p where the chance changes from roll to roll: sees no states.")] if dock \
        else []
    slips = _slips(turns,
                   Slip(chains.expected_turns(distance, length, lost_turns=False), "a grounding cost only the turn "
                        "it happened on, but running aground also loses the next turn.",
                        "Sets up the chain rightly but misses a rule's cost: the lost turn."), *fresh, chance=False)
    return Question(ex, "chain", "Model a process as a Markov chain and find an expected time to absorption by "
                    "solving linear equations.", min(30, 7 + 3 * length), slips,
                    distribution=lambda: chains.turns_distribution(distance, length),
                    sample=chains.sample_turns(distance, length), figure=inlet_figure(distance, length))


@lru_cache(maxsize=None)
def inlet_clean_question(distance: int = chains.FROM, length: int = chains.INLET) -> Question:
    """Chance of docking up the inlet before ever running aground: an absorption chance of the same chain."""
    chance = chains.clean_chance(distance, length)
    dock, ground = chains.one_roll(distance, length)
    ex = Exercise(
        "ffz_inlet_clean", "What is the chance your boat docks without ever running aground, racing home up a "
        "narrow inlet? " + _inlet_setting(distance, length), chance,
        _inlet_rules() + " So with P(d) the chance from d squares out, a docking roll counts 1, a "
        f"grounding roll 0 and any other roll P(where it leaves you); solving the {length} equations gives "
        f"P({distance}) = {show(chance)}.",
        "Write P(d) for the chance from d squares out: docking counts 1, grounding 0, any other roll P(new d).",
        chains.simulate_clean(distance, length))
    slips = _slips(chance,
                   Slip(dock / (dock + ground), f"every roll were a fresh try from {distance} squares out (dock ÷ "
                        "(dock + ground)), but the boat moves between rolls and the chances move with it.",
                        "Uses a one-state shortcut where the chance depends on where the boat is."),
                   Slip(dock, "only the first roll counted, but a roll that neither docks nor grounds leaves you "
                        "another try.", "Reads the question as one roll: does not yet see the process go on."))
    return Question(ex, "chain", "Find the chance a Markov chain is absorbed in one end rather than another by "
                    "solving linear equations.", min(30, 2 + 3 * length), slips,
                    figure=inlet_figure(distance, length))


# the assignment's questions in course order, each by its id and how it is built
BUILT_BY = (("ffz_leave", leave_question), ("ffz_dock_3", lambda: dock_question(3)),
            ("ffz_fish_roll", fish_roll_question), ("ffz_wait", wait_question), ("ffz_choices", choices_question),
            ("ffz_fish_count", fish_count_question), ("ffz_inlet_turns", inlet_turns_question),
            ("ffz_inlet_clean", inlet_clean_question))


def questions() -> tuple[Question, ...]:
    """The assignment's questions in course order."""
    return tuple(build() for _, build in BUILT_BY)


def question(qid: str) -> Question:
    """One of the assignment's questions, built alone: a tutor's corner asks five and so never holds the inlet
    chains' tables (about 15 MB of a kernel that would keep them)."""
    if assignment.cache_info().currsize:  # the whole assignment is built already: the same question
        return assignment().question(qid)
    builders = dict(BUILT_BY)
    if qid not in builders:
        raise KeyError(f"{TITLE} has no question {qid!r}.")
    return builders[qid]()


@lru_cache(maxsize=1)
def assignment() -> Assignment:
    """Fishing Frenzy: the dice and the sea (built once)."""
    return Assignment("fishing_frenzy", TITLE, INTRO, questions())


# ---- the variants: every student their own numbers ------------------------------------------------------------
# Each family's variants as the arguments its builder takes, variant 0 first (no arguments: today's question).
OTHER_BOATS = tuple(c for k in range(1, fz.MOST_BOATS + 1) for c in combinations(fz.NUMBERS, k))
TABLES = tuple((captains, seat) for captains in range(2, 7) for seat in range(1, captains + 1))
INLETS = tuple((distance, length) for length in range(2, chains.LONGEST_INLET + 1)
               for distance in range(1, length + 1) if (distance, length) != (chains.FROM, chains.INLET))
INLETS_WHY = (f"A longer inlet than {chains.LONGEST_INLET} squares has exact answers too long to type (fractions "
              f"of more than 40 characters), so the inlet runs 2 to {chains.LONGEST_INLET} squares with the boat "
              f"anywhere in it: {1 + len(INLETS)} situations.")
DOCK_DISTANCES = tuple(d for d in fz.DISTANCES if d != 3)


def _dock_variant(args: tuple = ()) -> Question:
    """A docking variant: () today's, (distance,) straight south of a dock, or a square's name on the map."""
    if not args:
        return dock_question(3)
    if type(args[0]) is int:
        return dock_question(args[0], "ffz_dock_3")
    return dock_square_question(args[0])


def _family(qid: str, build, variants: tuple, why: str = "") -> Family:
    """A family whose variant i is ``build(*variants[i])``."""
    return Family(qid, len(variants), lambda i: build(*variants[i]), why if len(variants) < 100 else "")


def _named(qid: str, build, squares) -> tuple:
    """Variant 0 (H8, today's), then every other single square of clear water whose question names a slip (so
    every variant can tell a slip of reasoning back); the choice is read from the variant table when it was
    written for these squares (variant_table.py)."""
    others = [s for s in squares if s != fz.START]
    named = variant_table.kept("fishing_frenzy", qid, others,
                               lambda found: [i for i, square in enumerate(found) if build(square).slips])
    return ((),) + tuple((s,) for s in named)


CHOICE_CACHES = ("families",)  # what remembers a family's choice (cleared when the variant table is written)


@lru_cache(maxsize=1)
def families() -> tuple[Family, ...]:
    """The assignment's questions as families of variants, in course order (variant 0: the tutors' question)."""
    sea = fz.sea_squares()
    docks = variant_table.kept("fishing_frenzy", "ffz_dock_3", fz.boat_spaces(),
                               lambda spaces: [i for i, name in enumerate(spaces) if fz.docks_in_a_roll(name)])
    return (
        _family("ffz_leave", leave_question, ((),) + tuple((b,) for b in OTHER_BOATS),
                f"Only other boats 1 to 6 squares straight south of the dock change this chance, and at most "
                f"{fz.MOST_BOATS} other boats sail: {1 + len(OTHER_BOATS)} situations in all."),
        _family("ffz_dock_3", _dock_variant, ((),) + tuple(((d,),) for d in DOCK_DISTANCES)
                + tuple(((s,),) for s in docks),
                f"One roll docks a boat only from the 6 distances straight south of a dock or from the {len(docks)} "
                f"squares of this edition's map within a roll of one: {len(fz.DISTANCES) + len(docks)} variants "
                "in all."),
        _family("ffz_fish_roll", fish_roll_question, _named("ffz_fish_roll", fish_roll_question, sea)),
        _family("ffz_wait", wait_question, ((),) + TABLES,
                "A boat leaves on a SOUTH at any dock, so its wait is the rules' own; only the number of Captains "
                f"(2 to 6) and your place in the order change what is counted: {1 + len(TABLES)} situations."),
        _family("ffz_choices", choices_question, _named("ffz_choices", choices_question, sea)),
        _family("ffz_fish_count", fish_count_question, _named("ffz_fish_count", fish_count_question, sea)),
        _family("ffz_inlet_turns", inlet_turns_question, ((),) + INLETS, INLETS_WHY),
        _family("ffz_inlet_clean", inlet_clean_question, ((),) + INLETS, INLETS_WHY))
