from __future__ import annotations

from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SODAN_", env_file=".env")

    # vLLM の OpenAI 互換エンドポイント
    llm_base_url: str = "http://vllm.internal:8000/v1"
    llm_api_key: str = "EMPTY"
    llm_model: str = "Qwen/Qwen2.5-7B-Instruct"

    # vLLM 側の --max-model-len と合わせること
    max_context_tokens: int = 8192
    max_output_tokens: int = 1024
    temperature: float = 0.1

    redis_url: str = "redis://localhost:6379/0"
    history_ttl_seconds: int = 60 * 60 * 24


@lru_cache
def get_settings() -> Settings:
    return Settings()
