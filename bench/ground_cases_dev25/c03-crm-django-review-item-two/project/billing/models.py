from django.db import models, transaction


class Customer(models.Model):
    name = models.CharField(max_length=200)
    email = models.EmailField()


class Plan(models.Model):
    name = models.CharField(max_length=100)
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)


class Subscription(models.Model):
    customer = models.ForeignKey(Customer, on_delete=models.CASCADE, related_name="subscriptions")
    started_at = models.DateTimeField()


class SubscriptionItem(models.Model):
    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE, related_name="items")
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT)
    quantity = models.PositiveIntegerField(default=1)


class Invoice(models.Model):
    class Status(models.TextChoices):
        OPEN = "open"
        PAID = "paid"
        VOID = "void"

    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="invoices")
    subscription = models.ForeignKey(Subscription, on_delete=models.PROTECT, null=True)
    number = models.CharField(max_length=20, unique=True)
    period_start = models.DateField()
    period_end = models.DateField()
    issued_at = models.DateTimeField()
    due_at = models.DateTimeField()
    reminded_at = models.DateField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)

    @classmethod
    def next_number(cls):
        with transaction.atomic():
            last = cls.objects.select_for_update().order_by("-id").first()
            seq = (last.id + 1) if last else 1
        return f"INV-{seq:06d}"


class InvoiceLine(models.Model):
    invoice = models.ForeignKey(Invoice, on_delete=models.CASCADE, related_name="lines")
    description = models.CharField(max_length=200)
    quantity = models.PositiveIntegerField(default=1)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
