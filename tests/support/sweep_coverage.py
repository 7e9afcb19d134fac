"""What the full random-play sweep of each game must reach (kinds of move by phase and actor, rules refused,
endings), so a sweep that stops early cannot silently test less. Regenerate with ``python -m tests.support.sweep_coverage``
after a rules change, and read the difference before committing it."""

EXPECTED: dict[str, set] = {  # what each full sweep reached (python -m tests.support.sweep_coverage prints it)
    'cats_in_the_barrel': {
        ('move', 0, 'together', 'Pick'), ('move', 0, 'turn', 'Pick'), ('move', 1, 'turn', 'Cancel'),
        ('move', 1, 'turn', 'Pass'), ('move', 1, 'turn', 'Trade'), ('move', 2, 'turn', 'Place'), ('over', 1),
        ('over', 2), ('refused', 'cats_in_the_barrel/cat'), ('refused', 'cats_in_the_barrel/lowest_3'),
        ('refused', 'cats_in_the_barrel/turn'),
    },
    'fish_eat_fish': {
        ('move', 0, 'turn', 'Place'), ('move', 1, 'turn', 'Attack'), ('move', 1, 'turn', 'Swim'),
        ('move', 2, 'together', 'ChooseCard'), ('move', 2, 'turn', 'ChooseCard'), ('over', 1), ('over', 2),
        ('refused', 'fish_eat_fish/attacking'), ('refused', 'fish_eat_fish/choosing_a_fish_to_attack'),
        ('refused', 'fish_eat_fish/definitions'), ('refused', 'fish_eat_fish/moving_a_fish'),
        ('refused', 'fish_eat_fish/placing_the_fish'),
    },
    'fish_frenzy': {
        ('move', 0, 'chance', 'DealCard'), ('move', 1, 'chance', 'RevealGoal'),
        ('move', 2, 'chance', 'RevealEvent'), ('move', 3, 'chance', 'DealCard'),
        ('move', 4, 'turn', 'PlaceSeagull'), ('move', 5, 'turn', 'Collect'), ('move', 5, 'turn', 'Eat'),
        ('over', 1), ('over', 2), ('refused', 'fish_frenzy/challenging'), ('refused', 'fish_frenzy/deal'),
        ('refused', 'fish_frenzy/goal_and_event_cards'), ('refused', 'fish_frenzy/round_summary'),
        ('refused', 'fish_frenzy/sort_the_catch'), ('refused', 'fish_frenzy/taking_a_turn'),
    },
    'fish_in_the_barrel': {
        ('move', 0, 'together', 'Pick'), ('move', 0, 'turn', 'Pick'), ('move', 1, 'turn', 'Cancel'),
        ('move', 1, 'turn', 'Pass'), ('move', 1, 'turn', 'Trade'), ('move', 2, 'turn', 'Place'), ('over', 1),
        ('over', 2), ('refused', 'fish_in_the_barrel/reconstruction'), ('refused', 'fish_in_the_barrel/rulings'),
    },
    'fishing_frenzy': {
        ('move', 0, 'chance', 'OrderRoll'), ('move', 1, 'turn', 'PickDock'), ('move', 2, 'chance', 'DrawFish'),
        ('move', 2, 'chance', 'DrawPeril'), ('move', 2, 'chance', 'Roll'), ('move', 2, 'turn', 'Declare'),
        ('move', 2, 'turn', 'Drift'), ('move', 2, 'turn', 'Sail'), ('move', 3, 'chance', 'DrawPeril'),
        ('move', 3, 'chance', 'Roll'), ('move', 3, 'turn', 'Drift'), ('move', 3, 'turn', 'Sail'),
        ('move', 4, 'chance', 'DrawPeril'), ('move', 4, 'chance', 'Roll'), ('move', 4, 'turn', 'Drift'),
        ('move', 4, 'turn', 'Sail'), ('over', 1), ('refused', 'fishing_frenzy/before_the_tournament'),
        ('refused', 'fishing_frenzy/dice'), ('refused', 'fishing_frenzy/docking'),
        ('refused', 'fishing_frenzy/during_the_tournament'), ('refused', 'fishing_frenzy/leaving_the_dock'),
        ('refused', 'fishing_frenzy/running_aground'),
    },
    'fresh_fish': {
        ('move', 0, 'together', 'Pick'), ('move', 0, 'turn', 'Pick'), ('over', 1), ('over', 2),
        ('refused', 'fresh_fish/reconstruction'),
    },
    'jumping_fish': {
        ('move', None, 'turn', 'Answer'), ('move', None, 'turn', 'PlayCat'), ('move', None, 'turn', 'PlayLevel'),
        ('over', 1), ('refused', 'jumping_fish/cat_card'), ('refused', 'jumping_fish/cat_defence'),
        ('refused', 'jumping_fish/repeated_level'), ('refused', 'jumping_fish/round'),
        ('refused', 'jumping_fish/unique_level'),
    },
}


def coarse(reached: set) -> set:
    """The kinds a sweep reached, without the kinds on offer or the kind before: ("move", phase, actor, move
    type), ("refused", rule) and ("over", winners)."""
    return {item[:4] if item[0] == "move" else item for item in reached if item[0] != "after"}


def move_types(reached: set) -> set:
    """The kinds of move record among what a sweep reached (all a tenth of the sweep, make check, must reach)."""
    return {("type", item[3]) for item in reached if item[0] == "move"}


def main() -> None:
    """Print the table of what each game's full sweep reaches, and how many games it took."""
    import time

    from fishtutor.games import GAMES

    from .sampling import overall
    from tests.contracts.test_conformance import sweep_game
    for name in sorted(GAMES):
        start = time.process_time()
        reached, played = sweep_game(GAMES[name])
        print(f"# {name}: {played} games, {time.process_time() - start:.1f} s", flush=True)
        print(f"{name!r}: {sorted(coarse(overall(reached)), key=repr)!r},", flush=True)


if __name__ == "__main__":
    main()
