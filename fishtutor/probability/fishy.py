"""Fishy's questions beyond the assignment's own: the probability corners' (the assignment's questions at each
player count) and every other variant of the assignment's questions (later turns of a Cats in the Barrel hand,
other seats and cards in a Jumping Fish round, other fights over a fish), each with its exact answer, its slips
computed the slipped way and its own seeded simulation.

The counting and simulations they rest on live in fishy_levels.py and fishy_chains.py; every name of
fishy_levels is read here too (this module is the counting's old address)."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from fishtutor.games.fishy.barrel import LEVELS

from . import fishy_chains as C
from . import fishy_levels as F
from .answers import show
from .core import Exercise
from .course import Question
from .course_fishy import (EDGES, EXPECT_TOLERANCE, FED_PLAYERS, JUMP, JUMP_ROUND, PLACING_RULES, SHOWN_PLAYERS,
                           _equation, _slips, cats_corner, jumping_corner)
from .fishy_levels import *  # noqa: F401,F403
from .fishy_levels import _checked


# ---- variants: later turns of a Cats in the Barrel hand ------------------------------------------------------
VARIANTS = 150  # variants of each question a turn of the hand makes (variant 0 is the question above)
PICK_LEVEL = ("This turn each player plays one of the Level cards still in their hand, each equally likely "
              "(nobody plays Lowest 3 or a Cat).")


def _setup(turn: F.Turn) -> str:
    """The start of a variant's text: the game, the cards everyone started with, what has been played."""
    return F.CATS_SETUP.format(k=turn.players) + turn.words() + " "


def _full(turn: F.Turn) -> bool:
    """Nobody has played a card yet this hand."""
    return not any(turn.played)


def _levels(levels) -> str:
    """Levels named in words: "Levels 2, 3 and 5"."""
    names = [str(level + 1) for level in levels]
    return "Levels " + ", ".join(names[:-1]) + " and " + names[-1]


def _within(value: Fraction) -> bool:
    """A chance worth asking: neither impossible nor certain."""
    return 0 < value < 1


def _unique_draw(rng):
    """A turn and a Level card you still hold, which some other player may still play (or None)."""
    turn = F.random_turn(rng)
    hands = turn.hands(placing=True)
    if not turn.hands()[0] or not all(hands[1:]) or (_full(turn) and turn.players == 4):
        return None
    level = int(rng.choice(turn.hands()[0]))
    return (turn, level) if _within(F.players_of(hands[1:], level)[0]) else None


def _shown_draw(rng):
    """A turn and two or more named levels, all of them played by somebody with a chance below 1 (or None)."""
    turn = F.random_turn(rng)
    if not all(turn.hands()):
        return None
    size = int(rng.integers(2, min(turn.players, LEVELS) + 1))
    levels = tuple(sorted(int(v) for v in rng.choice(LEVELS, size=size, replace=False)))
    fresh = _full(turn) and turn.players == SHOWN_PLAYERS and size == LEVELS
    return (turn, levels) if _within(F.shown_in(turn.hands(), levels)) and not fresh else None


def _fish_draw(rng):
    """A turn on which everyone still holds a Level card or Lowest 3 (or None)."""
    turn = F.random_turn(rng)
    return turn if all(turn.hands(placing=True)) and not (_full(turn) and turn.players == 4) else None


def _shared_draw(rng):
    """A turn on which two players may, but need not, play the same Level card (or None)."""
    turn = F.random_turn(rng)
    fresh = _full(turn) and turn.players == 4
    return turn if all(turn.hands()) and not fresh and _within(1 - F.all_differ_in(turn.hands())) else None


def _fed_draw(rng):
    """A turn on which everyone still holds a Level card (or None)."""
    turn = F.random_turn(rng)
    return turn if all(turn.hands()) and not (_full(turn) and turn.players == FED_PLAYERS) else None


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
                   (_product(F.pick_chance(h, level) for h in others), "you worked out the chance that all others "
                    "picked your card.", "Multiplies the chance of a match instead of a miss."),
                   (F.players_of(turn.hands()[1:], level)[0] if all(turn.hands()[1:]) else None,
                    "you left Lowest 3 out of the others' hands; a player "
                    "still holding it may play it.", "Counts from the wrong set of cards."))
    return Question(ex, "counting", "Multiply the chances of independent events: each other player missing your "
                    "card.", 6, slips)


def _product(values) -> Fraction:
    """The product of some fractions."""
    out = Fraction(1)
    for v in values:
        out *= v
    return out


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
    pairs = _product(1 - sum((F.pick_chance(a, c) * F.pick_chance(b, c) for c in a), Fraction(0))
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
                    5 if _full(turn) else 8 + 3 * k, slips)


def shown_variant(turn: F.Turn, levels: tuple[int, ...]) -> Question:
    """Named levels all shown on a later turn: inclusion-exclusion over the named levels nobody plays."""
    hands, m = turn.hands(), len(levels)
    ex = Exercise("fishy_every_level", _setup(turn) + PICK_LEVEL + f" What is the chance that each of "
                  f"{_levels(levels)} is played by somebody?", F.shown_in(hands, levels),
                  "Inclusion-exclusion over the named levels nobody plays: all picks, minus those missing one named "
                  "level, plus those missing two, and so on; a player avoids a set of levels with chance (their "
                  f"Level cards outside it)/(their Level cards). The sum is {show(F.shown_in(hands, levels))}.",
                  "Subtract the chance a named level is missed, add back the chance two are missed, and so on.",
                  F.simulate_held(hands, lambda _, packed: _every(packed, levels)))
    alone = _product(1 - F.players_of(hands, level)[0] for level in levels)
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
                  lambda n, rng: F.sample_held_fish(hands)(n, rng).astype(float), tolerance=EXPECT_TOLERANCE,
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


# ---- variants: Jumping Fish ------------------------------------------------------------------------------------
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def unplayed_at(k: int, seat: int, card: int, hand: int = JUMP, replace: bool = False) -> Fraction:
    """Chance no opponent has played your Level card before your ``card``-th card of the round, sitting ``seat``
    places after the Dragon: the opponents before you have played ``card`` cards, those after you one fewer."""
    if replace:
        return Fraction(hand - 1, hand) ** (card * seat + (card - 1) * (k - 1 - seat))
    return F.unplayed_chance(seat + 1, card, hand) * F.unplayed_chance(k - seat, card - 1, hand)


@lru_cache(maxsize=None)
def seat_situations() -> tuple:
    """Every (players, seat after the Dragon, which card of yours, your level) but variant 0's and those where
    nobody has played yet."""
    return tuple((k, seat, card, level) for k in F.PLAYERS for seat in range(k) for card in (1, 2, 3)
                 for level in range(1, LEVELS + 1) if (seat, card) != (0, 1) and (k, seat, card, level) != (4, 0, 3, 3))


def unplayed_variant(k: int, seat: int, card: int, level: int) -> Question:
    """Jumping Fish: your Level card not yet played by any opponent when you play it, wherever you sit."""
    before, after = seat, k - 1 - seat
    where = "you hold the Dragon (you play first)" if seat == 0 else \
        f"you are the {ORDINALS[seat]} to play, {seat} place{'s' * (seat > 1)} clockwise from the Dragon's holder"
    ex = Exercise("fishy_jump_unplayed", f"Jumping Fish, {k} players: {where}. {JUMP_ROUND} Each player plays "
                  "different cards of their own hand, each card picked at random from those still held. Before the "
                  f"round starts, what is the chance that when you play your {ORDINALS[card - 1]} card, a Level "
                  f"{level} card, no opponent has played Level {level} yet this round?",
                  unplayed_at(k, seat, card),
                  _unplayed_words(before, after, card, level) + " Multiplied, as the opponents pick independently: "
                  f"{show(unplayed_at(k, seat, card))}.",
                  "Count the sets of cards an opponent could have played without it, among all such sets.",
                  _unplayed_simulation(before, after, card))
    slips = _slips(ex, (unplayed_at(k, seat, card, replace=True), "each opponent's cards were drawn with "
                        "replacement; a played card is not played again this round.",
                        "Treats cards as put back: draws with replacement."),
                   (unplayed_at(k, seat, card, hand=LEVELS), "the opponents hold no Cats, but each holds two Cats "
                    "among seven cards.", "Leaves the Cats out of the hand it counts from."),
                   (F.unplayed_chance(k, card), f"every opponent had played {card} cards; those after you in the "
                    "round have played one fewer.", "Misreads the order of play in a round."),
                   (F.unplayed_chance(k, card - 1), f"every opponent had played {card - 1} cards; those before you "
                    "in the round have already played their card too.", "Misreads the order of play in a round."))
    return Question(ex, "counting", "Count unordered draws without replacement: sets that avoid one card among "
                    "all sets.", 8, slips)


def _unplayed_words(before: int, after: int, card: int, level: int) -> str:
    """How each group of opponents misses your Level card, in words (a group that has played nothing left out)."""
    parts = [f"{n} opponent{'s' * (n > 1)} {where} you will have played {m} card{'s' * (m > 1)} each, each missing "
             f"Level {level} with chance C(6,{m})/C(7,{m}) = {Fraction(7 - m, 7)}"
             for n, m, where in ((before, card, "before"), (after, card - 1, "after")) if n and m]
    return "The " + "; the ".join(parts) + "."


def _unplayed_simulation(before: int, after: int, card: int):
    """1 where none of the opponents' cards so far is your Level card (opponents before you: ``card`` cards)."""
    first, second = F.simulate_unplayed(before + 1, card), F.simulate_unplayed(after + 1, card - 1)
    return lambda trials, rng: first(trials, rng) * second(trials, rng)


def _fight(opponents: int, start: int, lift: int) -> str:
    """The tug-of-war model in words, for a fish on level ``start`` fought over by you and ``opponents``."""
    side = "one opponent's, equally likely" if opponents == 1 else \
        f"one of {opponents} opponents', every one of you equally likely (yours with chance 1/{opponents + 1})"
    return (f"A simple model of a tug of war: the fish is on level {start} of the barrel's five levels. Each card "
            f"played on it is yours or {side}, and is a random card of that player's full hand (every player holds "
            f"the same seven cards: Level 1 to Level 5 and two Cats). Your Level card lifts it {lift} level"
            f"{'s' * (lift > 1)} and your Cat two; an opponent's Level card pushes it down one and their Cat two. "
            + EDGES)


CHAINS = tuple((start, opponents, lift) for start in range(1, LEVELS + 1) for opponents in range(1, F.MAX_PLAYERS)
               for lift in (1, 2, 3) if (start, opponents, lift) != (C.START, 1, 1))
CHAIN_WHY = ("The barrel's five levels and the seven-card hand are fixed by the rules, so the fish can differ only "
             "in where it starts (5 levels), how many opponents fight over it (1 to 5) and how far your Level card "
             "lifts it (1, 2 or 3 levels, as the rules allow): 75 situations.")


def _chain_minutes(opponents: int, lift: int) -> int:
    """Five equations by hand: about 20 minutes when up and down mirror each other (two or three unknowns are
    left), the course's longest, 30, when they do not."""
    return 20 if (opponents, lift) == (1, 1) else 30


def jump_variant(start: int, opponents: int, lift: int) -> Question:
    """The chance the fish jumps out before it rots, from any level, any fight, any lift."""
    table = C.fight_table(opponents, lift)
    moves, sims = C.table_moves(table), C.simulations(table, start)
    h = C.jump_chances(moves)
    ex = Exercise("fishy_jump_out", "Jumping Fish: what is the chance that one of your fish jumps out of the barrel "
                  f"before it rots? {_fight(opponents, start, lift)}", h[start - 1],
                  f"Write h(n) for the chance from level n: {_equation('h', moves=moves)}, with h = 1 above level 5 "
                  f"and h = 0 below level 1. Solving the five equations gives h({start}) = {show(h[start - 1])}.",
                  "Write one equation per level: the chance from there is the average over where one card takes "
                  "it. Then solve the five equations.", sims["jump"])
    slips = _slips(ex, (C.jump_chance(start, C.table_moves(C.fight_table(opponents, lift, cats_move=1))),
                        "you moved the fish one level with each Cat; a Cat moves it two.",
                        "Drops the Cats' bigger moves."),
                   (C.jump_chance(start, moves, top=LEVELS - 1) if start < LEVELS else None, "the fish jumps on "
                    "reaching level 5; it jumps only when lifted above level 5.", "Misplaces the top of the barrel "
                    "by one level."),
                   (C.jump_chance(start, C.table_moves(C.fight_table(opponents, lift, levels=1, cats=1))), "the "
                    "kinds of card are equally likely; five of every seven cards are Level cards.", "Ignores how "
                    "many cards of each kind a hand holds."),
                   (C.jump_chance(start, C.table_moves(C.fight_table(1, lift))), "you and the opponents as a side "
                    "are equally likely to play the next card; each player is.", "Takes two sides as equally "
                    "likely whatever their sizes."))
    return Question(ex, "chain", "Solve an absorbing Markov chain by first-step analysis: one linear equation per "
                    "state.", _chain_minutes(opponents, lift), slips,
                    distribution=lambda: C.ending(start, moves), sample=sims["ending"])


def cards_variant(start: int, opponents: int, lift: int) -> Question:
    """The expected cards until the fish leaves the barrel, from any level, any fight, any lift."""
    table = C.fight_table(opponents, lift)
    moves, sims = C.table_moves(table), C.simulations(table, start)
    t = C.expected_cards(moves)
    ex = Exercise("fishy_jump_cards", "Jumping Fish: how many cards do you expect to be played on one of your fish "
                  f"until it leaves the barrel, by jumping out or by rotting? {_fight(opponents, start, lift)}",
                  t[start - 1],
                  f"Write t(n) for the expected cards from level n: {_equation('t', '1 + ', moves)}, with t = 0 "
                  f"once out. Solving the five equations gives t({start}) = {show(t[start - 1])}.",
                  "Each card counts 1, then add the expected cards still to come from where it lands.",
                  sims["cards"], tolerance=EXPECT_TOLERANCE, probability=False)
    stay = sum(C.transient(moves)[start - 1])
    slips = _slips(ex, (t[start - 1] - 1, "you did not count the card that takes it out of the barrel; that card "
                        "is played on it too.", "Off by one: leaves out the last step of the walk."),
                   (C.cards_until_out(start, C.table_moves(C.fight_table(opponents, lift, cats_move=1))),
                    "you moved the fish one level with each Cat; a Cat moves it two.", "Drops the Cats' bigger moves."),
                   (1 / (1 - stay) if stay < 1 else None, "you took the chance of leaving with one card from level "
                    f"{start} as the same "
                    "for every card; once moved, the fish's chance changes.", "Treats a walk as repeated "
                    "independent tries with a fixed chance (a geometric count)."),
                   (C.cards_until_out(start, C.table_moves(C.fight_table(1, lift))), "you and the opponents as a "
                    "side are equally likely to play the next card; each player is.", "Takes two sides as equally "
                    "likely whatever their sizes."))
    return Question(ex, "chain", "Find the expected time to absorption by solving t = 1 + Q t exactly.",
                    _chain_minutes(opponents, lift), slips,
                    distribution=lambda: C.cards_distribution(start, moves=moves), sample=sims["cards_sample"])


def cats_exercises(players: int = 4) -> list[Exercise]:
    """Cats in the Barrel's questions, for ``players`` players (Fishy is played by 3 to 6): the assignment's."""
    return [q.exercise for q in cats_corner(_checked(players))]
def jumping_exercises(players: int = 4) -> list[Exercise]:
    """Jumping Fish's questions, for ``players`` players: the assignment's."""
    return [q.exercise for q in jumping_corner(_checked(players))]
def exercises(players: int = 4) -> list[Exercise]:
    """Every question of both corners (ids unique across the two games)."""
    return cats_exercises(players) + jumping_exercises(players)
