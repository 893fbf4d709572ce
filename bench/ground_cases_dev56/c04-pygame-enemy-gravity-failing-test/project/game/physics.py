"""Axis-aligned boxes and tile collision, kept free of pygame so tests run headless."""
from dataclasses import dataclass

from game.config import TILE


@dataclass
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def right(self) -> float:
        return self.x + self.w


def tiles_under(box: Box, solid: set[tuple[int, int]]) -> bool:
    """True when a solid tile touches the box from below."""
    row = int(box.bottom // TILE)
    for col in range(int(box.x // TILE), int((box.right - 1) // TILE) + 1):
        if (col, row) in solid:
            return True
    return False


def land(box: Box, vy: float, solid: set[tuple[int, int]]) -> tuple[float, bool]:
    """Snap the box onto the ground when it moved into a solid tile; returns (vy, grounded)."""
    if vy >= 0 and tiles_under(box, solid):
        box.y = (box.bottom // TILE) * TILE - box.h
        return 0.0, True
    return vy, False
