"""Django settings for the billing portal. Everything environment-specific comes from env vars."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


def env(name, default=None, required=False):
    value = os.environ.get(name, default)
    if required and not value:
        raise RuntimeError(f"missing required setting {name}")
    return value


SECRET_KEY = env("DJANGO_SECRET_KEY", required=True)
DEBUG = env("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = env("ALLOWED_HOSTS", "localhost").split(",")

# Absolute base for links in emails (password reset, invoice ready). No trailing slash.
SITE_URL = env("SITE_URL", required=True).rstrip("/")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "invoices",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": env("DB_NAME", "billing"),
        "HOST": env("DB_HOST", "localhost"),
        "USER": env("DB_USER", "billing"),
        "PASSWORD": env("DB_PASSWORD", ""),
    }
}

EMAIL_BACKEND = env("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
DEFAULT_FROM_EMAIL = env("DEFAULT_FROM_EMAIL", "billing@example.com")
TIME_ZONE = "UTC"
USE_TZ = True
