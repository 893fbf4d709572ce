import random

import pygame

from game import config
from game.asteroid import Asteroid
from game.bullet import Bullet
from game.ship import Ship


class World:
    def __init__(self, width: int, height: int) -> None:
        self.w, self.h = width, height
        self.ship = Ship(width / 2, height / 2)
        self.bullets: list[Bullet] = []
        self.asteroids: list[Asteroid] = [self._spawn_edge() for _ in range(4)]
        self._spawn_frames = 0
        self.score = 0

    def _spawn_edge(self) -> Asteroid:
        if random.random() < 0.5:
            pos = pygame.Vector2(random.choice((0, self.w)), random.uniform(0, self.h))
        else:
            pos = pygame.Vector2(random.uniform(0, self.w), random.choice((0, self.h)))
        return Asteroid(pos)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.ship.alive:
            shot = self.ship.fire()
            if shot:
                self.bullets.append(shot)

    def update(self, dt: float) -> None:
        dt = min(dt, 0.05)  # a hitch (window drag, breakpoint) must not teleport things through each other
        if self.ship.alive:
            self.ship.update(dt, pygame.key.get_pressed())
        for b in self.bullets:
            b.update(dt)
        for a in self.asteroids:
            a.update(dt)
        self.bullets = [b for b in self.bullets if b.alive]

        self._spawn_frames += 1
        if self._spawn_frames >= config.SPAWN_EVERY_FRAMES and len(self.asteroids) < config.MAX_ASTEROIDS:
            self._spawn_frames = 0
            self.asteroids.append(self._spawn_edge())

        for a in list(self.asteroids):
            for b in list(self.bullets):
                if b.hits(a.pos, a.radius):
                    self.bullets.remove(b)
                    self.asteroids.remove(a)
                    self.asteroids.extend(a.split())
                    self.score += 10 * (4 - a.size)
                    break
            if self.ship.alive and a.pos.distance_to(self.ship.pos) < a.radius + 8:
                self.ship.alive = False

    def draw(self, surf: pygame.Surface) -> None:
        for a in self.asteroids:
            a.draw(surf)
        for b in self.bullets:
            b.draw(surf)
        if self.ship.alive:
            self.ship.draw(surf)
