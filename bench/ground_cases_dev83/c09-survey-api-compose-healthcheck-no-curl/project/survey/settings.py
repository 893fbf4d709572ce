import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "django.contrib.staticfiles",
    "polls",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
]

ROOT_URLCONF = "survey.urls"
WSGI_APPLICATION = "survey.wsgi.application"

DATABASES = {
    "default": dj_database_url.config(default="postgres://survey:survey@localhost:5432/survey", conn_max_age=60),
}

STATIC_URL = "/static/"
STATIC_ROOT = "/srv/static"
USE_TZ = True
TIME_ZONE = "Asia/Shanghai"
