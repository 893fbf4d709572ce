from datetime import date, time

import pytest
from openpyxl import load_workbook

from reservations.exports import export_day
from tests.factories import ReservationFactory

pytestmark = pytest.mark.django_db


def test_export_day_writes_rows(export_dir):
    ReservationFactory(date=date(2025, 11, 3), start_time=time(18, 0), name="山田")
    ReservationFactory(date=date(2025, 11, 3), start_time=time(19, 30), name="佐藤")
    ReservationFactory(date=date(2025, 11, 4), start_time=time(18, 0), name="別日")

    path = export_day(date(2025, 11, 3))

    ws = load_workbook(path).active
    names = [row[3].value for row in ws.iter_rows(min_row=2)]
    assert names == ["山田", "佐藤"]
    assert len(list(export_dir.glob("*.xlsx"))) == 1
