import secrets
from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import AbstractUser
from django.db import models
from django.utils import timezone


class Member(AbstractUser):
    email = models.EmailField(unique=True)
    display_name = models.CharField(max_length=40, blank=True)
    last_login_ip = models.GenericIPAddressField(null=True, blank=True)

    USERNAME_FIELD = "email"
    REQUIRED_FIELDS = ["username"]

    def __str__(self):
        return self.display_name or self.email


class PasswordResetToken(models.Model):
    member = models.ForeignKey(Member, on_delete=models.CASCADE, related_name="reset_tokens")
    token = models.CharField(max_length=64, unique=True, default=secrets.token_urlsafe)
    created_at = models.DateTimeField(default=timezone.now)
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def is_expired(self):
        ttl = timedelta(minutes=settings.RESET_TOKEN_TTL_MINUTES)
        return timezone.now() > self.created_at + ttl

    def is_usable(self):
        return self.used_at is None and not self.is_expired()

    def mark_used(self):
        self.used_at = timezone.now()
        self.save(update_fields=["used_at"])
