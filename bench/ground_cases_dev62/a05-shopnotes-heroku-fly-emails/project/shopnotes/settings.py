import os

import dj_database_url

SECRET_KEY = os.environ["SECRET_KEY"]
DEBUG = os.environ.get("DEBUG") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "shopnotes.fly.dev").split(",")

DATABASES = {"default": dj_database_url.config(conn_max_age=600)}

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "notes",
]

# Celery: broker from the Redis add-on
CELERY_BROKER_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
CELERY_TASK_ALWAYS_EAGER = False

# Mail: Heroku's Mailgun add-on injected these
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = os.environ.get("MAILGUN_SMTP_SERVER", "localhost")
EMAIL_PORT = int(os.environ.get("MAILGUN_SMTP_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("MAILGUN_SMTP_LOGIN", "")
EMAIL_HOST_PASSWORD = os.environ.get("MAILGUN_SMTP_PASSWORD", "")
EMAIL_USE_TLS = True
DEFAULT_FROM_EMAIL = "ShopNotes <hello@shopnotes.app>"
