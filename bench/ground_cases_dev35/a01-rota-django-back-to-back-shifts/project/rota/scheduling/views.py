from datetime import date

from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from rota.scheduling.models import Shift, Staff
from rota.scheduling.services import HoursExceeded, ShiftConflict, assign_shift, weekly_hours


@require_GET
def staff_hours(request, staff_id: int):
    staff = get_object_or_404(Staff, pk=staff_id)
    # week_start is the old name; drop it once the frontend sends week_of
    raw = request.GET.get("week_of") or request.GET.get("week_start")
    if not raw:
        return HttpResponseBadRequest("week_of is required")
    try:
        monday = date.fromisoformat(raw)
    except ValueError:
        return HttpResponseBadRequest("week_of must be YYYY-MM-DD")
    if monday.weekday() != 0:
        return HttpResponseBadRequest("week_of must be a Monday")
    return JsonResponse({"staff": staff.id, "week_of": monday.isoformat(),
                         "hours": weekly_hours(staff, monday), "max": staff.max_weekly_hours})


@require_POST
def take_shift(request, shift_id: int):
    shift = get_object_or_404(Shift, pk=shift_id)
    staff = get_object_or_404(Staff, pk=request.POST.get("staff_id"))
    try:
        assign_shift(staff, shift)
    except ShiftConflict as exc:
        return JsonResponse({"error": "conflict", "detail": str(exc)}, status=409)
    except HoursExceeded as exc:
        return JsonResponse({"error": "hours", "detail": str(exc)}, status=422)
    except ValueError as exc:
        return JsonResponse({"error": "taken", "detail": str(exc)}, status=409)
    return JsonResponse({"shift": shift.id, "staff": staff.id})
