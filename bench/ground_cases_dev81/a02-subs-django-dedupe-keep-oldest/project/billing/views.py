import json

from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from billing import stripe_client
from billing.models import Plan, Subscription


@login_required
@require_POST
def subscribe(request, plan_code):
    plan = get_object_or_404(Plan, code=plan_code)
    existing = Subscription.objects.filter(user=request.user, plan=plan, status="active").first()
    if existing:
        return JsonResponse({"id": existing.id, "status": existing.status})
    remote = stripe_client.create_subscription(request.user, plan)
    try:
        with transaction.atomic():
            sub = Subscription.objects.create(
                user=request.user,
                plan=plan,
                stripe_subscription_id=remote["id"],
                billing_anchor=stripe_client.anchor_of(remote),
            )
    except IntegrityError:
        stripe_client.cancel_subscription(remote["id"])
        winner = Subscription.objects.get(user=request.user, plan=plan, status="active")
        return JsonResponse({"id": winner.id, "status": winner.status})
    return JsonResponse({"id": sub.id, "status": sub.status}, status=201)


@login_required
@require_POST
def cancel(request, sub_id):
    sub = get_object_or_404(Subscription, id=sub_id, user=request.user)
    stripe_client.cancel_subscription(sub.stripe_subscription_id)
    sub.cancel(stripe_client.now())
    return JsonResponse({"id": sub.id, "status": sub.status})


@login_required
def mine(request):
    subs = Subscription.objects.filter(user=request.user).select_related("plan").order_by("-created_at")
    body = [{"id": s.id, "plan": s.plan.code, "status": s.status} for s in subs]
    return JsonResponse(json.loads(json.dumps(body)), safe=False)
