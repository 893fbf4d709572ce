"""Comet Drift: entry point. Opens the window and runs the loop."""
import sys

import pygame

from game import config
from game.world import World


def main() -> int:
    pygame.init()
    flags = pygame.SCALED | (pygame.FULLSCREEN if "--fullscreen" in sys.argv else 0)
    screen = pygame.display.set_mode((config.WIDTH, config.HEIGHT), flags, vsync=1)
    pygame.display.set_caption("Comet Drift")
    clock = pygame.time.Clock()
    world = World(config.WIDTH, config.HEIGHT)
    font = pygame.font.Font(None, 22)

    running = True
    while running:
        dt = clock.tick(config.FPS_CAP) / 1000.0
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                running = False
            else:
                world.handle_event(event)

        world.update(dt)
        screen.fill(config.BG)
        world.draw(screen)
        if config.SHOW_FPS:
            screen.blit(font.render(f"{clock.get_fps():.0f} fps", True, (120, 120, 140)), (8, 8))
        pygame.display.flip()

    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
