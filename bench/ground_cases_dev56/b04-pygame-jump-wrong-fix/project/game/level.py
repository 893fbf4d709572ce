"""Tile map loaded from CSV: 0 = air, 1 = ground, P = player spawn, E = enemy spawn."""
import csv

import pygame

from game import settings


class Level:
    def __init__(self, rows: list[list[str]]) -> None:
        self.rows = rows
        self.spawn = (16.0, 16.0)
        self.enemy_spawns: list[tuple[float, float]] = []
        self.solid: list[pygame.Rect] = []
        for ty, row in enumerate(rows):
            for tx, cell in enumerate(row):
                x, y = tx * settings.TILE, ty * settings.TILE
                if cell == "1":
                    self.solid.append(pygame.Rect(x, y, settings.TILE, settings.TILE))
                elif cell == "P":
                    self.spawn = (float(x), float(y))
                elif cell == "E":
                    self.enemy_spawns.append((float(x), float(y + 6)))

    @classmethod
    def load(cls, path: str) -> "Level":
        with open(path, newline="") as fh:
            return cls([row for row in csv.reader(fh)])

    def collide_x(self, body) -> None:
        for tile in self.solid:
            if body.rect.colliderect(tile):
                body.x = tile.left - body.WIDTH if body.vx > 0 else tile.right

    def collide_y(self, body) -> bool:
        grounded = False
        for tile in self.solid:
            if body.rect.colliderect(tile):
                if body.vy > 0:
                    body.y = tile.top - body.HEIGHT
                    grounded = True
                else:
                    body.y = tile.bottom
                body.vy = 0.0
        return grounded

    def is_edge_ahead(self, body) -> bool:
        probe = pygame.Rect(body.rect.centerx + (8 if body.vx > 0 else -8), body.rect.bottom + 1, 1, 1)
        return not any(probe.colliderect(t) for t in self.solid)

    def draw(self, screen: pygame.Surface) -> None:
        for tile in self.solid:
            pygame.draw.rect(screen, settings.GROUND, tile)
