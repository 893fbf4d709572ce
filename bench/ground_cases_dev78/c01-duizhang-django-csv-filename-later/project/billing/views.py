from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest
from django.shortcuts import get_object_or_404

from billing.exports import build_statement_csv, statement_queryset
from billing.models import Merchant


@login_required
def export_statement(request, merchant_id):
    month = request.GET.get("month", "")
    if len(month) != 7 or month[4] != "-":
        return HttpResponseBadRequest("month 格式应为 YYYY-MM")
    merchant = get_object_or_404(Merchant, pk=merchant_id)
    content = build_statement_csv(statement_queryset(merchant, month))
    filename = f"{merchant.name}_对账单_{month}.csv"
    response = HttpResponse(content, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@login_required
def statement_summary(request, merchant_id):
    month = request.GET.get("month", "")
    merchant = get_object_or_404(Merchant, pk=merchant_id)
    qs = statement_queryset(merchant, month)
    total = sum((s.net_amount for s in qs), start=0)
    return HttpResponse(f"{merchant.name} {month} 实收合计 {total}")
