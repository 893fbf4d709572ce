"""Weekly digest mailer: Celery workers render and send one digest per user per week."""
