from .base import *  # noqa: F401,F403
from config.observability import init_sentry

APP_ENV = "production"
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 31536000
CSRF_TRUSTED_ORIGINS = ["https://bookly.cn", "https://www.bookly.cn"]

init_sentry(APP_ENV)
