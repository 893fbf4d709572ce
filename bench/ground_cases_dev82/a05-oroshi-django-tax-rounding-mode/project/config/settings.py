import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only")
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "billing",
    "payments",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("DB_NAME", "oroshi"),
        "HOST": os.environ.get("DB_HOST", "localhost"),
        "USER": os.environ.get("DB_USER", "oroshi"),
        "PASSWORD": os.environ.get("DB_PASSWORD", ""),
    }
}

ROOT_URLCONF = "config.urls"
TIME_ZONE = "Asia/Tokyo"
USE_TZ = True
LANGUAGE_CODE = "ja"

PAYJP_SECRET_KEY = os.environ.get("PAYJP_SECRET_KEY", "")
PAYJP_WEBHOOK_TOKEN = os.environ.get("PAYJP_WEBHOOK_TOKEN", "")
