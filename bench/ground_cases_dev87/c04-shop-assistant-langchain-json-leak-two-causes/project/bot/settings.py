import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    openai_key: str = os.getenv("OPENAI_API_KEY", "")
    openai_model: str = os.getenv("OPENAI_MODEL", "gpt-4o-mini")
    ollama_url: str = os.getenv("OLLAMA_URL", "http://ollama.internal:11434")
    fallback_model: str = os.getenv("FALLBACK_MODEL", "qwen2.5:14b-instruct")
    orders_api: str = os.getenv("ORDERS_API", "http://orders.internal/api")
    max_tool_rounds: int = int(os.getenv("MAX_TOOL_ROUNDS", "5"))


settings = Settings()
