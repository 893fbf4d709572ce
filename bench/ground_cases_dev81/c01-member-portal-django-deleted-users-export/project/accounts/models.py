from django.contrib.auth.models import AbstractUser, UserManager
from django.db import models
from django.utils import timezone


class AliveUserManager(UserManager):
    """Users that have not deleted their account."""

    def get_queryset(self):
        return super().get_queryset().filter(deleted_at__isnull=True)


class User(AbstractUser):
    phone = models.CharField(max_length=20, blank=True)
    nickname = models.CharField(max_length=40, blank=True)
    marketing_opt_in = models.BooleanField(default=True)
    plan = models.CharField(max_length=16, default="free")
    deleted_at = models.DateTimeField(null=True, blank=True)

    objects = UserManager()
    alive = AliveUserManager()

    class Meta:
        db_table = "accounts_user"

    def soft_delete(self):
        """Account deletion from the app: keep the row for orders and invoices,
        scrub what identifies the person."""
        self.deleted_at = timezone.now()
        self.marketing_opt_in = False
        self.phone = ""
        self.save(update_fields=["deleted_at", "marketing_opt_in", "phone"])

    @property
    def is_deleted(self):
        return self.deleted_at is not None

    def __str__(self):
        return self.nickname or self.username
