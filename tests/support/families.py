"""The course's question families, found only when a test asks for one. Building a game's families takes seconds
(every variant's exact answer); a test file that built them at import made every pytest worker pay at collection,
whether or not it ran that file, so test files parametrize over question ids and build families in the test."""
from functools import cache

from fishtutor.probability.course import GAME_ORDER, Family, assignment, families

SPOTS = ("first", "middle", "last")  # a family's first, middle and last variant


def question_ids(game: str) -> list[str]:
    """A game's assignment question ids in course order: one family each (no variant is built)."""
    return [q.id for q in assignment(game).questions]


def every_question() -> list[tuple[str, str]]:
    """(game, question id) for every question of the course, in course order."""
    return [(game, qid) for game in GAME_ORDER for qid in question_ids(game)]


@cache
def family(game: str, qid: str) -> Family:
    """The family of variants of one of a game's questions (the game's families are built once per worker)."""
    found = {f.id: f for f in families(game)}
    if qid not in found:
        raise KeyError(f"{game} has no question family {qid!r}: {sorted(found)}")
    return found[qid]


def spot(fam: Family, where: str) -> int:
    """The index of a family's first, middle or last variant."""
    return {"first": 0, "middle": fam.count // 2, "last": fam.count - 1}[where]


@cache
def every_variant(game: str, qid: str) -> tuple:
    """Every variant of one of a game's questions, built once per worker."""
    fam = family(game, qid)
    return tuple(fam.variant(i) for i in range(fam.count))
