import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-secret")
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "localhost").split(",")

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "storages",
    "uploads",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
]

ROOT_URLCONF = "config.urls"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": BASE_DIR / "db.sqlite3",
    }
}

# Uploads: keep files up to 2.5 MB in memory, spill bigger ones to disk.
FILE_UPLOAD_MAX_MEMORY_SIZE = 2_621_440
# Largest request body Django accepts (excluding file data): 20 MB.
DATA_UPLOAD_MAX_MEMORY_SIZE = 20 * 1024 * 1024
# Largest avatar the upload view accepts.
AVATAR_MAX_BYTES = int(os.environ.get("AVATAR_MAX_BYTES", 5 * 1024 * 1024))

STORAGES = {
    "default": {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": os.environ.get("MEDIA_BUCKET", "avatar-media-dev"),
            "custom_domain": os.environ.get("MEDIA_CDN_DOMAIN", "img.example.com"),
            "url_protocol": "https:",
        },
    },
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

TIME_ZONE = "Asia/Shanghai"
USE_TZ = True
