import os

from celery import Celery
from celery.schedules import crontab

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("config")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

app.conf.beat_schedule = {
    "daily-report": {
        "task": "reports.tasks.send_daily_report",
        "schedule": crontab(hour=8, minute=30),
    },
    "weekly-cleanup": {
        "task": "reports.tasks.purge_old_snapshots",
        "schedule": crontab(hour=3, minute=0, day_of_week="sun"),
    },
}
