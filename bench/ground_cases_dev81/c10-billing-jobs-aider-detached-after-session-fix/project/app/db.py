"""Engine and session factory shared by every job in the worker."""
import os

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql+psycopg://billing@localhost/billing")

POOL_SIZE = int(os.environ.get("DB_POOL_SIZE", "5"))
MAX_OVERFLOW = int(os.environ.get("DB_MAX_OVERFLOW", "10"))

engine = create_engine(
    DATABASE_URL,
    pool_size=POOL_SIZE,
    max_overflow=MAX_OVERFLOW,
    pool_timeout=30,
    pool_pre_ping=True,
)

SessionLocal = sessionmaker(bind=engine)


def configure(url: str) -> None:
    """Point the factory at another database (tests use SQLite)."""
    global engine
    engine = create_engine(url)
    SessionLocal.configure(bind=engine)


def dispose() -> None:
    engine.dispose()
