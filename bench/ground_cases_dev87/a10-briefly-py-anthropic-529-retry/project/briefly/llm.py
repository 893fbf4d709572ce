from __future__ import annotations

import logging

import anthropic

from briefly.cost import cost_usd
from briefly.retry import with_backoff
from briefly.settings import SETTINGS

log = logging.getLogger("briefly.llm")
_client = anthropic.Anthropic(api_key=SETTINGS.api_key or None, max_retries=0)


def complete(system: str, user: str, max_tokens: int | None = None) -> str:
    def call():
        return _client.messages.create(
            model=SETTINGS.model,
            max_tokens=max_tokens or SETTINGS.max_tokens,
            system=system,
            messages=[{"role": "user", "content": user}],
        )

    message = with_backoff(call, attempts=SETTINGS.max_attempts)
    usage = message.usage
    log.info("completion model=%s stop=%s in=%d out=%d cost=$%.4f", message.model, message.stop_reason,
             usage.input_tokens, usage.output_tokens,
             cost_usd(message.model, usage.input_tokens, usage.output_tokens))
    return "".join(block.text for block in message.content if block.type == "text")
