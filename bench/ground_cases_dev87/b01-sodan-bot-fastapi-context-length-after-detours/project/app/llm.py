from __future__ import annotations

from openai import OpenAI

from app.config import get_settings


def _client() -> OpenAI:
    settings = get_settings()
    return OpenAI(base_url=settings.llm_base_url, api_key=settings.llm_api_key, timeout=60)


def complete(messages: list[dict]) -> tuple[str, dict]:
    settings = get_settings()
    response = _client().chat.completions.create(
        model=settings.llm_model,
        messages=messages,
        max_tokens=settings.max_output_tokens,
        temperature=settings.temperature,
    )
    choice = response.choices[0]
    usage = response.usage.model_dump() if response.usage else {}
    usage["finish_reason"] = choice.finish_reason
    return choice.message.content or "", usage
