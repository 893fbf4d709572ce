import hashlib
import secrets

from django.contrib.auth.models import AbstractUser
from django.db import models
from django.utils import timezone


class User(AbstractUser):
    email = models.EmailField(unique=True)
    password_changed_at = models.DateTimeField(null=True, blank=True)

    def set_password(self, raw_password):
        super().set_password(raw_password)
        self.password_changed_at = timezone.now()


class RememberToken(models.Model):
    """A long-lived "remember me" token. Only the SHA-256 of the secret is stored."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="remember_tokens")
    selector = models.CharField(max_length=24, unique=True)
    digest = models.CharField(max_length=64)
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(null=True, blank=True)
    user_agent = models.CharField(max_length=255, blank=True)

    @staticmethod
    def hash(secret: str) -> str:
        return hashlib.sha256(secret.encode()).hexdigest()

    @classmethod
    def issue(cls, user, user_agent=""):
        selector = secrets.token_urlsafe(12)
        secret = secrets.token_urlsafe(32)
        cls.objects.create(user=user, selector=selector, digest=cls.hash(secret), user_agent=user_agent[:255])
        return f"{selector}:{secret}"
