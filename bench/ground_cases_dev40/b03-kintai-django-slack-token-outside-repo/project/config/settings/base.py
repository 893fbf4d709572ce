from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent.parent
env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

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
    "attendance",
    "reports",
]

DATABASES = {"default": env.db("DATABASE_URL")}
TIME_ZONE = "Asia/Tokyo"
USE_TZ = True
LANGUAGE_CODE = "ja"

CELERY_BROKER_URL = env("REDIS_URL", default="redis://localhost:6379/0")
CELERY_TIMEZONE = TIME_ZONE
CELERY_TASK_ACKS_LATE = True

# Slack: the kintai-bot app (bot token, xoxb-...) posts the daily report.
SLACK_BOT_TOKEN = env("SLACK_BOT_TOKEN")
SLACK_REPORT_CHANNEL = env("SLACK_REPORT_CHANNEL", default="C04KINTAI01")
SLACK_TIMEOUT_SECONDS = 10

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "INFO"},
}
