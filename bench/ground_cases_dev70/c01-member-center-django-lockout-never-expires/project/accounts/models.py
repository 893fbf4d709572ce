from __future__ import annotations

from django.contrib.auth.models import AbstractUser
from django.db import models


class Member(AbstractUser):
    """会员。username 用手机号或自定义账号，email 用于找回密码。"""

    phone = models.CharField(max_length=20, blank=True)
    nickname = models.CharField(max_length=40, blank=True)
    timezone = models.CharField(max_length=40, default="Asia/Shanghai")
    locale = models.CharField(max_length=10, default="zh-hans")
    email_verified = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "member"
        verbose_name = "会员"
        verbose_name_plural = "会员"

    def __str__(self) -> str:
        return self.nickname or self.username

    @property
    def display_name(self) -> str:
        return self.nickname or self.username

    def mark_email_verified(self) -> None:
        if not self.email_verified:
            self.email_verified = True
            self.save(update_fields=["email_verified"])
