"""Exact answers (fractions) agree with seeded simulations; answers are parsed and checked helpfully."""
from fractions import Fraction

import numpy as np
import pytest

from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.cards import CRAB
from fishtutor.probability import fish_frenzy as ff
from fishtutor.probability.answers import check_answer, parse_answer, show
from fishtutor.probability.core import (MAX_SEED, SHOWN_INPUT, NoSimulation, SeedError, TrialsError, check_seed,
                                        check_trials, run)


@pytest.mark.parametrize("text,value", [("3/8", Fraction(3, 8)), ("0.375", Fraction(3, 8)), ("37.5%", Fraction(3, 8)),
                                        (" 10 ", 10), ("1 / 8", Fraction(1, 8)), ("0,5", Fraction(1, 2))])
def test_answers_read_fractions_decimals_and_percentages(text, value):
    assert parse_answer(text) == value


def test_bad_answers_get_a_specific_message():
    assert check_answer("", 1).problem == "format" and "Type an answer" in check_answer("", 1).message
    assert "not a number I can read" in check_answer("a third", 1).message
    assert check_answer("3/2", Fraction(1, 2), probability=True).problem == "range"
    near = check_answer("0.13", Fraction(1, 8), tolerance=0.005)
    far = check_answer("0.2", Fraction(1, 8), tolerance=0.005, hint="Count the crabs.")
    assert near.ok and not far.ok and "too high" in far.message and "Count the crabs" in far.message


def test_exact_answers_from_the_card_counts():
    assert ff.crab_on_the_right() == Fraction(1, 8)
    assert [ff.rounds(n) for n in (3, 4, 5)] == [13, 10, 8]
    assert ff.expected_eat(0) == Fraction(17, 10) and ff.expected_eat(2) == Fraction(141, 40)
    assert ff.some_crab_on_the_right(4) == 1 - Fraction(70 * 69 * 68 * 67, 80 * 79 * 78 * 77)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_exercise_agrees_with_its_seeded_simulation(players):
    simulated = [ex for ex in ff.exercises(players) if ex.simulated]
    assert [ex.id for ex in simulated] == ["crab_right", "some_crab", "eat_last"]
    for ex in simulated:
        est = run(ex, 60_000, seed=players)
        assert est.agrees_with(ex.exact), (ex.id, est.mean, ex.exact)
        assert run(ex, 1_000, seed=1).mean == run(ex, 1_000, seed=1).mean


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_rounds_question_checks_reasoning_instead_of_simulating(players):
    ex = next(e for e in ff.exercises(players) if e.id == "rounds")
    assert not ex.simulated and ex.whole
    with pytest.raises(NoSimulation, match="same answer in every game"):
        run(ex, 1_000, seed=1)
    assert set(ff.played_rounds(players, 40, seed=players)) == {ff.rounds(players)}  # the engine never varies
    mark = lambda text: check_answer(text, ex.exact, ex.tolerance, ex.hint, ex.probability, ex.mistakes, ex.whole)
    assert mark(str(ff.rounds(players))).ok
    one_card = mark(str(Fraction(80 - ff.setup_discards(players), players)))
    assert one_card.problem == "reasoning" and "every boat gets 2" in one_card.message
    dealt = str(80 - ff.setup_discards(players))
    assert mark(dealt).problem == "reasoning" and "cards, not rounds" in mark(dealt).message
    assert mark("12.5").problem == "range" and "whole number" in mark("12.5").message
    assert f"{dealt} ÷ {2 * players} = {ff.rounds(players)}" in ex.explanation
    assert all(value != ex.exact for value, _ in ex.mistakes)


def test_the_three_player_rounds_slip_of_forgetting_the_set_aside_cards_is_named():
    ex = next(e for e in ff.exercises(3) if e.id == "rounds")
    marked = check_answer("80/6", ex.exact, 0, ex.hint, False, ex.mistakes, ex.whole)
    assert marked.problem == "reasoning" and "set aside" in marked.message


def test_the_engine_deals_crabs_to_the_right_one_time_in_eight():
    hits, boats = 0, 0
    for seed in range(300):
        state = GAME.new_state(4, seed=seed)
        while state.is_chance_node():
            state.apply(state.sample_chance())
        hits += sum(b[-1] == CRAB for b in state.boats)
        boats += 4
    p, se = hits / boats, (1 / 8 * 7 / 8 / boats) ** 0.5
    assert abs(p - 1 / 8) < 4 * se


def test_simulation_sizes_are_bounded_with_a_reason():
    with pytest.raises(TrialsError, match="at most 200,000"):
        check_trials(10**6)
    with pytest.raises(TrialsError, match="at least 100"):
        check_trials(5)
    with pytest.raises(TrialsError, match="whole number"):
        check_trials("many")
    assert check_trials("20,000") == check_trials(" 20 000 ") == check_trials(20_000.0) == 20_000


# ---- junk typed into any box: words, never an exception, never the whole input echoed --------------
LONG = "x" * 10_000
JUNK_ANSWERS = {
    "9" * 5_000: "5,000 characters long", "1" + "0" * 400: "401 characters long", LONG: "10,000 characters long",
    "1e400": "e-notation", "-1E-3": "e-notation", "inf": "Infinity is not an answer", "-Infinity": "Infinity",
    "∞": "Infinity", "nan": "not a number", "NaN%": "is not a number I can read", "": "Type an answer first",
    "   ": "Type an answer first", "1/0": "0 below the line", "0/0": "0 below the line", "3/0.0%": "0 below the line",
    "-0.5": "below 0", "−1/8": "below 0", "150%": "above 1", "3/8/2": "is not a number I can read",
    "3²": "is not a number I can read", "🐟🐟🐟": "is not a number I can read", "0x10": "is not a number I can read",
    "1_000": "is not a number I can read", "<b>1/8</b>": "is not a number I can read",
    "\x00\n\t": "“?” is not a number I can read", "1/8\n" * 9: "is not a number I can read",
}


@pytest.mark.parametrize("text,words", JUNK_ANSWERS.items(), ids=[f"junk{i}" for i in range(len(JUNK_ANSWERS))])
def test_junk_answers_get_a_specific_message_and_only_a_clipped_echo(text, words):
    marked = check_answer(text, Fraction(1, 8), 0.005, "Count the crabs.", probability=True)
    assert not marked.ok and words in marked.message, marked.message
    assert len(marked.message) < 220
    longest_echo = max((len(run) for run in marked.message.replace("“", "\0").replace("”", "\0").split("\0")[1::2]),
                       default=0)
    assert longest_echo <= SHOWN_INPUT


@pytest.mark.parametrize("text", ["١/٨", "１／８", "⅛", "12.5％", "0,125", "  1 / 8 ", "+0.125", "1⁄8"])
def test_digits_of_any_script_and_unicode_fractions_are_read(text):
    assert parse_answer(text) == Fraction(1, 8), text


def test_huge_and_tiny_values_are_shown_without_overflow():
    assert show(Fraction(10**400)) == "≈ an enormous number"
    assert show(Fraction(1, 10**400)).startswith("≈ 0")
    assert check_answer("99999999999999999999999999999999999999", 1).message.startswith("Not quite: 9999")


@pytest.mark.parametrize("seed,words", [("-1", "cannot be a seed"), (str(MAX_SEED + 1), "cannot be a seed"),
                                        ("9" * 5_000, "5,000 digits"), ("", "Type the seed first"),
                                        ("1e400", "not a whole number"), ("2.5", "not a whole number"),
                                        (LONG, "not a whole number"), ("🐟", "not a whole number"),
                                        (float("inf"), "not a whole number"), (float("nan"), "not a whole number")])
def test_bad_seeds_are_refused_with_the_range_in_words(seed, words):
    with pytest.raises(SeedError, match=words) as err:
        check_seed(seed)
    assert f"0 to {MAX_SEED:,}" in str(err.value) and len(str(err.value)) < 200


def test_good_seeds_are_read_whatever_digits_they_are_typed_in():
    assert check_seed("0") == 0 and check_seed(str(MAX_SEED)) == MAX_SEED and check_seed(" 2 026 ") == 2026
    assert check_seed("٢٠٢٦") == 2026 and check_seed(7) == 7


def test_random_junk_never_raises_and_never_echoes_much():
    rng = np.random.default_rng(7)
    pieces = ["1", "0", "9" * 50, "/", ".", ",", "%", "-", "+", "e", "E", " ", "½", "٣", "∞", "nan", "inf", "🐟", "\n",
              "x" * 300, "١٠", "²", "\u200b", "/0"]
    for _ in range(3_000):
        text = "".join(rng.choice(pieces, size=int(rng.integers(0, 8))))
        for probability in (True, False):
            marked = check_answer(text, Fraction(3, 8), 0.005, "hint", probability)
            assert len(marked.message) < 260, (text, marked.message)
        for check, error in ((check_seed, SeedError), (check_trials, TrialsError)):
            try:
                check(text)
            except error as err:
                assert len(str(err)) < 260


# ---- Fish Eat Fish ---------------------------------------------------------------------------------
def test_fish_eat_fish_battle_chances_are_exact_and_agree_with_simulation():
    from fishtutor.probability import fish_eat_fish as fef
    from fishtutor.games.fish_eat_fish.cards import ATTACKER_WINS, NULLIFIED
    single = fef.outcome_chances(1, 1)
    assert sum(single.values()) == 1 and single[NULLIFIED] == 1 - Fraction(81, 121)
    assert fef.win_curve() == sorted(fef.win_curve())  # a taller stack never lowers the attacker's chance
    assert fef.outcome_chances(2, 1, fef.hand_without(0))[ATTACKER_WINS] < fef.outcome_chances(2, 1)[ATTACKER_WINS]
    for ex in fef.exercises():
        assert run(ex, 60_000, seed=5).agrees_with(ex.exact), ex.id
    table = fef.payoff_table()
    assert table[0][0] == "both gone" and table[1][5] == "nothing" and table[7][2] == "attacker"


# ---- tables shown as real tables -------------------------------------------------------------------
def test_the_card_pairing_table_is_an_html_table_with_a_header_per_card():
    from xml.etree import ElementTree
    from fishtutor.probability import fish_eat_fish as fef
    from fishtutor.tutor.tables import payoff_html
    page = ElementTree.fromstring(payoff_html(1, 1).replace("&#x27;", "'"))
    table = page.find("table")
    heads = [th.text for th in table.find("thead").iter("th")][1:]
    rows = table.find("tbody").findall("tr")
    assert heads == list(fef.CARD_HEADERS) and [r.find("th").text for r in rows] == list(fef.CARD_HEADERS)
    assert [[td.text for td in r.findall("td")] for r in rows] == fef.payoff_table(1, 1)
    assert "background:#e7f6ec" in ElementTree.tostring(rows[0]).decode()  # the Shark's wins are shaded


def test_the_front_page_and_rounds_tables_count_from_the_data():
    from fishtutor.games import GAMES
    from fishtutor.lessons import LESSONS
    from fishtutor.site.boards import PAGES
    from fishtutor.tutor.tables import games_html, html_table, rounds_html
    page = games_html()  # the front page's gallery: a card per tutor, its figures from the game and lesson data
    assert page.count("<li ") == len(PAGES)
    assert all(f"{len(LESSONS[g])} lessons · {GAMES[g].min_players} to {GAMES[g].max_players} players" in page
               for g in PAGES)
    assert "78 ÷ 6 = 13" in rounds_html() and "80 ÷ 10 = 8" in rounds_html()
    assert "&lt;b&gt;" in html_table(["<b>"], [["x"]])


def test_a_slip_typed_as_a_rounded_decimal_is_still_named():
    from fishtutor.probability.answers import check_answer
    slips = ((Fraction(3, 11), "you treated every turn as a fresh try."),)
    for typed in ("3/11", "0.2727", "27.27%", "0.27273", "0.27"):
        marked = check_answer(typed, Fraction(1, 3), tolerance=0.001, mistakes=slips)
        assert not marked.ok and "fresh try" in marked.message, typed
    for typed in ("0.3", "0.2725", "27%", "0.30"):  # too rough, or not rounded from the slip: not claimed as it
        assert "fresh try" not in check_answer(typed, Fraction(1, 3), tolerance=0.001, mistakes=slips).message, typed
