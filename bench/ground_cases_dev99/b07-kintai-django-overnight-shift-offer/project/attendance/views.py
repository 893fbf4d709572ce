import csv

from django.http import HttpResponse
from rest_framework import viewsets
from rest_framework.decorators import api_view
from rest_framework.response import Response

from attendance.models import Employee, TimeEntry
from attendance.serializers import EmployeeSerializer, TimeEntrySerializer
from attendance.services import monthly_summary


class EmployeeViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Employee.objects.filter(is_active=True)
    serializer_class = EmployeeSerializer


class TimeEntryViewSet(viewsets.ModelViewSet):
    serializer_class = TimeEntrySerializer

    def get_queryset(self):
        qs = TimeEntry.objects.select_related("employee")
        employee = self.request.query_params.get("employee")
        if employee:
            qs = qs.filter(employee__code=employee)
        return qs


@api_view(["GET"])
def summary(request, year: int, month: int):
    rows = [monthly_summary(e, year, month) for e in Employee.objects.filter(is_active=True)]
    return Response({"year": year, "month": month, "rows": rows})


CSV_COLUMNS = [
    ("employee", "社員番号"),
    ("name", "氏名"),
    ("days", "出勤日数"),
    ("worked_minutes", "実労働(分)"),
    ("overtime_minutes", "残業(分)"),
    ("night_minutes", "深夜(分)"),
    ("over_limit", "45時間超"),
]


@api_view(["GET"])
def summary_csv(request, year: int, month: int):
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="kintai-{year}-{month:02d}.csv"'
    response.write("\ufeff")  # Excel が UTF-8 と判定できるよう BOM を付ける
    writer = csv.writer(response)
    writer.writerow([label for _, label in CSV_COLUMNS])
    for e in Employee.objects.filter(is_active=True):
        row = monthly_summary(e, year, month)
        writer.writerow(["○" if row[key] is True else "" if row[key] is False else row[key]
                         for key, _ in CSV_COLUMNS])
    return response
