import os

import sentry_sdk

from .base import *  # noqa: F401,F403

ALLOWED_HOSTS = [
    "stg2.yoyaku.example.jp",
    "yoyaku-stg-alb-1234567890.ap-northeast-1.elb.amazonaws.com",
]
CSRF_TRUSTED_ORIGINS = ["https://stg2.yoyaku.example.jp"]

sentry_sdk.init(
    dsn=os.environ.get("SENTRY_DSN"),
    environment="staging",
    traces_sample_rate=0.2,
)
