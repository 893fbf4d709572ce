from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str = "postgresql://pricing@localhost/pricing"
    export_bucket: str = "pricing-exports"
    aws_region: str = "eu-central-1"
    # how long a price list may be served from the in-process cache
    price_cache_ttl_ms: int = 60_000
    admin_token: str = "change-me"


settings = Settings()
