"""登录失败次数限制：同一用户名 + IP 在窗口期内失败 MAX_ATTEMPTS 次后锁定。"""
from __future__ import annotations

import hashlib

from django.core.cache import cache


class LoginThrottle:
    MAX_ATTEMPTS = 5
    WINDOW_SECONDS = 15 * 60
    PREFIX = "login-fail"

    def _key(self, username: str, ip: str) -> str:
        digest = hashlib.sha1(f"{username.lower()}|{ip}".encode()).hexdigest()
        return f"{self.PREFIX}:{digest}"

    def attempts(self, username: str, ip: str) -> int:
        return cache.get(self._key(username, ip), 0)

    def is_locked(self, username: str, ip: str) -> bool:
        return self.attempts(username, ip) >= self.MAX_ATTEMPTS

    def remaining(self, username: str, ip: str) -> int:
        return max(0, self.MAX_ATTEMPTS - self.attempts(username, ip))

    def hit(self, username: str, ip: str) -> int:
        key = self._key(username, ip)
        cache.add(key, 0)
        return cache.incr(key)

    def reset(self, username: str, ip: str) -> None:
        cache.delete(self._key(username, ip))


login_throttle = LoginThrottle()
