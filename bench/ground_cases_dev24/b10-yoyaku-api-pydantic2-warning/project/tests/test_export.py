from datetime import datetime

from app.schemas import ReservationOut
from app.services.export import reservations_to_csv, total_minutes


def _r(i: int, start_h: int, end_h: int) -> ReservationOut:
    return ReservationOut(
        id=i, room_id=3, title=f"mtg{i}", owner_id=7, attendees=[7, 8],
        start_at=datetime(2025, 11, 20, start_h), end_at=datetime(2025, 11, 20, end_h),
    )


def test_csv_header_and_rows():
    out = reservations_to_csv([_r(1, 10, 11), _r(2, 14, 16)])
    lines = out.splitlines()
    assert lines[0] == "id,room_id,title,start_at,end_at,owner_id,attendees"
    assert lines[1] == "1,3,mtg1,2025-11-20 10:00,2025-11-20 11:00,7,7 8"
    assert len(lines) == 3


def test_total_minutes():
    assert total_minutes([_r(1, 10, 11), _r(2, 14, 16)]) == 180
