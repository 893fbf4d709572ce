import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = False
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "").split(",")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "accounts",
    "cart",
    "checkout",
]

USE_TZ = True
TIME_ZONE = "Europe/Berlin"
LANGUAGE_CODE = "en"

# LaunchDarkly: the server-side SDK key of the environment this deploy belongs to
LD_SDK_KEY = os.environ.get("LD_SDK_KEY", "")
LD_OFFLINE = not LD_SDK_KEY
