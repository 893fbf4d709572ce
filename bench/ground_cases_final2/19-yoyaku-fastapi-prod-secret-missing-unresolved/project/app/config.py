from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str
    stripe_api_key: str
    stripe_webhook_secret: str | None = None
    mail_from: str = "noreply@yoyaku.example"
    sentry_dsn: str | None = None


settings = Settings()
