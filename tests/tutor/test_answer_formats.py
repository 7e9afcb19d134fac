"""One way of reading a typed number, for the tutors' answer boxes and the grader's judge alike: mixed numbers
(3 7/11), a comma as a decimal point but never between thousands (0,25 yes, 1,000 refused), thousands grouped by
spaces (1 000), digits of any script (٣/٨, full-width １２) but no numeral signs (², Ⅻ, ⑫), each refusal a specific
sentence. The judge, run with no builtins as a graded test file runs it, agrees with the answer box on every string."""
from fractions import Fraction

import pytest

from fishtutor.course import judge as J
from fishtutor.probability.answers import FORMAT_HELP, AnswerFormatError, check_answer, parse_answer

from tests.classroom.test_judge import KIND, QUESTIONS, bare_judge, judged, question

READ = {  # typed -> the number it is
    "3 7/11": Fraction(40, 11), "-3 7/11": Fraction(-40, 11), "−3 7/11": Fraction(-40, 11), "3 7 / 11": Fraction(40, 11),
    "3  7/11": Fraction(40, 11), "3 1/2%": Fraction(7, 200), "3½": Fraction(7, 2), "3 ½": Fraction(7, 2),
    "-½": Fraction(-1, 2), "½": Fraction(1, 2), "⅜": Fraction(3, 8), "1 000 1/2": Fraction(2001, 2),
    "0,25": Fraction(1, 4), "0,125": Fraction(1, 8), "1,5": Fraction(3, 2), ",5": Fraction(1, 2),
    "1234,5": Fraction(2469, 2), "1 000,5": Fraction(2001, 2), "1 000": 1000, "12 500": 12500,
    "1 000 000": 10**6, "1000": 1000, "1 000/3": Fraction(1000, 3), "1/1 000": Fraction(1, 1000),
    "٣/٨": Fraction(3, 8), "۳/۸": Fraction(3, 8), "٣ ٧/١١": Fraction(40, 11), "１２": 12, "１／８": Fraction(1, 8),
    "12.5％": Fraction(1, 8), "1⁄8": Fraction(1, 8), "3÷8": Fraction(3, 8), " 1 / 8 ": Fraction(1, 8),
    "+0.125": Fraction(1, 8), "- 3/8": Fraction(-3, 8), ".5": Fraction(1, 2), "5.": 5, "31 %": Fraction(31, 100),
    "1\u00a0000": 1000,
}
REFUSED = {  # typed -> words the refusal says
    "1,000": "could be", "12,500": "could be", "-1,500": "could be",
    "1,000,000": "a comma", "1,000.5": "a comma", "1/1,000": "could be", "1.5,5": "a comma",
    "²": "“²” is not a digit", "3²": "“²” is not a digit", "Ⅻ": "“Ⅻ” is not a digit", "⑫": "“⑫” is not a digit",
    "¹/₂": "“¹” is not a digit", "1 2": "space", "12 34": "space", "1234 567": "space", "2 5/4": "mixed number",
    "3 0/5": "mixed number", "3 7/11/2": "is not a number I can read", "½½": "is not a number I can read",
    "1½/2": "is not a number I can read", "0.5 1/2": "is not a number I can read", "1_000": "is not a number",
    "3/8/2": "is not a number I can read", "1/0": "0 below the line", "3/0.0%": "0 below the line",
    "1e3": "e-notation", "inf": "Infinity", "nan": "not a number", "": "Type an answer first",
    "\u200b1": "is not a number I can read",
}
TRICKY = [*READ, *REFUSED, "５０％", "5,", "00,125", "0.3125", "31.25%", "31%", "31.2%", "27.27%", "3 1/2 %", "- ½",
          "𝟑/𝟖", "３ ７/１１", "0 1/2", "1/½", "1, 5", "1 ,5", "1. 5", "%5", "5%%", "+-1", "1 000.123 4"]


@pytest.mark.parametrize("text", READ, ids=range(len(READ)))
def test_each_way_of_writing_a_number_reads_as_that_number(text):
    assert parse_answer(text) == READ[text]
    top, below, _places, _percent = J.judge_number(text)
    assert Fraction(top, below) == READ[text]


@pytest.mark.parametrize("text", REFUSED, ids=range(len(REFUSED)))
def test_each_refused_way_says_what_is_wrong_in_a_sentence(text):
    with pytest.raises(AnswerFormatError, match=REFUSED[text]) as err:
        parse_answer(text)
    assert J.judge_number(text) is None and len(str(err.value)) < 220 and "\n" not in str(err.value)


def test_the_format_help_names_mixed_numbers_and_the_comma_rule():
    assert "2 1/4" in FORMAT_HELP and "comma" in FORMAT_HELP and "1 000" in FORMAT_HELP
    for text in ("1,000", "12,500", "1,000,000", "1,000.5"):
        said = check_answer(text, 1000).message
        assert "comma" in said and "1000" in said and "1 000" in said, said


def test_a_mixed_number_is_right_where_the_old_reading_was_wrong():
    """fef_cancelled's answer is 40/11: 3 7/11 is right, not 37/11 "too low"."""
    q = next(q for q in (question(*spot) for spot in QUESTIONS if spot[1] == "fef_cancelled")
             if q.exercise.exact == Fraction(40, 11))
    assert q.mark("3 7/11").ok and judged(q, "3 7/11", bare_judge())[0]


@pytest.mark.parametrize("text", TRICKY, ids=range(len(TRICKY)))
def test_the_judge_reads_every_string_as_the_answer_box_does(text):
    judge_number = _bare("judge_number")
    number = judge_number(text)
    try:
        value = parse_answer(text)
    except AnswerFormatError:
        assert number is None, (text, number)
        return
    assert number is not None and Fraction(number[0], number[1]) == value, (text, number, value)


def _bare(name: str):
    """One of the judge's functions as a graded test file holds it: run where no builtin exists."""
    space = {"__builtins__": {}}
    exec(J.source(), space)
    return space[name]


def ways(q) -> list[str]:
    """The tricky strings, and this question's exact answer and slips written each tricky way."""
    out = list(TRICKY)
    for value in (q.exercise.exact, *(s[0] for s in q.exercise.mistakes)):
        whole, part = divmod(value.numerator, value.denominator)
        out += [f"{whole} {part}/{value.denominator}" if part else str(whole), f"{float(value):.4f}".replace(".", ","),
                f"{float(value) * 100:.0f}%", f"{float(value) * 100:.1f}%", f"{float(value):.3f}".replace(".", ","),
                f"{value.numerator:,}/{value.denominator:,}", f"{value.numerator:,}/{value.denominator:,}".replace(",", " ")]
    return out


@pytest.mark.parametrize("game,qid,where", QUESTIONS)
def test_the_grade_and_the_answer_box_agree_on_every_tricky_string(game, qid, where):
    q, judge = question(game, qid, where), bare_judge()
    for text in ways(q):
        ok, message, kind = judged(q, text, judge)
        marked = q.mark(text)
        assert (ok, KIND[kind]) == (marked.ok, marked.problem), (text, message, marked)


def test_a_percentage_for_a_count_or_an_average_is_refused_whatever_its_percent_sign():
    """"５０％" (full-width) is a percentage as "50%" is: the judge refuses it for an average, so the box does too."""
    for text in ("50%", "５０％", "50 ％"):
        marked = check_answer(text, Fraction(1, 2), probability=False)
        assert not marked.ok and marked.problem == "format" and "%" in marked.message, (text, marked)
        assert bare_judge()(text, (1, 2), (), "", False, False)[2] == "format"
    assert check_answer("５０％", Fraction(1, 2), probability=True).ok


def test_the_ways_of_writing_are_said_where_a_learner_reads_them():
    from fishtutor.tutor.assignment_page import HOW_TO
    assert "2 1/4" in HOW_TO and "comma" in HOW_TO
    said = bare_judge()("1,000", (1, 2), (), "", False, False)[1]
    assert said.startswith("Your answer is not a number") and "3 1/2" in said and "comma" in said
