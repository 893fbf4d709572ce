import os

from .base import *  # noqa: F401,F403

DEBUG = False
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["clinic.example.cn", "www.clinic.example.cn"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PG_DB", "clinic"),
        "USER": os.environ.get("PG_USER", "clinic"),
        "PASSWORD": os.environ["PG_PASSWORD"],
        "HOST": os.environ.get("PG_HOST", "127.0.0.1"),
        "PORT": "5432",
    }
}

CACHES = {
    "default": {
        "BACKEND": "django_redis.cache.RedisCache",
        "LOCATION": os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/1"),
    }
}

ADMINS = [("ops", "ops@clinic.example.cn")]
SERVER_EMAIL = "noreply@clinic.example.cn"
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
