import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.asteroid import Asteroid
from game.ship import Ship


@pytest.fixture(autouse=True)
def _pg():
    pygame.init()
    yield
    pygame.quit()


class Keys(dict):
    def __getitem__(self, k):
        return self.get(k, False)


def test_ship_turns_by_degrees_per_second():
    s = Ship(0, 0)
    for _ in range(60):
        s.update(1 / 60, Keys({pygame.K_RIGHT: True}))
    assert s.angle == pytest.approx(-90 + 220, abs=0.01)


def test_asteroid_wraps_around():
    a = Asteroid(pygame.Vector2(959, 10), vel=pygame.Vector2(5, 0))
    a.update(1 / 60)
    assert a.pos.x < 10


@pytest.mark.parametrize("fps", [30, 60, 144])
def test_asteroid_distance_does_not_depend_on_fps(fps):
    a = Asteroid(pygame.Vector2(100, 100), vel=pygame.Vector2(120, 0))
    for _ in range(fps):
        a.update(1 / fps)
    assert a.pos.x == pytest.approx(220, abs=0.01)


def test_split_makes_two_smaller():
    a = Asteroid(pygame.Vector2(100, 100), size=3, vel=pygame.Vector2(1, 0))
    parts = a.split()
    assert len(parts) == 2 and all(p.size == 2 for p in parts)
