from django.db import IntegrityError
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Course, Enrollment


@require_GET
def course_list(request):
    data = [
        {"id": c.id, "name": c.name, "teacher": c.teacher, "capacity": c.capacity,
         "enrolled": c.enrollments.count()}
        for c in Course.objects.order_by("id")
    ]
    return JsonResponse({"items": data})


@require_POST
def enroll(request, course_id):
    course = get_object_or_404(Course, pk=course_id)
    student_no = request.POST.get("student_no", "").strip()
    if not student_no:
        return JsonResponse({"error": "缺少学号"}, status=400)
    if course.enrollments.count() >= course.capacity:
        return JsonResponse({"error": "课程已满"}, status=409)
    try:
        Enrollment.objects.create(course=course, student_no=student_no)
    except IntegrityError:
        return JsonResponse({"error": "已选过该课程"}, status=409)
    return JsonResponse({"ok": True}, status=201)
