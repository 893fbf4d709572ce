from __future__ import annotations

import logging
from datetime import date, datetime

from flask import Blueprint, current_app, jsonify, request

from app.booking import Conflict, InvalidRange, NotOwner, cancel_booking, create_booking, validate_range
from app.models import store

bp = Blueprint("bookings", __name__)
log = logging.getLogger(__name__)


def _user() -> str:
    return request.headers.get("X-User", "")


@bp.get("/rooms/<room>/bookings")
def list_bookings(room: str):
    bookings = store.in_room(room)
    day = request.args.get("date")
    if day:
        wanted = date.fromisoformat(day)
        bookings = [b for b in bookings if b.start.date() == wanted]
    return jsonify([b.to_dict() for b in bookings])


@bp.post("/rooms/<room>/bookings")
def post_booking(room: str):
    body = request.get_json(force=True)
    start, end = datetime.fromisoformat(body["start"]), datetime.fromisoformat(body["end"])
    try:
        validate_range(start, end, current_app.config["OPEN_HOUR"], current_app.config["CLOSE_HOUR"])
    except InvalidRange as exc:
        return jsonify(error=str(exc)), 400
    try:
        booking = create_booking(room, _user(), start, end, body.get("title", ""))
    except Conflict as exc:
        log.info("booking rejected for %s in %s: %s", _user(), room, exc)
        return jsonify(error=str(exc), conflict_with=exc.other.id), 409
    log.info("booking %s created in %s by %s", booking.id, room, booking.user)
    return jsonify(booking.to_dict()), 201


@bp.delete("/bookings/<int:booking_id>")
def delete_booking(booking_id: int):
    try:
        booking = cancel_booking(booking_id, _user())
    except NotOwner:
        return jsonify(error="only the owner can cancel this booking"), 403
    if booking is None:
        return jsonify(error="not found"), 404
    log.info("booking %s cancelled by %s", booking_id, booking.user)
    return "", 204
