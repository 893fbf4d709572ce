import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    secret_key: str = os.environ.get("NOTES_SECRET_KEY", "dev-only-secret")
    token_ttl: int = int(os.environ.get("NOTES_TOKEN_TTL", "3600"))
    db_path: str = os.environ.get("NOTES_DB", "notes.sqlite3")


settings = Settings()
