from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    public_base_url: str = "http://localhost:8000"
    session_secret: str = "change-me"
    session_max_age: int = 60 * 60 * 24 * 30
    line_channel_id: str = ""
    line_channel_secret: str = ""
    database_url: str = "sqlite:///./dev.db"

    @property
    def line_redirect_uri(self) -> str:
        return self.public_base_url.rstrip("/") + "/auth/line/callback"


@lru_cache
def get_settings() -> Settings:
    return Settings()
