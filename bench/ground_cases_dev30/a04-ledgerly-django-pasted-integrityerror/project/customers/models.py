from dateutil.relativedelta import relativedelta
from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=200)
    email = models.EmailField()
    payment_terms_days = models.PositiveSmallIntegerField(default=14)

    def __str__(self) -> str:
        return self.name


class Plan(models.Model):
    name = models.CharField(max_length=100)
    price = models.DecimalField(max_digits=10, decimal_places=2)


class Subscription(models.Model):
    customer = models.ForeignKey(Customer, on_delete=models.CASCADE, related_name="subscriptions")
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT)
    active = models.BooleanField(default=True)
    next_period_start = models.DateField()

    def advance_period(self) -> None:
        self.next_period_start = self.next_period_start + relativedelta(months=1)
        self.save(update_fields=["next_period_start"])
