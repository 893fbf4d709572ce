from datetime import date, timedelta

from rest_framework import permissions
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import ClassSession


class WeekTimetableView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def get(self, request):
        monday = date.fromisoformat(request.query_params.get("monday") or date.today().isoformat())
        monday -= timedelta(days=monday.weekday())
        sessions = (
            ClassSession.objects.select_related("course__teacher", "classroom")
            .filter(date__range=(monday, monday + timedelta(days=6)), cancelled=False)
            .order_by("date", "course__start_time")
        )
        return Response([
            {
                "date": s.date,
                "title": s.course.title,
                "teacher": s.course.teacher.name,
                "classroom": str(s.classroom),
                "start": s.course.start_time,
            }
            for s in sessions
        ])
