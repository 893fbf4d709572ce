"""Jinja filters used by the templates."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

JST = ZoneInfo("Asia/Tokyo")
WEEKDAYS_JA = "月火水木金土日"


def kickoff(value: datetime) -> str:
    """'11/23(日) 10:00' for the fixtures page, in Japan time."""
    value = value.astimezone(JST)
    return f"{value.month}/{value.day}({WEEKDAYS_JA[value.weekday()]}) {value:%H:%M}"


def signed(value: int) -> str:
    """Goal difference with a sign: +3, 0, -2."""
    return f"+{value}" if value > 0 else str(value)


def result_badge(scored: int, conceded: int) -> str:
    if scored > conceded:
        return "win"
    if scored == conceded:
        return "draw"
    return "loss"


def ground_link(name: str) -> str:
    maps = {
        "芝浦中央公園": "https://maps.app.goo.gl/shibaura",
        "港南緑水公園": "https://maps.app.goo.gl/konan",
        "お台場海浜G": "https://maps.app.goo.gl/odaiba",
    }
    url = maps.get(name)
    return f'<a href="{url}">{name}</a>' if url else name


FILTERS = {
    "kickoff": kickoff,
    "signed": signed,
    "result_badge": result_badge,
    "ground_link": ground_link,
}
