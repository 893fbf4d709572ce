import stripe
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponseRedirect, JsonResponse
from django.views.decorators.http import require_POST

from billing.subscriptions import change_plan


@login_required
@require_POST
def portal_session(request: HttpRequest) -> HttpResponseRedirect:
    """The "Manage plan" button: plan changes, cards and invoices live in Stripe's customer portal."""
    session = stripe.billing_portal.Session.create(
        customer=request.user.subscription.stripe_customer_id,
        return_url=f"{settings.APP_URL}/settings/billing",
    )
    return HttpResponseRedirect(session.url)


@login_required
@require_POST
def admin_change_plan(request: HttpRequest, user_id: int) -> JsonResponse:
    if not request.user.is_staff:
        return JsonResponse({"error": "forbidden"}, status=403)
    from billing.models import Subscription

    sub = Subscription.objects.get(user_id=user_id)
    updated = change_plan(sub, request.POST["plan"])
    return JsonResponse({"plan": sub.plan, "status": updated["status"]})
