"""Members of the book club and their settings (members.json)."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from bot.storage import load, save

MEMBERS_FILE = "members.json"
WEEKDAYS = "月火水木金土日"
# The club runs on Japan time; members abroad see it converted with /settz.
JST = ZoneInfo("Asia/Tokyo")


def all_members() -> dict[str, dict]:
    return load(MEMBERS_FILE, default={})


def register(user_id: int, name: str) -> dict:
    members = all_members()
    entry = members.setdefault(str(user_id), {"name": name, "tz": "Asia/Tokyo", "reminders": True})
    entry["name"] = name
    save(MEMBERS_FILE, members)
    return entry


def set_timezone(user_id: int, tz_name: str) -> None:
    ZoneInfo(tz_name)  # raises ZoneInfoNotFoundError for typos like "Europe/Berin"
    members = all_members()
    members[str(user_id)]["tz"] = tz_name
    save(MEMBERS_FILE, members)


def set_reminders(user_id: int, enabled: bool) -> None:
    members = all_members()
    members[str(user_id)]["reminders"] = enabled
    save(MEMBERS_FILE, members)


def format_for_member(member: dict, when: datetime) -> str:
    """The meeting time as the member reads it, e.g. '日曜 14:00 (Europe/Berlin)'."""
    tz = ZoneInfo(member["tz"])
    local = when.astimezone(tz)
    day = WEEKDAYS[local.weekday()]
    return f"{local.month}/{local.day}({day}) {local:%H:%M} ({tz.key})"


def reminder_targets() -> list[tuple[str, dict]]:
    return [(uid, m) for uid, m in all_members().items() if m.get("reminders", True)]
