from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "dev-only-change-me"
DEBUG = True
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "appointments",
    "reports",
]

DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "clinic"}}

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "Europe/London"
USE_I18N = True
USE_TZ = True
CLINIC_TIME_ZONE = "Europe/London"

STATIC_URL = "static/"
ROOT_URLCONF = "clinic.urls"
