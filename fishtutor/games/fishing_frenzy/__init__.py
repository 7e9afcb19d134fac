"""Fishing Frenzy (2-6 Captains): a sport fishing tournament on a map of drifters, wheels, jaws and docks."""
from fishtutor.core.spec import Course, GameSpec, exports

SPEC = GameSpec(
    name="fishing_frenzy", title="Fishing Frenzy", order=7, players=(2, 6),
    game="fishtutor.games.fishing_frenzy.game:GAME", presenter="fishtutor.games.fishing_frenzy.interact:PLAY",
    lessons="fishtutor.lessons.fishing_frenzy:STEPS", tutor="fishing_frenzy",
    course=Course("fishing_frenzy", "Fishing Frenzy", "fishtutor.probability.course_fishing_frenzy"),
    playing_time="about 30 to 45 minutes (4 players, 20 fish)", bench_players=(2, 4),
    variants=({"limit": 4}, {}, {"limit": 4, "drift": "sides"}, {"limit": 4, "sos_order": "turn"}),
    variant_names=("Short tournament (4 fish)", "Full tournament (5 fish a Captain)",
                   "Short tournament, drifters left by any side",
                   "Short tournament, S.O.S. Perils drawn in turn order"))
# the Game, its class and its state's, from game.py, which imports the engine on first use (and ties the two)
__getattr__ = exports(GAME=SPEC.game, FishingFrenzy=f"{__name__}.game:FishingFrenzy",
                      FishingFrenzyState=f"{__name__}.game:FishingFrenzyState")
