from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["localhost", "127.0.0.1"]
LOGGING["root"]["level"] = "DEBUG"  # noqa: F405
