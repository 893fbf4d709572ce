from __future__ import annotations

from datetime import datetime

from flask import Blueprint, Response, abort, jsonify, request

from app import BOOKINGS, CLUB_OF_BOOKING, CLUBS, bookings_for
from app.export import filename, to_csv
from app.slots import Booking, club_tz, free_slots, group_by_day, overlaps

bp = Blueprint("bookings", __name__)


def _club_or_404(club_id: int) -> dict:
    club = CLUBS.get(club_id)
    if club is None:
        abort(404, description="club not found")
    return club


@bp.get("/clubs/<int:club_id>/calendar")
def calendar(club_id: int):
    club = _club_or_404(club_id)
    days = group_by_day(bookings_for(club_id), club_tz(club))
    return jsonify({day: [{"id": b.id, "court": b.court, "member": b.member} for b in items]
                    for day, items in sorted(days.items())})


@bp.get("/clubs/<int:club_id>/free")
def free(club_id: int):
    club = _club_or_404(club_id)
    day = request.args["day"]
    court = request.args.get("court", "court-1")
    return jsonify(free_slots(day, court, bookings_for(club_id), club_tz(club)))


@bp.get("/clubs/<int:club_id>/bookings.csv")
def export_bookings(club_id: int):
    club = _club_or_404(club_id)
    tz = club_tz(club)
    body = to_csv(bookings_for(club_id), tz)
    name = filename(club, datetime.now(tz))
    return Response(body, mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="{name}"'})


@bp.post("/clubs/<int:club_id>/bookings")
def create_booking(club_id: int):
    _club_or_404(club_id)
    data = request.get_json(force=True)
    booking = Booking(len(BOOKINGS) + 1, data["court"], data["member"], int(data["starts_at"]))
    if any(overlaps(booking, b) for b in bookings_for(club_id) if b.status != "cancelled"):
        abort(409, description="slot already taken")
    BOOKINGS.append(booking)
    CLUB_OF_BOOKING[booking.id] = club_id
    return jsonify({"id": booking.id}), 201
