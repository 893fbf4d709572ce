from django.db import models

from courses.models import Classroom, Course


class ClassSession(models.Model):
    """一次具体的上课（由 Course 按周生成）。"""

    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="sessions")
    classroom = models.ForeignKey(Classroom, on_delete=models.PROTECT)
    date = models.DateField(db_index=True)
    cancelled = models.BooleanField(default=False)
