"""会员积分：实付 1 元 = 1 积分，每周三会员日双倍。"""
from __future__ import annotations

from datetime import datetime

from app.models import Order, Store

MEMBER_DAY_WEEKDAY = 2  # 周三（Monday=0）


def earned_for(order: Order, paid_at: datetime) -> int:
    base = order.total_fee // 100
    if paid_at.weekday() == MEMBER_DAY_WEEKDAY:
        base *= 2
    return base


def add(store: Store, member_id: str, n: int) -> int:
    store.points[member_id] = store.points.get(member_id, 0) + n
    return store.points[member_id]


def deduct(store: Store, member_id: str, n: int) -> int:
    """扣积分，最多扣到 0（已经花掉的积分不追回）。"""
    store.points[member_id] = max(0, store.points.get(member_id, 0) - n)
    return store.points[member_id]


def balance(store: Store, member_id: str) -> int:
    return store.points.get(member_id, 0)
