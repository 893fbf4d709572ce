from game.player import Player

FLOOR = {(c, 10) for c in range(40)}


def settle(p: Player, fps: int) -> None:
    for _ in range(fps):
        p.update(1 / fps, FLOOR)


def jump_apex(fps: int) -> float:
    p = Player(64, 290)
    settle(p, fps)
    start = p.box.y
    p.handle_input(False, False, True)
    highest = start
    for _ in range(fps * 2):
        p.update(1 / fps, FLOOR)
        highest = min(highest, p.box.y)
    return start - highest


def test_player_lands_on_floor():
    p = Player(64, 200)
    settle(p, 60)
    assert p.grounded
    assert p.box.bottom == 320


def test_jump_height_same_at_60_and_144():
    assert abs(jump_apex(60) - jump_apex(144)) < 6.0


def test_jump_height_reasonable():
    assert 100 < jump_apex(60) < 140
