import datetime as dt

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone

from .models import Location, Shift
from .services import AssignmentError, assign_shift


def _week_start(day):
    return day - dt.timedelta(days=day.weekday())


@login_required
def week_view(request, day=None):
    day = dt.date.fromisoformat(day) if day else timezone.localdate()
    start = _week_start(day)
    end = start + dt.timedelta(days=7)
    shifts = Shift.objects.filter(start__date__gte=start, start__date__lt=end).select_related(
        "location", "assignee"
    )
    days = [start + dt.timedelta(days=i) for i in range(7)]
    by_day = {d: [s for s in shifts if timezone.localtime(s.start).date() == d] for d in days}
    context = {"week_start": start, "days": days, "by_day": by_day, "locations": Location.objects.all()}
    return render(request, "shifts/week.html", context)


@login_required
def take_shift(request, pk):
    shift = get_object_or_404(Shift, pk=pk)
    try:
        assign_shift(shift, request.user)
    except AssignmentError as e:
        messages.error(request, str(e))
    else:
        messages.success(request, "Shift is yours.")
    return redirect("week", day=timezone.localtime(shift.start).date().isoformat())
