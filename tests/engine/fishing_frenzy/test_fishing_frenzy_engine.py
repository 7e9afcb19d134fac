"""Fishing Frenzy's engine paths that skip the checks: a move legal_moves() handed out, or the outcome
sample_chance() gave, goes through at once; anything else is judged by the rules. These tests hold the fast paths
to the checked ones."""
import dataclasses
import random

import numpy as np
import pytest

from fishtutor.core.protocol import IllegalMove
from fishtutor.games.fishing_frenzy import GAME
from fishtutor.games.fishing_frenzy.moves import Sail
from fishtutor.games.fishing_frenzy.phases import FISHING


def _step(s, rnd) -> None:
    """One move of a random game: the seeded chance outcome, or a random legal move."""
    if s.is_chance_node():
        s.apply(s.sample_chance())
    else:
        legal = s.legal_moves()
        s.apply(legal[int(rnd() * len(legal))])


def test_a_move_handed_out_before_the_last_move_is_checked_again_and_an_equal_copy_is_taken():
    """legal_moves() objects go through apply() at once only while they are the legal moves: a Sail kept from an
    earlier turn is judged by the rules again (and refused, changing nothing, when it no longer fits), and a Sail
    written afresh that equals a legal one is the same move."""
    s = GAME.new_state(2, seed=4)
    while not (s.due() == "sail" and s.phase == FISHING and not s.at_dock(s.current_player())):
        s.apply(s.sample_chance()) if s.is_chance_node() else s.apply(s.legal_moves()[0])
    old = s.legal_moves()
    seat = s.current_player()
    s.apply(Sail(*[getattr(old[-1], f) for f in old[-1].__slots__]))  # equal, not identical
    assert s.history[-1] == (seat, old[-1]) and s.history[-1][1] is old[-1]  # the game's own record is kept
    while s.due() != "sail":
        s.apply(s.sample_chance()) if s.is_chance_node() else s.apply(s.legal_moves()[0])
    stale = [m for m in old if m not in s.legal_moves()]
    assert stale
    before = s.to_json()
    with pytest.raises(IllegalMove):
        s.apply(stale[0])
    assert s.to_json() == before
    roll_due = s.clone()
    while not roll_due.is_chance_node() or roll_due.due() != "roll":
        roll_due.apply(roll_due.sample_chance()) if roll_due.is_chance_node() else \
            roll_due.apply(roll_due.legal_moves()[0])
    roll_due.sample_chance()
    other = next(r for r in roll_due.legal_moves() if r is not roll_due.sample_chance())
    roll_due.apply(other)  # any of the 36 rolls may come up, not only the seeded one
    assert roll_due.dice == [other.compass, other.number]


def test_the_dice_read_from_blocks_of_the_roll_stream_are_the_stream_itself():
    """sample_chance reads the seeded roll stream (SplitMix64 of dice_seed + rolls made) worked out 128 values at a
    time: each value is the stream's, at the largest seeds too, and a new dice_seed (a redeal) starts its own."""
    from fishtutor.games.fishing_frenzy.moves import ORDER_ROLLS, ROLLS
    from fishtutor.games.fishing_frenzy.state import DICE_BLOCK, dice_stream, mix
    rng = np.random.default_rng(3)
    for seed in [0, 1, (1 << 62) - 1] + [int(v) for v in rng.integers(0, 1 << 62, size=20)]:
        start = int(rng.integers(0, 10**6))
        assert dice_stream(seed, start, 300) == [mix(seed + start + i) for i in range(300)]
    s = GAME.new_state(2, seed=8)
    for _ in range(3 * DICE_BLOCK):
        if s.is_chance_node() and s.due() in ("roll", "order"):
            value = mix(s.dice_seed + s.rolls_made)
            assert s.sample_chance() == (ROLLS[value % 36] if s.due() == "roll" else ORDER_ROLLS[value % 6])
        if s.is_terminal():
            break
        s.apply(s.sample_chance()) if s.is_chance_node() else s.apply(s.legal_moves()[-1])
        if len(s.history) == 40:
            s.dice_seed = 12345  # as a redeal does: the stream starts afresh from the new seed


def test_a_drawn_card_goes_through_once_and_any_card_that_can_come_up_may_be_applied_instead():
    """sample_chance()'s card is carried out at once, but only for the draw it was sampled for: applied a second
    time it is judged by the rules (refused, nothing changed); another card that can come off the top may be
    applied in its place."""
    s = GAME.new_state(3, seed=2)
    while not (s.is_chance_node() and s.due() == "fish" and len(s.legal_moves()) > 1):
        s.apply(s.sample_chance()) if s.is_chance_node() else s.apply(s.legal_moves()[0])
    twin, catcher = s.clone(), s.pending[0][1]
    card = s.sample_chance()
    s.apply(card)
    assert s.catches[catcher][-1][1] == card.points
    before = s.to_json()
    with pytest.raises(IllegalMove):
        s.apply(card)
    assert s.to_json() == before
    other = next(m for m in twin.legal_moves() if m != twin.sample_chance())
    twin.apply(other)
    assert twin.catches[catcher][-1][1] == other.points != card.points


def test_a_game_played_with_equal_copies_through_the_checks_is_the_game_played_with_the_moves_handed_out():
    """Every move written afresh (equal to the one handed out, so judged by the rules first) gives the same game,
    move for move, as the objects legal_moves() and sample_chance() hand out, at every player count."""
    for seed in range(12):
        players = 2 + seed % 5
        fast, checked = GAME.new_state(players, seed=seed), GAME.new_state(players, seed=seed)
        rnd = random.Random(seed).random
        while not fast.is_terminal():
            if fast.is_chance_node():
                move = fast.sample_chance()
            else:
                legal = fast.legal_moves()
                move = legal[int(rnd() * len(legal))]
            assert checked.legal_moves() == fast.legal_moves()
            fast.apply(move)
            checked.apply(dataclasses.replace(move))  # equal, not identical: the checked path
            assert checked.snapshot() == fast.snapshot()
        assert checked.to_json() == fast.to_json() and checked.scores() == fast.scores()


def test_after_a_roll_the_legal_moves_kept_are_the_captains_choices_worked_out_afresh():
    """A roll works out the Captain's choices at once and keeps them as the legal moves: they are the moves the
    rules give when nothing is kept."""
    rnd, checked = random.Random(4).random, 0
    for seed in range(6):
        s = GAME.new_state(2 + seed % 3, seed=seed)
        while not s.is_terminal():
            _step(s, rnd)
            if s.due() in ("sail", "wheel") and s.history[-1][1].__class__.__name__ == "Roll":
                kept = s.legal_moves()
                twin = s.clone()
                twin._cache = twin._options = None
                assert kept == twin.legal_moves()
                checked += 1
    assert checked > 300


def test_a_new_games_origin_is_its_first_position_and_its_clones_share_it():
    """A new game's origin is made from its seed when first asked: it is the position the game started from, the
    same object for the game and the clones made before, and the game replays from it."""
    s = GAME.new_state(3, seed=11, limit=9, drift="sides")
    early = s.clone()
    rnd = random.Random(1).random
    for _ in range(60):
        _step(s, rnd)
    fresh = GAME.new_state(3, seed=11, limit=9, drift="sides")
    assert s.origin == fresh.snapshot() and s.origin is early.origin
    assert s.replay(len(s.history)).snapshot() == s.snapshot()
    assert GAME.from_json(s.to_json()).origin == s.origin


def test_the_place_of_dice_among_the_36_rolls():
    """Each of the 36 rolls has its place as ROLLS lists it; dice no roll shows (set by hand) have none."""
    from fishtutor.games.fishing_frenzy.legality import ROLL_SLOTS, roll_slot
    from fishtutor.games.fishing_frenzy.moves import ROLLS
    assert [roll_slot([r.compass, r.number]) for r in ROLLS] == list(range(36))
    assert [ROLL_SLOTS[id(r)] for r in ROLLS] == list(range(36))
    for junk in (["NE", 0], ["NE", 7], ["NE", True], ["EN", 3], [["N", "E"], 3], ["NE", 2.0]):
        assert roll_slot(junk) is None


def test_a_redeal_seeded_like_the_game_does_not_deal_the_true_order_back():
    """The game shuffles its sorted decks; a look-ahead copy dealt with a generator of the same seed must not
    replay that shuffle (it once did: the redeal also permuted the sorted pools)."""
    for seed in (3, 104):
        state = GAME.new_state(6, seed=seed, limit=4)
        copy = state.determinize(2, np.random.default_rng(seed))
        assert copy.decks != state.decks and copy.perils != state.perils
