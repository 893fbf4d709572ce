"""企业微信前台群通知."""
from __future__ import annotations

import datetime as dt
import os
from zoneinfo import ZoneInfo

import requests

BEIJING = ZoneInfo("Asia/Shanghai")


def _when(created_at: str | None) -> str:
    """金数据的 created_at 是 ISO 时间, 带时区 (UTC)."""
    if not created_at:
        return ""
    t = dt.datetime.fromisoformat(created_at.replace("Z", "+00:00"))
    return t.astimezone(BEIJING).strftime("%m-%d %H:%M")


def notify_booking(booking: dict) -> None:
    url = os.environ.get("WECOM_WEBHOOK")
    if not url:
        return
    lines = [
        f"新预约 🧘 {booking['course']}",
        f"姓名: {booking['name']}  手机: {booking['phone']}",
        f"上课日期: {booking['date']}",
    ]
    if booking.get("note"):
        lines.append(f"备注: {booking['note']}")
    lines.append(f"提交时间: {_when(booking.get('created_at'))}")
    requests.post(url, json={"msgtype": "text", "text": {"content": "\n".join(lines)}}, timeout=5)
