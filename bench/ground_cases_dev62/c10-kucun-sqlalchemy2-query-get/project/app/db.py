import os

from sqlalchemy import create_engine, text
from sqlalchemy.orm import sessionmaker

engine = create_engine(os.environ.get("DATABASE_URL", "postgresql+psycopg://kc:kc@localhost/kucun"), pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def ping() -> bool:
    with engine.connect() as conn:
        return conn.execute(text("SELECT 1")).scalar() == 1


def table_sizes() -> dict[str, int]:
    with engine.connect() as conn:
        rows = conn.execute(
            text("SELECT relname, n_live_tup FROM pg_stat_user_tables ORDER BY n_live_tup DESC")
        ).fetchall()
    return {name: count for name, count in rows}


def truncate_all_for_tests() -> None:
    if not os.environ.get("TESTING"):
        raise RuntimeError("refusing to truncate outside tests")
    with engine.begin() as conn:
        conn.execute(text("TRUNCATE items, warehouses, stock_moves RESTART IDENTITY CASCADE"))


def session():
    return SessionLocal()


def dispose() -> None:
    engine.dispose()
