import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.level import Level
from game.player import Player


class Keys(dict):
    def __getitem__(self, key):
        return self.get(key, False)


@pytest.fixture
def flat():
    rows = [["0"] * 10 for _ in range(5)] + [["1"] * 10]
    return Level(rows)


def test_player_lands_on_ground(flat):
    player = Player(32.0, 20.0)
    for _ in range(120):
        player.update(Keys(), flat)
    assert player.on_ground
    assert player.rect.bottom == 5 * 16


def test_player_runs_right(flat):
    player = Player(32.0, 66.0)
    start = player.x
    for _ in range(30):
        player.update(Keys({pygame.K_RIGHT: True}), flat)
    assert player.x > start
