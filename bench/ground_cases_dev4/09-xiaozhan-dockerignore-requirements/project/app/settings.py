import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    title: str = os.environ.get("APP_TITLE", "xiaozhan")


settings = Settings()
