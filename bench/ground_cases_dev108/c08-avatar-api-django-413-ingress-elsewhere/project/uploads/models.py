import uuid

from django.conf import settings
from django.db import models


def avatar_path(instance, filename):
    ext = filename.rsplit(".", 1)[-1].lower()
    return f"avatars/{instance.user_id}/{uuid.uuid4().hex}.{ext}"


class Avatar(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="avatars")
    image = models.ImageField(upload_to=avatar_path)
    width = models.PositiveIntegerField(default=0)
    height = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    is_current = models.BooleanField(default=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["user", "is_current"])]

    def __str__(self):
        return f"Avatar({self.user_id}, {self.image.name})"

    def make_current(self):
        Avatar.objects.filter(user=self.user, is_current=True).exclude(pk=self.pk).update(is_current=False)
        if not self.is_current:
            self.is_current = True
            self.save(update_fields=["is_current"])
