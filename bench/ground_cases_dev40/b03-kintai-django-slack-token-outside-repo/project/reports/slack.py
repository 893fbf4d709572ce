"""Thin wrapper over slack_sdk so tasks don't talk to the WebClient directly."""
from __future__ import annotations

import logging

from django.conf import settings
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

log = logging.getLogger(__name__)


class SlackNotifier:
    def __init__(self, token: str | None = None) -> None:
        self.client = WebClient(
            token=token or settings.SLACK_BOT_TOKEN,
            timeout=settings.SLACK_TIMEOUT_SECONDS,
        )

    @staticmethod
    def fallback_text(blocks: list[dict]) -> str:
        for block in blocks:
            if block.get("type") == "header":
                return block["text"]["text"]
        return "勤怠レポート"

    def post(self, channel: str, blocks: list[dict]) -> str:
        """Post blocks to a channel and return the message ts."""
        fallback = self.fallback_text(blocks)
        try:
            resp = self.client.chat_postMessage(channel=channel, blocks=blocks, text=fallback)
        except SlackApiError as e:
            log.error("slack post failed: %s", e.response.get("error"))
            raise
        return resp["ts"]
