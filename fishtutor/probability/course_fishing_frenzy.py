"""Fishing Frenzy: the dice and the sea: the graded assignment, from counting the 36 rolls of the two dice, to
averages over them, to a boat followed roll after roll home up a narrow inlet (a Markov chain solved exactly).

Every exact answer is computed: the dice by counting faces, the sea by the movement rules on this edition's map,
the chains by solving their equations over fractions. Every slip is computed too, the slipped way. The
probability corner (fishing_frenzy.exercises) shows some of these same questions, taken from here by id."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from . import fishing_frenzy_dice as fz
from . import fishing_frenzy_chains as chains
from .answers import show
from .core import Exercise
from .course import Assignment, Question, Slip

TITLE = "Fishing Frenzy: the dice and the sea"
INTRO = ("Two dice steer every boat: a compass cube whose six faces each show two directions, and a number cube. "
         "You count the 36 equally likely rolls, average what they give a boat on this edition's map, then follow "
         "a boat roll after roll as it races home up a narrow inlet.")
ROLLS = fz.ROLLS


def _slips(truth: Fraction, *slips: Slip) -> tuple[Slip, ...]:
    """The slips whose answers differ from the truth, each answer once (the first slip giving it is kept)."""
    kept: dict[Fraction, Slip] = {}
    for slip in slips:
        if slip.answer != truth:
            kept.setdefault(slip.answer, slip)
    return tuple(kept.values())


def _faces_with(direction: str, without: str) -> int:
    """Compass faces showing ``direction`` and not ``without``."""
    return sum(direction in face and without not in face for face in fz.COMPASS_FACES)


# ---- counting: the two dice -------------------------------------------------------------------------------
def leave_question() -> Question:
    """Leaving the dock: a boat there moves only SOUTH first, so the compass cube must show SOUTH."""
    south = fz.faces_showing("S")
    ex = Exercise("ffz_leave", "Your boat is at its dock. What is the chance you leave it on your next roll?",
                  fz.leave_dock(), f"A boat leaves only with a SOUTH on the compass cube: {south} of its 6 faces "
                  "show one (NORTH and SOUTH, SOUTH and EAST, SOUTH and WEST). The number cube does not matter.",
                  "Look at the six faces of the compass cube: how many show SOUTH?", fz.simulate_leave)
    slips = _slips(ex.exact,
                   Slip(Fraction(1, 4), "the compass cube showed one of four directions, but each of its faces "
                        "shows two.", "Treats the compass cube as a four-way die: has not looked at its faces."),
                   Slip(Fraction(_faces_with("S", "N"), len(fz.COMPASS_FACES)),
                        "you left out the NORTH and SOUTH face, but with it the captain may move SOUTH alone.",
                        "Thinks both directions on a face must be used, so the NORTH on it spoils the roll."))
    return Question(ex, "counting", "Count equally likely outcomes on a die whose faces each show two things.", 3,
                    slips)


def _dock_exact_number(distance: int) -> Fraction:
    """The slip: a NORTH and exactly the distance on the number cube."""
    return Fraction(fz.faces_showing("N"), len(fz.COMPASS_FACES)) * Fraction(1, len(fz.NUMBERS))


def _dock_four_way(distance: int) -> Fraction:
    """The slip: the compass cube read as a four-way die (one NORTH in four), any number reaching the dock."""
    return Fraction(1, 4) * Fraction(sum(n >= distance for n in fz.NUMBERS), len(fz.NUMBERS))


def _dock_number_only(distance: int) -> Fraction:
    """The slip: only the number cube counted."""
    return Fraction(sum(n >= distance for n in fz.NUMBERS), len(fz.NUMBERS))


def dock_question(distance: int = 3) -> Question:
    """Docking from ``distance`` spaces straight south of a dock: a NORTH and a number at least the distance."""
    north, numbers = fz.faces_showing("N"), 7 - distance
    ex = Exercise(
        f"ffz_dock_{distance}", f"Your boat is {distance} space{'s' * (distance > 1)} straight south of a dock, "
        "open water between. What is the chance you dock on your next roll?", fz.dock_from(distance),
        f"You need a NORTH ({north} of the 6 compass faces) and a number of at least {distance} ({numbers} of the 6 "
        f"numbers): {north} × {numbers} of the {ROLLS} rolls. The number need not be exact: any number that reaches "
        "the dock will do.", "Count the rolls that work out of all 36 (compass face, number) pairs.",
        fz.simulate_dock(distance))
    slips = _slips(ex.exact,
                   Slip(_dock_exact_number(distance), "the number had to be exact, but any number at least the "
                        "distance docks.", "Has missed the docking rule: the number cube need only reach the dock."),
                   Slip(_dock_four_way(distance), "the compass cube showed one of four directions, but each face "
                        "shows two (3 of 6 show NORTH).", "Treats the compass cube as a four-way die."),
                   Slip(_dock_number_only(distance), "you only needed the number, but the compass cube must show "
                        "NORTH too.", "Forgets the second die: does not yet combine two independent events."))
    return Question(ex, "counting", "Combine two independent dice by counting the pairs of faces that work "
                    "(the product rule).", 5, slips)


def fish_roll_question(start: str = fz.START) -> Question:
    """A catch on the next roll from ``start``: some way of moving the roll ends a direction on a fish."""
    fish = fz.catches_per_roll(start)
    ex = Exercise(
        "ffz_fish_roll", f"Your boat is on {start} with no other boat near. What is the chance your next roll lets "
        "you end a direction on a fish?", fz.fish_chance(start),
        f"Go through the 36 rolls: for {sum(n > 0 for n in fish)} of them some way (one direction, or both in "
        "either order) stops on a fish space at the end of a direction. This uses this edition's map; a different "
        "map gives a different answer.", "For each compass face and number, try one direction, then both in "
        "either order.", fz.simulate_table([n > 0 for n in fish]))
    slips = _slips(ex.exact, Slip(fz.fish_chance(start, both=False), "you tried each direction alone, but the captain "
                                  "may move both directions, in either order, and the first one's end counts too.",
                                  "Forgets the two-direction moves a roll allows."))
    return Question(ex, "counting", "Enumerate a sample space systematically: 36 rolls, and for each the ways the "
                    "rules allow.", 10, slips)


# ---- expectation ------------------------------------------------------------------------------------------
def wait_question() -> Question:
    """The wait at the dock: each roll leaves with the same chance, so the wait is geometric, 1/p rolls."""
    p = fz.leave_dock()
    ex = Exercise("ffz_wait", "On average, how many rolls does a boat take to leave its dock, counting the roll "
                  "that gets it out?", fz.expected_wait(),
                  f"Each roll leaves with chance {p}, whatever happened before, so the wait is geometric: on average "
                  f"1 ÷ {p} = {show(fz.expected_wait())} rolls.",
                  "If something happens with chance p each try, you wait 1/p tries on average.", fz.simulate_wait,
                  tolerance=0.05, probability=False)
    slips = _slips(ex.exact,
                   Slip(fz.expected_wait() - 1, "you count only the rolls that fail; the roll that leaves counts "
                        "too.", "Counts the failures before the first success: off by one."),
                   Slip(1 / Fraction(1, 4), "a SOUTH came one roll in four, but 3 of the 6 compass faces show "
                        "SOUTH.", "Uses 1/p rightly on a wrong chance: the compass cube read as a four-way die."))
    return Question(ex, "expectation", "Know that a wait for a chance p each try lasts 1/p tries on average.", 4,
                    slips)


def choices_question(start: str = fz.START) -> Question:
    """The average number of different end squares one roll offers from ``start``."""
    ends, ways = fz.ends_per_roll(start), fz.ways_per_roll(start)
    ex = Exercise("ffz_choices", f"From {start}, how many different end squares does a roll offer, on average?",
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
                        "Forgets the two-direction moves a roll allows."))
    return Question(ex, "expectation", "Average a count over equally likely cases: add the counts, divide by 36.",
                    10, slips)


FISH_COUNTS = ("no fish", "one fish", "two fish")


def fish_count_question(start: str = fz.START) -> Question:
    """Fish caught on one roll from ``start``, the captain taking the way that catches the most (each direction's
    end may catch, so a roll catches 0, 1 or 2)."""
    per_roll = fz.catches_per_roll(start)
    counts = [sum(n == k for n in per_roll) for k in range(len(FISH_COUNTS))]
    mean = fz.expected_fish(start)
    ex = Exercise(
        "ffz_fish_count", f"On average, how many fish does one roll catch from {start}? No other boat is near, and "
        "on each roll you take the way that catches the most fish.", mean,
        f"Of the 36 rolls, {counts[0]} catch nothing, {counts[1]} catch one fish and {counts[2]} catch two (both "
        f"directions ending on a fish). The average is ({counts[1]} + 2 × {counts[2]}) ÷ 36 = {show(mean)}, on this "
        "edition's map.", "Sort the 36 rolls by how many fish their best way catches: 0, 1 or 2.",
        fz.simulate_table(per_roll), tolerance=0.02, probability=False)
    slips = _slips(mean,
                   Slip(fz.expected_fish(start, both=False), "you moved one direction at a time, so a roll caught "
                        "at most one fish, but both directions may end on a fish and both count.",
                        "Forgets the double catch: the two-direction moves a roll allows."),
                   Slip(fz.fish_chance(start), "you found the chance of a catch, but a roll that catches two fish "
                        "adds 2 to the average, not 1.", "Mixes up the chance of an event with an average count."))
    return Question(ex, "expectation", "Find a distribution over equally likely cases and its mean, and tell a mean "
                    "count from the chance of at least one.", 8, slips,
                    distribution=lambda: dict(zip(FISH_COUNTS, (Fraction(c, ROLLS) for c in counts))),
                    sample=fz.sample_table(per_roll))


# ---- chains: roll after roll up the inlet -----------------------------------------------------------------------
def _inlet_setting(distance: int, length: int) -> str:
    """The inlet race in words."""
    return (f"The last fish is caught. The inlet is one square wide between jetties and runs {length} squares south "
            f"from a dock to a beach; your boat is {distance} squares south of the dock. Each roll you dock if you "
            "can, else end as near the dock as the roll lets you.")


def _inlet_rules() -> str:
    """What each face does in the inlet, in words (the rules' reading this chain follows)."""
    return ("A face with NORTH docks with any number at least the distance, else moves that many closer; SOUTH-EAST "
            "and SOUTH-WEST must go south if the water allows (this edition grounds a boat only when every way of "
            "moving grounds), else the boat grounds where it is; EAST-WEST always grounds.")


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
    slips = _slips(turns,
                   Slip(chains.expected_turns(distance, length, lost_turns=False), "a grounding cost only the turn "
                        "it happened on, but running aground also loses the next turn.",
                        "Sets up the chain rightly but misses a rule's cost: the lost turn."),
                   Slip(1 / dock, f"every turn were a fresh try from {distance} squares out, but the rolls that do "
                        "not dock move the boat, nearer or farther, and the chance changes with it.",
                        "Uses the geometric wait 1/p where the chance changes from roll to roll: sees no states."))
    return Question(ex, "chain", "Model a process as a Markov chain and find an expected time to absorption by "
                    "solving linear equations.", 25, slips,
                    distribution=lambda: chains.turns_distribution(distance, length),
                    sample=chains.sample_turns(distance, length))


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
                    "solving linear equations.", 20, slips)


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
