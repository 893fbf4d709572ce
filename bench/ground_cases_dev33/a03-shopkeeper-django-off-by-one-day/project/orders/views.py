from datetime import date, timedelta
from zoneinfo import ZoneInfo

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils import timezone

from .models import Store
from .reports import daily_sales, weekly_sales


def _store_today(store: Store) -> date:
    return timezone.localdate(timezone=ZoneInfo(store.timezone))


@login_required
def daily_report(request: HttpRequest, code: str) -> HttpResponse:
    store = get_object_or_404(Store, code=code)
    raw = request.GET.get("day")
    try:
        day = date.fromisoformat(raw) if raw else _store_today(store) - timedelta(days=1)
    except ValueError:
        raise Http404("bad day")
    return render(request, "orders/daily.html", {"store": store, "sales": daily_sales(store, day)})


@login_required
def weekly_report(request: HttpRequest, code: str) -> HttpResponse:
    store = get_object_or_404(Store, code=code)
    today = _store_today(store)
    monday = today - timedelta(days=today.weekday() + 7)
    return render(request, "orders/weekly.html", {"store": store, "days": weekly_sales(store, monday)})
