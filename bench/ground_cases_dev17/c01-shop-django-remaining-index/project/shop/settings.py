import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-secret")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "rest_framework",
    "silk",
    "orders",
]

MIDDLEWARE = [
    "silk.middleware.SilkyMiddleware",
    "django.middleware.common.CommonMiddleware",
]

ROOT_URLCONF = "shop.urls"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PGDATABASE", "shop"),
        "HOST": os.environ.get("PGHOST", "localhost"),
        "USER": os.environ.get("PGUSER", "shop"),
        "PASSWORD": os.environ.get("PGPASSWORD", ""),
    }
}

TIME_ZONE = "Asia/Shanghai"
USE_TZ = True

REST_FRAMEWORK = {
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 20,
}

SILKY_PYTHON_PROFILER = False
