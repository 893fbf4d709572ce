from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent.parent
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
    "orders",
]

DATABASES = {"default": env.db("DATABASE_URL")}
ROOT_URLCONF = "shop.urls"
USE_TZ = True
TIME_ZONE = "Europe/London"

# Countries we accept orders from (checkout dropdown + Order.country_code choices)
SHIPPING_COUNTRIES = ["GB", "FR", "DE", "NL", "IE"]
FREE_SHIPPING_OVER = "60.00"
VAT_RATES = {"GB": "0.20", "FR": "0.20", "DE": "0.19", "NL": "0.21", "IE": "0.23"}
