from functools import lru_cache

from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    meili_url: str = "http://localhost:7700"
    meili_key: str = "dev-master-key"
    products_index: str = "products"
    suggest_limit: int = 8
    events_queue: str = "catalog-events"

    class Config:
        env_prefix = "GS_"


@lru_cache
def get_settings() -> Settings:
    return Settings()
