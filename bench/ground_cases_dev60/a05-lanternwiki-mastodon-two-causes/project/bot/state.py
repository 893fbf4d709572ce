"""What the bot has already posted: the highest recent-changes id, in a JSON file."""
from __future__ import annotations

import json
import os
from pathlib import Path


def load(path: str) -> dict:
    p = Path(path)
    if not p.exists():
        return {"last_rcid": 0, "posted": 0}
    return json.loads(p.read_text())


def save(path: str, state: dict) -> None:
    tmp = Path(path + ".tmp")
    tmp.write_text(json.dumps(state, indent=2))
    os.replace(tmp, path)


def bump(state: dict, rcid: int) -> dict:
    return {**state, "last_rcid": max(state.get("last_rcid", 0), rcid), "posted": state.get("posted", 0) + 1}


def reset(path: str, rcid: int) -> None:
    """Start over from a given recent-changes id (used after moving instances)."""
    save(path, {"last_rcid": rcid, "posted": 0})


def describe(state: dict) -> str:
    return f"last_rcid={state.get('last_rcid', 0)} posted={state.get('posted', 0)}"


def is_fresh(state: dict) -> bool:
    return state.get("last_rcid", 0) == 0
