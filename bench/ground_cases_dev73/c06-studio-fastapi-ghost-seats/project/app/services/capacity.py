"""How many mats are left in a class."""
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Booking, YogaClass

LATE_CANCEL_STATUSES = ("cancelled", "no_show")


def seats_taken(db: Session, class_id: int) -> int:
    stmt = select(func.count(Booking.id)).where(Booking.class_id == class_id)
    return db.scalar(stmt) or 0


def seats_left(db: Session, yoga_class: YogaClass) -> int:
    return max(yoga_class.capacity - seats_taken(db, yoga_class.id), 0)


def is_full(db: Session, yoga_class: YogaClass) -> bool:
    return seats_left(db, yoga_class) == 0


def summary(db: Session, yoga_class: YogaClass) -> dict:
    taken = seats_taken(db, yoga_class.id)
    return {
        "class_id": yoga_class.id,
        "capacity": yoga_class.capacity,
        "taken": taken,
        "left": max(yoga_class.capacity - taken, 0),
    }
