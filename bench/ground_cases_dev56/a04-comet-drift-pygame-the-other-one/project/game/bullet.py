import pygame

from game import config


class Bullet:
    """A shot. Wraps around the screen edges and expires after a while."""

    RADIUS = 2

    def __init__(self, pos: pygame.Vector2, vel: pygame.Vector2) -> None:
        self.pos = pygame.Vector2(pos)
        self.vel = pygame.Vector2(vel)
        self.ttl = config.BULLET_TTL_FRAMES / 60.0  # seconds

    @property
    def alive(self) -> bool:
        return self.ttl > 0

    def update(self, dt: float) -> None:
        self.pos += self.vel * dt
        self.pos.x %= config.WIDTH
        self.pos.y %= config.HEIGHT
        self.ttl -= dt

    def hits(self, center: pygame.Vector2, radius: float) -> bool:
        return self.pos.distance_to(center) <= radius + self.RADIUS

    def draw(self, surf: pygame.Surface) -> None:
        pygame.draw.circle(surf, (255, 220, 140), self.pos, self.RADIUS)


def spread(pos: pygame.Vector2, vel: pygame.Vector2, n: int = 3, degrees: float = 12.0) -> list[Bullet]:
    """Power-up shot: n bullets fanned out around vel."""
    out = []
    for i in range(n):
        angle = (i - (n - 1) / 2) * degrees
        out.append(Bullet(pos, vel.rotate(angle)))
    return out
