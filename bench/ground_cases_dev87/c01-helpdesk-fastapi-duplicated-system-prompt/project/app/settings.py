from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_prefix="HB_")

    openai_api_key: str = ""
    chat_model: str = "gpt-4o-mini"
    embedding_model: str = "text-embedding-3-small"
    embedding_dim: int = 1536

    redis_url: str = "redis://localhost:6379/0"
    qdrant_url: str = "http://localhost:6333"
    collection: str = "kb_chunks"

    chunk_size: int = 800
    chunk_overlap: int = 120
    top_k: int = 6
    score_threshold: float = 0.32

    history_budget_tokens: int = 6000
    max_output_tokens: int = 700
    temperature: float = 0.2


settings = Settings()
