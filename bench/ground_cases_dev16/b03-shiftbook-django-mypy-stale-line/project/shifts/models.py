from __future__ import annotations

from django.db import models

from stores.models import Store


class Staff(models.Model):
    name = models.CharField(max_length=80)
    store = models.ForeignKey(Store, on_delete=models.PROTECT, related_name="staff")
    is_manager = models.BooleanField(default=False)

    def __str__(self) -> str:
        return self.name


class Shift(models.Model):
    store = models.ForeignKey(Store, on_delete=models.PROTECT, related_name="shifts")
    staff = models.ForeignKey(Staff, null=True, blank=True, on_delete=models.SET_NULL, related_name="shifts")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()

    class Meta:
        ordering = ["starts_at"]

    def __str__(self) -> str:
        return f"{self.store} {self.starts_at:%m/%d %H:%M}-{self.ends_at:%H:%M}"


class SwapRequest(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "申請中"
        APPROVED = "approved", "承認済み"
        REJECTED = "rejected", "却下"

    shift = models.ForeignKey(Shift, on_delete=models.CASCADE, related_name="swap_requests")
    target_shift = models.ForeignKey(Shift, on_delete=models.CASCADE, related_name="+")
    requested_by = models.ForeignKey(Staff, on_delete=models.CASCADE, related_name="+")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    decided_by = models.ForeignKey(Staff, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
