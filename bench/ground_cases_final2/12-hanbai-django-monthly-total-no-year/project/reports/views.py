from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse

from .services import monthly_breakdown, monthly_revenue


@staff_member_required
def monthly(request, year: int, month: int):
    """月次レポート画面（BI ダッシュボード）が読む JSON。"""
    breakdown = [{"channel": r["channel"], "total": int(r["total"])} for r in monthly_breakdown(year, month)]
    return JsonResponse({
        "year": year,
        "month": month,
        "breakdown": breakdown,
        "total": int(monthly_revenue(year, month)),
    })
