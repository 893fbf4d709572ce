from __future__ import annotations

import logging
import uuid

from openai import OpenAI

from quill.cache import CompletionCache

log = logging.getLogger("quill.llm")


class LLM:
    def __init__(self, client: OpenAI, cache: CompletionCache | None) -> None:
        self.client = client
        self.cache = cache

    def complete(self, model: str, messages: list[dict], *, user_id: str, temperature: float = 0.2,
                 max_tokens: int = 600) -> str:
        request = {
            "model": model,
            "messages": messages,
            "temperature": temperature,
            "max_tokens": max_tokens,
            "user": user_id,
            "metadata": {"request_id": str(uuid.uuid4())},
        }
        if self.cache:
            cached = self.cache.get(request)
            if cached is not None:
                log.info("cache hit model=%s", model)
                return cached
        response = self.client.chat.completions.create(**request)
        text = response.choices[0].message.content or ""
        if self.cache:
            self.cache.put(request, text)
        return text
