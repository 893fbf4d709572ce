from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpResponse
from django.views.decorators.http import require_GET

from reports.export import export_filename, export_members


@staff_member_required
@require_GET
def members_csv(request):
    plan = request.GET.get("plan") or None
    data = export_members(plan=plan)
    resp = HttpResponse(data, content_type="text/csv; charset=utf-8")
    resp["Content-Disposition"] = f'attachment; filename="{export_filename(plan)}"'
    return resp


@staff_member_required
@require_GET
def plans_summary(request):
    from django.db.models import Count

    from accounts.models import User

    rows = User.alive.values("plan").annotate(n=Count("id")).order_by("plan")
    lines = [f"{r['plan']},{r['n']}" for r in rows]
    return HttpResponse("\n".join(["plan,count", *lines]), content_type="text/csv")
