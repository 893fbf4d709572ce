from django.db.models import Count, Q
from rest_framework import permissions, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from .models import Course, Teacher
from .serializers import CourseSerializer, EnrollmentSerializer, TeacherSerializer


class TeacherViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Teacher.objects.filter(active=True).order_by("name")
    serializer_class = TeacherSerializer
    permission_classes = [permissions.IsAuthenticated]


class CourseViewSet(viewsets.ModelViewSet):
    serializer_class = CourseSerializer
    permission_classes = [permissions.IsAuthenticated]
    filterset_fields = ["term", "teacher", "subject"]

    def get_queryset(self):
        qs = Course.objects.annotate(
            students_count=Count("enrollments", filter=Q(enrollments__status="active"))
        )
        return qs.order_by("weekday", "start_time")

    @action(detail=True, methods=["get"])
    def roster(self, request, pk=None):
        course = self.get_object()
        enrollments = course.enrollments.select_related("student").filter(status="active")
        return Response(EnrollmentSerializer(enrollments, many=True).data)
