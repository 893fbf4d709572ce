"""Tiny JSON file store: good enough for a 40-person book club."""
import json
import os
import threading

from config import DATA_FILE

_lock = threading.Lock()


def load() -> dict:
    if not os.path.exists(DATA_FILE):
        return {"meetings": [], "votes": {}}
    with open(DATA_FILE, encoding="utf-8") as f:
        return json.load(f)


def save(data: dict) -> None:
    os.makedirs(os.path.dirname(DATA_FILE) or ".", exist_ok=True)
    tmp = DATA_FILE + ".tmp"
    with _lock:
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=2)
        os.replace(tmp, DATA_FILE)


def next_meeting(data: dict):
    upcoming = [m for m in data.get("meetings", []) if not m.get("done")]
    upcoming.sort(key=lambda m: m["at"])
    return upcoming[0] if upcoming else None


def mark_done(data: dict, meeting_id: str) -> None:
    for m in data.get("meetings", []):
        if m["id"] == meeting_id:
            m["done"] = True
