"""The README's table of apps says how many lessons each tutor has: the numbers come from the lessons' data."""
import re

import pytest

from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from tests.support import ROOT

README = (ROOT / "README.md").read_text()
TUTORS = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")


@pytest.mark.parametrize("game", TUTORS)
def test_the_readme_counts_each_tutors_lessons_and_sections(game):
    row = next(line for line in README.splitlines() if line.startswith(f"| `{game}.ipynb`"))
    found = re.search(r"(\d+) lessons over (?:the rulebook's|its) (\d+) sections", row)
    assert found, row
    assert (int(found[1]), int(found[2])) == (len(LESSONS[game]), len(GAMES[game].rules))
