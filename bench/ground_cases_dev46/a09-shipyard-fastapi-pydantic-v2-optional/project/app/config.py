from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    database_url: str = "sqlite:///./dev.db"
    carrier_api_url: str = "https://api.carrierhub.example/v2"
    carrier_api_key: str = ""
    request_timeout: float = 10.0

    model_config = SettingsConfigDict(env_file=".env")


settings = Settings()
