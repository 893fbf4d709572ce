from django.db import models
from django.utils import timezone


class ReminderQuerySet(models.QuerySet):
    def due(self):
        return self.filter(sent_at__isnull=True, send_at__lte=timezone.now())


class Reminder(models.Model):
    user_email = models.EmailField()
    subject = models.CharField(max_length=200)
    body = models.TextField()
    send_at = models.DateTimeField(db_index=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = ReminderQuerySet.as_manager()

    class Meta:
        ordering = ["send_at"]

    def __str__(self) -> str:
        return f"{self.subject} -> {self.user_email}"

    def mark_sent(self) -> None:
        self.sent_at = timezone.now()
        self.save(update_fields=["sent_at"])

    @property
    def is_due(self) -> bool:
        return self.sent_at is None and self.send_at <= timezone.now()
