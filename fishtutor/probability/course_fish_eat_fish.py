"""Fish Eat Fish's graded assignment: one battle counted card by card, then a whole game's battles, then a duel as
a chain of hands. The probability corner shows four of these same questions (``fish_eat_fish.CORNER``).

Each question is a family of variants (``families()``): the same question on other stacks, other cards played or
kept back, other hands left. Variant 0 is the question the tutors show; every variant states the card set it
rests on, is solved exactly by the same solvers, and names the slips the checker can tell apart."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product

from fishtutor.games.fish_eat_fish.cards import ATTACKER_WINS, BOTH_ELIMINATED, DEFENDER_WINS, NULLIFIED, OCTOPUS

from .core import Exercise
from .course import Assignment, Family, Question, Slip
from .edition import each, floats, lookup
from .fish_eat_fish_battles import (EDITION_VALUES, OUTCOMES, RULE_WORDS, assumes, battle, battle_sampler, card_kinds,
                                    card_words, cards_words, count_words, doubles_words, full_hand, hand_without,
                                    holding_words, kind_of, octopus_count_words, octopus_words, outcome_chances,
                                    hands_svg, octopus_row, played_cards, played_states, set_row, set_words,
                                    simulate_outcome, stack_words)
from .fish_eat_fish_duels import (DUEL_ENDS, cancelled_ahead, cancelled_battles, duel_chances, duel_length,
                                  duel_sampler, expected, played, simulate_cancelled, simulate_cancelled_ahead,
                                  simulate_duel_length, simulate_unseen, unseen_win)
from . import variant_table

TITLE = "Fish Eat Fish: battles by chance"
INTRO = ("Two fish meet, and each player lays a Challenge Card face down: a Shark, an Octopus or a Fish card with a "
         "number. Here both players pick at random. You count one battle card by card, use what has already been "
         "played, add up a whole game's battles, and follow a duel from battle to battle as a chain.")
BATTLE_LABELS = ("attacker wins", "defender wins", "both go", "Octopus: nothing")
DUEL_LABELS = ("Blue eats Red", "Red eats Blue", "both go")
DUEL = (2, 1)  # the duel's heights: Blue's stack of 2 against Red's single fish
HEIGHTS = range(1, 6)  # a stack holds 1 to 5 fish
CHOICE_CACHES = ("_chosen",)  # what remembers a family's choice (cleared when the variant table is written)
LIMIT = 200  # variants per family: enough for a large class, quick to build
SEARCH = 1200  # situations tried per family at most, looking for ones with an answer of their own
SEARCH_DUEL = 500  # fewer for the duel's end: each is a whole chain of hands to solve
SHUFFLE_SEED = 2026  # the order variants after the first are handed out in (fixed: variant i never changes)
FIGURE_WORDS = ("Each player's Challenge Cards in a row: S the Shark, O an Octopus, a number a Fish card, a dot any "
                "other card; a pale card struck through is no longer in that hand.")
SLIP_GAP = Fraction(1, 1000)  # two slips nearer than this could not be told apart from a typed decimal


def faces(values: tuple[int, ...]) -> list[int]:
    """The different numbers the Fish cards show, lowest first."""
    return sorted(set(values))


def _cards(values: tuple[int, ...] = EDITION_VALUES) -> tuple:
    """Every kind of card by name: "S", "O", then each Fish number."""
    return card_kinds(values)


def _hand(values: tuple[int, ...], cards=()) -> tuple[int, ...]:
    """A full set less the cards named (played earlier, or seen played)."""
    return played(full_hand(values), *(kind_of(c, values) for c in cards))


def _tellable(slips, exact: Fraction, probability: bool) -> tuple[Slip, ...]:
    """The slips the checker can tell from the truth and from each other (a chance's slip lies in 0 to 1)."""
    kept: list[Slip] = []
    for s in slips:
        if abs(s.answer - exact) <= Fraction(1, 200) or (probability and not 0 <= s.answer <= 1):
            continue
        if all(abs(s.answer - k.answer) > SLIP_GAP for k in kept):
            kept.append(s)
    return tuple(kept)


def _question(ex: Exercise, stage: str, goal: str, minutes: int, slips, **more) -> Question:
    """A Question naming only the slips that can be told apart."""
    return Question(ex, stage, goal, minutes, _tellable(slips, ex.exact, ex.probability), **more)


def _drawn(*rows):
    """The question's figure: the hands it rests on, drawn (cards no longer in hand struck through)."""
    return lambda: hands_svg(rows, FIGURE_WORDS)


def _pairs(outcome: int, ah: int, dh: int, a_hand: tuple[int, ...], d_hand: tuple[int, ...],
           values: tuple[int, ...]) -> int:
    """How many card pairs (card by card) end in ``outcome``."""
    kinds = range(len(a_hand))
    return sum(a_hand[a] * d_hand[d] for a in kinds for d in kinds
               if battle(a, d, ah, dh, values) == outcome)


def _kinds_once(ah: int, dh: int, a_hand, d_hand, values: tuple[int, ...]) -> Fraction:
    """The slip of counting each kind of card in hand once, as if every kind were equally likely."""
    ones = tuple(int(c > 0) for c in a_hand), tuple(int(c > 0) for c in d_hand)
    return outcome_chances(ah, dh, *ones, values)[ATTACKER_WINS]


def _kinds_slip(ah: int, dh: int, a_hand, d_hand, values: tuple[int, ...]) -> Slip:
    """Counting kinds of card instead of cards."""
    full = a_hand == d_hand == full_hand(values)
    most = tuple(map(max, a_hand, d_hand))
    return Slip(_kinds_once(ah, dh, a_hand, d_hand, values),
                f"you counted each kind of card once: {'a set' if full else 'a hand'} holds {doubles_words(most, values)}, "
                "so pairs with those cards come up more often.",
                "Takes the kinds of card as equally likely instead of the cards: an unweighted sample space.")


def _picks(a_cards, d_cards, values: tuple[int, ...], who=("attacker", "defender")) -> str:
    """How the two players pick: from full hands, or from what is left after the cards they have played."""
    if not a_cards and not d_cards:
        return "both players pick a card at random from a full hand"
    said = [f"the {w} has played {cards_words(c, values)}" for w, c in zip(who, (a_cards, d_cards)) if c]
    return ("earlier in the game " + " and ".join(said) + " (seen face up, then discarded), and both players now "
            "pick a card at random from the cards still in their hands")


# ---- one battle, counted card by card ----------------------------------------------------------------------
def single_win(values: tuple[int, ...] = EDITION_VALUES, h: int = 1, a_cards=(), d_cards=()) -> Question:
    """Two stacks of one height: the attacker's chance to win, counted over card pairs."""
    a_hand, d_hand = _hand(values, a_cards), _hand(values, d_cards)
    win = lambda v: outcome_chances(h, h, _hand(v, a_cards), _hand(v, d_cards), v)[ATTACKER_WINS]  # noqa: E731
    exact, chances = win(values), outcome_chances(h, h, a_hand, d_hand, values)
    na, nd = sum(a_hand), sum(d_hand)
    who = "Two single fish" if h == 1 else f"Two stacks of {h}"
    ex = Exercise(
        "single_win", f"{set_words(values)} {RULE_WORDS} {who} battle and {_picks(a_cards, d_cards, values)}. "
        "What is the chance the attacker wins?", exact,
        f"All {na} × {nd} = {na * nd} pairs of cards are equally likely. The attacker wins with the Shark "
        f"against a Fish card, or with a higher Fish card (both add {h}, so the numbers decide): "
        f"{_pairs(ATTACKER_WINS, h, h, a_hand, d_hand, values)} pairs, so {exact}.{assumes(values, win)}",
        "Count pairs of cards, not kinds. A Shark beats any Fish card; an Octopus cancels the battle.",
        simulate_outcome(ATTACKER_WINS, h, h, a_hand, d_hand, values))
    return _question(ex, "counting", "Count equally likely pairs of cards, weighting each kind by how many the "
                     "hand holds.", 12, (
                         _kinds_slip(h, h, a_hand, d_hand, values),
                         Slip(exact + chances[BOTH_ELIMINATED], "you counted a tie as a win: two Sharks, or equal "
                              "Fish totals, take both fish off the board.",
                              "Misreads the tie rule: in a tie both stacks leave the game.")),
                     figure=_drawn(set_row(f"Attacker, {stack_words(h)}", a_hand, values),
                                   set_row(f"Defender, {stack_words(h)}", d_hand, values)))


def nothing(values: tuple[int, ...] = EDITION_VALUES, blue=(0, 0), red=(0, 0)) -> Question:
    """The chance an Octopus cancels a battle, by the complement; ``blue`` and ``red`` are the cards each attacker
    and defender has already played and how many of them were Octopus cards."""
    hand = full_hand(values)
    size, octopus = sum(hand), hand[OCTOPUS]
    (nb, ob), (nr, orr) = [(size - p, octopus - o) for p, o in (blue, red)]
    pb, pr = Fraction(ob, nb), Fraction(orr, nr)
    if not (0 < pb < 1 and 0 < pr < 1):
        raise ValueError("a player holds no Octopus, or nothing else: one pick alone decides")
    exact = 1 - (1 - pb) * (1 - pr)
    if not blue[0] and not red[0]:
        setting = "Two single fish battle and both players pick a card at random from a full hand."
        why = (f"The battle goes ahead only if neither player picks one of their {octopus} Octopus cards. Each "
               f"avoids them with chance {1 - pb}, and the two picks are independent, so the chance is "
               f"1 - ({size - octopus}/{size})² = {exact}.")
        simulate = simulate_outcome(NULLIFIED, 1, 1, values=values)
    else:
        other = " (each has battled other players too)" if blue[0] != red[0] else ""
        setting = (f"Blue's fish attacks Red's. In earlier battles Blue has played {count_words(*blue)}, and Red "
                   f"{count_words(*red)}{other}. Both pick a card at random from the cards still in their hands.")
        why = (f"The battle goes ahead only if neither picks an Octopus: Blue holds {nb} cards with {ob} Octopus, "
               f"Red {nr} with {orr}. Blue avoids them with chance {1 - pb}, Red with chance {1 - pr}, and the "
               f"two picks are independent, so the chance is 1 - {1 - pb} × {1 - pr} = {exact}.")
        simulate = simulate_outcome(NULLIFIED, 1, 1, (nb - ob, ob) + (0,) * (len(hand) - 2),
                                    (nr - orr, orr) + (0,) * (len(hand) - 2), values)  # only the Octopus matters
    ex = Exercise("nothing", f"{octopus_words(values)} {setting} What is the chance that nothing happens because "
                  "an Octopus is played?", exact, why, "Work out the chance that neither picks an Octopus first.",
                  simulate)
    return _question(ex, "counting", "Use the complement: the chance of at least one is one minus the chance of "
                     "none.", 5, (
                         Slip(pb + pr, f"you added the two players' chances ({pb} + {pr}): the battles where both "
                              "play an Octopus are counted twice.",
                              "Adds the chances of events that can happen together (inclusion-exclusion missed)."),
                         Slip(pb * pr, "you needed both players to play an Octopus: one Octopus is enough.",
                              "Reads 'at least one' as 'both'."),
                         Slip(pb, "you looked at one player only: the other player's Octopus cancels the battle "
                              "too.", "Leaves out one of the two independent picks.")),
                     figure=_drawn(octopus_row("Blue's hand", nb, ob), octopus_row("Red's hand", nr, orr)))


def _shift(ah: int, dh: int) -> str:
    """What the difference in heights does to every pairing of Fish cards."""
    gap = ah - dh
    if gap == 1:
        return "the attacker now wins equal Fish cards too"
    if gap > 1:
        return f"the attacker now wins equal Fish cards and ones up to {gap - 1} lower too"
    return f"the attacker needs a Fish card at least {1 - gap} higher to win"


def pair_win(values: tuple[int, ...] = EDITION_VALUES, ah: int = 2, dh: int = 1, a_cards=(), d_cards=()) -> Question:
    """Stacks of two heights: the whole outcome table, and the attacker's chance read off it."""
    a_hand, d_hand = _hand(values, a_cards), _hand(values, d_cards)
    win = lambda v: outcome_chances(ah, dh, _hand(v, a_cards), _hand(v, d_cards), v)[ATTACKER_WINS]  # noqa: E731
    level = lambda v: outcome_chances(1, 1, _hand(v, a_cards), _hand(v, d_cards), v)[ATTACKER_WINS]  # noqa: E731
    exact, na, nd = win(values), sum(a_hand), sum(d_hand)
    sample = battle_sampler(ah, dh, a_hand, d_hand, values)
    codes = [-1] * 4
    for i, outcome in enumerate(OUTCOMES):
        codes[outcome] = i
    ex = Exercise(
        "pair_win", f"{set_words(values)} {RULE_WORDS} {stack_words(ah).capitalize()} attacks {stack_words(dh)}; "
        f"{_picks(a_cards, d_cards, values)}. What is the attacker's chance to win?", exact,
        f"The attacker adds {ah} to its Fish card and the defender adds {dh}, so {_shift(ah, dh)}. Counting the "
        f"{na} × {nd} = {na * nd} pairs, {_pairs(ATTACKER_WINS, ah, dh, a_hand, d_hand, values)} go to the "
        f"attacker: {exact}.{assumes(values, win)}",
        "Compare the Fish card totals: card plus the stack's height.",
        simulate_outcome(ATTACKER_WINS, ah, dh, a_hand, d_hand, values))
    chances = outcome_chances(ah, dh, a_hand, d_hand, values)
    return _question(ex, "counting", "Build a battle's whole outcome table and read one chance off it; see how a "
                     "stack's height shifts every Fish pairing.", 12, (
                         Slip(level(values), f"you left out the heights: the attacker adds {ah} to its card and the "
                              f"defender {dh}.", "Forgets that a battle compares card plus stack height."),
                         _kinds_slip(ah, dh, a_hand, d_hand, values)),
                     distribution=lambda: dict(zip(BATTLE_LABELS, (chances[o] for o in OUTCOMES))),
                     sample=lambda trials, rng: lookup(codes, sample(trials, rng)),
                     figure=_drawn(set_row(f"Attacker, {stack_words(ah)}", a_hand, values),
                                   set_row(f"Defender, {stack_words(dh)}", d_hand, values)))


def held_shark(values: tuple[int, ...] = EDITION_VALUES, ah: int = 2, dh: int = 1, kept="S",
               d_cards=()) -> Question:
    """The attacker keeps every card of one kind back (the Shark, say): a smaller hand to pick from."""
    hand, d_hand = full_hand(values), _hand(values, d_cards)
    held = hand_without(kind_of(kept, values), hand)
    size, left, nd = sum(hand), sum(held), sum(d_hand)
    what = card_words(kept, hand[kind_of(kept, values)], values)
    win = lambda v: outcome_chances(ah, dh, hand_without(kind_of(kept, v), full_hand(v)),  # noqa: E731
                                    _hand(v, d_cards), v)[ATTACKER_WINS]
    exact, wins = win(values), _pairs(ATTACKER_WINS, ah, dh, held, d_hand, values)
    defender = ("the defender picks at random from a full hand" if not d_cards else
                f"the defender, who has already played {cards_words(d_cards, values)}, picks at random from the "
                f"other {nd} cards")
    ex = Exercise(
        "held_shark", f"{set_words(values)} {RULE_WORDS} {stack_words(ah).capitalize()} attacks "
        f"{stack_words(dh)}. The attacker keeps {what} back and picks at random among the other {left} cards; "
        f"{defender}. What is the attacker's chance to win?", exact,
        f"Now there are {left} × {nd} = {left * nd} equally likely pairs. With {what} kept back the attacker "
        f"wins in {wins} of them, so {exact}.{assumes(values, win)}",
        "Take the cards kept back out of the attacker's hand, then count the winning pairs again.",
        simulate_outcome(ATTACKER_WINS, ah, dh, held, d_hand, values))
    return _question(ex, "counting", "Change the sample space when a card is set aside: fewer pairs, and fewer "
                     "winning ones.", 10, (
                         Slip(outcome_chances(ah, dh, hand, d_hand, values)[ATTACKER_WINS], f"you left {what} in "
                              f"the attacker's hand: kept back, so the pick is among {left} cards.",
                              "Does not change the sample space when the situation changes."),
                         Slip(Fraction(wins, size * nd), f"you counted the winning pairs without the cards kept "
                              f"back but still counted {size} × {nd} pairs: there are only {left} × {nd} now.",
                              "Removes outcomes from the top of the fraction but not from the bottom.")),
                     figure=_drawn(set_row(f"Attacker, {stack_words(ah)}", held, values),
                                   set_row(f"Defender, {stack_words(dh)}", d_hand, values)))


def fef_unseen(values: tuple[int, ...] = EDITION_VALUES, red=("S", "O", 0), mine: int = 3, ah: int = 1,
               dh: int = 1) -> Question:
    """Conditioning on what was seen: the cards Red has played are no longer in Red's hand."""
    left, card = _hand(values, red), kind_of(mine, values)
    win = lambda v: unseen_win(kind_of(mine, v), ah, dh, _hand(v, red), v)  # noqa: E731
    exact = win(values)
    beaten = [f"Fish {faces(values)[k - 2]}" for k in range(2, len(left))
              if battle(card, k, ah, dh, values) == ATTACKER_WINS for _ in range(left[k])]
    if not beaten:
        raise ValueError("your card beats none of Red's cards: nothing to count")
    ex = Exercise(
        "fef_unseen", f"{set_words(values)} {RULE_WORDS} Red has already played {cards_words(red, values)}, and you "
        f"saw each one turned face up. Your {holding_words(ah)} now attacks Red's {holding_words(dh)} and you play your "
        f"Fish {mine}. Red picks at random from the cards still in hand. What is the chance you win?", exact,
        f"A card played is discarded, so Red picks from the {sum(left)} cards left. Your {mine} + {ah} beats Red's "
        f"card + {dh} only when Red's card shows less than {mine + ah - dh}: {', '.join(beaten)}, so {exact}."
        f"{assumes(values, win)}",
        "List the cards Red still holds, then count the ones your card beats.",
        simulate_unseen(card, ah, dh, left, values))
    return _question(ex, "counting", "Condition on what has been seen: cards already played leave the hand, so "
                     "the sample space shrinks.", 6, (
                         Slip(unseen_win(card, ah, dh, full_hand(values), values), "you left Red's played cards in "
                              "Red's hand: they are discarded for the rest of the game, so Red picks from "
                              f"{sum(left)}.", "Does not update the sample space on what has already been seen."),
                         Slip(unseen_win(card, ah, dh, left, values, ties_win=True), "you counted a tie as a win: "
                              "equal totals take both fish off the board.", "Misreads the tie rule.")),
                     figure=_drawn((f"You, {stack_words(ah)}", [(str(mine), True)]),
                                   set_row(f"Red, {stack_words(dh)}", left, values)))


# ---- a game's battles added up, and the duel as a chain -------------------------------------------------------
def fef_cancelled(values: tuple[int, ...] = EDITION_VALUES, fought: int = 0, blue: int = 0, red: int = 0,
                  ahead: int | None = None) -> Question:
    """Linearity of expectation over the battles of a two-player game, from a battle ``fought`` on (Blue and Red
    have played ``blue`` and ``red`` Octopus cards so far), over the next ``ahead`` battles."""
    hand = full_hand(values)
    size, octopus = sum(hand), hand[OCTOPUS]
    left, ob, orr = size - fought, octopus - blue, octopus - red
    ahead = left if ahead is None else ahead
    one = 1 - Fraction(left - ob, left) * Fraction(left - orr, left)
    exact = cancelled_ahead(left, ob, orr, ahead)
    if not 0 < one < 1:
        raise ValueError("every coming battle is cancelled, or none is: nothing to average")
    start = (f"With two players every battle is between the same two hands, one card from each, so after {size} "
             "battles both hands are empty.")
    if not fought:
        ask = (f"If both players always pick at random, how many of those {size} battles does an Octopus cancel, "
               "on average?")
    else:
        which = f"the {left} battles left" if ahead == left else f"the next {ahead} battle{'s' * (ahead > 1)}"
        ask = (f"{fought} battle{'s have' if fought > 1 else ' has'} been fought: Blue played {octopus_count_words(blue)} "
               f"in {'them' if fought > 1 else 'it'} and Red {octopus_count_words(red)}. If both keep picking at random, how many of {which} does "
               "an Octopus cancel, on average?")
    ex = Exercise(
        "fef_cancelled", f"{octopus_words(values)} {start} {ask}", exact,
        f"Take the battles one at a time: on its own, each player's card in any one of them is a card of the hand "
        f"left ({left} cards each, Blue's with {ob} Octopus and Red's with {orr}) picked at random, so each battle is cancelled with "
        f"chance {one}, as a single battle would be. Averages add even when the battles depend on each other, so "
        f"the answer is {ahead} × {one} = {exact} ≈ {float(exact):.2f}.",
        f"Score each of the {ahead} battles 1 if it is cancelled, 0 if not: the average of a sum is the sum of the "
        "averages.", simulate_cancelled(hand) if not fought else simulate_cancelled_ahead(left, ob, orr, ahead),
        probability=False)
    if not fought:
        assert exact == cancelled_battles(hand)
    return _question(ex, "expectation", "Use linearity of expectation with indicators, even when the events "
                     "depend on each other.", 10, (
                         Slip(ahead * Fraction(ob + orr, left), "you counted one cancelled battle per Octopus card: "
                              "when both players play an Octopus in the same battle, two cards cancel just one "
                              "battle.", "Counts causes instead of events: misses the overlap."),
                         Slip(ahead * Fraction(ob * orr, left * left), "you counted only the battles where both "
                              "play an Octopus: one is enough to cancel.", "Reads 'at least one' as 'both'.")),
                     figure=_drawn(octopus_row("Blue's hand", left, ob), octopus_row("Red's hand", left, orr)))


def _about(value: Fraction) -> str:
    """A value, and its decimal when it is not whole."""
    return f"{value}" if value.denominator == 1 else f"{value} ≈ {float(value):.2f}"


def _duel_hands(values: tuple[int, ...], sizes, octopus) -> str:
    """What the two duelling players still hold, as far as the length of a duel goes."""
    (nb, nr), (ob, orr) = sizes, octopus
    if (nb, nr) == (sum(full_hand(values)),) * 2:
        return f"both players still hold all {nb} cards"
    other = " (they have battled other players too, whose fish are all gone now)" if nb != nr else ""
    return f"Blue still holds {count_words(nb, ob)}, and Red {count_words(nr, orr)}{other}"


def _duel_setting(hands: str, heights=DUEL) -> str:
    """The duel, in words."""
    return (f"Blue's {holding_words(heights[0])} and Red's {holding_words(heights[1])} are the only fish left on the board, "
            f"side by side, and {hands}. Whoever's turn it is must attack the other, and both pick cards at random, "
            "so they battle until a battle is not cancelled.")


def fef_duel_length(values: tuple[int, ...] = EDITION_VALUES, sizes=None, octopus=None) -> Question:
    """The duel's number of battles: an absorbing chain on the Octopus cards left in each hand."""
    hand = full_hand(values)
    full = sizes is None
    sizes = sizes or (sum(hand),) * 2
    octopus = octopus or (hand[OCTOPUS],) * 2
    lengths = duel_length(octopus[0], octopus[1], *sizes)
    exact, first = expected(lengths), min(lengths)
    cancelled = 1 - Fraction(sizes[0] - octopus[0], sizes[0]) * Fraction(sizes[1] - octopus[1], sizes[1])
    if full:  # the tutors' duel: played out card by card
        play = duel_sampler(hand, hand, *DUEL, values=values)
        simulate, sample = (lambda trials, rng: floats(play(trials, rng)[1]),
                            lambda trials, rng: each(play(trials, rng)[1], lambda n: n - first))
    else:  # only where the Octopus cards fall decides the length
        lasts = simulate_duel_length(*octopus, *sizes)
        simulate, sample = (lambda trials, rng: floats(lasts(trials, rng)),
                            lambda trials, rng: each(lasts(trials, rng), lambda n: n - first))
    ex = Exercise(
        "fef_duel_length", f"{octopus_words(values)} How many battles does this duel take, on average? "
        f"{_duel_setting(_duel_hands(values, sizes, octopus))}", exact,
        "Only the Octopus cards matter: a battle is cancelled when one is played, and every card played leaves "
        "its hand. From each pair of Octopus counts, the battles still to come are 1 plus the chance-weighted "
        f"average over the next states; working back from the end gives {exact} = {float(exact):.2f}, a little "
        f"less than the {_about(1 / (1 - cancelled))} of a game where cards came back.",
        "Write E(a, b) for the battles still to come when the hands hold a and b Octopus cards: one battle is "
        "always played, and the chain moves on only if it was cancelled.", simulate, probability=False)
    return _question(ex, "chain", "Set up an absorbing Markov chain and find the expected time to absorption by "
                     "first-step analysis.", 25, (
                         Slip(1 / (1 - cancelled), "you let the cards come back after each battle: they are "
                              "discarded, so the Octopus cards run out and the duel ends sooner.",
                              "Treats drawing without replacement as with replacement (a geometric wait)."),
                         Slip(1 + cancelled, "you allowed for one cancelled battle at most: a cancelled battle can "
                              "be followed by another, until the Octopus cards run out.",
                              "Stops the chain after one step instead of following it to absorption.")),
                     distribution=lambda: {f"{k} battle{'s' if k > 1 else ''}": p for k, p in lengths.items()},
                     sample=sample, figure=_drawn(octopus_row("Blue's hand", sizes[0], octopus[0]),
                                                  octopus_row("Red's hand", sizes[1], octopus[1])))


def fef_duel_survivor(values: tuple[int, ...] = EDITION_VALUES, heights=DUEL, blue=(), red=()) -> Question:
    """How the duel ends: absorption chances of the chain of hands (each player may have played one card)."""
    b_hand, r_hand = _hand(values, blue), _hand(values, red)
    won = lambda v: duel_chances(_hand(v, blue), _hand(v, red), *heights, v)[ATTACKER_WINS]  # noqa: E731
    chances = duel_chances(b_hand, r_hand, *heights, values)
    exact = chances[ATTACKER_WINS]
    if not 0 < exact < 1:
        raise ValueError("the duel's end is certain: nothing to chance")
    play = duel_sampler(b_hand, r_hand, *heights, values=values)
    one = outcome_chances(*heights, b_hand, r_hand, values=values)
    blue_wins = DUEL_ENDS.index(ATTACKER_WINS)
    hands = (f"both players still hold all {sum(b_hand)} cards" if not blue else
             f"each has played one card so far, seen face up (Blue played {card_words(blue[0], 1, values)} and Red "
             f"{card_words(red[0], 1, values)}), so both hold {sum(b_hand)} cards")
    eats = f"Blue's {'stack' if heights[0] > 1 else 'fish'} eats Red's {'stack' if heights[1] > 1 else 'fish'}"
    ex = Exercise(
        "fef_duel_survivor", f"{set_words(values)} {RULE_WORDS} What is the chance that {eats} in this duel? "
        f"{_duel_setting(hands, heights)}", exact,
        "From each pair of hands, add over the card pairs: the pair's chance times 1 for a win, 0 for a loss or a "
        "tie, or the chance from the new hands after a cancelled battle. Worked back, the chain gives exactly "
        f"{exact}, the chance of a win among the battles with no Octopus: the cards used up in cancelled battles "
        f"are as random as the ones kept.{assumes(values, won if heights == DUEL and not blue else None)}",
        "The duel is decided by its first battle with no Octopus in it. What can that battle's two cards be?",
        lambda trials, rng: floats(each(play(trials, rng)[0], lambda end: 1 * (end == blue_wins))))
    return _question(ex, "chain", "Find the absorption chances of a Markov chain, and spot the symmetry that makes "
                     "the answer a conditional probability.", 20, (
                         Slip(one[ATTACKER_WINS], "you counted the first battle only: a cancelled battle does not "
                              "end the duel, the two fish battle again.",
                              "Treats a cancelled battle as the end; does not follow the chain."),
                         Slip(one[ATTACKER_WINS] / (one[ATTACKER_WINS] + one[DEFENDER_WINS]), "you left out the "
                              "battles where both go: a tie is a third way for the duel to end, and not a win.",
                              "Conditions on the wrong event (a win or a loss only).")),
                     distribution=lambda: dict(zip(DUEL_LABELS, (chances[e] for e in DUEL_ENDS))),
                     sample=lambda trials, rng: play(trials, rng)[0],
                     figure=_drawn(set_row(f"Blue, {stack_words(heights[0])}", b_hand, values),
                                   set_row(f"Red, {stack_words(heights[1])}", r_hand, values)))


# ---- the variants: every situation a real game can reach, in a fixed order -----------------------------------
@lru_cache(maxsize=2)
def _spaces(values: tuple[int, ...]) -> dict:
    """Each question's builder and its situations (variant 0's first): heights, cards played, kept, held."""
    hand = full_hand(values)
    size, octopus = sum(hand), hand[OCTOPUS]
    ones, few = played_cards(values, (0, 1)), played_cards(values)
    states = played_states(values)
    holds = [(size - p, octopus - o) for p, o in states]
    return {
        "single_win": (single_win, [(h, a, d) for h in HEIGHTS for a in few for d in few]),
        "nothing": (nothing, list(product(states, states))),
        "pair_win": (pair_win, [(2, 1, (), ())] + [(ah, dh, a, d) for ah, dh in product(HEIGHTS, HEIGHTS)
                                                   if ah != dh for a in few for d in few]),
        "held_shark": (held_shark, [(2, 1, "S", ())] + [(ah, dh, c, d) for ah, dh in product(HEIGHTS, HEIGHTS)
                                                        for c in _cards(values) for d in ones]),
        "fef_unseen": (fef_unseen, [(("S", "O", 0), 3, 1, 1)] + [
            (red, mine, ah, dh) for red in played_cards(values, range(1, 8)) for mine in faces(values)
            for ah, dh in product(range(1, 4), range(1, 4))]),
        "fef_cancelled": (fef_cancelled, [(0, 0, 0, None)] + [
            (k, b, r, m) for k in range(1, size) for b, r in product(range(octopus + 1), repeat=2)
            if (k, b) in states and (k, r) in states for m in range(1, size - k + 1)]),
        "fef_duel_length": (fef_duel_length, [(None, None)] + [
            ((nb, nr), (ob, orr)) for (nb, ob), (nr, orr) in product(holds, holds) if nb < size or nr < size]),
        "fef_duel_survivor": (fef_duel_survivor, [(DUEL, (), ())] + [
            ((hb, hr), b, r) for hb, hr in product(HEIGHTS, HEIGHTS) for b in ones for r in ones
            if bool(b) == bool(r)]),
    }


@lru_cache(maxsize=None)
def _built(qid: str, params: tuple) -> Question:
    """One variant of a question, built once."""
    return _spaces(EDITION_VALUES)[qid][0](EDITION_VALUES, *params)


@lru_cache(maxsize=None)
def _chosen(qid: str) -> tuple[tuple, ...]:
    """The situations a question's variants take, in order: variant 0's, then the others in a fixed shuffled
    order, each kept only if it is a real question (an answer to find, a slip to name), up to LIMIT. Situations
    whose answer no earlier variant has come first (students rarely share an answer); at most SEARCH are tried.
    The choice is read from the variant table when it was written for these situations (variant_table.py)."""
    first, *rest = dict.fromkeys(_spaces(EDITION_VALUES)[qid][1])  # variant 0's situation once, first
    import numpy  # the engines' seeded shuffle (in a browser the stand-in's: the same order)
    order = [first] + [rest[i] for i in numpy.random.default_rng(SHUFFLE_SEED).permutation(len(rest))]
    return variant_table.kept("fish_eat_fish", qid, order, lambda order: _choose(qid, order))


def _choose(qid: str, order: list[tuple]) -> list[int]:
    """The positions in ``order`` of the situations _chosen keeps."""
    new, repeated, answers = [], [], set()
    for at, params in enumerate(order[:SEARCH_DUEL if qid == "fef_duel_survivor" else SEARCH]):
        try:
            q = _built(qid, params)
        except ValueError:  # a hand that cannot be, or nothing to count
            continue
        if q.slips:
            (repeated if q.exercise.exact in answers else new).append(at)
            answers.add(q.exercise.exact)
        if len(new) == LIMIT:
            break
    return (new + repeated)[:LIMIT]


def families() -> tuple[Family, ...]:
    """The assignment's questions as families of variants, in course order (variant 0: the tutors' question)."""
    return tuple(Family(qid, len(_chosen(qid)), lambda i, qid=qid: _built(qid, _chosen(qid)[i]))
                 for qid in _spaces(EDITION_VALUES))


BUILDERS = (single_win, nothing, pair_win, held_shark, fef_unseen, fef_cancelled, fef_duel_length,
            fef_duel_survivor)


@lru_cache(maxsize=4)
def questions(values: tuple[int, ...] = EDITION_VALUES) -> tuple[Question, ...]:
    """The assignment's questions in course order, for Fish cards showing ``values`` (built once per set)."""
    return tuple(build(values) for build in BUILDERS)


def assignment(values: tuple[int, ...] = EDITION_VALUES) -> Assignment:
    """Fish Eat Fish: one battle counted card by card, a game's battles added up, a duel followed as a chain."""
    return Assignment("fish_eat_fish", TITLE, INTRO, questions(values))
