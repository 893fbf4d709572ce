import json
import sys

import pygame

from game import config
from game.enemy import Walker
from game.player import Player


def load_level(path: str):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    solid = {(c, r) for r, row in enumerate(data["tiles"]) for c, ch in enumerate(row) if ch == "#"}
    player = Player(*data["spawn"])
    enemies = [Walker(x, y) for x, y in data["walkers"]]
    return solid, player, enemies


def main() -> None:
    pygame.init()
    screen = pygame.display.set_mode((config.SCREEN_W, config.SCREEN_H), vsync=1)
    clock = pygame.time.Clock()
    solid, player, enemies = load_level(config.LEVELS[0])
    font = pygame.font.SysFont("monospace", 14)
    show_debug = False
    while True:
        dt = clock.tick(config.FPS_CAP) / 1000.0
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                pygame.quit()
                sys.exit()
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F3:
                show_debug = not show_debug
        keys = pygame.key.get_pressed()
        player.handle_input(keys[pygame.K_LEFT], keys[pygame.K_RIGHT], keys[pygame.K_SPACE])
        player.update(dt, solid)
        for e in enemies:
            e.update(dt, solid)
        screen.fill(config.SKY)
        for c, r in solid:
            pygame.draw.rect(screen, config.GROUND, (c * config.TILE, r * config.TILE, config.TILE, config.TILE))
        for e in enemies:
            if e.alive:
                pygame.draw.rect(screen, config.ENEMY, (e.box.x, e.box.y, e.box.w, e.box.h))
        pygame.draw.rect(screen, config.PLAYER, (player.box.x, player.box.y, player.box.w, player.box.h))
        if show_debug:
            x, y = player.pos
            info = f"{clock.get_fps():5.1f} fps  dt={dt * 1000:4.1f}ms  pos=({x:.0f}, {y:.0f})  vy={player.vy:.0f}"
            screen.blit(font.render(info, True, config.DEBUG_TEXT), (8, 8))
        pygame.display.flip()


if __name__ == "__main__":
    main()
