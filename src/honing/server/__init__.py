"""``hone serve``: the resident runtime — a JSON API and a web page over the library,
recording every run (SQLite by default, PostgreSQL on request)."""

from __future__ import annotations

from honing.server.app import Settings, create_app
from honing.server.store import RunStore

__all__ = ["RunStore", "Settings", "create_app"]
