from django.conf import settings
from django.db import models
from django.utils import timezone


class Activity(models.Model):
    """Something a user did that shows up in their followers' feeds."""

    class Verb(models.TextChoices):
        POSTED = "posted"
        COMMENTED = "commented"
        LIKED = "liked"
        FOLLOWED = "followed"

    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="activities")
    verb = models.CharField(max_length=20, choices=Verb.choices)
    target_type = models.CharField(max_length=40)
    target_id = models.PositiveBigIntegerField()
    summary = models.CharField(max_length=280, blank=True)
    # imports from the old system set this explicitly, often the same second for a whole batch
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        # newest first; id breaks ties between activities with the same timestamp
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["-created_at", "-id"], name="activity_feed_idx")]

    def __str__(self) -> str:
        return f"{self.actor_id} {self.verb} {self.target_type}:{self.target_id}"


class Follow(models.Model):
    follower = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="following")
    followee = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="followers")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["follower", "followee"], name="uniq_follow")]
