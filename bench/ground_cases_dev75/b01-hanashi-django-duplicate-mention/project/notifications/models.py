from django.conf import settings
from django.db import models


class Notification(models.Model):
    KIND_MENTION = "mention"
    KIND_REPLY = "reply"
    KINDS = [(KIND_MENTION, "メンション"), (KIND_REPLY, "返信")]

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications")
    message = models.ForeignKey("chat.Message", on_delete=models.CASCADE, related_name="notifications")
    kind = models.CharField(max_length=20, choices=KINDS)
    created_at = models.DateTimeField(auto_now_add=True)
    seen_at = models.DateTimeField(null=True, blank=True)
    emailed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "message"], name="notifications_notification_user_id_message_id_uniq")
        ]
        indexes = [models.Index(fields=["user", "seen_at"])]

    def __str__(self):
        return f"{self.kind} -> {self.user_id} ({self.message_id})"
