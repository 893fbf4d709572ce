"""Pixel Hop: entry point and main loop."""
import sys

import pygame

from game import settings
from game.enemy import Enemy
from game.level import Level
from game.player import Player


def main() -> None:
    pygame.init()
    flags = pygame.SCALED
    screen = pygame.display.set_mode((settings.WIDTH, settings.HEIGHT), flags, vsync=1)
    pygame.display.set_caption("Pixel Hop")
    clock = pygame.time.Clock()
    font = pygame.font.Font(None, 16)

    level = Level.load("levels/level1.csv")
    player = Player(*level.spawn)
    enemies = [Enemy(x, y) for x, y in level.enemy_spawns]

    while True:
        dt = min(clock.tick() / 1000.0, 1 / 20)
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                pygame.quit()
                sys.exit()

        keys = pygame.key.get_pressed()
        player.update(keys, level, dt)
        for enemy in enemies:
            enemy.update(level, dt)

        screen.fill(settings.SKY)
        level.draw(screen)
        for enemy in enemies:
            enemy.draw(screen)
        player.draw(screen)
        if settings.SHOW_FPS:
            fps = font.render(f"{clock.get_fps():.0f} fps", False, (255, 255, 255))
            screen.blit(fps, (4, 4))
        pygame.display.flip()


if __name__ == "__main__":
    main()
