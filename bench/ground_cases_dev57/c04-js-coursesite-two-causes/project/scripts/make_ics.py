"""Write calendar/cs1101.ics from data/schedule.json (students subscribe to it in Google Calendar)."""
from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def due_day(term_start: date, item: dict) -> date:
    # due_weekday is 0 = Monday ... 6 = Sunday
    return term_start + timedelta(days=(item["week"] - 1) * 7 + item["due_weekday"] - 1)


def event(uid: str, day: date, summary: str) -> list[str]:
    stamp = day.strftime("%Y%m%d")
    nxt = (day + timedelta(days=1)).strftime("%Y%m%d")
    return [
        "BEGIN:VEVENT",
        f"UID:{uid}@cs1101.ucsd.example",
        f"DTSTART;VALUE=DATE:{stamp}",
        f"DTEND;VALUE=DATE:{nxt}",
        f"SUMMARY:{summary}",
        "END:VEVENT",
    ]


def build(data: dict) -> str:
    start = date.fromisoformat(data["term_start"])
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//CS1101//schedule//EN", "X-WR-CALNAME:CS 1101"]
    for n, item in enumerate(data["items"]):
        if item["due_weekday"] is None:
            continue
        lines += event(f"cs1101-{n}", due_day(start, item), f'{item["title"]} due {data["due_time"]}')
    lines.append("END:VCALENDAR")
    return "\r\n".join(lines) + "\r\n"


if __name__ == "__main__":
    data = json.loads((ROOT / "data" / "schedule.json").read_text(encoding="utf-8"))
    out = ROOT / "calendar" / "cs1101.ics"
    out.parent.mkdir(exist_ok=True)
    out.write_text(build(data), encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}")
