from django.db import models


class Partner(models.Model):
    name = models.CharField(max_length=100)
    webhook_url = models.URLField(blank=True)
    webhook_secret = models.CharField(max_length=64, blank=True)

    def __str__(self):
        return self.name


class Order(models.Model):
    STATUSES = [("new", "new"), ("paid", "paid"), ("shipped", "shipped"), ("cancelled", "cancelled")]

    # 64-bit id from the partner's own system (snowflake-style), unique per partner
    external_id = models.BigIntegerField()
    partner = models.ForeignKey(Partner, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=STATUSES, default="new")
    total = models.DecimalField(max_digits=12, decimal_places=2)
    currency = models.CharField(max_length=3, default="EUR")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [models.UniqueConstraint(fields=["partner", "external_id"], name="uniq_partner_external_id")]
