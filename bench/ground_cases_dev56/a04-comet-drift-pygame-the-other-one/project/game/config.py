"""Tuning values. Speeds are in pixels per second unless the name says otherwise."""
WIDTH, HEIGHT = 960, 540
BG = (8, 10, 22)
FPS_CAP = 0  # 0 = uncapped, vsync decides
SHOW_FPS = True

SHIP_THRUST = 420.0
SHIP_TURN_DEG = 220.0
SHIP_DRAG = 0.982  # velocity kept per 1/60 s
SHIP_MAX_SPEED = 380.0

BULLET_SPEED = 620.0
BULLET_TTL_FRAMES = 55
FIRE_COOLDOWN = 0.18

ASTEROID_SPEED = (1.0, 2.6)  # pixels per frame, random in range
ASTEROID_SIZES = {3: 46, 2: 28, 1: 14}
SPAWN_EVERY_FRAMES = 150
MAX_ASTEROIDS = 14

# scoring
SCORE_LARGE = 20
SCORE_MEDIUM = 50
SCORE_SMALL = 100
EXTRA_LIFE_EVERY = 10_000
START_LIVES = 3

# audio
MUSIC_VOLUME = 0.6
SFX_VOLUME = 0.8
THRUST_LOOP = "assets/sfx/thrust.ogg"
