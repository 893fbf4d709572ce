from django.conf import settings
from django.db import models


class Request(models.Model):
    KIND_CHOICES = (
        ("equipment", "備品購入"),
        ("travel", "出張"),
        ("other", "その他"),
    )
    STATUS_CHOICES = (
        ("draft", "下書き"),
        ("submitted", "申請中"),
        ("approved", "承認済"),
        ("rejected", "却下"),
    )

    applicant = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="requests")
    kind = models.CharField(max_length=20, choices=KIND_CHOICES)
    title = models.CharField(max_length=200)
    amount = models.PositiveIntegerField(default=0)
    status = models.CharField(max_length=20, choices=STATUS_CHOICES, default="draft")
    submitted_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return "%s (%s)" % (self.title, self.get_status_display())

    def can_view(self, user):
        return user.is_staff or user.pk == self.applicant_id
