from pathlib import Path

from celery.schedules import crontab

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "dev-only-not-secret"
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django_celery_beat",
    "digest",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "billing",
        "HOST": "localhost",
    }
}

USE_TZ = True
TIME_ZONE = "UTC"

CELERY_BROKER_URL = "redis://localhost:6379/1"
CELERY_RESULT_BACKEND = None
CELERY_TASK_TIME_LIMIT = 60 * 60
CELERY_BEAT_SCHEDULE = {
    "weekly-digest": {
        "task": "digest.tasks.send_weekly_digest",
        "schedule": crontab(hour=6, minute=0, day_of_week="mon"),
    },
    "invoice-reminders": {
        "task": "digest.tasks.send_invoice_reminders",
        "schedule": crontab(minute="*/30"),
    },
}

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
DEFAULT_FROM_EMAIL = "billing@ledgerly.io"
