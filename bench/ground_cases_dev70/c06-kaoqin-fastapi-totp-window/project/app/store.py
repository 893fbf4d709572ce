"""内存版用户表：测试和本地开发用，线上换成 MySQL 实现（同样的接口）。"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from passlib.hash import bcrypt


@dataclass
class User:
    id: int
    phone: str
    password_hash: str
    name: str
    timezone: str = "Asia/Shanghai"
    locale: str = "zh-CN"
    totp_secret: str | None = None
    last_login_at: datetime | None = None
    recovery_codes: list[str] = field(default_factory=list)


_users: dict[int, User] = {
    1: User(1, "13700000001", bcrypt.hash("pass-0001"), "赵敏"),
    2: User(2, "13700000002", bcrypt.hash("pass-0002"), "钱多多", totp_secret="JBSWY3DPEHPK3PXP"),
}


def by_phone(phone: str) -> User | None:
    return next((u for u in _users.values() if u.phone == phone), None)


def by_id(user_id: int) -> User | None:
    return _users.get(user_id)


def save(user: User) -> None:
    _users[user.id] = user
