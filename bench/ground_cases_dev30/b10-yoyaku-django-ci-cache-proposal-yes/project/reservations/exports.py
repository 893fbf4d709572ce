from datetime import date
from pathlib import Path

from django.conf import settings
from openpyxl import Workbook

from .models import Reservation

HEADERS = ["予約番号", "日付", "時間", "氏名", "人数", "コース", "ステータス"]


def export_day(day: date) -> Path:
    """指定日の予約一覧を Excel に書き出してパスを返す。"""
    wb = Workbook()
    ws = wb.active
    ws.title = day.isoformat()
    ws.append(HEADERS)
    rows = (
        Reservation.objects.filter(date=day)
        .select_related("course")
        .order_by("start_time", "id")
    )
    for r in rows:
        ws.append([
            r.code,
            r.date.isoformat(),
            r.start_time.strftime("%H:%M"),
            r.name,
            r.party_size,
            r.course.name if r.course else "",
            r.get_status_display(),
        ])
    out_dir = Path(settings.EXPORT_DIR)
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"reservations-{day.isoformat()}.xlsx"
    wb.save(path)
    return path
