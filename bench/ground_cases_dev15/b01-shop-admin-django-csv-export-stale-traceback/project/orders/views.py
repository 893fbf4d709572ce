import csv
from datetime import date

from django.contrib.auth.decorators import login_required
from django.db.models import Count, Sum
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET

from .models import Order
from .serializers import serialize_order

PAGE_SIZE = 50
CSV_HEADER = ["注文番号", "注文日時", "顧客名", "メール", "ステータス", "金額"]


@login_required
@require_GET
def order_list(request):
    qs = Order.objects.filter(shop=request.user.shop).select_related("customer")
    status = request.GET.get("status")
    if status:
        qs = qs.filter(status=status)
    page = max(int(request.GET.get("page", "1")), 1)
    offset = (page - 1) * PAGE_SIZE
    items = qs[offset:offset + PAGE_SIZE]
    return JsonResponse({
        "results": [serialize_order(o) for o in items],
        "page": page,
        "count": qs.count(),
    })


@login_required
@require_GET
def order_detail(request, pk):
    order = get_object_or_404(Order.objects.select_related("customer"), pk=pk, shop=request.user.shop)
    return JsonResponse(serialize_order(order))


@login_required
@require_GET
def order_stats(request):
    qs = Order.objects.filter(shop=request.user.shop)
    rows = qs.values("status").annotate(n=Count("id"), amount=Sum("total"))
    return JsonResponse({
        "by_status": {r["status"]: {"count": r["n"], "amount": int(r["amount"] or 0)} for r in rows},
        "total": qs.count(),
    })


def _export_filename(start, end):
    """orders_20250101-20250131.csv"""
    return f"orders_{start:%Y%m%d}-{end:%Y%m%d}.csv"


@login_required
@require_GET
def export_orders_csv(request):
    qs = Order.objects.filter(shop=request.user.shop).select_related("customer").order_by("created_at")
    start = date.fromisoformat(request.GET.get("from"))
    end = date.fromisoformat(request.GET.get("to"))
    qs = qs.filter(created_at__date__gte=start, created_at__date__lte=end)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{_export_filename(start, end)}"'
    response.write("\ufeff")  # Excel が UTF-8 と認識するように BOM を付ける
    writer = csv.writer(response)
    writer.writerow(CSV_HEADER)
    for o in qs.iterator():
        writer.writerow([
            o.number,
            o.created_at.strftime("%Y-%m-%d %H:%M"),
            o.customer.name,
            o.customer.email,
            o.get_status_display(),
            int(o.total),
        ])
    return response
