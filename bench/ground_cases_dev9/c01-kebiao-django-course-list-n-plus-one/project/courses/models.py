from django.db import models


class Teacher(models.Model):
    name = models.CharField(max_length=64)
    phone = models.CharField(max_length=20, blank=True)
    subjects = models.CharField(max_length=128, blank=True)
    active = models.BooleanField(default=True)

    def __str__(self):
        return self.name


class Classroom(models.Model):
    name = models.CharField(max_length=32)
    campus = models.CharField(max_length=32)
    capacity = models.PositiveSmallIntegerField(default=20)

    def __str__(self):
        return f"{self.campus} {self.name}"


class Student(models.Model):
    name = models.CharField(max_length=64)
    parent_phone = models.CharField(max_length=20)
    grade = models.CharField(max_length=16)

    def __str__(self):
        return self.name


class Course(models.Model):
    WEEKDAYS = [(i, f"周{d}") for i, d in enumerate("一二三四五六日", start=1)]

    title = models.CharField(max_length=100)
    subject = models.CharField(max_length=32)
    term = models.CharField(max_length=16, db_index=True)
    teacher = models.ForeignKey(Teacher, on_delete=models.PROTECT, related_name="courses")
    classroom = models.ForeignKey(Classroom, on_delete=models.PROTECT, related_name="courses")
    weekday = models.PositiveSmallIntegerField(choices=WEEKDAYS)
    start_time = models.TimeField()
    end_time = models.TimeField()
    max_students = models.PositiveSmallIntegerField(default=12)

    def __str__(self):
        return f"{self.term} {self.title}"


class Enrollment(models.Model):
    STATUS = [("active", "在读"), ("paused", "停课"), ("dropped", "退课")]

    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="enrollments")
    student = models.ForeignKey(Student, on_delete=models.CASCADE, related_name="enrollments")
    status = models.CharField(max_length=16, choices=STATUS, default="active")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        unique_together = [("course", "student")]
