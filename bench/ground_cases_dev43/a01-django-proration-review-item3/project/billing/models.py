from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=200)
    email = models.EmailField(unique=True)
    # IANA name, e.g. "America/Los_Angeles"; billing periods are dates in this zone
    timezone = models.CharField(max_length=64, default="UTC")
    stripe_customer_id = models.CharField(max_length=64, blank=True)

    def __str__(self) -> str:
        return self.name


class Plan(models.Model):
    code = models.SlugField(unique=True)
    name = models.CharField(max_length=100)
    price = models.DecimalField(max_digits=10, decimal_places=2)
    currency = models.CharField(max_length=3, default="USD")
    active = models.BooleanField(default=True)

    def __str__(self) -> str:
        return f"{self.name} ({self.price} {self.currency})"


class Subscription(models.Model):
    customer = models.ForeignKey(Customer, on_delete=models.CASCADE, related_name="subscriptions")
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT)
    current_period_start = models.DateField()
    current_period_end = models.DateField()
    canceled_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)


class PendingItem(models.Model):
    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE, related_name="pending_items")
    description = models.CharField(max_length=200)
    amount = models.DecimalField(max_digits=10, decimal_places=2)
    currency = models.CharField(max_length=3)
    invoiced = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
