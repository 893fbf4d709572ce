from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="FORUM_", env_file=".env")

    database_url: str = "sqlite:///./forum.db"
    auto_hide_threshold: int = 3
    report_reasons: tuple[str, ...] = ("spam", "abuse", "porn", "politics", "other")
    banned_words_file: str = "banned_words.txt"


settings = Settings()
