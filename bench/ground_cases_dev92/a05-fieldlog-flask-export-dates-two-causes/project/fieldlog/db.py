from datetime import datetime

from sqlalchemy import DateTime, Integer, String, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

engine = create_engine("sqlite:///fieldlog.db")


class Base(DeclarativeBase):
    pass


class Visit(Base):
    __tablename__ = "visits"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    technician: Mapped[str] = mapped_column(String(80))
    site: Mapped[str] = mapped_column(String(120))
    # stored in UTC, naive
    started_at: Mapped[datetime] = mapped_column(DateTime)
    notes: Mapped[str] = mapped_column(String(2000), default="")


def visits_between(start: datetime, end: datetime) -> list[Visit]:
    with Session(engine) as session:
        stmt = select(Visit).where(Visit.started_at >= start, Visit.started_at < end).order_by(Visit.started_at)
        return list(session.scalars(stmt))


def delete_before(cutoff: datetime, dry_run: bool = False) -> int:
    with Session(engine) as session:
        rows = list(session.scalars(select(Visit).where(Visit.started_at < cutoff)))
        if not dry_run:
            for row in rows:
                session.delete(row)
            session.commit()
        return len(rows)
