from pathlib import Path

import environ
from celery.schedules import crontab

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env.bool("DJANGO_DEBUG", default=False)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=[])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "customers",
    "orders",
    "reports",
]

DATABASES = {"default": env.db("DATABASE_URL")}

LANGUAGE_CODE = "en-au"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

EMAIL_BACKEND = env("EMAIL_BACKEND", default="django.core.mail.backends.smtp.EmailBackend")
DEFAULT_FROM_EMAIL = "ops-reports@fieldops.example"

CELERY_BROKER_URL = env("REDIS_URL", default="redis://localhost:6379/0")
CELERY_TIMEZONE = "UTC"
CELERY_BEAT_SCHEDULE = {
    "weekly-office-exports": {
        "task": "reports.tasks.send_weekly_exports",
        # 06:00 Monday in Sydney during AEDT (UTC+11); arrives 05:00 during AEST
        "schedule": crontab(hour=19, minute=0, day_of_week="sun"),
    },
    "nightly-draft-cleanup": {
        "task": "orders.tasks.purge_stale_drafts",
        "schedule": crontab(hour=2, minute=30),
    },
}
