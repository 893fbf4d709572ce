from game.config import COYOTE_TIME, GRAVITY, JUMP_VELOCITY, MAX_FALL, RUN_SPEED
from game.physics import Box, land


class Player:
    def __init__(self, x: float, y: float):
        self.box = Box(x, y, 24, 30)
        self.vx = 0.0
        self.vy = 0.0
        self.grounded = False
        self.air_time = 0.0
        self.jump_held = False

    def handle_input(self, left: bool, right: bool, jump: bool) -> None:
        self.vx = (right - left) * RUN_SPEED
        if jump and not self.jump_held and (self.grounded or self.air_time < COYOTE_TIME):
            self.vy = JUMP_VELOCITY
            self.grounded = False
            self.air_time = COYOTE_TIME
        self.jump_held = jump

    def update(self, dt: float, solid: set[tuple[int, int]]) -> None:
        self.vy = min(self.vy + GRAVITY * dt, MAX_FALL)
        self.box.x += self.vx * dt
        self.box.y += self.vy * dt
        self.vy, self.grounded = land(self.box, self.vy, solid)
        self.air_time = 0.0 if self.grounded else self.air_time + dt

    @property
    def pos(self) -> tuple[float, float]:
        return self.box.x, self.box.y
