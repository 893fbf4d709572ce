"""The player: run, jump, land on solid tiles."""
import pygame

from game import settings


class Player:
    WIDTH = 12
    HEIGHT = 14

    def __init__(self, x: float, y: float) -> None:
        self.x = x
        self.y = y
        self.vx = 0.0
        self.vy = 0.0
        self.on_ground = False
        self.coyote = 0

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y), self.WIDTH, self.HEIGHT)

    def update(self, keys, level, dt: float = 1 / 60) -> None:
        run = settings.px_per_second(settings.RUN_SPEED)
        self.vx = 0.0
        if keys[pygame.K_LEFT]:
            self.vx -= run
        if keys[pygame.K_RIGHT]:
            self.vx += run

        self.coyote = settings.COYOTE_FRAMES / 60 if self.on_ground else self.coyote - dt
        if keys[pygame.K_SPACE] and self.coyote > 0:
            self.vy = -settings.px_per_second(settings.JUMP_SPEED) * dt
            self.coyote = 0

        gravity = settings.px_per_second2(settings.GRAVITY)
        self.vy = min(self.vy + gravity * dt, settings.px_per_second(settings.MAX_FALL))

        self.x += self.vx * dt
        level.collide_x(self)
        self.y += self.vy * dt
        self.on_ground = level.collide_y(self)

    def draw(self, screen: pygame.Surface) -> None:
        pygame.draw.rect(screen, (240, 220, 90), self.rect)
