from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SHOP_", env_file=".env")

    database_url: str = "postgresql+psycopg://shop:shop@localhost:5432/shop"
    # timestamps are stored in UTC; ops want exports in local time
    export_tz: str = "Asia/Shanghai"
    export_encoding: str = "utf-8-sig"

    default_page_size: int = 20
    max_page_size: int = 200

    admin_export_limit: int = 50_000
    slow_query_ms: int = 500

    feature_coupons: bool = True
    feature_invoice_pdf: bool = False

    sentry_dsn: str | None = None
    log_level: str = "INFO"


@lru_cache
def get_settings() -> Settings:
    return Settings()


def reset_settings_cache() -> None:
    """Tests change env vars; drop the cached Settings so they take effect."""
    get_settings.cache_clear()


settings = get_settings()
