"""Tuning values. Distances are in pixels; the game renders at 320x180 scaled up."""

WIDTH = 320
HEIGHT = 180
TILE = 16

SKY = (92, 148, 252)
GROUND = (136, 84, 44)

# Player movement (per frame, tuned at 60 fps)
RUN_SPEED = 2.0
GRAVITY = 0.5
JUMP_SPEED = 8.5
MAX_FALL = 7.0
COYOTE_FRAMES = 6

# Enemies
ENEMY_SPEED = 0.8
ENEMY_HOP_SPEED = 5.0
ENEMY_HOP_EVERY = 90

# Debug
SHOW_FPS = False
SHOW_HITBOXES = False


def px_per_second(per_frame: float) -> float:
    """Convert a per-frame value tuned at 60 fps to per-second."""
    return per_frame * 60.0


def px_per_second2(per_frame2: float) -> float:
    """Convert a per-frame acceleration tuned at 60 fps to px/s^2."""
    return per_frame2 * 3600.0
