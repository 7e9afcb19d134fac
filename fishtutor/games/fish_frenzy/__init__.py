"""Fish Frenzy (3-5 players): seagulls, boats, challenges, and sorting the catch."""
from fishtutor.core.spec import Course, GameSpec, Starter, exports

SPEC = GameSpec(
    name="fish_frenzy", title="Fish Frenzy", order=1, players=(3, 5),
    game="fishtutor.games.fish_frenzy.game:GAME", presenter="fishtutor.games.fish_frenzy.interact:PLAY",
    lessons="fishtutor.lessons.fish_frenzy:STEPS", tutor="fish_frenzy",
    course=Course("fish_frenzy", "Fish Frenzy", "fishtutor.probability.course_fish_frenzy"),
    starter=Starter("Youngest", "The youngest player takes the Boat Token and starts the first round."),
    variants=({}, {"goals_and_events": True}, {"challenge_cost": "fresh"},
              {"goals_and_events": True, "challenge_cost": "fresh"}),
    variant_names=("Basic game", "With Goal & Event cards", "Basic game, challenges paid afresh",
                   "Goal & Event cards, challenges paid afresh"))
# the Game, its class and its state's, from game.py, which imports the engine on first use (and ties the two)
__getattr__ = exports(GAME=SPEC.game, FishFrenzy=f"{__name__}.game:FishFrenzy",
                      FishFrenzyState=f"{__name__}.game:FishFrenzyState")
