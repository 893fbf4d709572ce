from __future__ import annotations

import json

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_POST

from shifts.models import Shift, Staff, SwapRequest
from shifts.services import ShiftError, approve_swap, assign_shift, request_swap


def _staff(request: HttpRequest) -> Staff:
    return Staff.objects.get(id=request.session["staff_id"])


@login_required
@require_POST
def assign(request: HttpRequest, shift_id: int) -> JsonResponse:
    shift = Shift.objects.get(id=shift_id)
    try:
        assign_shift(shift, _staff(request))
    except ShiftError as e:
        return JsonResponse({"error": str(e)}, status=409)
    return JsonResponse({"id": shift.id, "staff": shift.staff_id})


@login_required
@require_POST
def create_swap(request: HttpRequest, shift_id: int) -> JsonResponse:
    body = json.loads(request.body)
    shift = Shift.objects.get(id=shift_id)
    target = Shift.objects.get(id=body["target_shift_id"])
    try:
        swap = request_swap(shift, target, _staff(request))
    except ShiftError as e:
        return JsonResponse({"error": str(e)}, status=409)
    return JsonResponse({"id": swap.id, "status": swap.status}, status=201)


@login_required
@require_POST
def approve(request: HttpRequest, swap_id: int) -> JsonResponse:
    req = SwapRequest.objects.get(id=swap_id)
    try:
        approve_swap(req, _staff(request))
    except ShiftError as e:
        return JsonResponse({"error": str(e)}, status=409)
    return JsonResponse({"id": req.id, "status": SwapRequest.Status.APPROVED})
