from flask import Flask, jsonify, request

from booking.slots import is_bookable, parse_slot
from booking.store import BookingStore

app = Flask(__name__)
store = BookingStore()


def to_json(booking_id, slot, owner):
    return {"id": booking_id, "room": slot.room, "start": slot.start.isoformat(),
            "minutes": slot.duration_min, "owner": owner}


@app.get("/bookings")
def list_bookings():
    """All bookings, oldest id first."""
    return jsonify([to_json(*b) for b in store.all()])


@app.post("/bookings")
def create_booking():
    """Book a room: {room, start (ISO 8601 with offset), minutes, owner}. 409 if taken."""
    data = request.get_json(force=True)
    try:
        slot = parse_slot(data)
    except (KeyError, ValueError) as exc:
        return jsonify(error=f"bad request: {exc}"), 400
    if not is_bookable(slot, store.slots(slot.room)):
        return jsonify(error="slot not available"), 409
    booking_id = store.add(slot, data.get("owner", "anonymous"))
    return jsonify(to_json(booking_id, slot, data.get("owner", "anonymous"))), 201


@app.delete("/bookings/<int:booking_id>")
def cancel_booking(booking_id):
    """Cancel a booking; the body's owner must match the booking's owner."""
    booking = store.get(booking_id)
    if booking is None:
        return jsonify(error="no such booking"), 404
    _, owner = booking
    data = request.get_json(silent=True) or {}
    if data.get("owner") != owner:
        return jsonify(error="only the owner can cancel"), 403
    store.remove(booking_id)
    return "", 204
