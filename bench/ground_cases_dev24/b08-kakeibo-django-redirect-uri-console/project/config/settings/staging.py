from .base import *  # noqa: F401,F403
from .base import env

DEBUG = False
ALLOWED_HOSTS = ["stg.kakeibo-app.jp"]

SITE_URL = "https://stg.kakeibo-app.jp"

CSRF_TRUSTED_ORIGINS = [SITE_URL]
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = env("EMAIL_HOST")
EMAIL_PORT = 587
EMAIL_USE_TLS = True
DEFAULT_FROM_EMAIL = "no-reply@stg.kakeibo-app.jp"

# staging は Basic 認証の内側
BASIC_AUTH_USERS = env.list("BASIC_AUTH_USERS", default=[])

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "INFO"},
    "loggers": {"accounts": {"level": "DEBUG"}},
}
