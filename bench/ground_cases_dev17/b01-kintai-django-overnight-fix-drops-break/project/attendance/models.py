from django.db import models


class Department(models.Model):
    code = models.CharField(max_length=16, unique=True)
    name = models.CharField(max_length=64)

    def __str__(self) -> str:
        return self.name


class Employee(models.Model):
    code = models.CharField(max_length=16, unique=True)
    name = models.CharField(max_length=64)
    department = models.ForeignKey(Department, on_delete=models.PROTECT, related_name="employees")
    active = models.BooleanField(default=True)

    def __str__(self) -> str:
        return f"{self.code} {self.name}"


class TimeEntry(models.Model):
    employee = models.ForeignKey(Employee, on_delete=models.CASCADE, related_name="entries")
    work_date = models.DateField()
    clock_in = models.DateTimeField()
    clock_out = models.DateTimeField(null=True, blank=True)
    break_minutes = models.PositiveIntegerField(default=0)
    note = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["work_date", "clock_in"]
        indexes = [models.Index(fields=["employee", "work_date"])]

    def __str__(self) -> str:
        return f"{self.employee.code} {self.work_date}"
