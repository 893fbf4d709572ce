from game.enemy import Walker

# a ledge: floor tiles 0..4 on row 10, nothing to the right
LEDGE = {(c, 10) for c in range(5)}
FLOOR = {(c, 10) for c in range(40)}


def test_walker_turns_at_edge():
    w = Walker(100, 292, direction=1, turn_on_edge=True)
    for _ in range(240):
        w.update(1 / 60, LEDGE)
    assert w.box.right <= 5 * 32
    assert w.grounded


def test_enemy_falls_off_ledge():
    w = Walker(100, 292, direction=1, turn_on_edge=False)
    while w.box.x < 5 * 32:
        w.update(1 / 60, LEDGE)
    top = w.box.y
    for _ in range(15):  # a quarter second after leaving the ledge
        w.update(1 / 60, LEDGE)
    fallen = w.box.y - top
    assert 40 < fallen < 110, fallen


def test_walker_speed_framerate_independent():
    a, b = Walker(64, 292), Walker(64, 292)
    for _ in range(60):
        a.update(1 / 60, FLOOR)
    for _ in range(144):
        b.update(1 / 144, FLOOR)
    assert abs(a.box.x - b.box.x) < 1.0
