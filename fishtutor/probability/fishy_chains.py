"""Jumping Fish as an absorbing Markov chain: one fish tugged up and down the barrel by random cards until it
jumps out of the top or rots out of the bottom, solved exactly with fractions and simulated for all trials at once.

The model, in words: each card played on the fish comes from you or from one opponent, equally likely, and is a
random card of a full seven-card hand (Level 1-5 and two Cats). Your Level card lifts the fish one level (the
"three fish up one level each" option), your Cat two; an opponent's Level card pushes it down one (the repeated
card's push), their Cat two. A fish lifted above level 5 jumps out; one pushed below level 1 rots.

The assignment's Jumping Fish questions on other numbers are built here too: the unplayed Level card for every
seat, card and level of a round, and the chain for every start level, number of opponents (each player equally
likely to play the next card on the fish) and lift of your Level card.
Without numpy (the browser edition) the simulations draw trial by trial with pure_fishy.py."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from fishtutor.games.fishy.barrel import LEVELS, MAX_PLAYERS
from fishtutor.games.fishy.cards import CAT, JUMPING_FISH_HAND

from . import fishy_levels as F
from .answers import show
from .core import Exercise
from .course import Question
from . import pure_fishy as pure
from .edition import PURE, np, times
from .fishy_levels import kept_slips as _slips

JUMP = len(JUMPING_FISH_HAND)  # a Jumping Fish hand: Level 1-5 and two Cats
HAND_CATS = JUMPING_FISH_HAND.count(CAT)  # two Cats
HAND_LEVELS = len(JUMPING_FISH_HAND) - HAND_CATS  # five Level cards
START = 1  # a fish newly placed in the barrel starts on level 1 (step 2 of a round)
STEPS_SHOWN = 8  # the distribution of cards played lists 1 to 7 and then "8+" (8 or more)


def card_table(levels: int = HAND_LEVELS, cats: int = HAND_CATS, level_move: int = 1,
               cats_move: int = 2) -> tuple[int, ...]:
    """The move each card makes (+ up, - down), card by card: your hand's cards lift the fish, an opponent's
    push it down; a Level card moves it ``level_move`` levels, a Cat ``cats_move``."""
    yours = (level_move,) * levels + (cats_move,) * cats
    return yours + tuple(-m for m in yours)


def card_moves(levels: int = HAND_LEVELS, cats: int = HAND_CATS, level_move: int = 1,
               cats_move: int = 2) -> dict[int, Fraction]:
    """How far one card moves the fish and its chance, every card of the table equally likely (you or the
    opponent with chance 1/2 each, then a Level card 5 in 7 or a Cat 2 in 7)."""
    table = card_table(levels, cats, level_move, cats_move)
    return {m: Fraction(table.count(m), len(table)) for m in sorted(set(table), reverse=True)}


def fight_table(opponents: int = 1, lift: int = 1, levels: int = HAND_LEVELS, cats: int = HAND_CATS,
                cats_move: int = 2, level_push: int = 1) -> tuple[int, ...]:
    """The move each card makes when you and ``opponents`` opponents fight over the fish, every player's hand
    alike: your Level card lifts it ``lift`` levels, your Cat ``cats_move``; each opponent's Level card pushes it
    down ``level_push``, their Cat ``cats_move``."""
    yours = (lift,) * levels + (cats_move,) * cats
    theirs = (-level_push,) * levels + (-cats_move,) * cats
    return yours + theirs * opponents


def table_moves(table: tuple[int, ...]) -> dict[int, Fraction]:
    """How far one card moves the fish and its chance, every card of the table equally likely."""
    return {m: Fraction(table.count(m), len(table)) for m in sorted(set(table), reverse=True)}


# the fourteen cards that may be played on it
MOVES_BY_CARD = np.array(card_table(), dtype=np.int8) if np is not None else card_table()
MOVES = card_moves()  # up 1: 5/14, up 2: 1/7, down 1: 5/14, down 2: 1/7


def solve(matrix: list[list[Fraction]], rhs: list[Fraction]) -> list[Fraction]:
    """The exact solution x of matrix · x = rhs, by Gaussian elimination over fractions (the matrix must be
    invertible, as I - Q is for an absorbing chain)."""
    n = len(rhs)
    rows = [list(map(Fraction, row)) + [Fraction(b)] for row, b in zip(matrix, rhs)]
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [v / lead for v in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[r][n] for r in range(n)]


def transient(moves: dict[int, Fraction], top: int = LEVELS) -> list[list[Fraction]]:
    """Q: the chance of moving from level i to level j (1..top) with one card, staying in the barrel."""
    return [[sum((p for m, p in moves.items() if i + m == j), Fraction(0)) for j in range(1, top + 1)]
            for i in range(1, top + 1)]


def _minus_q(moves: dict[int, Fraction], top: int) -> list[list[Fraction]]:
    """I - Q for the fish's levels 1..top."""
    q = transient(moves, top)
    return [[(1 if i == j else 0) - q[i][j] for j in range(top)] for i in range(top)]


def jump_chances(moves: dict[int, Fraction] = MOVES, top: int = LEVELS) -> list[Fraction]:
    """From each level 1..top, the chance the fish jumps out before it rots: h = Q h + (chance of leaving
    upwards with one card), solved exactly."""
    up = [sum((p for m, p in moves.items() if i + m > top), Fraction(0)) for i in range(1, top + 1)]
    return solve(_minus_q(moves, top), up)


def expected_cards(moves: dict[int, Fraction] = MOVES, top: int = LEVELS) -> list[Fraction]:
    """From each level 1..top, the expected number of cards played on the fish until it leaves the barrel
    (jumps or rots): t = 1 + Q t, solved exactly."""
    return solve(_minus_q(moves, top), [Fraction(1)] * top)


def jump_chance(start: int = START, moves: dict[int, Fraction] = MOVES, top: int = LEVELS) -> Fraction:
    """The chance a fish on level ``start`` jumps out before it rots."""
    return jump_chances(moves, top)[start - 1]


def cards_until_out(start: int = START, moves: dict[int, Fraction] = MOVES, top: int = LEVELS) -> Fraction:
    """The expected number of cards played on a fish on level ``start`` until it leaves the barrel."""
    return expected_cards(moves, top)[start - 1]


def ending(start: int = START, moves: dict[int, Fraction] = MOVES) -> dict[str, Fraction]:
    """Where the fish ends: jumped out of the top, or rotted out of the bottom."""
    jumped = jump_chance(start, moves)
    return {"jumps out": jumped, "rots": 1 - jumped}


def cards_distribution(start: int = START, shown: int = STEPS_SHOWN,
                       moves: dict[int, Fraction] = MOVES) -> dict[str, Fraction]:
    """The chance the fish leaves the barrel with exactly the 1st, 2nd, ... card (the last bar: that many or
    more): the chance of still being in after t-1 cards, times the chance of leaving with the next."""
    q = transient(moves)
    leave = [1 - sum(row) for row in q]
    inside = [Fraction(int(level == start)) for level in range(1, LEVELS + 1)]
    out: dict[str, Fraction] = {}
    for t in range(1, shown):
        out[f"{t} card{'s' * (t > 1)}"] = sum((a * b for a, b in zip(inside, leave)), Fraction(0))
        inside = [sum((inside[i] * q[i][j] for i in range(LEVELS)), Fraction(0)) for j in range(LEVELS)]
    out[f"{shown}+ cards"] = 1 - sum(out.values())
    return out


# ---- the simulation: every trial's fish moved together, eight cards at a time, until all have left ---------
HALF = 4  # cards read off each half of one random number below 14**8 (in base 14, first card lowest)
SHIFT = 4  # a table entry is the place reached << SHIFT | the cards played there (one small whole number)


def _after_cards() -> np.ndarray:
    """For every place (0: rotted, 1-5: the levels, 6: jumped out) and every run of HALF cards (its number below
    14**HALF, first card lowest): the place reached and the cards played while the fish was still in."""
    runs = np.arange(MOVES_BY_CARD.size ** HALF)
    place = np.repeat(np.arange(LEVELS + 2)[:, None], runs.size, axis=1)
    played = np.zeros_like(place)
    for i in range(HALF):
        inside = (place >= 1) & (place <= LEVELS)
        move = MOVES_BY_CARD[runs // MOVES_BY_CARD.size ** i % MOVES_BY_CARD.size]
        played += inside
        place = np.where(inside, np.clip(place + move, 0, LEVELS + 1), place)
    return (place << SHIFT | played).astype(np.int8).ravel()


AFTER = _after_cards() if np is not None else None  # the browser edition plays one card at a time


def walk(trials: int, rng: np.random.Generator, start: int = START) -> tuple[np.ndarray, np.ndarray]:
    """Each trial's fish moved by random cards until it leaves the barrel: (jumped out?, cards played).

    Every fish takes its next eight cards together (one random number below 14**8 each, read in base 14); a fish
    already out stays where it left (its cards move it by 0 and are not counted). The fish still in after that
    go on alone."""
    if PURE:
        return pure.walk_table(card_table(), start, LEVELS)(trials, rng)
    runs = MOVES_BY_CARD.size ** HALF
    place = np.full(trials, start, dtype=np.int32)
    played = np.zeros(trials, dtype=np.int32)
    rounds = [(np.arange(0), place, played)]  # (which fish of the round before, their places, their cards)
    while rounds[-1][1].size:
        _, here, cards = rounds[-1]
        number = rng.integers(runs * runs, size=here.size, dtype=np.int32)
        high = (number.view(np.uint32) // runs).view(np.int32)
        for part in (number - high * runs, high):
            step = np.take(AFTER, here * runs + part)
            cards += step & ((1 << SHIFT) - 1)
            here[:] = step >> SHIFT
        out = np.flatnonzero((here >= 1) & (here <= LEVELS))
        rounds.append((out, here[out], cards[out]))
    for i in range(len(rounds) - 1, 0, -1):  # the fish that went on hand their end back to the round before
        out, here, cards = rounds[i]
        rounds[i - 1][1][out], rounds[i - 1][2][out] = here, cards
    return place > LEVELS, played


def simulate_jump(trials: int, rng: np.random.Generator) -> np.ndarray:
    """1 where the fish jumped out, 0 where it rotted."""
    if PURE:
        return [int(jumped) for jumped in walk(trials, rng)[0]]
    return walk(trials, rng)[0].astype(float)


def sample_ending(trials: int, rng: np.random.Generator) -> np.ndarray:
    """Each trial's ending as an index into ending(): 0 jumped out, 1 rotted."""
    if PURE:
        return [int(not jumped) for jumped in walk(trials, rng)[0]]
    return (~walk(trials, rng)[0]).astype(np.int64)


def simulate_cards(trials: int, rng: np.random.Generator) -> np.ndarray:
    """The number of cards played on the fish until it left the barrel."""
    if PURE:
        return walk(trials, rng)[1]
    return walk(trials, rng)[1].astype(float)


def sample_cards(trials: int, rng: np.random.Generator) -> np.ndarray:
    """Each trial's card count as an index into cards_distribution() (the last bar holds the long walks)."""
    if PURE:
        return [min(played, STEPS_SHOWN) - 1 for played in walk(trials, rng)[1]]
    return np.minimum(walk(trials, rng)[1], STEPS_SHOWN) - 1


def walk_table(table: tuple[int, ...], start: int = START, top: int = LEVELS):
    """A seeded walk for any card table: (trials, rng) -> (jumped out?, cards played), each fish still in the
    barrel taking one random card of the table at a time, all fish together."""
    if PURE:
        return pure.walk_table(table, start, top)
    moves = np.asarray(table, dtype=np.int32)

    def walk_any(trials: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        place = np.full(trials, start, dtype=np.int32)
        played = np.zeros(trials, dtype=np.int32)
        inside = np.arange(trials)
        while inside.size:
            place[inside] += moves[rng.integers(moves.size, size=inside.size)]
            played[inside] += 1
            inside = inside[(place[inside] >= 1) & (place[inside] <= top)]
        return place > top, played
    return walk_any


def simulations(table: tuple[int, ...], start: int = START) -> dict[str, object]:
    """The seeded simulations of one card table from level ``start``: jumped (1/0), cards played, and the
    samplers for the two distributions."""
    walk_any = walk_table(table, start)
    if PURE:
        return {"jump": lambda n, rng: [int(j) for j in walk_any(n, rng)[0]],
                "cards": lambda n, rng: walk_any(n, rng)[1],
                "ending": lambda n, rng: [int(not j) for j in walk_any(n, rng)[0]],
                "cards_sample": lambda n, rng: [min(p, STEPS_SHOWN) - 1 for p in walk_any(n, rng)[1]]}
    return {"jump": lambda n, rng: walk_any(n, rng)[0].astype(float),
            "cards": lambda n, rng: walk_any(n, rng)[1].astype(float),
            "ending": lambda n, rng: (~walk_any(n, rng)[0]).astype(np.int64),
            "cards_sample": lambda n, rng: np.minimum(walk_any(n, rng)[1], STEPS_SHOWN) - 1}


EDGES = ("A fish lifted above level 5 jumps out; one pushed below level 1 rots (this edition's reading: any move "
         "past an end counts, so up two from level 5 or down two from level 1 too).")
JUMP_ROUND = ("Every player holds the same seven cards (Level 1 to Level 5, one for each of the barrel's five "
              "levels, and two Cats); in a round the players play one card at a time, clockwise from the Dragon's "
              "holder, until each has played three.")


def _equation(unknown: str, plus: str = "", moves: dict[int, Fraction] = MOVES) -> str:
    """The chain's equation for level n: one card's chances of each move, from the card table."""
    u = unknown
    moves = " + ".join(f"{p}·{u}(n{m:+d})" for m, p in moves.items())
    return f"{u}(n) = {plus}{moves}"


# ---- the assignment's Jumping Fish questions on other numbers -----------------------------------------------
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
    return lambda trials, rng: times(first(trials, rng), second(trials, rng))


def _fight(opponents: int, start: int, lift: int) -> str:
    """The tug-of-war model in words, for a fish on level ``start`` fought over by you and ``opponents``."""
    side = "one opponent's, equally likely" if opponents == 1 else \
        f"one of {opponents} opponents', every one of you equally likely (yours with chance 1/{opponents + 1})"
    return (f"A simple model of a tug of war: the fish is on level {start} of the barrel's five levels. Each card "
            f"played on it is yours or {side}, and is a random card of that player's full hand (every player holds "
            f"the same seven cards: Level 1 to Level 5 and two Cats). Your Level card lifts it {lift} level"
            f"{'s' * (lift > 1)} and your Cat two; an opponent's Level card pushes it down one and their Cat two. "
            + EDGES)


CHAINS = tuple((start, opponents, lift) for start in range(1, LEVELS + 1) for opponents in range(1, MAX_PLAYERS)
               for lift in (1, 2, 3) if (start, opponents, lift) != (START, 1, 1))
CHAIN_WHY = ("The barrel's five levels and the seven-card hand are fixed by the rules, so the fish can differ only "
             "in where it starts (5 levels), how many opponents fight over it (1 to 5) and how far your Level card "
             "lifts it (1, 2 or 3 levels, as the rules allow): 75 situations.")


def _chain_minutes(opponents: int, lift: int) -> int:
    """Five equations by hand: about 20 minutes when up and down mirror each other (two or three unknowns are
    left), the course's longest, 30, when they do not."""
    return 20 if (opponents, lift) == (1, 1) else 30


def jump_variant(start: int, opponents: int, lift: int) -> Question:
    """The chance the fish jumps out before it rots, from any level, any fight, any lift."""
    table = fight_table(opponents, lift)
    moves, sims = table_moves(table), simulations(table, start)
    h = jump_chances(moves)
    ex = Exercise("fishy_jump_out", "Jumping Fish: what is the chance that one of your fish jumps out of the barrel "
                  f"before it rots? {_fight(opponents, start, lift)}", h[start - 1],
                  f"Write h(n) for the chance from level n: {_equation('h', moves=moves)}, with h = 1 above level 5 "
                  f"and h = 0 below level 1. Solving the five equations gives h({start}) = {show(h[start - 1])}.",
                  "Write one equation per level: the chance from there is the average over where one card takes "
                  "it. Then solve the five equations.", sims["jump"])
    slips = _slips(ex, (jump_chance(start, table_moves(fight_table(opponents, lift, cats_move=1))),
                        "you moved the fish one level with each Cat; a Cat moves it two.",
                        "Drops the Cats' bigger moves."),
                   (jump_chance(start, moves, top=LEVELS - 1) if start < LEVELS else None, "the fish jumps on "
                    "reaching level 5; it jumps only when lifted above level 5.", "Misplaces the top of the barrel "
                    "by one level."),
                   (jump_chance(start, table_moves(fight_table(opponents, lift, levels=1, cats=1))), "the "
                    "kinds of card are equally likely; five of every seven cards are Level cards.", "Ignores how "
                    "many cards of each kind a hand holds."),
                   (jump_chance(start, table_moves(fight_table(1, lift))), "you and the opponents as a side "
                    "are equally likely to play the next card; each player is.", "Takes two sides as equally "
                    "likely whatever their sizes."))
    return Question(ex, "chain", "Solve an absorbing Markov chain by first-step analysis: one linear equation per "
                    "state.", _chain_minutes(opponents, lift), slips,
                    distribution=lambda: ending(start, moves), sample=sims["ending"])


def cards_variant(start: int, opponents: int, lift: int) -> Question:
    """The expected cards until the fish leaves the barrel, from any level, any fight, any lift."""
    table = fight_table(opponents, lift)
    moves, sims = table_moves(table), simulations(table, start)
    t = expected_cards(moves)
    ex = Exercise("fishy_jump_cards", "Jumping Fish: how many cards do you expect to be played on one of your fish "
                  f"until it leaves the barrel, by jumping out or by rotting? {_fight(opponents, start, lift)}",
                  t[start - 1],
                  f"Write t(n) for the expected cards from level n: {_equation('t', '1 + ', moves)}, with t = 0 "
                  f"once out. Solving the five equations gives t({start}) = {show(t[start - 1])}.",
                  "Each card counts 1, then add the expected cards still to come from where it lands.",
                  sims["cards"], tolerance=F.EXPECT_TOLERANCE, probability=False)
    stay = sum(transient(moves)[start - 1])
    slips = _slips(ex, (t[start - 1] - 1, "you did not count the card that takes it out of the barrel; that card "
                        "is played on it too.", "Off by one: leaves out the last step of the walk."),
                   (cards_until_out(start, table_moves(fight_table(opponents, lift, cats_move=1))),
                    "you moved the fish one level with each Cat; a Cat moves it two.", "Drops the Cats' bigger moves."),
                   (1 / (1 - stay) if stay < 1 else None, "you took the chance of leaving with one card from level "
                    f"{start} as the same "
                    "for every card; once moved, the fish's chance changes.", "Treats a walk as repeated "
                    "independent tries with a fixed chance (a geometric count)."),
                   (cards_until_out(start, table_moves(fight_table(1, lift))), "you and the opponents as a "
                    "side are equally likely to play the next card; each player is.", "Takes two sides as equally "
                    "likely whatever their sizes."))
    return Question(ex, "chain", "Find the expected time to absorption by solving t = 1 + Q t exactly.",
                    _chain_minutes(opponents, lift), slips,
                    distribution=lambda: cards_distribution(start, moves=moves), sample=sims["cards_sample"])
