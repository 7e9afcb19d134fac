"""Fish Frenzy's graded assignment: eight questions on one shuffled deck, from counting a deal, through what
eating is worth on average, to following a supply and a boat round after round as Markov chains.

Every exact answer is computed with fractions (fish_frenzy.py and fish_frenzy_chains.py), every slip is computed
the slipped way, and the probability corner takes its questions from here (``fish_frenzy.exercises``). Each
question is also a family of variants (``families()``: other players, rounds, boats, cards seen, kinds of card,
supplies), every one a situation a real game reaches and stating the deck's make-up it rests on."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache, partial

from fishtutor.games.fish_frenzy.cards import CARDS_PER_DEAL, DECK_SIZE, TOKENS, boat_extras, setup_discards

from . import fish_frenzy_chains as chains
from .answers import show
from .core import Exercise
from .course import Assignment, Family, Question, Slip
from .edition import floats, lookup
from .fish_frenzy_deal import (EDITION_DECK, FRESH_SUPPLY, OTHER_SPLIT, Deck, Kind, a, aside_words, assumes,
                               boats_with_crab, crab_kind, crab_on_the_right, crabs_differ, crabs_of_them, deal_start,
                               deck_words, expected_boats_with_crab, expected_eat, faces_words, kinds, marked_deck,
                               next_crab, over, plausible_crabs, rounds, rounds_upto, rounds_working, rules_words,
                               sample_boats_with_crab, seen_faces, seen_words, simulate_crab_on_the_right,
                               simulate_eat, simulate_eat_unseen, simulate_marked_at, simulate_next_crab,
                               simulate_some_crab, some_crab_on_the_right, some_marked)
from . import variant_table

SEEN_CRABS = 2  # the crabs the conditional question says are face up after the first deal
EVEN = {1: Fraction(1, 3), 2: Fraction(1, 3), 3: Fraction(1, 3)}  # the slip: every face equally likely


def keep_slips(exact: Fraction, tolerance: float, slips, probability: bool = False) -> tuple[Slip, ...]:
    """The slips that a checker can tell from the truth: farther from it than the tolerance, a chance only if
    the answer is one, each answer once."""
    kept: dict[Fraction, Slip] = {}
    for answer, told, reveals in slips:
        answer = Fraction(answer)
        if abs(answer - exact) > Fraction(tolerance).limit_denominator(10**9) and \
                (not probability or 0 <= answer <= 1):
            kept.setdefault(answer, Slip(answer, told, reveals))
    return tuple(kept.values())


def question(ex: Exercise, stage: str, goal: str, minutes: int, slips, **plot) -> Question:
    """A Question over ``ex``, keeping only the slips the checker can tell apart."""
    return Question(ex, stage, goal, minutes, keep_slips(ex.exact, ex.tolerance, slips, ex.probability), **plot)


def as_indices(values: dict[int, Fraction], sample):
    """A sampler of outcomes (numbers) as a sampler of indices into ``values``' labels."""
    index = [-1] * (max(values) + 1)
    for i, value in enumerate(values):
        index[value] = i
    return lambda trials, rng: lookup(index, sample(trials, rng))


# ---- counting ----------------------------------------------------------------------------------------------
def rounds_question(players: int, played: int = 0) -> Question:
    """How long a game lasts (or how much of it is left after ``played`` rounds): the deck (less any cards set
    aside and dealt) over the cards one round deals."""
    aside, per_round, game = setup_discards(players), CARDS_PER_DEAL * players, rounds(players)
    deck = DECK_SIZE - aside - per_round * played
    slips = [(Fraction(deck, players), f"you deal each boat one card a round, but every boat gets {CARDS_PER_DEAL}.",
              "Misreads the deal: one card per boat instead of two."),
             (Fraction(deck, CARDS_PER_DEAL), f"you count one boat's cards only, but there are {players} boats.",
              "Counts a single boat's cards, forgetting that every boat is dealt to."),
             (Fraction(deck), "you count cards, not rounds: divide by the cards dealt in one round.",
              "Mixes up cards and rounds: no division by the cards a round uses."),
             (Fraction(per_round), "you count the cards dealt in one round; how many such rounds fit in the deck?",
              "Stops at one round's cards: does not yet see rounds as the deals that fit in the deck.")]
    if aside:
        slips.append((Fraction(DECK_SIZE - per_round * played, per_round), f"you forget the {aside} cards set aside "
                      "before the first deal.", "Misses the set-up step that puts cards aside in a three-player game."))
    if played:
        slips += [(Fraction(game), f"you count the whole game's rounds, but {played} of them are over.",
                   "Answers the length of the game, not what is left of it."),
                  (Fraction(game - played + 1), f"you count round {played} as still to come, but it is over.",
                   "Counts the rounds left one too many (the round just played included).")]
    asked = f"How many rounds does a {players}-player game last?" if not played else \
        f"A {players}-player game has just finished round {played}. How many more rounds will it last?"
    working = rounds_working(players) + (f" {played} of them are over, so {game - played} "
                                          f"{'is' if game - played == 1 else 'are'} left." if played else "")
    ex = Exercise("rounds", asked + rules_words(players), Fraction(game - played), working,
                  "Count the cards that get dealt, then the cards dealt in one round.",
                  None, tolerance=0, probability=False, whole=True)
    return question(ex, "counting", "Read a fixed count off the rules: the deck and the cards dealt per round fix "
                    "how long every game lasts.", 3, slips)


def crab_right_question(deck: Deck, players: int = 4, round_: int = 1, boat: int = 1,
                        kind: Kind | None = None) -> Question:
    """One boat's rightmost card: any dealt card is equally likely to be any card, so the kind's share."""
    kind = kind or crab_kind(deck)
    first = kind == crab_kind(deck) and (round_, boat) == (1, 1)  # the question the tutors show
    exact = Fraction(kind.count, deck.size)
    before = deal_start(players, round_) + CARDS_PER_DEAL * (boat - 1) + CARDS_PER_DEAL - 1
    if first:
        asked = "What is the chance that a freshly dealt boat shows a Crab as its rightmost card?"
        worked = (f"Each dealt card is equally likely to be any of the {deck.size}; {deck.crabs} are crabs."
                  f"{assumes(deck)}{crabs_differ(deck, crab_on_the_right)}")
        simulate = partial(simulate_crab_on_the_right, deck=deck)
    else:
        asked = (f"Before any card is turned over, with {players} players: what is the chance that the rightmost of "
                 f"the {CARDS_PER_DEAL} cards dealt under boat {boat} in round {round_} is {a(kind.noun)}?"
                 + aside_words(players))
        worked = (f"Each dealt card is equally likely to be any of the {deck.size}, wherever it lands; {kind.count} "
                  f"of them are {kind.plural}: {kind.count}/{deck.size} = {show(exact)}. The {before} cards that come "
                  f"off the deck before it change nothing, since nobody has seen them.{assumes(deck)}")
        simulate = simulate_marked_at(before, deck, kind.count)
    ex = Exercise("crab_right", asked + deck_words(deck), exact, worked, f"Count the {kind.told}s in the deck."
                  if first else f"Count the {kind.plural} in the deck.", simulate)
    others = "the fish cards" if kind == crab_kind(deck) else "the other cards"
    slips = [(Fraction(kind.count, deck.size - kind.count), f"you compare the {kind.told}s with {others}; a chance "
              "compares them with every card in the deck." if first else f"you compare the {kind.plural} with the "
              "other cards; a chance compares them with every card in the deck.", "Confuses odds (crabs to fish "
              "cards) with a probability (crabs out of all cards)."),
             (CARDS_PER_DEAL * exact, "you add a chance for each of the boat's cards, but only the rightmost card "
              "counts.", "Has not yet taken in that only the rightmost card matters, or adds chances out of habit.")]
    if not first and before:
        slips.append((Fraction(kind.count, deck.size - before), f"you take the {before} cards dealt before it out of "
                      "the deck, but nobody has seen them: cards unseen change nothing.", "Conditions on cards nobody "
                      "has seen: misses that every place in a shuffled deck is alike."))
    return question(ex, "counting", "See that any one dealt card is equally likely to be any card of the deck, "
                    "wherever it lands.", 4, slips)


def some_crab_question(players: int, deck: Deck, round_: int = 1, kind: Kind | None = None) -> Question:
    """Some boat shows a card of the kind on its right: one minus the chance that none of the rightmost cards is."""
    kind = kind or crab_kind(deck)
    first = kind == crab_kind(deck) and round_ == 1
    exact, other = some_marked(players, deck.size, kind.count), deck.size - kind.count
    if first:
        asked = (f"With {players} players, what is the chance that after the first deal at least one boat shows a "
                 "Crab on its right?")
        worked = (f"1 minus the chance that all {players} rightmost cards are fish: 1 - C({other},{players})/"
                  f"C({deck.size},{players}).{assumes(deck)}"
                  f"{crabs_differ(deck, partial(some_crab_on_the_right, players))}")
        simulate = simulate_some_crab(players, deck)
    else:
        deal = "the first deal" if round_ == 1 else f"round {round_}'s deal (new cards always go on the right)"
        asked = (f"Before any card is turned over, with {players} players: what is the chance that after {deal} at "
                 f"least one boat shows {a(kind.noun)} as its rightmost card?")
        worked = (f"1 minus the chance that none of the {players} rightmost cards is one: 1 - C({other},{players})/"
                  f"C({deck.size},{players}) = {show(exact)}. Cards dealt before them change nothing, since nobody "
                  f"has seen them.{assumes(deck)}")
        simulate = simulate_some_crab(players, deck, deal_start(players, round_), kind.count)
    ex = Exercise("some_crab", asked + deck_words(deck), exact, worked, "Work out the chance that none of them is "
                  f"{a(kind.told)} first.", simulate)
    one = Fraction(kind.count, deck.size)
    slips = [(players * one, f"you add the boats' chances, but two boats can both show {a(kind.told)}, so adding "
              f"counts those deals more than once. Work out the chance that none of them is {a(kind.told)} first.",
              "Adds the chances of events that can happen together (no complement, no allowance for overlap)."),
             (1 - (1 - one) ** players, "you treat each boat's card as drawn from a full deck; every card dealt "
              "leaves the deck, so the next comes from what is left.", "Draws with replacement: misses that a deal "
              "is without replacement (hypergeometric, not binomial).")]
    return question(ex, "counting", "Use the complement, and count a deal without replacement: the chance that "
                    "none of the rightmost cards is a crab.", 6, slips)


def next_crab_question(players: int, deck: Deck, played: int = 1, seen_crabs: int = SEEN_CRABS,
                       boat: int = 1) -> Question:
    """Given the crabs among the cards face up after ``played`` rounds, the unseen cards are a smaller shuffled
    deck."""
    aside = setup_discards(players)
    seen = deal_start(players, played + 1)
    exact = next_crab(players, seen_crabs, deck, seen)
    unseen, crabs_left = deck.size - seen, deck.crabs - seen_crabs
    dealt = "the first deal" if played == 1 else f"the deals of {rounds_upto(played)}"
    puts = f"the {aside} cards set aside and {dealt} put" if aside else f"{dealt} put" + ("s" if played == 1 else "")
    sight = " Every card dealt so far is still in sight (under a boat, in a catch or in the discard pile)." \
        if played > 1 else ""
    ex = Exercise("ff_next_crab", f"With {players} players {puts} {seen} cards face up, and "
                  f"{crabs_of_them(seen_crabs)}.{sight} In round {played + 1}, what "
                  f"is the chance that boat {boat}'s new rightmost card is a Crab?" + deck_words(deck), exact,
                  f"The cards not yet seen are still shuffled: {unseen} cards, {crabs_left} of them crabs, since the "
                  f"{seen_crabs} you saw have left the deck. New cards always go on the right, so boat {boat}'s "
                  f"rightmost card is one of those {unseen}, each equally likely: {crabs_left}/{unseen} = "
                  f"{show(exact)}.{assumes(deck)}",
                  "What is left in the deck once the face-up cards are out of it?",
                  simulate_next_crab(players, seen_crabs, deck, seen, boat))
    slips = [(crab_on_the_right(deck), f"you use the full deck, but the {seen} cards you can see have left it.",
              "Ignores what is face up: does not condition on the information given."),
             (Fraction(deck.crabs, unseen), f"you take the {seen} face-up cards out of the deck but forget that "
              f"{seen_crabs} of them were crabs.", "Updates the deck's size but not its crabs: conditions halfway."),
             (Fraction(crabs_left, deck.size), f"you take the {seen_crabs} crabs you saw out of the deck but not the "
              "other face-up cards.", "Updates the crabs but not the deck's size: conditions halfway.")]
    return question(ex, "counting", "Condition on what is already face up: the unseen cards behave like a "
                    "smaller shuffled deck.", 5, slips)


# ---- expectation -------------------------------------------------------------------------------------------
def eat_last_question(players: int, deck: Deck, boat: int | None = None, supply: int = FRESH_SUPPLY,
                      played: int = 0, seen: tuple[int, ...] = ()) -> Question:
    """Eating on a boat: the average of min(card's little fish + boat's extra, supply) over the cards not yet seen
    (the whole deck, or the deck without ``seen`` cards showing 1, 2 and 3 little fish after ``played`` rounds)."""
    boat = boat or players
    extra = boat_extras(players)[boat - 1]
    first = (boat, supply, played, tuple(seen)) == (players, FRESH_SUPPLY, 0, ())
    other = extra - 1 if extra else extra + 1  # a boat the printed game might print instead
    left, fish = chains.unseen_groups(deck, seen)
    shown = {int(f): Fraction(n, sum(left)) for f, n in zip(fish, left)}
    exact = sum((p * min(f + extra, supply) for f, p in shown.items()), Fraction(0))
    if first:
        asked = (f"On boat {players} (+{extra} little fish), how many little fish do you expect from eating after "
                 f"the first deal, with {FRESH_SUPPLY} in your supply?")
    elif not played:
        back = f" (the {supply - FRESH_SUPPLY} you played in challenges this round are back in it)" \
            if supply > FRESH_SUPPLY else ""
        aside = f"the {sum(seen)} cards set aside are face up: {faces_words(seen)}. You" if seen else "you"
        asked = (f"In a {players}-player game {aside} eat on boat {boat} (+{extra} little fish) after the first deal, "
                 f"with {supply} of your little fish in the general supply{back}. How many little fish do you expect "
                 "to take?")
    else:
        asked = (f"In a {players}-player game {over(played)}. {seen_words(players, played).capitalize()}"
                 f" are all in sight: {faces_words(seen)}. You plan to eat on boat {boat} (+{extra} little fish) "
                 f"after round {played + 1}'s deal, with "
                 f"{supply} of your little fish in the general supply. Before that deal, how many little fish do you "
                 "expect to take?")
    if seen:
        worked = (f"Average min(card's little fish + extra, supply) over the {sum(left)} cards not yet seen: "
                  + ", ".join(f"{n} show {int(f)}" for f, n in zip(fish, left)) + f"; that is {show(exact)}."
                  f"{assumes(deck)}")
        simulate = simulate_eat_unseen(left, fish, CARDS_PER_DEAL * boat - 1, extra, supply)
    else:
        worked = ("Average min(card's little fish + extra, supply) over the cards' shares of the deck."
                  f"{assumes(deck)} If each colour's cards showed 1, 2 and 3 little fish "
                  f"{'/'.join(map(str, OTHER_SPLIT.per_colour))} it would be "
                  f"{show(expected_eat(extra, supply, OTHER_SPLIT))};"
                  f" if boat {boat} carried +{other} it would be {show(expected_eat(other, supply, deck))}.")
        simulate = simulate_eat(boat - 1, players, deck, supply, 0 if first else deal_start(players, 1))
    ex = Exercise("eat_last", asked + deck_words(deck), exact, worked,
                  "A card shows 1, 2 or 3 little fish; remember the supply limit.", simulate,
                  tolerance=0.01, probability=False)
    held = f"{FRESH_SUPPLY} at the start" if first else f"{supply} here"
    slips = [(sum((p * (f + extra) for f, p in shown.items()), Fraction(0)), "you forget the limit: you can take "
              f"no more little fish than your supply holds ({held}).", "Leaves out the supply "
              "limit of the Eat rule, or applies it to the average instead of to each card."),
             (sum((p * min(f + extra, supply) for f, p in EVEN.items()), Fraction(0)), "you treat 1, 2 and 3 "
              "little fish as equally likely, but more cards show 1 than 3 (and every crab shows 1).",
              "Averages the faces instead of weighting each by its share of the deck.")]
    if seen:
        slips.append((expected_eat(extra, supply, deck), f"you use the full deck, but the {sum(seen)} cards in "
                      "sight have left it.", "Ignores what is face up: does not condition on the cards seen."))
    else:
        crab_share = Fraction(deck.crabs, deck.size)
        slips.append((exact - crab_share * (min(1 + extra, supply) - min(extra, supply)), "you count a crab as "
                      "no little fish, but a Crab card shows 1.", "Misreads the Crab card: for eating, a crab shows "
                      "one little fish."))
    return question(ex, "expectation", "Find an expected value by weighting each outcome by its chance, with the "
                    "rule's cap applied to each outcome before averaging.", 6, slips)


@lru_cache(maxsize=None)
def _boats_chances(players: int, deck: Deck, marked: int) -> dict[int, Fraction]:
    """The chances of 0, 1, ... boats with one of the ``marked`` cards (worked out once)."""
    return boats_with_crab(players, deck, marked)


def crab_boats_question(players: int, deck: Deck, round_: int = 1, kind: Kind | None = None) -> Question:
    """Boats with a card of the kind after a deal: linearity of expectation over the boats."""
    kind = kind or crab_kind(deck)
    first = kind == crab_kind(deck) and round_ == 1
    fish, both = deck.size - kind.count, CARDS_PER_DEAL * players
    one = some_marked(CARDS_PER_DEAL, deck.size, kind.count)
    exact = expected_boats_with_crab(players, deck, kind.count)
    if first:
        asked = (f"With {players} players the first deal puts {CARDS_PER_DEAL} cards under each boat. How many "
                 "boats, on average, have at least one Crab among their cards?")
    else:
        deal = "the first deal" if round_ == 1 else f"round {round_}'s deal"
        asked = (f"Before any card is turned over, with {players} players: {deal} puts {CARDS_PER_DEAL} new cards "
                 f"under each boat. How many boats, on average, get at least one {kind.noun} among those "
                 f"{CARDS_PER_DEAL} new cards?")
    ex = Exercise("ff_crab_boats", asked + deck_words(deck), exact,
                  f"One boat misses them with chance C({fish},{CARDS_PER_DEAL})/C({deck.size},{CARDS_PER_DEAL}), "
                  f"so it has one with chance {show(one)}. The average number of boats with one is the sum of "
                  f"the boats' chances, {players} × {one} = {show(exact)}: averages add up even though the "
                  f"boats share one deck.{assumes(deck)}", "Find one boat's chance first; then think about adding.",
                  lambda trials, rng, s=sample_boats_with_crab(players, deck, 0 if first else
                                                               deal_start(players, round_), kind.count):
                  floats(s(trials, rng)), tolerance=0.01, probability=False)
    slips = [(Fraction(both * kind.count, deck.size), f"you count the {kind.told}s dealt, not the boats: a boat with "
              "two of them is still one boat." if first else f"you count the {kind.plural} dealt, not the boats: a "
              "boat with two of them is still one boat.", "Counts the wrong thing: crabs rather than boats with a "
              "crab."),
             (one, f"you find one boat's chance; the average number of boats adds that chance over all {players} "
              "boats.", "Stops at one boat: does not yet use linearity of expectation."),
             (some_marked(both, deck.size, kind.count), f"you find the chance that some boat has {a(kind.told)}, "
              "not how many boats have one on average.", "Mixes up a probability with an expected count.")]
    return question(ex, "expectation", "Use linearity of expectation: an expected count is the sum of each "
                    "boat's chance, even when the boats depend on each other.", 7, slips,
                    distribution=lambda: {f"{b} boat{'s' if b != 1 else ''}": p
                                          for b, p in _boats_chances(players, deck, kind.count).items()},
                    sample=sample_boats_with_crab(players, deck, 0 if first else deal_start(players, round_),
                                                  kind.count))


# ---- chains ------------------------------------------------------------------------------------------------
def supply_question(players: int, deck: Deck, boat: int = 1, supply: int = FRESH_SUPPLY, played: int = 0,
                    seen: tuple[int, ...] = ()) -> Question:
    """A supply run down by eating on one boat: a chain on the little fish left, solved from the bottom up, over
    the cards not yet seen (``seen``: the cards in sight after ``played`` rounds, showing 1, 2 and 3 little fish)."""
    extra = boat_extras(players)[boat - 1]
    first = (players, boat, supply, played, tuple(seen)) == (4, 1, FRESH_SUPPLY, 0, ())
    exact, chances = chains.expected_supply_rounds(extra, supply, deck, seen), \
        chains.supply_rounds(extra, supply, deck, seen)
    left, fish = chains.unseen_groups(deck, seen)
    shown = {int(f): Fraction(n, sum(left)) for f, n in zip(fish, left)}
    refilled = chains.supply_rounds_refilled(shown, extra, supply)
    plus = f" (+{extra} little fish)" if extra else " (no extra little fish)"
    every = (f"Every round you take boat {boat}{plus} without any challenge and eat there. How many rounds, on "
             "average, until your supply is empty?")
    if first:
        asked = f"You start with {FRESH_SUPPLY} little fish in the supply. {every}"
    elif not played:
        asked = f"In a {players}-player game you start with {FRESH_SUPPLY} little fish in the supply. {every}"
    else:
        asked = (f"In a {players}-player game {over(played)}. {seen_words(players, played).capitalize()}"
                 f" are all in sight: {faces_words(seen)}. You have {supply} of your little fish in the general "
                 f"supply. From round {played + 1} on, "
                 + every[0].lower() + every[1:])
    out = f" and the {sum(seen)} cards in sight" if played else ""
    ex = Exercise("ff_supply_rounds", asked + deck_words(deck), exact,
                  "Follow your supply as a chain: from s little fish left, a meal of m takes you to s − m (never "
                  "below 0), so the expected rounds T(s) = 1 + the sum over meals of P(meal) × T(s − meal), with "
                  f"T(0) = 0. Solve it from T(1) upwards, taking out the cards already eaten{out}: T({supply}) = "
                  f"{show(exact)} (with every meal from a full deck it would be {show(refilled)}, very close)."
                  f"{assumes(deck)}", "Start from 1 little fish left and work upwards: how many rounds from each "
                  "amount?", lambda trials, rng, s=chains.sample_supply_rounds(extra, supply, deck, seen):
                  floats(s(trials, rng)), tolerance=0.01, probability=False)
    slips = [(chains.supply_over_average(extra, supply, deck, seen), "you divide the supply by the average meal, but "
              "the supply runs out in whole rounds, and the last meal often asks for more than is left.",
              "Uses supply ÷ average meal: misses the overshoot when the chain stops (first-step analysis needed)."),
             (chains.supply_rounds_refilled(EVEN, extra, supply), "you treat meals of 1, 2 and 3 little fish as "
              "equally likely, but more cards show 1 (every crab too).", "Sets up the chain with the wrong step "
              "chances (faces not weighted by the deck)."),
             (Fraction(supply), "you take every meal to be a single little fish.", "Ignores that meals vary: "
              "uses the smallest meal every round.")]
    if played:
        slips.append((chains.expected_supply_rounds(extra, supply, deck), f"you use the full deck, but the "
                      f"{sum(seen)} cards in sight have left it.", "Ignores what is face up: does not condition the "
                      "chain on the cards already seen."))
    minutes = chains.supply_minutes(supply, left, tuple(int(f) + extra for f in fish))
    return question(ex, "chain", "Solve an absorbing Markov chain by first-step analysis: expected steps from "
                    "each state, worked upwards from the absorbing one.", minutes, slips,
                    distribution=lambda: {f"{t} rounds": p for t, p in chances.items()},
                    sample=as_indices(chances, chains.sample_supply_rounds(extra, supply, deck, seen)))


@lru_cache(maxsize=None)
def _collects(rounds_: int, deck: Deck) -> dict[int, Fraction]:
    """The chances of each number of collections (worked out once)."""
    return chains.clean_collects(rounds_, deck)


def clean_boat_question(players: int, deck: Deck, start: int = 1, seen_crabs: int | None = None,
                        boat: int = 1) -> Question:
    """A boat kept free of crabs from round ``start`` on: clean until a crab is dealt on its left, then stuck for
    good; the deck is the cards not yet seen (``seen_crabs`` crabs among the cards in sight, when told)."""
    game = rounds(players)
    left = game - start + 1
    seen = deal_start(players, start) if seen_crabs is not None else 0
    unseen = deck if seen_crabs is None else marked_deck(deck.size - seen, deck.crabs - seen_crabs)
    exact = chains.expected_clean_collects(left, unseen)
    fish = unseen.size - unseen.crabs
    plan = (f"you take boat {boat} every round, without any challenge, with one plan: collect its cards when no Crab "
            "is under it, otherwise eat. How many times, on average, do you collect")
    if seen_crabs is None:
        asked = f"With {players} players ({game} rounds) {plan} in a game?"
    elif start == 1:
        asked = (f"With {players} players ({game} rounds) the {seen} cards set aside before the first deal are face "
                 f"up, and {crabs_of_them(seen_crabs)}. From round 1 {plan} in the game?")
    else:
        asked = (f"With {players} players ({game} rounds), {over(start - 1)}: "
                 f"{seen_words(players, start - 1)} are all in sight, and {crabs_of_them(seen_crabs)}. Boat {boat} "
                 f"is empty (its cards were just collected). From round {start} to round {game} {plan} in those "
                 f"{left} rounds?")
    unseen_words = "" if seen_crabs is None else (f" The cards not yet seen are a shuffled deck of {unseen.size}, "
                                                  f"{unseen.crabs} of them crabs.")
    ex = Exercise("ff_clean_collects", asked + deck_words(deck), exact,
                  "New cards go on the right and eating takes only the rightmost card, so a crab dealt on the left "
                  "stays under the boat for good: the boat is a chain with two states, clean and stuck. You collect "
                  "in round r only if the first r left-hand cards and round r's right-hand card are all fish."
                  f"{unseen_words} Collecting in round r has chance ({fish} × {fish - 1} × …)/({unseen.size} × "
                  f"{unseen.size - 1} × …) over r + 1 cards; adding these over the {left} rounds gives "
                  f"{show(exact)}.{assumes(deck)}",
                  "Which crabs can eating get rid of, and which stay under the boat?",
                  lambda trials, rng, s=chains.sample_clean_collects(left, unseen): floats(s(trials, rng)),
                  tolerance=0.01, probability=False)
    slips = [(chains.collects_as_fresh_starts(left, unseen), "you treat every round as a fresh start, but a crab "
              "dealt on the left stays under the boat: eating takes only the rightmost card.",
              "Misses the chain's memory: the left-to-right rule makes a crab on the left permanent."),
             (chains.collects_if_every_crab_sticks(left, unseen), "you let a crab on the right stay too, but eating "
              "takes the rightmost card, so that crab goes.", "Sees that crabs stick but not which ones: the Eat "
              "rule removes the rightmost card.")]
    if seen:
        slips.append((chains.expected_clean_collects(left, deck), f"you use the full deck, but the {seen} cards in "
                      "sight have left it.", "Ignores what is face up: does not condition the chain on the cards "
                      "already seen."))
    return question(ex, "chain", "Model a rule with memory as a Markov chain with an absorbing state, and add "
                    "the chances of each round's event to get an expected count.", 5 + 2 * left, slips,
                    distribution=lambda: {f"{k}": p for k, p in _collects(left, unseen).items()},
                    sample=chains.sample_clean_collects(left, unseen))


def assignment(players: int = 4, deck: Deck = EDITION_DECK) -> Assignment:
    """Fish Frenzy: cards dealt from one deck, what eating is worth, a supply and a boat followed as chains."""
    return _built(players, deck)


@lru_cache(maxsize=None)
def _built(players: int, deck: Deck) -> Assignment:
    """The assignment for ``players`` and ``deck``, built once (the corner and the course share its objects)."""
    return Assignment(
        "fish_frenzy", "Fish Frenzy: the deal, the catch and the chain",
        "Seagulls steal the catch from the Captains' boats, and every card comes off one shuffled deck. These "
        "questions count what a deal can show, find what eating and crabs are worth on average, and end by "
        "following a seagull's supply and a boat round after round as chains.",
        (rounds_question(players), crab_right_question(deck), some_crab_question(players, deck),
         next_crab_question(players, deck), eat_last_question(players, deck), crab_boats_question(players, deck),
         supply_question(players, deck), clean_boat_question(players, deck)))


# ---- variants: every student their own numbers ----------------------------------------------------------------
PLAYERS = (3, 4, 5)


@lru_cache(maxsize=None)
def _params(qid: str) -> tuple[tuple, ...]:
    """The numbers of every variant of question ``qid`` but variant 0 (the question the tutors show)."""
    deck, crab = EDITION_DECK, crab_kind(EDITION_DECK)
    boats = [(p, b) for p in PLAYERS for b in range(1, p + 1)]
    out: list[tuple] = []
    if qid == "rounds":
        out = [(p, k) for p in PLAYERS for k in range(rounds(p))]
    elif qid == "crab_right":
        out = [(deck, p, r, b, kinds(deck, p + r + b)[k]) for k in range(len(kinds(deck)))
               for p, b in boats for r in range(1, rounds(p) + 1) if (k, r, b) != (0, 1, 1)]
    elif qid in ("some_crab", "ff_crab_boats"):
        out = [(p, deck, r, kinds(deck, p + r)[k]) for k in range(len(kinds(deck))) for p in PLAYERS
               for r in range(1, rounds(p) + 1)]
    elif qid == "ff_next_crab":
        out = [(p, deck, k, c, b) for p, b in boats for k in range(1, rounds(p))
               for c in plausible_crabs(p, deal_start(p, k + 1))]
    elif qid == "eat_last":
        out = [(p, deck, b, s, 0, faces) for p, b in boats  # in round 1 the supply holds 4 and what you played
               for s in range(max(boat_extras(p)[b - 1] + 2, FRESH_SUPPLY), TOKENS + 1)  # in challenges
               for faces in (seen_faces(setup_discards(p)) if setup_discards(p) else [()])]
        out += [(p, deck, b, s, k, faces) for p, b in boats for k in range(1, rounds(p))
                for s in range(boat_extras(p)[b - 1] + 2, min(TOKENS, boat_extras(p)[b - 1] + 4) + 1)
                for faces in seen_faces(deal_start(p, k + 1))]
    elif qid == "ff_supply_rounds":
        out = [(p, deck, b) for p, b in boats if not setup_discards(p)]
        out += [(p, deck, b, s, k, faces) for p, b in boats for k in range(2, rounds(p))
                for s in range(boat_extras(p)[b - 1] + 2, TOKENS + 1)
                if rounds(p) - k >= -(-s // (1 + boat_extras(p)[b - 1]))  # the game lasts till the supply is out
                for faces in seen_faces(deal_start(p, k + 1))]
    elif qid == "ff_clean_collects":
        out = [(p, deck, 1, None, b) for p, b in boats if not setup_discards(p)]  # the set-aside cards are seen
        out += [(p, deck, r, c, b) for p, b in boats for r in range(1, rounds(p))
                if deal_start(p, r) for c in plausible_crabs(p, deal_start(p, r))]
    first = {"rounds": (4, 0), "some_crab": (4, deck, 1, crab), "ff_crab_boats": (4, deck, 1, crab),
             "ff_next_crab": (4, deck, 1, 2, 1), "eat_last": (4, deck, 4, 4, 0, ()), "ff_supply_rounds": (4, deck, 1),
             "ff_clean_collects": (4, deck, 1, None, 1)}.get(qid)  # crab_right's is never among the others
    return tuple(p for p in out if p != first)


BUILDERS = {"rounds": rounds_question, "crab_right": crab_right_question, "some_crab": some_crab_question,
            "ff_next_crab": next_crab_question, "eat_last": eat_last_question, "ff_crab_boats": crab_boats_question,
            "ff_supply_rounds": supply_question, "ff_clean_collects": clean_boat_question}
CHOICE_CACHES = ("_kept", "_variant")  # what remembers a family's choice (cleared when the variant table is written)
WHY = {"rounds": "A game's length is fixed by the rules (80 cards, 2 a boat each round), so only the player count "
                 "(3 to 5) and the rounds already played can change this count."}


@lru_cache(maxsize=None)
def _kept(qid: str) -> tuple[tuple, ...]:
    """The numbers of question ``qid``'s variants after variant 0: a variant whose slips the checker could not tell
    from the truth, or that leaves nothing to chance, is left out (every variant names at least one slip). The
    choice is read from the variant table when it was written for these numbers (variant_table.py)."""
    build = BUILDERS[qid]
    return variant_table.kept("fish_frenzy", qid, _params(qid),
                lambda params: [i for i, numbers in enumerate(params) if _worth(build(*numbers))])


def _worth(q: Question) -> bool:
    """The variant names a slip and leaves something to chance."""
    return bool(q.slips) and not certain(q)


def certain(q: Question) -> bool:
    """The variant leaves nothing to chance (no crab left to come, or every meal ends the supply alike): not worth
    asking."""
    if q.id in ("ff_supply_rounds", "ff_clean_collects"):
        return len(q.distribution()) == 1
    return q.exercise.simulated and q.exercise.exact in (0, 1)


@lru_cache(maxsize=None)
def _variant(qid: str, index: int) -> Question:
    """Variant ``index`` of question ``qid`` (variant 0: the assignment's own question), built once."""
    return assignment().question(qid) if index == 0 else BUILDERS[qid](*_kept(qid)[index - 1])


def families() -> tuple[Family, ...]:
    """The assignment's questions as families of variants, in course order: other players, rounds, boats, cards
    seen, kinds of card and supplies, each a situation a real game reaches."""
    return tuple(Family(q.id, 1 + len(_kept(q.id)), partial(_variant, q.id), WHY.get(q.id, ""))
                 for q in assignment().questions)
