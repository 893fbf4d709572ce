import os

import sentry_sdk

from .base import *  # noqa: F401,F403

ALLOWED_HOSTS = ["yoyaku.example.jp"]
CSRF_TRUSTED_ORIGINS = ["https://yoyaku.example.jp"]
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

sentry_sdk.init(
    dsn=os.environ.get("SENTRY_DSN"),
    environment="production",
    traces_sample_rate=0.05,
)
