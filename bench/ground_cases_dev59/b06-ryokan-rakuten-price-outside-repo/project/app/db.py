from __future__ import annotations

import os
from datetime import date

from sqlalchemy import create_engine, text

engine = create_engine(os.environ.get("DATABASE_URL", "sqlite:///yunoyado.db"))


def booked_rooms(room_type: str, day: date) -> int:
    """その日の泊まりで埋まっている部屋数（自社サイト＋ねっぱん!から取り込んだOTA予約）"""
    sql = text(
        "SELECT COUNT(*) FROM bookings WHERE room_type = :rt AND check_in <= :d AND check_out > :d "
        "AND status != 'cancelled'"
    )
    with engine.connect() as conn:
        return conn.execute(sql, {"rt": room_type, "d": day}).scalar_one()
