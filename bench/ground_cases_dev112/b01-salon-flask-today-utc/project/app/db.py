from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Integer, String, create_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, scoped_session, sessionmaker

_Session = scoped_session(sessionmaker())


class Base(DeclarativeBase):
    pass


class Reservation(Base):
    __tablename__ = "reservations"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    customer: Mapped[str] = mapped_column(String(80))
    starts_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    status: Mapped[str] = mapped_column(String(16), default="booked")

    def to_dict(self) -> dict:
        return {"id": self.id, "customer": self.customer,
                "starts_at": self.starts_at.isoformat(), "status": self.status}


def init_db(app) -> None:
    engine = create_engine(app.config["DATABASE_URL"])
    Base.metadata.create_all(engine)
    _Session.configure(bind=engine)


def session():
    return _Session()
