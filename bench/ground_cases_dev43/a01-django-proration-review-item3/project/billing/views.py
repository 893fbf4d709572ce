from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from billing.models import Plan, Subscription
from billing.proration import apply_change, prorate_change


def preview_change(request, sub_id: int, plan_code: str):
    sub = get_object_or_404(Subscription, pk=sub_id, customer__email=request.user.email)
    plan = get_object_or_404(Plan, code=plan_code, active=True)
    p = prorate_change(sub, plan)
    return JsonResponse({"credit": str(p.credit), "charge": str(p.charge), "net": str(p.net),
                         "days_remaining": p.days_remaining})


@require_POST
def change_plan(request, sub_id: int, plan_code: str):
    sub = get_object_or_404(Subscription, pk=sub_id, customer__email=request.user.email)
    plan = get_object_or_404(Plan, code=plan_code, active=True)
    p = apply_change(sub, plan)
    return JsonResponse({"net": str(p.net), "plan": plan.code})
