from django.db import models


class Course(models.Model):
    name = models.CharField("课程名", max_length=100)
    teacher = models.CharField("任课老师", max_length=50)
    capacity = models.PositiveIntegerField("容量", default=60)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.name


class Enrollment(models.Model):
    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="enrollments")
    student_no = models.CharField("学号", max_length=20)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        unique_together = ("course", "student_no")
