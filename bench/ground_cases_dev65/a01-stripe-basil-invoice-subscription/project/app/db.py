from __future__ import annotations

from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

_engine = None
SessionLocal = sessionmaker()


def init_db(url: str) -> None:
    global _engine
    _engine = create_engine(url, future=True)
    SessionLocal.configure(bind=_engine)
    from app.models import Base

    Base.metadata.create_all(_engine)


def session() -> Session:
    return SessionLocal()
