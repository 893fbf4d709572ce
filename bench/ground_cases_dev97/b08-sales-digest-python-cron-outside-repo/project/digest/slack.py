    from __future__ import annotations

    import logging
    import os

    from slack_sdk import WebClient
    from slack_sdk.errors import SlackApiError

    log = logging.getLogger(__name__)

    CHANNEL = os.environ.get("SLACK_CHANNEL", "#sales-daily")


    def post(blocks: list[dict], text: str, *, dry_run: bool = False) -> None:
        if dry_run:
            log.info("dry run, not posting: %s", text)
            return
        client = WebClient(token=os.environ["SLACK_BOT_TOKEN"])
        try:
            client.chat_postMessage(channel=CHANNEL, blocks=blocks, text=text)
        except SlackApiError as e:
            log.error("slack post failed: %s", e.response.get("error"))
            raise


    def notify_failure(message: str) -> None:
        client = WebClient(token=os.environ["SLACK_BOT_TOKEN"])
        client.chat_postMessage(channel="#batch-alerts", text=f":warning: sales-digest: {message}")


    def preview(blocks: list[dict]) -> str:
        """Plain-text rendering of the blocks, for --dry-run logs."""
        parts = [b["text"]["text"] for b in blocks if "text" in b]
        return "
".join(parts)
