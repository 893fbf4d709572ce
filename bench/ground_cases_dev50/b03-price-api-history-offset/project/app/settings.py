from pathlib import Path

from pydantic import field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PRICE_API_", env_file=".env")

    model_dir: Path = Path("models")
    default_model_version: str = "v5"
    db_path: Path = Path("var/predictions.sqlite3")
    history_default_page_size: int = 50
    history_max_page_size: int = 100
    # requests slower than this are logged with their features
    slow_request_ms: int = 300

    @field_validator("history_max_page_size")
    @classmethod
    def _max_is_positive(cls, value: int) -> int:
        if value < 1:
            raise ValueError("history_max_page_size must be >= 1")
        return value

    @property
    def model_versions_dir(self) -> Path:
        return self.model_dir.resolve()


settings = Settings()
