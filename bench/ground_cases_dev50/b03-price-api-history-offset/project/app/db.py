"""The prediction log (SQLite)."""
from __future__ import annotations

import sqlite3
from dataclasses import asdict, dataclass
from datetime import date, datetime

from app.settings import settings


@dataclass
class Row:
    id: int
    model_version: str
    ward: str
    price_yen: int
    predicted_at: str

    def as_dict(self) -> dict:
        return asdict(self)


class PredictionLog:
    def __init__(self, path: str = ":memory:"):
        self.conn = sqlite3.connect(path, check_same_thread=False)
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS predictions (id INTEGER PRIMARY KEY, model_version TEXT, ward TEXT,"
            " price_yen INTEGER, predicted_at TEXT)"
        )

    def add(self, version: str, ward: str, price: int, at: datetime) -> None:
        self.conn.execute("INSERT INTO predictions (model_version, ward, price_yen, predicted_at) VALUES (?, ?, ?, ?)",
                          (version, ward, price, at.isoformat()))
        self.conn.commit()

    def _where(self, model_version: str | None, since: date | None) -> tuple[str, list]:
        clauses, args = [], []
        if model_version:
            clauses.append("model_version = ?")
            args.append(model_version)
        if since:
            clauses.append("predicted_at >= ?")
            args.append(since.isoformat())
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", args

    def query(self, model_version: str | None = None, since: date | None = None,
              limit: int = -1, offset: int = 0) -> list[Row]:
        where, args = self._where(model_version, since)
        sql = f"SELECT * FROM predictions{where} ORDER BY id DESC LIMIT ? OFFSET ?"
        return [Row(*r) for r in self.conn.execute(sql, (*args, limit, offset))]

    def count(self, model_version: str | None = None, since: date | None = None) -> int:
        where, args = self._where(model_version, since)
        return self.conn.execute(f"SELECT COUNT(*) FROM predictions{where}", args).fetchone()[0]


_log: PredictionLog | None = None


def get_log() -> PredictionLog:
    global _log
    if _log is None:
        settings.db_path.parent.mkdir(parents=True, exist_ok=True)
        _log = PredictionLog(str(settings.db_path))
    return _log
