"""Settings for pytest: a throwaway Postgres in docker-compose, a local-memory cache."""
from .base import *  # noqa: F401,F403

DEBUG = False
SECRET_KEY = "test-only-not-secret"

DATABASES["default"].update({
    "NAME": "shiftbook_test",
    "USER": "postgres",
    "PASSWORD": "postgres",  # nosec B105 - throwaway docker-compose DB for tests
    "HOST": "127.0.0.1",
})

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
