from celery.schedules import crontab

broker_url = "redis://redis:6379/3"
result_backend = "redis://redis:6379/4"

task_acks_late = True
task_reject_on_worker_lost = True
worker_prefetch_multiplier = 1

timezone = "Asia/Shanghai"
enable_utc = True

beat_schedule = {
    "crm-sync-contacts": {
        "task": "crm_sync.tasks.sync_contacts",
        "schedule": crontab(hour=2, minute=0),
    },
    "crm-sync-companies": {
        "task": "crm_sync.tasks.sync_companies",
        "schedule": crontab(hour=2, minute=30),
    },
}
