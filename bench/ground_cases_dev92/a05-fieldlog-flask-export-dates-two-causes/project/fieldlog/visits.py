from flask import Blueprint, jsonify, request

from fieldlog.db import visits_between
from fieldlog.timeutil import parse_day, to_local

bp = Blueprint("visits", __name__)


@bp.get("/visits")
def list_visits():
    from datetime import datetime, time, timedelta

    day = parse_day(request.args.get("day"))
    if day is None:
        return jsonify({"error": "day is required"}), 400
    start = datetime.combine(day, time.min)
    tz = request.args.get("tz", "UTC")
    return jsonify([
        {"id": v.id, "technician": v.technician, "site": v.site,
         "started_at": to_local(v.started_at, tz).isoformat()}
        for v in visits_between(start, start + timedelta(days=1))
    ])
