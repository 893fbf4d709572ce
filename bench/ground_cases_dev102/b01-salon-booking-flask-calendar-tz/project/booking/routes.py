from __future__ import annotations

from datetime import datetime

from flask import Blueprint, current_app, jsonify, request

from booking.slots import group_by_day, to_local

bp = Blueprint("bookings", __name__, url_prefix="/bookings")


def _store():
    return current_app.config["STORE"]


@bp.get("")
def list_bookings():
    items = _store().all()
    status = request.args.get("status")
    if status:
        items = [b for b in items if b.status == status]
    return jsonify([b.as_dict() for b in items])


@bp.get("/calendar")
def calendar():
    items = _store().all()
    days = group_by_day(items)
    return jsonify({day.isoformat(): [b.as_dict() for b in bs] for day, bs in days.items()})


@bp.post("")
def create_booking():
    body = request.get_json(force=True)
    start = datetime.fromisoformat(body["start"])
    booking = _store().add(body["customer"], start, int(body.get("minutes", 60)))
    return jsonify(booking.as_dict()), 201


@bp.post("/<int:booking_id>/cancel")
def cancel_booking(booking_id: int):
    booking = _store().cancel(booking_id)
    return jsonify({"id": booking.id, "status": booking.status, "local_start": to_local(booking.start).isoformat()})
