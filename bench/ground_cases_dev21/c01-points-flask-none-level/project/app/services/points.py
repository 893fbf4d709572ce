"""积分相关的业务逻辑：加积分、算会员等级。"""
from __future__ import annotations

from app.extensions import db
from app.models import Member, PointRecord

# (门槛, 等级名)，从高到低
LEVELS = [
    (20000, "钻石会员"),
    (8000, "金卡会员"),
    (2000, "银卡会员"),
    (0, "普通会员"),
]

REASONS = {"order", "refund", "manual", "signin"}


def add_points(member: Member, amount: int, reason: str, order_no: str | None = None) -> PointRecord:
    if reason not in REASONS:
        raise ValueError(f"unknown reason: {reason}")
    record = PointRecord(member_id=member.id, amount=amount, reason=reason, order_no=order_no)
    member.total_points = (member.total_points or 0) + amount
    db.session.add(record)
    db.session.commit()
    return record


def level_name(points: int) -> str:
    for threshold, name in LEVELS:
        if points >= threshold:
            return name
    return LEVELS[-1][1]


def next_level_gap(points: int) -> int | None:
    """离下一个等级还差多少分；已经是最高级返回 None。"""
    for threshold, _ in reversed(LEVELS):
        if threshold > (points or 0):
            return threshold - (points or 0)
    return None
