from __future__ import annotations

import json
import logging
import urllib.request

from app.config import settings
from app.models import Shift, Staff

log = logging.getLogger(__name__)

ROLE_LABELS = {"hall": "ホール", "kitchen": "キッチン", "cashier": "レジ"}
WEEKDAYS = "月火水木金土日"


def format_shift(shift: Shift) -> str:
    start = shift.start.astimezone(settings.tz)
    end = shift.end.astimezone(settings.tz)
    day = f"{start:%m/%d}({WEEKDAYS[start.weekday()]})"
    return f"{day} {start:%H:%M}〜{end:%H:%M} {ROLE_LABELS.get(shift.role, shift.role)}"


def shift_assigned(shift: Shift, staff: Staff) -> None:
    who = f"<@{staff.slack_id}>" if staff.slack_id else staff.name
    text = f":calendar: {who} さんのシフトが追加されました: {format_shift(shift)}"
    if shift.note:
        text += f"\n> {shift.note}"
    post(text)


def post(text: str) -> None:
    if not settings.slack_webhook:
        log.info("slack disabled, would post: %s", text)
        return
    body = json.dumps({"text": text}).encode()
    req = urllib.request.Request(
        settings.slack_webhook, data=body, headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(req, timeout=5) as res:
            res.read()
    except OSError as e:
        log.warning("slack post failed: %s", e)
