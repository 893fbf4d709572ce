"""Production: app.acme.io (SPA) + api.acme.io (this app)."""
from .base import *  # noqa: F403
from .base import env

DEBUG = False
ALLOWED_HOSTS = ["api.acme.io"]

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = True
SESSION_COOKIE_SECURE = True
SESSION_COOKIE_DOMAIN = ".acme.io"
CSRF_COOKIE_SECURE = True
CSRF_COOKIE_DOMAIN = ".acme.io"
SECURE_HSTS_SECONDS = 60 * 60 * 24 * 365

CORS_ALLOWED_ORIGINS = [
    "https://app.acme.io",
    "https://admin.acme.io",
]
CSRF_TRUSTED_ORIGINS = [
    "https://app.acme.io",
    "https://admin.acme.io",
]

UPLOADS_BUCKET = env("UPLOADS_BUCKET", default="acme-media-prod")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "INFO"},
    "loggers": {
        "django.security": {"handlers": ["console"], "level": "WARNING", "propagate": False},
    },
}
