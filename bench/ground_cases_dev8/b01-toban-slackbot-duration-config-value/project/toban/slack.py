"""Slack chat.postMessage の薄いラッパー (依存を増やしたくないので urllib)。"""
from __future__ import annotations

import json
import logging
import urllib.request

log = logging.getLogger("toban.slack")
API = "https://slack.com/api/chat.postMessage"


class SlackClient:
    def __init__(self, token: str, channel: str, dry_run: bool = False) -> None:
        self.token = token
        self.channel = channel
        self.dry_run = dry_run

    def post(self, text: str) -> None:
        if self.dry_run:
            print(f"[{self.channel}] {text}")
            return
        body = json.dumps({"channel": self.channel, "text": text}).encode()
        req = urllib.request.Request(API, data=body, headers={
            "Authorization": f"Bearer {self.token}",
            "Content-Type": "application/json; charset=utf-8",
        })
        with urllib.request.urlopen(req, timeout=10) as res:
            payload = json.load(res)
        if not payload.get("ok"):
            log.error("slack error: %s", payload.get("error"))
