from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "dev-only-not-secret"
DEBUG = True
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "rest_framework",
    "booking",
]

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "db.sqlite3"}}

LANGUAGE_CODE = "ja"
TIME_ZONE = "Asia/Tokyo"
USE_TZ = True

ROOT_URLCONF = "clinic.urls"

CLINIC_OPEN = "09:00"
CLINIC_CLOSE = "18:00"
CLINIC_LUNCH = ("12:00", "13:00")
SLOT_MINUTES = 30
REMINDER_HOUR = 18
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
DEFAULT_FROM_EMAIL = "yoyaku@sakura-clinic.example.jp"
