from datetime import datetime

from sqlalchemy import Boolean, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class Member(Base):
    __tablename__ = "members"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    email: Mapped[str] = mapped_column(String(200), unique=True)
    locale: Mapped[str] = mapped_column(String(5), default="nl")
    feed_token: Mapped[str] = mapped_column(String(64), unique=True)


class Court(Base):
    __tablename__ = "courts"
    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[int] = mapped_column(Integer, unique=True)
    indoor: Mapped[bool] = mapped_column(Boolean, default=False)
    lights: Mapped[bool] = mapped_column(Boolean, default=True)
    surface: Mapped[str] = mapped_column(String(20), default="gravel")


class Booking(Base):
    __tablename__ = "bookings"
    id: Mapped[int] = mapped_column(primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("members.id"))
    court_id: Mapped[int] = mapped_column(ForeignKey("courts.id"))
    # Stored as naive local club time (what the member picked in the app).
    starts_at: Mapped[datetime] = mapped_column(DateTime)
    minutes: Mapped[int] = mapped_column(Integer, default=60)
    cancelled: Mapped[bool] = mapped_column(Boolean, default=False)
    reminded: Mapped[bool] = mapped_column(Boolean, default=False)

    member: Mapped[Member] = relationship()
    court: Mapped[Court] = relationship()
