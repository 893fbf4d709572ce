from flask import Blueprint, current_app, jsonify, request

from app.db import Reservation, session
from app.slots import bookable_days, free_slots, is_cancellable

bp = Blueprint("api", __name__, url_prefix="/api")

CANCEL_DEADLINE_HOURS = 24


@bp.get("/days")
def days():
    cfg = current_app.config
    return jsonify([d.isoformat() for d in bookable_days(cfg["BOOKABLE_DAYS"])])


@bp.get("/reservations")
def list_reservations():
    q = session().query(Reservation).order_by(Reservation.starts_at)
    status = request.args.get("status")
    if status:
        q = q.filter(Reservation.status == status)
    return jsonify([r.to_dict() for r in q])


@bp.post("/reservations/<int:rid>/cancel")
def cancel(rid: int):
    r = session().get(Reservation, rid)
    if r is None:
        return {"error": "not_found"}, 404
    if not is_cancellable(r.starts_at, CANCEL_DEADLINE_HOURS):
        return {"error": "too_late"}, 409
    r.status = "cancelled"
    session().commit()
    return r.to_dict()


@bp.get("/days/<day>/slots")
def slots(day: str):
    from datetime import date
    d = date.fromisoformat(day)
    taken = {r.starts_at for r in session().query(Reservation).filter_by(status="booked")}
    return jsonify([s.isoformat() for s in free_slots(d, taken, current_app.config)])
