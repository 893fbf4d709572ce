"""Tunables for Pixel Hopper. Distances are in pixels."""

SCREEN_W = 960
SCREEN_H = 540
FPS_CAP = 0  # 0 = uncapped (vsync decides)
TILE = 32

# Player movement (pixels per second; gravity in px/s^2)
RUN_SPEED = 240.0
GRAVITY = 2160.0
JUMP_VELOCITY = -720.0
MAX_FALL = 840.0
COYOTE_TIME = 0.08

# Enemies
WALKER_SPEED = 1.5
WALKER_TURN_ON_EDGE = True

# Colours
SKY = (92, 148, 252)
GROUND = (136, 84, 48)
PLAYER = (240, 200, 40)
ENEMY = (200, 40, 60)
DEBUG_TEXT = (255, 255, 255)

LEVELS = ["levels/level1.json", "levels/level2.json"]
