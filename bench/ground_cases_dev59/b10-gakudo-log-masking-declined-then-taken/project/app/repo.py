"""DBアクセス（SQLAlchemy Core）。"""
from __future__ import annotations

import os
from datetime import date, datetime

from sqlalchemy import create_engine, text

from app.models import Child, Direction, Guardian, Tap

engine = create_engine(os.environ.get("DATABASE_URL", "sqlite:///gakudo.db"))


def find_child_by_card(card_id: str) -> Child | None:
    with engine.connect() as c:
        r = c.execute(text("SELECT id, full_name, grade, card_id FROM children WHERE card_id = :c"), {"c": card_id}).first()
    return Child(*r) if r else None


def guardians_of(child_id: int) -> list[Guardian]:
    with engine.connect() as c:
        rows = c.execute(text("SELECT id, child_id, name, line_user_id FROM guardians WHERE child_id = :i"), {"i": child_id})
        return [Guardian(*r) for r in rows]


def last_tap_of(child_id: int, day: date) -> Tap | None:
    with engine.connect() as c:
        r = c.execute(text("SELECT direction, at FROM taps WHERE child_id = :i AND date(at) = :d ORDER BY at DESC LIMIT 1"),
                      {"i": child_id, "d": day.isoformat()}).first()
    return Tap(None, Direction(r[0]), datetime.fromisoformat(r[1])) if r else None  # type: ignore[arg-type]


def save_tap(tap: Tap) -> None:
    with engine.begin() as c:
        c.execute(text("INSERT INTO taps (child_id, direction, at) VALUES (:i, :d, :a)"),
                  {"i": tap.child.id, "d": tap.direction.value, "a": tap.at.isoformat()})


def taps_between(start: date, end: date) -> list[Tap]:
    raise NotImplementedError  # 本番実装は省略（出席簿バッチ側）
