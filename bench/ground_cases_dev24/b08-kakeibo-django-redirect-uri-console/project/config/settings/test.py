from .base import *  # noqa: F401,F403

DEBUG = False
SECRET_KEY = "test-secret-key"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": ":memory:",
    }
}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
SITE_URL = "http://testserver"
GOOGLE_OAUTH_CLIENT_ID = "test-client-id"
GOOGLE_OAUTH_CLIENT_SECRET = "test-client-secret"
