from django.conf import settings
from django.db import models


class Workspace(models.Model):
    name = models.CharField(max_length=80)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="owned_workspaces")
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.name


class Membership(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    role = models.CharField(max_length=12, default="member")
    active = models.BooleanField(default=True)


class Project(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="projects")
    name = models.CharField(max_length=80)
    archived = models.BooleanField(default=False)


class UsageCounter(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE)
    metric = models.CharField(max_length=32)
    month = models.DateField()
    value = models.BigIntegerField(default=0)
    archived = models.BooleanField(default=False)
