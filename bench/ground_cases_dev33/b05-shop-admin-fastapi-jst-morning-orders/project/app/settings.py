from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_prefix="SHOP_")

    database_url: str = "postgresql+psycopg://shop:shop@localhost:5432/shop"
    # Display timezone for the admin UI (timestamps are stored in UTC).
    TIMEZONE: str = "Asia/Tokyo"
    page_size: int = 50
    export_max_rows: int = 20000


settings = Settings()
