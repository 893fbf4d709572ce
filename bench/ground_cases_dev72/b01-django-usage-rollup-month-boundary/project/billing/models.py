from django.db import models


class Workspace(models.Model):
    name = models.CharField(max_length=120)
    plan = models.CharField(max_length=20, default="free")
    created_at = models.DateTimeField(auto_now_add=True)


class Project(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="projects")
    name = models.CharField(max_length=120)
    archived = models.BooleanField(default=False)


class UsageRecord(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="usage")
    metric = models.CharField(max_length=40)  # "api_call", "storage_mb"
    quantity = models.PositiveIntegerField(default=1)
    recorded_at = models.DateTimeField(db_index=True)


class MonthlyUsage(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="monthly")
    metric = models.CharField(max_length=40)
    year = models.PositiveSmallIntegerField()
    month = models.PositiveSmallIntegerField()
    total = models.PositiveBigIntegerField(default=0)

    class Meta:
        unique_together = [("workspace", "metric", "year", "month")]
