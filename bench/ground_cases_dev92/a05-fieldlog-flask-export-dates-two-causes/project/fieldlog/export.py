import csv
import io
from datetime import date, datetime, time, timedelta

from flask import Blueprint, Response, request

from fieldlog.db import visits_between
from fieldlog.timeutil import parse_day, to_local

bp = Blueprint("export", __name__)


def _range_from_request() -> tuple[datetime, datetime]:
    """The export covers whole days, [from 00:00, to+1 00:00)."""
    day_from = parse_day(request.args.get("from")) or date.today() - timedelta(days=7)
    day_to = parse_day(request.args.get("to")) or date.today()
    return datetime.combine(day_from, time.min), datetime.combine(day_to + timedelta(days=1), time.min)


@bp.get("/export/visits.csv")
def export_visits() -> Response:
    tz = request.args.get("tz", "UTC")
    start, end = _range_from_request()
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["date", "time", "technician", "site", "notes"])
    for visit in visits_between(start, end):
        local = to_local(visit.started_at, tz)
        writer.writerow([local.date().isoformat(), local.strftime("%H:%M"), visit.technician, visit.site, visit.notes])
    return Response(out.getvalue(), mimetype="text/csv",
                    headers={"Content-Disposition": "attachment; filename=visits.csv"})
