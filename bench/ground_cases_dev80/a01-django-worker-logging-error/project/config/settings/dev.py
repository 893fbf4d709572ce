from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["*"]
LOGGING["handlers"]["console"]["formatter"] = "plain"  # noqa: F405
