from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone


def default_due():
    return timezone.now() + timedelta(days=3)


class Ticket(models.Model):
    class Status(models.TextChoices):
        OPEN = "open", "未対応"
        IN_PROGRESS = "in_progress", "対応中"
        CLOSED = "closed", "完了"

    class Priority(models.IntegerChoices):
        LOW = 1, "低"
        NORMAL = 2, "中"
        HIGH = 3, "高"

    subject = models.CharField(max_length=200)
    body = models.TextField()
    customer_email = models.EmailField()
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.OPEN)
    priority = models.IntegerField(choices=Priority.choices, default=Priority.NORMAL)
    assignee = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(default=timezone.now())
    updated_at = models.DateTimeField(auto_now=True)
    due_at = models.DateTimeField(default=default_due)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"#{self.pk} {self.subject}"

    @property
    def is_overdue(self):
        return self.status != self.Status.CLOSED and self.due_at < timezone.now()
