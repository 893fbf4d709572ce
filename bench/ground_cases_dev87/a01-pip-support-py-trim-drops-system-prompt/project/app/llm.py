from __future__ import annotations

import logging

from openai import OpenAI

from app.settings import get_settings

log = logging.getLogger("pip.llm")
_client: OpenAI | None = None


def client() -> OpenAI:
    global _client
    if _client is None:
        _client = OpenAI(api_key=get_settings().openai_api_key or None)
    return _client


def complete(messages: list[dict]) -> str:
    settings = get_settings()
    response = client().chat.completions.create(
        model=settings.model,
        messages=messages,
        temperature=settings.temperature,
        max_tokens=settings.max_reply_tokens,
    )
    usage = response.usage
    log.info("completion model=%s prompt=%s completion=%s", settings.model,
             usage.prompt_tokens if usage else "?", usage.completion_tokens if usage else "?")
    return response.choices[0].message.content or ""
