"""Flask settings, read from the environment (see .env.example)."""
import os


class Config:
    SECRET_KEY = os.environ["SECRET_KEY"]
    SQLALCHEMY_DATABASE_URI = os.environ.get(
        "DATABASE_URL", "postgresql+psycopg://community:community@db:5432/community"
    )
    # avatars and post images; nginx in front must allow at least this much
    MAX_CONTENT_LENGTH = 8 * 1024 * 1024
    UPLOAD_DIR = os.environ.get("UPLOAD_DIR", "/srv/uploads")
    ALLOWED_IMAGE_TYPES = {"image/png", "image/jpeg", "image/webp"}
    SESSION_COOKIE_SECURE = os.environ.get("COOKIE_SECURE", "1") == "1"
