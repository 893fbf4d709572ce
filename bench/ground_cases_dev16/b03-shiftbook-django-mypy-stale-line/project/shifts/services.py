from __future__ import annotations

from datetime import datetime

from django.db import transaction

from shifts.models import Shift, Staff, SwapRequest
from stores.models import Store


class ShiftError(Exception):
    pass


def _overlaps(staff: Staff, start: datetime, end: datetime, exclude_id: int | None = None) -> bool:
    qs = Shift.objects.filter(staff=staff, starts_at__lt=end, ends_at__gt=start)
    if exclude_id is not None:
        qs = qs.exclude(id=exclude_id)
    return qs.exists()


def assign_shift(shift: Shift, staff: Staff) -> Shift:
    if staff.store_id != shift.store_id:
        raise ShiftError("他店舗のスタッフは割り当てられません")
    if _overlaps(staff, shift.starts_at, shift.ends_at, exclude_id=shift.id):
        raise ShiftError("時間が重なるシフトがあります")
    shift.staff = staff
    shift.save(update_fields=["staff"])
    return shift


def open_shifts_for(day: datetime, store: Store | None = None) -> list[Shift]:
    """Unassigned shifts starting on ``day``; only ``store``'s when one is given."""
    start = day.replace(hour=0, minute=0, second=0, microsecond=0)
    end = start.replace(hour=23, minute=59)
    qs = Shift.objects.filter(staff__isnull=True, starts_at__range=(start, end))
    if store is not None:
        qs = qs.filter(store=store)
    return list(qs.select_related("store"))


def request_swap(shift: Shift, target: Shift, by: Staff) -> SwapRequest:
    if shift.staff_id != by.id:
        raise ShiftError("自分のシフトしか交換申請できません")
    if target.staff_id is None:
        raise ShiftError("空きシフトとは交換できません（assign_shiftを使ってください）")
    return SwapRequest.objects.create(shift=shift, target_shift=target, requested_by=by)


def approve_swap(req: SwapRequest, manager: Staff) -> SwapRequest:
    if not manager.is_manager:
        raise ShiftError("承認できるのは店長だけです")
    if req.status != SwapRequest.Status.PENDING:
        raise ShiftError("この申請はすでに処理済みです")
    with transaction.atomic():
        mine = Shift.objects.select_for_update().get(id=req.shift_id)
        theirs = Shift.objects.select_for_update().get(id=req.target_shift_id)
        mine.staff_id, theirs.staff_id = theirs.staff_id, mine.staff_id
        mine.save(update_fields=["staff"])
        theirs.save(update_fields=["staff"])
        req.status = SwapRequest.Status.APPROVED
        req.decided_by = manager
        return req.save()
