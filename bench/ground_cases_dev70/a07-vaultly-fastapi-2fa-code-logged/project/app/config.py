from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="VAULTLY_", env_file=".env")

    secret_key: str = "dev-secret-change-me"
    database_url: str = "sqlite:///./vaultly.db"
    session_cookie: str = "sid"
    session_max_age: int = 60 * 60 * 12
    pending_login_ttl: int = 300
    totp_issuer: str = "Vaultly"
    recovery_code_count: int = 10


settings = Settings()
