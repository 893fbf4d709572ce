from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Read from the environment (the CronJob maps the k8s secret in) or from .env locally."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    supplier_x_base_url: str = "https://api.supplier-x.com/v2"
    supplier_x_token: str
    supplier_x_timeout: float = 15.0
    supplier_x_page_size: int = 200

    database_url: str
    batch_size: int = 500
    dry_run: bool = False
    lookback_hours: int = 24

    @property
    def auth_header(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.supplier_x_token}"}

    def redacted(self) -> dict[str, object]:
        data = self.model_dump()
        data["supplier_x_token"] = self.supplier_x_token[:6] + "..." if self.supplier_x_token else ""
        data["database_url"] = "***"
        return data


@lru_cache
def get_settings() -> Settings:
    return Settings()
