"""The barrel games (3-6 players) on one engine: Cats in the Barrel, and the reconstructions Fresh Fish and
Fish in the Barrel. Secret cards revealed at once, Cats resolved in order, fish placed (or taken) by level.
A package holding several games: one module per game, named after it, and ``SPECS``, one spec each.

What they share with Jumping Fish (the five levels, seat colours, ages, the cards, the table drawing and the
edition data) lives in ``fishtutor.games.fishy``."""
from fishtutor.core.spec import Course, GameSpec, exports
from fishtutor.games.fishy.barrel import MAX_PLAYERS, MIN_PLAYERS

_HERE, _PLAY = "fishtutor.games.barrel", "fishtutor.games.barrel.interact:PLAY"  # one barrel, clicked alike
_LESSONS = "fishtutor.lessons.cats_in_the_barrel"  # the reconstructions are taught on the Cats in the Barrel page
CATS_SPEC = GameSpec(
    name="cats_in_the_barrel", title="Cats in the Barrel", order=3, players=(MIN_PLAYERS, MAX_PLAYERS),
    game=f"{_HERE}.cats_in_the_barrel:GAME", presenter=_PLAY, lessons=f"{_LESSONS}:STEPS", tutor="cats_in_the_barrel",
    course=Course("fishy", "Fishy", "fishtutor.probability.course_fishy"))
FRESH_FISH_SPEC = GameSpec(
    name="fresh_fish", title="Fresh Fish (reconstruction)", order=5, players=(MIN_PLAYERS, MAX_PLAYERS),
    game=f"{_HERE}.fresh_fish:GAME", presenter=_PLAY, lessons=f"{_LESSONS}:FRESH_FISH_STEPS",
    tutor="cats_in_the_barrel")
FISH_IN_THE_BARREL_SPEC = GameSpec(
    name="fish_in_the_barrel", title="Fish in the Barrel (reconstruction)", order=6, players=(MIN_PLAYERS, MAX_PLAYERS),
    game=f"{_HERE}.fish_in_the_barrel:GAME", presenter=_PLAY, lessons=f"{_LESSONS}:FISH_IN_THE_BARREL_STEPS",
    tutor="cats_in_the_barrel")
SPECS = (CATS_SPEC, FRESH_FISH_SPEC, FISH_IN_THE_BARREL_SPEC)
# each Game, its engine imported on first use (one module per game)
__getattr__ = exports(CATS_IN_THE_BARREL=CATS_SPEC.game, FRESH_FISH=FRESH_FISH_SPEC.game,
                      FISH_IN_THE_BARREL=FISH_IN_THE_BARREL_SPEC.game)
