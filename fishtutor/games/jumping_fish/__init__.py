"""Jumping Fish (Fishy's fifth game, 3-6 players): be the first with no fish in front of you and two or fewer
left in the barrel. What it shares with the barrel games (the five levels, seat colours, the cards, the table
drawing and the edition data) lives in ``fishtutor.games.fishy``."""
from fishtutor.core.spec import Course, GameSpec, Starter, exports
from fishtutor.games.fishy.barrel import MAX_PLAYERS, MIN_PLAYERS

SPEC = GameSpec(
    name="jumping_fish", title="Jumping Fish", order=4, players=(MIN_PLAYERS, MAX_PLAYERS),
    game="fishtutor.games.jumping_fish.game:GAME", presenter="fishtutor.games.jumping_fish.interact:PLAY",
    lessons="fishtutor.lessons.jumping_fish:STEPS", tutor="jumping_fish",
    course=Course("fishy", "Fishy", "fishtutor.probability.course_fishy"),
    starter=Starter("Dragon", "The First Player holds the Dragon and plays the first card of round one."),
    bench_players=(3,))
# the Game, its class and its state's, from game.py, which imports the engine on first use (and ties the two)
__getattr__ = exports(GAME=SPEC.game, JumpingFish=f"{__name__}.game:JumpingFish",
                      JumpingFishState=f"{__name__}.game:JumpingFishState")
