from __future__ import annotations

import csv
import os
import sys
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path

FIELDS = ["started", "minutes", "label", "completed"]


@dataclass
class Session:
    started: datetime
    minutes: int
    label: str
    completed: bool


def data_dir() -> Path:
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "pomo"


def log_path() -> Path:
    return data_dir() / "log.csv"


def append(session: Session, path: Path | None = None) -> None:
    path = path or log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    new = not path.exists()
    with path.open("a", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, FIELDS)
        if new:
            writer.writeheader()
        writer.writerow({
            "started": session.started.isoformat(timespec="seconds"),
            "minutes": session.minutes,
            "label": session.label,
            "completed": int(session.completed),
        })


def read_all(path: Path | None = None) -> list[Session]:
    path = path or log_path()
    if not path.exists():
        return []
    with path.open(newline="", encoding="utf-8") as fh:
        return [
            Session(datetime.fromisoformat(row["started"]), int(row["minutes"]), row["label"],
                    row["completed"] == "1")
            for row in csv.DictReader(fh)
        ]


def week_start(today: date | None = None) -> date:
    """The Monday of the current week."""
    today = today or datetime.utcnow().date()
    return today - timedelta(days=today.weekday())


def summarize(sessions: list[Session], since: date) -> dict[str, int]:
    counts: dict[str, int] = {}
    for s in sessions:
        if s.completed and s.started.date() >= since:
            counts[s.label] = counts.get(s.label, 0) + 1
    return counts
