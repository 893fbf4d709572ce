import math

import pygame

from game import config
from game.bullet import Bullet


class Ship:
    def __init__(self, x: float, y: float) -> None:
        self.pos = pygame.Vector2(x, y)
        self.vel = pygame.Vector2()
        self.angle = -90.0
        self.cooldown = 0.0
        self.alive = True

    def forward(self) -> pygame.Vector2:
        rad = math.radians(self.angle)
        return pygame.Vector2(math.cos(rad), math.sin(rad))

    def update(self, dt: float, keys) -> None:
        if keys[pygame.K_LEFT]:
            self.angle -= config.SHIP_TURN_DEG * dt
        if keys[pygame.K_RIGHT]:
            self.angle += config.SHIP_TURN_DEG * dt
        if keys[pygame.K_UP]:
            self.vel += self.forward() * config.SHIP_THRUST * dt
        self.vel *= config.SHIP_DRAG ** (dt * 60.0)
        if self.vel.length() > config.SHIP_MAX_SPEED:
            self.vel.scale_to_length(config.SHIP_MAX_SPEED)
        self.pos += self.vel * dt
        self.cooldown = max(0.0, self.cooldown - dt)

    def fire(self) -> Bullet | None:
        if self.cooldown > 0.0:
            return None
        self.cooldown = config.FIRE_COOLDOWN
        return Bullet(self.pos + self.forward() * 14, self.forward() * config.BULLET_SPEED + self.vel)

    def draw(self, surf: pygame.Surface) -> None:
        f = self.forward()
        side = pygame.Vector2(-f.y, f.x)
        pts = [self.pos + f * 14, self.pos - f * 10 + side * 8, self.pos - f * 10 - side * 8]
        pygame.draw.polygon(surf, (230, 230, 255), pts, 2)
