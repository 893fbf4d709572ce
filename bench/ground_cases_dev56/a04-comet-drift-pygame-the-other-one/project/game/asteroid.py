import random

import pygame

from game import config


class Asteroid:
    def __init__(self, pos: pygame.Vector2, size: int = 3, vel: pygame.Vector2 | None = None) -> None:
        self.pos = pygame.Vector2(pos)
        self.size = size
        self.radius = config.ASTEROID_SIZES[size]
        if vel is None:
            speed = random.uniform(*config.ASTEROID_SPEED) * 60.0  # config is per frame at 60 fps
            vel = pygame.Vector2(speed, 0).rotate(random.uniform(0, 360))
        self.vel = vel
        self.spin = random.uniform(-1.5, 1.5)
        self.rot = 0.0

    def update(self, dt: float) -> None:
        self.pos += self.vel * dt
        self.pos.x %= config.WIDTH
        self.pos.y %= config.HEIGHT
        self.rot += self.spin * 60.0 * dt

    def split(self) -> list["Asteroid"]:
        if self.size == 1:
            return []
        return [Asteroid(self.pos, self.size - 1, self.vel.rotate(a) * 1.3) for a in (-35, 35)]

    def draw(self, surf: pygame.Surface) -> None:
        pts = []
        for i in range(9):
            v = pygame.Vector2(self.radius * (0.8 + 0.2 * ((i * 7) % 3) / 2), 0).rotate(self.rot + i * 40)
            pts.append(self.pos + v)
        pygame.draw.polygon(surf, (170, 170, 190), pts, 2)
