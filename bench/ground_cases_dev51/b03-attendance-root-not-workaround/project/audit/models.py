from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone


class AuditLog(models.Model):
    ACTIONS = [("create", "create"), ("update", "update"), ("delete", "delete"), ("export", "export")]

    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)
    action = models.CharField(max_length=16, choices=ACTIONS)
    target = models.CharField(max_length=200)
    detail = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["-created_at"], name="audit_created_at_idx")]

    def __str__(self) -> str:
        return f"{self.created_at:%Y-%m-%d %H:%M} {self.action} {self.target}"


def record(actor, action: str, target: str, **detail) -> AuditLog:
    return AuditLog.objects.create(actor=actor, action=action, target=target, detail=detail)


def purge_older_than(days: int) -> int:
    cutoff = timezone.now() - timedelta(days=days)
    deleted, _ = AuditLog.objects.filter(created_at__lt=cutoff).delete()
    return deleted
