import csv
from datetime import date

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, JsonResponse
from django.shortcuts import render

from attendance.models import Employee
from attendance.services import monthly_summary


def _year_month(request) -> tuple[int, int]:
    today = date.today()
    year = int(request.GET.get("year", today.year))
    month = int(request.GET.get("month", today.month))
    return year, month


def _report_rows(request):
    year, month = _year_month(request)
    employees = Employee.objects.filter(active=True).select_related("department").order_by("code")
    dept = request.GET.get("dept")
    if dept:
        employees = employees.filter(department__code=dept)
    return year, month, dept, [monthly_summary(e, year, month) for e in employees]


@login_required
def monthly_report(request):
    year, month, dept, rows = _report_rows(request)
    return render(request, "attendance/monthly_report.html",
                  {"rows": rows, "year": year, "month": month, "dept": dept})


@login_required
def monthly_report_csv(request):
    year, month, dept, rows = _report_rows(request)
    response = HttpResponse(content_type="text/csv; charset=utf-8-sig")
    response["Content-Disposition"] = f'attachment; filename="kintai-{year}{month:02d}.csv"'
    response.write("\ufeff")  # Excel が UTF-8 と認識するように BOM を付ける
    writer = csv.writer(response)
    writer.writerow(["社員番号", "氏名", "出勤日数", "勤務(分)", "残業(分)", "深夜(分)"])
    for r in rows:
        writer.writerow([r.code, r.name, r.days, r.worked_minutes, r.overtime_minutes, r.night_minutes])
    return response


@login_required
def my_summary(request):
    year, month = _year_month(request)
    employee = Employee.objects.get(code=request.user.username)
    s = monthly_summary(employee, year, month)
    return JsonResponse({
        "year": year,
        "month": month,
        "days": s.days,
        "worked_minutes": s.worked_minutes,
        "overtime_minutes": s.overtime_minutes,
        "night_minutes": s.night_minutes,
    })
