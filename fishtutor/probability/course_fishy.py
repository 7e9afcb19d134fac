"""Fishy's graded assignment: Level cards and the barrel, from counting whose card is alone, through the fish and
levels a turn is worth, to one Jumping Fish fish tugged up and down the barrel as an absorbing Markov chain.

Every exact answer is computed (fishy_levels.py for the cards, fishy_chains.py for the chain), never typed in, and
every slip is computed the slipped way. The probability corners of Cats in the Barrel and Jumping Fish show some
of these same questions (cats_corner, jumping_corner). Each question is also a family of variants (families()):
variant 0 is the question here, the others the same question on a later turn of a Cats in the Barrel hand (built
here) or in another Jumping Fish situation (built in fishy_chains.py)."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb, factorial

from fishtutor.games.fishy.barrel import LEVELS

from . import fishy_levels as F
from . import fishy_chains as C
from .answers import show
from .core import Exercise
from .course import Assignment, Family, Question
from .edition import floats
from .fishy_chains import EDGES, JUMP_ROUND, _equation
from .fishy_levels import kept_slips as _slips

EXPECT_TOLERANCE = F.EXPECT_TOLERANCE  # an expected count is accepted to two decimal places
SHOWN_PLAYERS = LEVELS + 1  # "every level shown" with one player more than levels: the largest table, 6
FED_PLAYERS = 5  # five players and five levels: a level played three times is a real risk
JUMP = F.JUMP_HAND  # a Jumping Fish hand: Level 1-5 and two Cats
SAME_CARDS = ("Every player holds the same cards: one Level card for each of the barrel's five levels, Level 1 to "
              "Level 5.")
SAME_CARDS_CATS = ("Every player holds the same eight cards: Level 1 to Level 5 (one for each of the barrel's five "
                   "levels), Lowest 3 and two Cats.")
PLACING_RULES = ("A Level card played by one player alone places two of that player's fish on its level; played "
                 "by exactly two players, one fish each; by three or more, none. Lowest 3 played by one player "
                 "alone places three fish, one on each of levels 1, 2 and 3; played by two or more, none.")


# ---- counting ---------------------------------------------------------------------------------------------
def unique_question(players: int = 4) -> Question:
    """Your Level card alone: each other player misses it independently."""
    k = players
    growing = ", ".join(f"{n} players {show(F.unique_chance(n))}" for n in F.PLAYERS)
    ex = Exercise("fishy_unique", f"{k} players each pick one of their five Level cards at random. {SAME_CARDS} "
                  "What is the chance that nobody else picks the same Level card as you (so yours is unique)?",
                  F.unique_chance(k),
                  f"Each of the other {k - 1} players misses your level with chance 4/5, independently: "
                  f"(4/5)^{k - 1}. As players join it shrinks: {growing}.",
                  "Work out one other player first, then all of them.", F.simulate_unique(k))
    slips = _slips(ex, (Fraction(LEVELS - 1, LEVELS) ** k, f"you counted your own card too: only the other {k - 1} "
                        "players can spoil it.", "Multiplies over every player, including the one whose card it is."),
                   (F.all_different(k), "you worked out the chance that all cards differ, not only that yours is "
                    "alone.", "Answers the birthday question instead: confuses 'mine is alone' with 'all differ'."),
                   (Fraction(1, LEVELS) ** (k - 1), "you worked out the chance that all others picked your card.",
                    "Multiplies the chance of a match instead of a miss."))
    return Question(ex, "counting", "Multiply the chances of independent events: each other player missing your "
                    "card.", 4, slips)


def birthday_question(players: int = 4) -> Question:
    """The birthday problem on five days: some Level card picked twice."""
    k = players
    ex = Exercise("fishy_birthday", f"{k} players each pick one of their five Level cards at random. {SAME_CARDS} "
                  f"What is the chance that at least two of the {k} players pick the same Level card?",
                  F.some_shared(k),
                  f"The birthday problem with 5 days: 1 minus the chance all differ, 1 - 5·4·…/5^{k}"
                  f" = 1 - {show(F.all_different(k))}. With 6 or more players it is certain.",
                  "First work out the chance that all the cards differ.", F.simulate_some_shared(k))
    pairs = k * (k - 1) // 2
    slips = _slips(ex, (1 - F.unique_chance(k), "you only asked whether somebody matches your card; two other "
                        "players can match each other too.", "Looks at one player's card instead of every pair."),
                   (1 - Fraction(LEVELS - 1, LEVELS) ** pairs, f"you treated the {pairs} pairs of players as "
                    "independent; pairs share players, so one match changes the others.",
                    "Multiplies chances of events that are not independent."),
                   (F.all_different(k), "you found the chance that all the cards differ; the question asks for the "
                    "opposite.", "Forgets the final step, 1 minus the complement."))
    return Question(ex, "counting", "Reach 'at least one' through its complement, 'none at all'.", 5, slips)


def every_level_question() -> Question:
    """Every level shown: inclusion-exclusion over the levels nobody picked (with one player more than levels,
    exactly one pair of players shares a level, which checks the count)."""
    k, n, orders = SHOWN_PLAYERS, LEVELS, factorial(LEVELS)
    terms = " ".join(f"{'+' if j % 2 == 0 else '-'} {comb(n, j)}·{n - j}^{k}" for j in range(1, n))
    ways = F.onto(k, n)
    ex = Exercise("fishy_every_level", f"{k} players each pick one of their five Level cards at random. "
                  f"{SAME_CARDS} What is the chance that every level, 1 to 5, is picked by somebody?",
                  F.every_level(k),
                  f"Count the picks that miss no level by inclusion-exclusion: 5^{k} {terms} = {ways} of {n ** k} "
                  f"picks, chance {show(F.every_level(k))}. Check: one pair of players shares a level "
                  f"(C({k},2) ways) and the five groups take the five levels in 5! ways, "
                  f"{comb(k, 2)}·{orders} = {comb(k, 2) * orders}.",
                  "Subtract the picks that miss a named level, add back those that miss two, and so on.",
                  F.simulate_every_level(k))
    two_terms = Fraction(n ** k - n * (n - 1) ** k + comb(n, 2) * (n - 2) ** k, n ** k)
    slips = _slips(ex, (two_terms, "you stopped inclusion-exclusion after the pairs of missed levels; the "
                        "triples, fours, ... must be taken away and added back in turn.",
                        "Knows the method but stops it early."),
                   (Fraction(k * orders, n ** k), "you chose only which player repeats a level, not which pair of "
                    "players share it.", f"Counts one player of the pair instead of the pair: C({k},2) became {k}."),
                   (F.all_different(k), "you asked for all the cards to differ; with more players than levels "
                    "some card must repeat.", "Confuses 'every level shown' with 'no level twice'."))
    return Question(ex, "counting", "Count by inclusion-exclusion: take away what misses one level, add back what "
                    "misses two, and so on.", 10, slips,
                    distribution=lambda: {f"{d} level{'s' * (d > 1)}": p for d, p in F.distinct_levels(k).items()},
                    sample=F.sample_distinct(k))


def unplayed_question(players: int = 4) -> Question:
    """Jumping Fish: your Level card not yet played by any opponent, cards drawn without replacement."""
    k = players
    ex = Exercise("fishy_jump_unplayed", f"Jumping Fish, {k} players: you hold the Dragon and are about to play "
                  f"your third card, a Level 3 card. {JUMP_ROUND} Each opponent has played two different cards at "
                  "random from a full hand (Level 1-5 and two Cats). What is the chance no opponent has played "
                  "Level 3 this round?", F.unplayed_chance(k),
                  f"Each opponent's two cards miss Level 3 with chance C(6,2)/C(7,2) = 5/7, independently: "
                  f"(5/7)^{k - 1}.", "Count the pairs of cards an opponent could have played without it.",
                  F.simulate_unplayed(k))
    slips = _slips(ex, (Fraction(JUMP - 1, JUMP) ** (2 * (k - 1)), "each opponent's two cards were drawn with "
                        "replacement; a played card is not played again this round.",
                        "Treats cards as put back: draws with replacement."),
                   (F.unplayed_chance(k, hand=LEVELS), "the opponents hold no Cats, but each holds two Cats among "
                    "seven cards.", "Leaves the Cats out of the hand it counts from."),
                   (F.unplayed_chance(2), "you counted one opponent only; every opponent has played two cards.",
                    "Forgets to multiply over the opponents."),
                   (F.unplayed_chance(k, played=3), "each opponent had played all three cards; as first player "
                    "you play your third card before their third.", "Misreads the order of play in a round."))
    return Question(ex, "counting", "Count unordered draws without replacement: pairs that avoid one card among "
                    "all pairs.", 6, slips)


# ---- expectation -----------------------------------------------------------------------------------------
def fish_question(players: int = 4) -> Question:
    """Cats in the Barrel: the fish you expect to place in one turn (cases a, b, c and d)."""
    k = players
    ex = Exercise("fishy_cats_expected", f"Cats in the Barrel, first turn, {k} players: each plays one of Level "
                  f"1-5 or Lowest 3 at random (nobody plays a Cat). {SAME_CARDS_CATS} {PLACING_RULES} How many fish "
                  "do you expect to place?",
                  F.expected_fish(k),
                  f"A Level card (5 in 6) places 2 alone, chance (5/6)^{k - 1}, or 1 shared with exactly one "
                  f"other, chance {k - 1}·(1/6)·(5/6)^{k - 2}; Lowest 3 (1 in 6) places 3 alone. All players "
                  f"together expect {show(F.expected_table_fish(k))} fish.", "Add fish × chance over 1, 2 and 3 "
                  "fish.", F.simulate_fish(k), tolerance=EXPECT_TOLERANCE, probability=False)
    slips = _slips(ex, (F.expected_fish(k, shared_places=0), "a Level card shared by two places nothing; it "
                        "places one fish for each of the two.", "Misreads the shared-card rule: two players of a "
                        "Level card place one fish each."),
                   (F.expected_fish(k, lowest_places=2), "Lowest 3 places two fish like a Level card; alone it "
                    "places three, one on each of the lowest three levels.", "Treats Lowest 3 as one more Level "
                    "card."),
                   (Fraction(LEVELS * 2 + 3, F.CATS_PLACING), "every card places its full number of fish; other "
                    "players may pick the same card.", "Forgets the other players: the average of 2, 2, 2, 2, 2, 3."))
    return Question(ex, "expectation", "Find an expectation from a distribution: add each outcome times its "
                    "chance.", 8, slips,
                    distribution=lambda: {f"{f} fish": p for f, p in F.fish_distribution(k).items()},
                    sample=F.sample_fish(k))


def fed_question(players: int = FED_PLAYERS) -> Question:
    """Levels that get fish: the expected sum of one indicator per level (linearity of expectation)."""
    k = players
    one, two = F.exactly(k, 1), F.exactly(k, 2)
    ex = Exercise("fishy_levels_fed", f"Cats in the Barrel, {k} players each play one of their five Level cards at "
                  f"random. {SAME_CARDS} A level gets fish when one or two players play it (three or more cancel "
                  "each other). How many different levels do you expect to get fish this turn?", F.levels_fed(k),
                  f"Give each level a count: 1 if it gets fish, 0 if not. The players of one level are binomial, "
                  f"{k} tries at 1/5: exactly one has chance {show(one)}, exactly two {show(two)}. Expectations "
                  f"add, so the answer is 5·({one} + {two}) = {show(F.levels_fed(k))}, although the levels are "
                  "not independent.", "Give each level its own 1-or-0 count and add the five expectations.",
                  F.simulate_levels_fed(k), tolerance=EXPECT_TOLERANCE, probability=False)
    slips = _slips(ex, (F.levels_fed(k, most=k), "three or more players of a level still feed it; they cancel "
                        "each other and nobody places a fish there.", "Forgets that three or more players of a "
                        "level cancel each other."),
                   (F.levels_fed(k, most=1), "only a level played by one player gets fish; two players of a level "
                    "place one fish each.", "Forgets that two players of a level still place a fish each."),
                   (k * (F.unique_chance(k) + F.one_other(k)), "you counted players who place fish, not levels; "
                    "two players sharing a level feed it once.", "Counts the wrong things: players, not levels."))
    return Question(ex, "expectation", "Use linearity of expectation with indicators, even for dependent events.",
                    10, slips)


# ---- chains ------------------------------------------------------------------------------------------------
MODEL = ("A simple model of a tug of war: the fish has just been put on level 1 of the barrel's five levels. Each "
         "card played on it is yours or one opponent's, equally likely, and is a random card of a full hand "
         "(every player holds the same seven cards: Level 1 to Level 5 and two Cats). "
         "Your Level card lifts it one level and your Cat two; their Level card pushes it down one and their Cat "
         "two. " + EDGES)


def jump_question() -> Question:
    """The chance the fish jumps out before it rots: first-step analysis of an absorbing chain."""
    h = C.jump_chances()
    ex = Exercise("fishy_jump_out", "Jumping Fish: what is the chance that one of your fish jumps out of the "
                  f"barrel before it rots? {MODEL}", h[0],
                  f"Write h(n) for the chance from level n: {_equation('h')}, with h = 1 above level 5 and "
                  f"h = 0 below level 1. The barrel is symmetric, so h(3) = 1/2; solving the five equations gives "
                  f"h(1) = {show(h[0])}. Half the time the very first card already makes it rot.",
                  "Write one equation per level: the chance from there is the average over where one card takes "
                  "it. Then solve the five equations.", C.simulate_jump)
    slips = _slips(ex, (C.jump_chance(moves=C.card_moves(cats_move=1)), "every card moves the fish one level; a "
                        "Cat moves it two.", "Drops the Cats' bigger moves: a fair one-step walk."),
                   (C.jump_chance(top=LEVELS - 1), "the fish jumps on reaching level 5; it jumps only when lifted "
                    "above level 5.", "Misplaces the top of the barrel by one level."),
                   (C.jump_chance(moves=C.card_moves(levels=1, cats=1)), "the four moves are equally likely; "
                    "five of every seven cards are Level cards.", "Ignores how many cards of each kind a hand "
                    "holds."))
    return Question(ex, "chain", "Solve an absorbing Markov chain by first-step analysis: one linear equation per "
                    "state.", 20, slips, distribution=C.ending, sample=C.sample_ending)


def cards_question() -> Question:
    """The expected number of cards until the fish leaves the barrel: expected time to absorption."""
    t = C.expected_cards()
    ex = Exercise("fishy_jump_cards", "Jumping Fish: how many cards do you expect to be played on one of your "
                  f"fish until it leaves the barrel, by jumping out or by rotting? {MODEL}", t[0],
                  f"Write t(n) for the expected cards from level n: {_equation('t', '1 + ')}, with t = 0 once "
                  f"out. Solving gives t(1) = {show(t[0])}; from the middle level 3 it is {show(t[2])}.",
                  "Each card counts 1, then add the expected cards still to come from where it lands.",
                  C.simulate_cards, tolerance=EXPECT_TOLERANCE, probability=False)
    slips = _slips(ex, (t[0] - 1, "you did not count the card that takes it out of the barrel; that card is "
                        "played on it too.", "Off by one: leaves out the last step of the walk."),
                   (C.cards_until_out(moves=C.card_moves(cats_move=1)), "every card moves the fish one level; a "
                    "Cat moves it two.", "Drops the Cats' bigger moves: a fair one-step walk, 1·5 cards."),
                   (1 / (1 - sum(C.transient(C.MOVES)[C.START - 1])), "you took the chance of leaving with one "
                    "card from level 1 as the same for every card; once lifted, the fish is safer.",
                    "Treats a walk as repeated independent tries with a fixed chance (a geometric count)."))
    return Question(ex, "chain", "Find the expected time to absorption by solving t = 1 + Q t exactly.", 20, slips,
                    distribution=C.cards_distribution, sample=C.sample_cards)


# ---- variants: later turns of a Cats in the Barrel hand ------------------------------------------------------
VARIANTS = 150  # variants of each question a turn of the hand makes (variant 0 is the question above)
PICK_LEVEL = ("This turn each player plays one of the Level cards still in their hand, each equally likely "
              "(nobody plays Lowest 3 or a Cat).")


def _setup(turn: F.Turn) -> str:
    """The start of a variant's text: the game, the cards everyone started with, what has been played."""
    return F.CATS_SETUP.format(k=turn.players) + turn.words() + " "


def _unique_draw(rng):
    """A turn and a Level card you still hold, which some other player may still play (or None)."""
    turn = F.random_turn(rng)
    hands = turn.hands(placing=True)
    if not turn.hands()[0] or not all(hands[1:]) or (F.first_turn(turn) and turn.players == 4):
        return None
    level = int(rng.choice(turn.hands()[0]))
    return (turn, level) if F.worth_asking(F.players_of(hands[1:], level)[0]) else None


def _shown_draw(rng):
    """A turn and two or more named levels, all of them played by somebody with a chance below 1 (or None)."""
    turn = F.random_turn(rng)
    if not all(turn.hands()):
        return None
    size = int(rng.integers(2, min(turn.players, LEVELS) + 1))
    levels = tuple(sorted(int(v) for v in rng.choice(LEVELS, size=size, replace=False)))
    fresh = F.first_turn(turn) and turn.players == SHOWN_PLAYERS and size == LEVELS
    return (turn, levels) if F.worth_asking(F.shown_in(turn.hands(), levels)) and not fresh else None


def _fish_draw(rng):
    """A turn on which everyone still holds a Level card or Lowest 3 (or None)."""
    turn = F.random_turn(rng)
    return turn if all(turn.hands(placing=True)) and not (F.first_turn(turn) and turn.players == 4) else None


def _shared_draw(rng):
    """A turn on which two players may, but need not, play the same Level card (or None)."""
    turn = F.random_turn(rng)
    fresh = F.first_turn(turn) and turn.players == 4
    return turn if all(turn.hands()) and not fresh and F.worth_asking(1 - F.all_differ_in(turn.hands())) else None


def _fed_draw(rng):
    """A turn on which everyone still holds a Level card (or None)."""
    turn = F.random_turn(rng)
    return turn if all(turn.hands()) and not (F.first_turn(turn) and turn.players == FED_PLAYERS) else None


DRAWS = {"unique": _unique_draw, "birthday": _shared_draw, "shown": _shown_draw, "fish": _fish_draw,
         "fed": _fed_draw}


@lru_cache(maxsize=None)
def turn_situations(kind: str) -> tuple:
    """The situations of one family's variants, seeded (each distinct, none the variant-0 situation)."""
    return tuple(F.distinct_draws(VARIANTS - 1, seed=sum(map(ord, kind)), draw=DRAWS[kind]))


def unique_variant(turn: F.Turn, level: int) -> Question:
    """Your Level card alone on a later turn: each other player misses it with (cards held without it)/(held)."""
    hands, k = turn.hands(placing=True), turn.players
    others = hands[1:]
    alone = F.players_of(others, level)[0]
    ex = Exercise("fishy_unique", _setup(turn) + f"You play Level {level + 1}. The others each play one of the "
                  "Level cards or Lowest 3 still in their hand, each equally likely (nobody plays a Cat). What is "
                  f"the chance that nobody else plays Level {level + 1} (so yours is unique)?", alone,
                  "Each other player misses your level with chance (their cards without it)/(their Level cards and "
                  f"Lowest 3), independently: {' · '.join(str(1 - F.pick_chance(h, level)) for h in others)} = "
                  f"{show(alone)}.", "Work out one other player first, from the cards still in their hand, then "
                  "all of them.", F.simulate_held(others, lambda picks, _: (picks != level).all(axis=0)))
    slips = _slips(ex, (F.players_of(((0, 1, 2, 3, 4, F.LOWEST_3),) * (k - 1), level)[0], "you gave every other "
                        "player all six of those cards; a card they have played is no longer in their hand.",
                        "Ignores the cards already played."),
                   (alone * (1 - F.pick_chance(hands[0], level)), "you multiplied in a miss for yourself too: only "
                    f"the other {k - 1} players can spoil your card.", "Multiplies over every player, including the "
                    "one whose card it is."),
                   (F.product(F.pick_chance(h, level) for h in others), "you worked out the chance that all others "
                    "picked your card.", "Multiplies the chance of a match instead of a miss."),
                   (F.players_of(turn.hands()[1:], level)[0] if all(turn.hands()[1:]) else None,
                    "you left Lowest 3 out of the others' hands; a player "
                    "still holding it may play it.", "Counts from the wrong set of cards."))
    return Question(ex, "counting", "Multiply the chances of independent events: each other player missing your "
                    "card.", 6, slips)


def birthday_variant(turn: F.Turn) -> Question:
    """Some Level card played twice on a later turn: 1 minus the chance all differ, counted from the hands."""
    hands, k = turn.hands(), turn.players
    differ = F.all_differ_in(hands)
    ex = Exercise("fishy_birthday", _setup(turn) + PICK_LEVEL + f" What is the chance that at least two of the {k} "
                  "players play the same Level card?", 1 - differ,
                  "1 minus the chance that all the cards differ; count the ways the players can each take a "
                  f"different level from what they hold, each weighted by its chance: 1 - {show(differ)}.",
                  "First work out the chance that all the cards differ, player by player.",
                  F.simulate_held(hands, lambda _, packed: sum(F.count_of(packed, c) >= 2 for c in range(LEVELS))
                                  > 0))
    mine = sum((F.pick_chance(hands[0], c) * (1 - F.players_of(hands[1:], c)[0]) for c in hands[0]), Fraction(0))
    pairs = F.product(1 - sum((F.pick_chance(a, c) * F.pick_chance(b, c) for c in a), Fraction(0))
                     for i, a in enumerate(hands) for b in hands[i + 1:])
    slips = _slips(ex, (mine, "you only asked whether somebody matches your card; two other players can match "
                        "each other too.", "Looks at one player's card instead of every pair."),
                   (1 - pairs, f"you treated the {k * (k - 1) // 2} pairs of players as independent; pairs share "
                    "players, so one match changes the others.", "Multiplies chances of events that are not "
                    "independent."),
                   (differ, "you found the chance that all the cards differ; the question asks for the opposite.",
                    "Forgets the final step, 1 minus the complement."),
                   (F.some_shared(k), "you gave every player all five Level cards; a card they have played is no "
                    "longer in their hand.", "Ignores the cards already played."))
    return Question(ex, "counting", "Reach 'at least one' through its complement, 'none at all'.",
                    5 if F.first_turn(turn) else 8 + 3 * k, slips)


def shown_variant(turn: F.Turn, levels: tuple[int, ...]) -> Question:
    """Named levels all shown on a later turn: inclusion-exclusion over the named levels nobody plays."""
    hands, m = turn.hands(), len(levels)
    ex = Exercise("fishy_every_level", _setup(turn) + PICK_LEVEL + f" What is the chance that each of "
                  f"{F.levels_named(levels)} is played by somebody?", F.shown_in(hands, levels),
                  "Inclusion-exclusion over the named levels nobody plays: all picks, minus those missing one named "
                  "level, plus those missing two, and so on; a player avoids a set of levels with chance (their "
                  f"Level cards outside it)/(their Level cards). The sum is {show(F.shown_in(hands, levels))}.",
                  "Subtract the chance a named level is missed, add back the chance two are missed, and so on.",
                  F.simulate_held(hands, lambda _, packed: _every(packed, levels)))
    alone = F.product(1 - F.players_of(hands, level)[0] for level in levels)
    slips = _slips(ex, (F.shown_in(hands, levels, depth=2) if m > 2 else alone, "you stopped inclusion-exclusion "
                        "after the pairs of missed levels; the triples, fours, ... must be taken away and added back "
                        "in turn.", "Knows the method but stops it early."),
                   (alone, "you treated the levels as independent; one player's card can only land on one level.",
                    "Multiplies chances of events that are not independent."),
                   (F.shown_in(((0, 1, 2, 3, 4),) * turn.players, levels), "you gave every player all five Level "
                    "cards; a card they have played is no longer in their hand.", "Ignores the cards already "
                    "played."))
    return Question(ex, "counting", "Count by inclusion-exclusion: take away what misses one level, add back what "
                    "misses two, and so on.", {2: 8, 3: 12, 4: 20, 5: 30}[m], slips)


def _every(packed, levels):
    """1 where every one of ``levels`` was played by somebody."""
    out = True
    for level in levels:
        out = out & (F.count_of(packed, level) >= 1)
    return out


def fish_variant(turn: F.Turn) -> Question:
    """The fish you expect to place on a later turn, each player playing a placing card still in hand."""
    hands, k = turn.hands(placing=True), turn.players
    dist = F.fish_in(hands)
    ex = Exercise("fishy_cats_expected", _setup(turn) + "This turn each player plays one of the Level cards or "
                  "Lowest 3 still in their hand, each equally likely (nobody plays a Cat). " + PLACING_RULES +
                  " How many fish do you expect to place?", F.mean_of(dist),
                  "For each card you may play: the chance nobody else plays it (you place 2 with a Level card, 3 "
                  "with Lowest 3) and the chance exactly one other does (1 fish with a Level card, none with Lowest "
                  f"3). Fish × chance added: {show(F.mean_of(dist))}.", "Add fish × chance over 1, 2 and 3 fish.",
                  lambda n, rng: floats(F.sample_held_fish(hands)(n, rng)), tolerance=EXPECT_TOLERANCE,
                  probability=False)
    full = sum((F.pick_chance(hands[0], c) * (3 if c == F.LOWEST_3 else 2) for c in hands[0]), Fraction(0))
    slips = _slips(ex, (F.mean_of(F.fish_in(hands, shared_places=0)), "a Level card shared by two places nothing; "
                        "it places one fish for each of the two.", "Misreads the shared-card rule."),
                   (F.mean_of(F.fish_in(hands, lowest_places=2)), "Lowest 3 places two fish like a Level card; "
                    "alone it places three.", "Treats Lowest 3 as one more Level card."),
                   (full, "every card places its full number of fish; other players may play the same card.",
                    "Forgets the other players."),
                   (F.expected_fish(k), "you gave every player all their cards; a card they have played is no "
                    "longer in their hand.", "Ignores the cards already played."))
    return Question(ex, "expectation", "Find an expectation from a distribution: add each outcome times its "
                    "chance.", 8 + 2 * k, slips, distribution=lambda: {f"{f} fish": p for f, p in dist.items()},
                    sample=F.sample_held_fish(hands))


def fed_variant(turn: F.Turn) -> Question:
    """Levels that get fish on a later turn: one 1-or-0 count per level, each player from their own hand."""
    hands, k = turn.hands(), turn.players
    ex = Exercise("fishy_levels_fed", _setup(turn) + PICK_LEVEL + " A level gets fish when one or two players play "
                  "it (three or more cancel each other). How many different levels do you expect to get fish this "
                  "turn?", F.fed_in(hands),
                  "Give each level a count: 1 if one or two players play it, 0 if not. Its chance comes from the "
                  "players still holding that Level card, each playing it with chance 1/(their Level cards). "
                  f"Expectations add, so the five chances add up to {show(F.fed_in(hands))}.",
                  "Give each level its own 1-or-0 count and add the five expectations.",
                  F.simulate_held(hands, lambda _, p: sum((F.count_of(p, c) >= 1) & (F.count_of(p, c) <= 2)
                                                          for c in range(LEVELS))),
                  tolerance=EXPECT_TOLERANCE, probability=False)
    slips = _slips(ex, (F.fed_in(hands, most=k), "three or more players of a level still feed it; they cancel "
                        "each other.", "Forgets that three or more players of a level cancel each other."),
                   (F.fed_in(hands, most=1), "only a level played by one player gets fish; two players of a level "
                    "place one fish each.", "Forgets that two players of a level still place a fish each."),
                   (F.placers_in(hands), "you counted players who place fish, not levels; two players sharing a "
                    "level feed it once.", "Counts the wrong things: players, not levels."),
                   (F.levels_fed(k), "you gave every player all five Level cards; a card they have played is no "
                    "longer in their hand.", "Ignores the cards already played."))
    return Question(ex, "expectation", "Use linearity of expectation with indicators, even for dependent events.",
                    10 + 2 * k, slips)


# ---- the families: variant 0 is the assignment's question --------------------------------------------------
def families() -> tuple[Family, ...]:
    """The assignment's questions as families of variants, in course order (variant 0: the question itself; the
    Jumping Fish ones are built in fishy_chains.py)."""
    def family(first, count, rest, why=""):
        """A family whose variant 0 is ``first()`` and whose variant i > 0 is ``rest(i - 1)``."""
        return Family(first().id, count, lambda i: first() if i == 0 else rest(i - 1), why)
    seats = C.seat_situations()
    return (family(unique_question, VARIANTS, lambda i: unique_variant(*turn_situations("unique")[i])),
            family(birthday_question, VARIANTS, lambda i: birthday_variant(turn_situations("birthday")[i])),
            family(every_level_question, VARIANTS, lambda i: shown_variant(*turn_situations("shown")[i])),
            family(unplayed_question, len(seats) + 1, lambda i: C.unplayed_variant(*seats[i])),
            family(fish_question, VARIANTS, lambda i: fish_variant(turn_situations("fish")[i])),
            family(fed_question, VARIANTS, lambda i: fed_variant(turn_situations("fed")[i])),
            family(jump_question, len(C.CHAINS) + 1, lambda i: C.jump_variant(*C.CHAINS[i]), C.CHAIN_WHY),
            family(cards_question, len(C.CHAINS) + 1, lambda i: C.cards_variant(*C.CHAINS[i]), C.CHAIN_WHY))


# ---- the assignment and the corners ------------------------------------------------------------------------
def cats_corner(players: int = 4) -> list[Question]:
    """The Cats in the Barrel corner's questions (also the assignment's, at four players)."""
    return [unique_question(players), birthday_question(players), fish_question(players)]


def jumping_corner(players: int = 4) -> list[Question]:
    """The Jumping Fish corner's questions (also the assignment's, at four players)."""
    return [unplayed_question(players), jump_question(), cards_question()]


def assignment() -> Assignment:
    """Fishy: Level cards and the barrel."""
    questions = (unique_question(), birthday_question(), every_level_question(), unplayed_question(),
                 fish_question(), fed_question(), jump_question(), cards_question())
    return Assignment("fishy", "Fishy: Level cards and the barrel",
                      "In Fishy every player holds the same cards, so picks keep colliding. You count whose card "
                      "is alone and which levels show, work out the fish and levels a turn is worth, then follow "
                      "one Jumping Fish fish up and down the barrel until it jumps out or rots.", questions)
