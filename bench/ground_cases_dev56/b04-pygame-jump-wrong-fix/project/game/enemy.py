"""Walking slimes that hop now and then and turn at walls."""
import pygame

from game import settings


class Enemy:
    WIDTH = 12
    HEIGHT = 10

    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y
        self.vx = -settings.ENEMY_SPEED
        self.vy = 0.0
        self.on_ground = False
        self.hop_timer = settings.ENEMY_HOP_EVERY

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y), self.WIDTH, self.HEIGHT)

    def update(self, level, dt: float = 1 / 60) -> None:
        self.hop_timer -= dt * 60
        if self.on_ground and self.hop_timer <= 0:
            self.vy = -settings.px_per_second(settings.ENEMY_HOP_SPEED)
            self.hop_timer = settings.ENEMY_HOP_EVERY

        gravity = settings.px_per_second2(settings.GRAVITY)
        self.vy = min(self.vy + gravity * dt, settings.px_per_second(settings.MAX_FALL))

        old_x = self.x
        self.x += settings.px_per_second(self.vx) * dt
        level.collide_x(self)
        if self.x == old_x or level.is_edge_ahead(self):
            self.vx = -self.vx
        self.y += self.vy * dt
        self.on_ground = level.collide_y(self)

    def draw(self, screen: pygame.Surface) -> None:
        pygame.draw.rect(screen, (120, 200, 80), self.rect)
