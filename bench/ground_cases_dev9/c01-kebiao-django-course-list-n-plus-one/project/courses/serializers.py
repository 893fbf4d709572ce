from rest_framework import serializers

from .models import Course, Enrollment, Teacher


class TeacherSerializer(serializers.ModelSerializer):
    class Meta:
        model = Teacher
        fields = ["id", "name", "subjects"]


class CourseSerializer(serializers.ModelSerializer):
    teacher_name = serializers.CharField(source="teacher.name", read_only=True)
    classroom_name = serializers.CharField(source="classroom.__str__", read_only=True)
    students_count = serializers.IntegerField(read_only=True)

    class Meta:
        model = Course
        fields = [
            "id", "title", "subject", "term", "teacher", "teacher_name",
            "classroom", "classroom_name", "weekday", "start_time", "end_time",
            "max_students", "students_count",
        ]


class EnrollmentSerializer(serializers.ModelSerializer):
    student_name = serializers.CharField(source="student.name", read_only=True)

    class Meta:
        model = Enrollment
        fields = ["id", "student", "student_name", "status", "created_at"]
