"""Base settings shared by every environment."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-secret")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "django.contrib.sessions",
    "core",
    "billing",
]

MIDDLEWARE = [
    "core.middleware.RequestIdMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "core.middleware.AccessLogMiddleware",
]

ROOT_URLCONF = "config.urls"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("POSTGRES_DB", "ledgerly"),
        "USER": os.environ.get("POSTGRES_USER", "ledgerly"),
        "PASSWORD": os.environ.get("POSTGRES_PASSWORD", ""),
        "HOST": os.environ.get("POSTGRES_HOST", "localhost"),
        "CONN_MAX_AGE": int(os.environ.get("POSTGRES_CONN_MAX_AGE", "60")),
    }
}

REDIS_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
CELERY_BROKER_URL = REDIS_URL
CELERY_WORKER_HIJACK_ROOT_LOGGER = False

LOG_LEVEL = os.environ.get("LOG_LEVEL", "INFO")
ACCESS_LOG_SKIP_PATHS = ("/healthz", "/readyz")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "request_id": {"()": "core.logging.RequestIdFilter"},
        "celery_task_context": {"()": "core.logging.CeleryTaskFilter"},
    },
    "formatters": {
        "json": {"()": "core.logging.JsonFormatter"},
        "plain": {
            "format": "%(asctime)s %(levelname)s [%(request_id)s] %(name)s: %(message)s",
        },
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": os.environ.get("LOG_FORMAT", "json"),
            "filters": ["request_id"],
        },
        "worker": {
            "class": "logging.StreamHandler",
            "formatter": "plain",
            "filters": ["celery_task_context"],
        },
    },
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        "celery": {"handlers": ["worker"], "level": LOG_LEVEL, "propagate": False},
        "billing.tasks": {"handlers": ["worker"], "level": LOG_LEVEL, "propagate": False},
    },
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
}
