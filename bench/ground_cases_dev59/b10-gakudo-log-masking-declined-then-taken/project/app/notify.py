"""保護者へのLINE通知。"""
from __future__ import annotations

import logging
import os

from linebot.v3.messaging import ApiClient, Configuration, MessagingApi, PushMessageRequest, TextMessage

from app.models import Tap
from app.repo import guardians_of

log = logging.getLogger("gakudo.notify")
_config = Configuration(access_token=os.environ.get("LINE_CHANNEL_ACCESS_TOKEN", ""))


def message_for(tap: Tap) -> str:
    return f"{tap.child.full_name}さんが{tap.at:%H:%M}に{tap.direction.label}しました。"


def notify_guardians(tap: Tap) -> int:
    sent = 0
    text = message_for(tap)
    with ApiClient(_config) as client:
        api = MessagingApi(client)
        for g in guardians_of(tap.child.id):
            if not g.line_user_id:
                continue
            api.push_message(PushMessageRequest(to=g.line_user_id, messages=[TextMessage(text=text)]))
            log.info("通知送信 child=%s guardian=%s line=%s", tap.child.full_name, g.name, g.line_user_id)
            sent += 1
    if sent == 0:
        log.warning("通知先なし child_id=%s", tap.child.id)
    return sent
