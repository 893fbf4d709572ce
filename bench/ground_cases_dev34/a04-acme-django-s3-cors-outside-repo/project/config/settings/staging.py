"""Staging: app.staging.acme.io + api.staging.acme.io."""
from .base import *  # noqa: F403
from .base import env

DEBUG = False
ALLOWED_HOSTS = ["api.staging.acme.io"]
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_DOMAIN = ".staging.acme.io"
CSRF_COOKIE_DOMAIN = ".staging.acme.io"

CORS_ALLOWED_ORIGINS = ["https://app.staging.acme.io"]
CSRF_TRUSTED_ORIGINS = ["https://app.staging.acme.io"]

UPLOADS_BUCKET = env("UPLOADS_BUCKET", default="acme-media-staging")
