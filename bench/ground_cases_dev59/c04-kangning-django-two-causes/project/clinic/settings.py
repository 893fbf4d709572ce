from pathlib import Path
import os

from celery.schedules import crontab
from dotenv import load_dotenv

BASE_DIR = Path(__file__).resolve().parent.parent
load_dotenv(BASE_DIR / ".env")

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = os.environ.get("DEBUG") == "1"
ALLOWED_HOSTS = ["127.0.0.1", "admin.kangning-clinic.cn"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "reminders",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": BASE_DIR / "db.sqlite3",
    }
}

LANGUAGE_CODE = "zh-hans"
TIME_ZONE = "Asia/Shanghai"
USE_I18N = True
USE_TZ = True

# ---- Celery ----
CELERY_BROKER_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
CELERY_TIMEZONE = "UTC"
CELERY_BEAT_SCHEDULE = {
    # 每晚 19:00 给明天有预约的患者发提醒
    "tomorrow-reminders": {
        "task": "reminders.tasks.send_tomorrow_reminders",
        "schedule": crontab(hour=19, minute=0),
    },
    # 每 10 分钟重试发送失败的短信
    "retry-failed-sms": {
        "task": "reminders.tasks.retry_failed_sms",
        "schedule": crontab(minute="*/10"),
    },
}

# ---- 短信 ----
ALIYUN_SMS_KEY_ID = os.environ.get("ALIYUN_SMS_KEY_ID", "")
ALIYUN_SMS_KEY_SECRET = os.environ.get("ALIYUN_SMS_KEY_SECRET", "")
