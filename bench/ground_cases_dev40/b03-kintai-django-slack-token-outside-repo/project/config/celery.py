import os

from celery import Celery
from celery.schedules import crontab

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")

app = Celery("kintai")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

app.conf.beat_schedule = {
    "daily-attendance-report": {
        "task": "reports.tasks.send_daily_report",
        "schedule": crontab(hour=9, minute=0, day_of_week="mon-fri"),
    },
    "close-open-shifts": {
        "task": "attendance.tasks.close_open_shifts",
        "schedule": crontab(hour=4, minute=30),
    },
}
