"""Fish Eat Fish (2-5 players): place the fish, then attack, bluff with Challenge Cards, and grow your catch."""
from fishtutor.core.spec import Course, GameSpec, Starter, exports

SPEC = GameSpec(
    name="fish_eat_fish", title="Fish Eat Fish", order=2, players=(2, 5),
    game="fishtutor.games.fish_eat_fish.game:GAME", presenter="fishtutor.games.fish_eat_fish.interact:PLAY",
    lessons="fishtutor.lessons.fish_eat_fish:STEPS", tutor="fish_eat_fish",
    course=Course("fish_eat_fish", "Fish Eat Fish", "fishtutor.probability.course_fish_eat_fish"),
    starter=Starter("Goes first", "The player who goes first takes the Starfish Token and places first."),
    variants=({}, {"diagonals": "full"}), variant_names=("Alquerque lines", "Full diagonals"))
# the Game, its class and its state's, from game.py, which imports the engine on first use (and ties the two)
__getattr__ = exports(GAME=SPEC.game, FishEatFish=f"{__name__}.game:FishEatFish",
                      FishEatFishState=f"{__name__}.game:FishEatFishState")
