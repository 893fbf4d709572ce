from .base import *  # noqa: F401,F403
from .base import env

DEBUG = False
ALLOWED_HOSTS = ["app.tsubame.jp"]
CSRF_TRUSTED_ORIGINS = ["https://app.tsubame.jp"]

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SESSION_COOKIE_DOMAIN = ".tsubame-yoyaku.com"
SESSION_COOKIE_AGE = 60 * 60 * 8

# 店舗端末の放置対策: 30分操作がなければログアウト
IDLE_TIMEOUT_SECONDS = 30

LOGGING = {
    "version": 1,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", default="INFO")},
}
