"""Morning reminder: DM everyone in the team channel who has not clocked in by 10:00."""
from __future__ import annotations

import logging
from datetime import datetime

from kintai.store import Store
from kintai.timeutil import is_business_day, now_jst, past_remind_time

log = logging.getLogger(__name__)

MESSAGE = "おはようございます。まだ出勤の打刻がないようです（`/kintai in`）。休みの日ならこのメッセージは無視してください。"


def who_to_remind(store: Store, members: list[str], now: datetime) -> list[str]:
    if not is_business_day(now.date()) or not past_remind_time(now):
        return []
    done = store.users_clocked_in_on(now.date())
    return [m for m in members if m not in done]


def channel_members(client, channel_id: str) -> list[str]:
    members: list[str] = []
    cursor = None
    while True:
        resp = client.conversations_members(channel=channel_id, cursor=cursor, limit=200)
        members += resp["members"]
        cursor = resp.get("response_metadata", {}).get("next_cursor")
        if not cursor:
            return members


def send_reminders(client, store: Store, channel_id: str, now: datetime | None = None) -> int:
    now = now or now_jst()
    targets = who_to_remind(store, channel_members(client, channel_id), now)
    for user_id in targets:
        client.chat_postMessage(channel=user_id, text=MESSAGE)
    log.info("reminded %d member(s)", len(targets))
    return len(targets)
