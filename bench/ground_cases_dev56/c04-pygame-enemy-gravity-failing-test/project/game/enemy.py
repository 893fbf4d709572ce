from game.config import GRAVITY, TILE, WALKER_SPEED, WALKER_TURN_ON_EDGE
from game.physics import Box, land, tiles_under

ENEMY_MAX_FALL = 14.0  # px per frame at 60 fps


class Walker:
    """Walks until a wall or, if WALKER_TURN_ON_EDGE, a ledge; then turns around."""

    def __init__(self, x: float, y: float, direction: int = 1, turn_on_edge: bool = WALKER_TURN_ON_EDGE):
        self.box = Box(x, y, 28, 28)
        self.direction = direction
        self.turn_on_edge = turn_on_edge
        self.vy = 0.0
        self.grounded = False
        self.alive = True

    def _ledge_ahead(self, solid: set[tuple[int, int]]) -> bool:
        probe = Box(self.box.x + self.direction * TILE, self.box.y, self.box.w, self.box.h)
        return not tiles_under(probe, solid)

    def update(self, dt: float, solid: set[tuple[int, int]]) -> None:
        if not self.alive:
            return
        if self.grounded and self.turn_on_edge and self._ledge_ahead(solid):
            self.direction = -self.direction
        self.box.x += self.direction * WALKER_SPEED * dt * 60
        self.vy = min(self.vy + GRAVITY * dt * 60, ENEMY_MAX_FALL)
        self.box.y += self.vy * dt * 60
        self.vy, self.grounded = land(self.box, self.vy, solid)

    def stomp(self) -> None:
        self.alive = False
