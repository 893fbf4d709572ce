from django.db import models


class Employee(models.Model):
    code = models.CharField("社員番号", max_length=16, unique=True)
    name = models.CharField("氏名", max_length=64)
    department = models.CharField("部署", max_length=64, blank=True)
    is_active = models.BooleanField("在籍", default=True)

    class Meta:
        ordering = ["code"]

    def __str__(self) -> str:
        return f"{self.code} {self.name}"


class TimeEntry(models.Model):
    """1 日 1 件の勤怠。clock_out が clock_in より前なら日付をまたいだ勤務。"""

    employee = models.ForeignKey(Employee, on_delete=models.CASCADE, related_name="entries")
    work_date = models.DateField("勤務日")
    clock_in = models.TimeField("出勤")
    clock_out = models.TimeField("退勤")
    break_minutes = models.PositiveIntegerField("休憩 (分)", default=60)
    note = models.CharField("備考", max_length=200, blank=True)

    class Meta:
        ordering = ["work_date"]
        constraints = [
            models.UniqueConstraint(fields=["employee", "work_date"], name="one_entry_per_day"),
        ]

    def __str__(self) -> str:
        return f"{self.employee.code} {self.work_date}"
