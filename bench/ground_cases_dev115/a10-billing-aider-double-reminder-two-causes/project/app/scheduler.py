"""In-process scheduler, started by the web app's create_app()."""
from apscheduler.schedulers.background import BackgroundScheduler

from app import jobs

scheduler = BackgroundScheduler(timezone="Europe/Amsterdam")


def start():
    scheduler.add_job(jobs.send_due_reminders, "cron", hour=8, minute=0, id="reminders")
    scheduler.start()
    return scheduler
