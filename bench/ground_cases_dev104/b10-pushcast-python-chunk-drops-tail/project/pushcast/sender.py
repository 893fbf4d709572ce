from __future__ import annotations

import logging

from pushcast.batch import chunked, describe_batches, non_empty
from pushcast.client import PushClient

log = logging.getLogger(__name__)


def send_all(client: PushClient, tokens: list[str], title: str, body: str, batch_size: int = 100) -> int:
    """Send to every token in batches; returns the number accepted."""
    accepted = 0
    targets = non_empty(tokens)
    log.info("sending %s", describe_batches(len(targets), batch_size))
    for batch in chunked(targets, batch_size):
        accepted += client.send_batch(list(batch), title, body)
    return accepted


def mask(token: str) -> str:
    """A token shortened for logs."""
    return token[:6] + "…" if len(token) > 8 else token


def dedupe(tokens: list[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for token in tokens:
        if token not in seen:
            seen.add(token)
            out.append(token)
    return out
