from django.db import models


class Employee(models.Model):
    name = models.CharField(max_length=100)
    department = models.CharField(max_length=50)
    active = models.BooleanField(default=True)

    def __str__(self) -> str:
        return self.name


class Punch(models.Model):
    IN = "in"
    OUT = "out"
    KINDS = [(IN, "clock in"), (OUT, "clock out")]

    employee = models.ForeignKey(Employee, on_delete=models.CASCADE, related_name="punches")
    work_date = models.DateField(db_index=True)
    kind = models.CharField(max_length=3, choices=KINDS)
    at = models.DateTimeField(auto_now_add=True)
    late = models.BooleanField(default=False)
    overtime_minutes = models.PositiveIntegerField(default=0)
    closed = models.BooleanField(default=False)

    class Meta:
        indexes = [models.Index(fields=["employee", "work_date"])]
