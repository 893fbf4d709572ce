from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shifts.models import Shift, Staff, SwapRequest
from shifts.services import ShiftError, approve_swap, assign_shift, open_shifts_for, request_swap
from stores.models import Store

JST = timezone(timedelta(hours=9))


@pytest.fixture
def store(db):
    return Store.objects.create(name="渋谷店")


def make_shift(store, staff=None, hour=9, hours=8, day=1):
    start = datetime(2025, 12, day, hour, tzinfo=JST)
    return Shift.objects.create(store=store, staff=staff, starts_at=start, ends_at=start + timedelta(hours=hours))


def test_assign_rejects_overlap(store):
    a = Staff.objects.create(name="佐藤", store=store)
    make_shift(store, a, hour=9)
    with pytest.raises(ShiftError):
        assign_shift(make_shift(store, hour=12), a)


def test_assign_other_store(store):
    other = Store.objects.create(name="新宿店")
    b = Staff.objects.create(name="田中", store=other)
    with pytest.raises(ShiftError):
        assign_shift(make_shift(store), b)


def test_open_shifts_filtered_by_store(store):
    other = Store.objects.create(name="新宿店")
    mine = make_shift(store)
    make_shift(other)
    day = datetime(2025, 12, 1, tzinfo=JST)
    assert open_shifts_for(day, store) == [mine]
    assert len(open_shifts_for(day)) == 2


def test_request_swap_creates_pending(store):
    a = Staff.objects.create(name="佐藤", store=store)
    b = Staff.objects.create(name="鈴木", store=store)
    req = request_swap(make_shift(store, a), make_shift(store, b, day=2), a)
    assert req.status == SwapRequest.Status.PENDING


def test_approve_swap_exchanges_staff(store):
    a = Staff.objects.create(name="佐藤", store=store)
    b = Staff.objects.create(name="鈴木", store=store)
    boss = Staff.objects.create(name="店長", store=store, is_manager=True)
    mine, theirs = make_shift(store, a), make_shift(store, b, day=2)
    req = request_swap(mine, theirs, a)
    approve_swap(req, boss)
    mine.refresh_from_db()
    theirs.refresh_from_db()
    req.refresh_from_db()
    assert (mine.staff, theirs.staff) == (b, a)
    assert req.status == SwapRequest.Status.APPROVED
    assert req.decided_by == boss


def test_approve_swap_needs_manager(store):
    a = Staff.objects.create(name="佐藤", store=store)
    b = Staff.objects.create(name="鈴木", store=store)
    req = request_swap(make_shift(store, a), make_shift(store, b, day=2), a)
    with pytest.raises(ShiftError):
        approve_swap(req, b)
