from app.schemas.reservation import ReservationCreate, ReservationOut
from app.schemas.user import UserCreate, UserOut

__all__ = ["ReservationCreate", "ReservationOut", "UserCreate", "UserOut"]
