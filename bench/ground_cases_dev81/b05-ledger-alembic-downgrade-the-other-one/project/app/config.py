from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_prefix="LEDGER_")

    database_url: str = "postgresql+psycopg://ledger:ledger@localhost:5432/ledger"
    pool_size: int = 5
    max_overflow: int = 5
    echo_sql: bool = False


settings = Settings()
