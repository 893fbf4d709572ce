from django.contrib import admin

from .models import Classroom, Course, Enrollment, Student, Teacher


@admin.register(Course)
class CourseAdmin(admin.ModelAdmin):
    list_display = ("title", "term", "teacher", "classroom", "weekday", "start_time")
    list_filter = ("term", "subject")
    list_select_related = ("teacher", "classroom")


@admin.register(Enrollment)
class EnrollmentAdmin(admin.ModelAdmin):
    list_display = ("student", "course", "status", "created_at")
    list_filter = ("status", "course__term")
    list_select_related = ("student", "course")
    search_fields = ("student__name", "student__parent_phone", "course__title")


admin.site.register(Teacher)
admin.site.register(Classroom)
admin.site.register(Student)
