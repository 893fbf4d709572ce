from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, JsonResponse

from core.cache import cached, etag_for
from reports.queries import labour_cost, total_hours


@login_required
def labour_report(request, store_id: int):
    month = request.GET.get("month")
    order = request.GET.get("order", "cost")
    if not month:
        return JsonResponse({"error": "month is required"}, status=400)
    rows = cached("labour", {"store": store_id, "month": month, "order": order},
                  lambda: labour_cost(store_id, month, order))
    return JsonResponse({"rows": rows, "total_hours": total_hours(store_id, month)})


@login_required
def labour_csv(request, store_id: int):
    month = request.GET["month"]
    rows = labour_cost(store_id, month)
    lines = ["name,hours,cost"] + [f"{r['name']},{r['hours']:.2f},{r['cost']:.0f}" for r in rows]
    body = ("\n".join(lines) + "\n").encode("utf-8")
    resp = HttpResponse(body, content_type="text/csv; charset=utf-8")
    resp["ETag"] = etag_for(body)
    resp["Content-Disposition"] = f'attachment; filename="labour-{store_id}-{month}.csv"'
    return resp
