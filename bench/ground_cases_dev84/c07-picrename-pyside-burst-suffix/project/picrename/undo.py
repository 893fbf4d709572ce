"""A journal of the last rename so the user can undo it (also after a restart)."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from picrename.core import Rename


def journal_path() -> Path:
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state")
    folder = base / "picrename"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "undo.json"


def record(renames: list[Rename], journal: Path | None = None) -> None:
    journal = journal or journal_path()
    data = [{"src": str(r.src), "dst": str(r.dst)} for r in renames]
    journal.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")


def undo(journal: Path | None = None) -> int:
    """Rename every file back; returns how many were restored."""
    journal = journal or journal_path()
    if not journal.exists():
        return 0
    entries = json.loads(journal.read_text(encoding="utf-8"))
    restored = 0
    for entry in reversed(entries):
        dst, src = Path(entry["dst"]), Path(entry["src"])
        if dst.exists() and not src.exists():
            dst.rename(src)
            restored += 1
    journal.unlink()
    return restored
