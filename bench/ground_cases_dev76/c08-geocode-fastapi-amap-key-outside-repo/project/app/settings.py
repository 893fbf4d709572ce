from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_prefix="GEO_")

    amap_key: str = ""
    amap_base_url: str = "https://restapi.amap.com"
    request_timeout_s: float = 3.0
    default_city: str = "上海"
    depot_timezone: str = "Asia/Shanghai"
    avg_speed_kmh: float = 22.0


@lru_cache
def get_settings() -> Settings:
    return Settings()
