# coding=utf-8
"""Discord webhook sender."""
from __future__ import annotations

import threading

import requests

MAX_TRIES = 3
TIMEOUT_SECONDS = 3

TITLES = {
    "PrintStarted": "🟡 印刷開始",
    "PrintDone": "🟢 印刷完了",
    "PrintFailed": "🔴 印刷失敗",
}


def format_duration(seconds: float) -> str:
    minutes = int(seconds // 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}時間{minutes}分" if hours else f"{minutes}分"


def format_message(event: str, payload: dict) -> str:
    name = payload.get("name") or payload.get("path") or "(不明なファイル)"
    title = TITLES.get(event, event)
    text = f"**{title}**: `{name}`"
    if event == "PrintDone" and payload.get("time") is not None:
        text += f" ({format_duration(payload['time'])}で完了)"
    return text


class Notifier:
    def __init__(self, webhook_url: str, logger):
        self.webhook_url = webhook_url
        self.logger = logger

    def send(self, content: str, username: str) -> None:
        if not self.webhook_url:
            self.logger.warning("no webhook url configured")
            return
        threading.Thread(target=self._post, args=(content, username), daemon=True).start()

    def _post(self, content: str, username: str) -> None:
        body = {"content": content, "username": username}
        for attempt in range(1, MAX_TRIES + 1):
            try:
                resp = requests.post(self.webhook_url, json=body, timeout=TIMEOUT_SECONDS)
            except requests.Timeout:
                self.logger.warning("webhook timeout, retrying (%d/%d)", attempt, MAX_TRIES)
                continue
            if resp.status_code == 429:
                self.logger.warning("rate limited by Discord")
                return
            resp.raise_for_status()
            return
        self.logger.error("webhook failed after %d tries", MAX_TRIES)
