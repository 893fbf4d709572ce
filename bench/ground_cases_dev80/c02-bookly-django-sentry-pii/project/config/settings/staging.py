from .base import *  # noqa: F401,F403
from config.observability import init_sentry

APP_ENV = "staging"
CSRF_TRUSTED_ORIGINS = ["https://staging.bookly.cn"]

init_sentry(APP_ENV)
