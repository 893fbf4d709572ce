from __future__ import annotations

import os

from sqlalchemy import create_engine, text

UPSERT = text(
    """
    INSERT INTO customers (source, customer_code, name, name_kana, zip, address, phone,
                           credit_limit, opened_on, updated_at)
    VALUES (:source, :customer_code, :name, :name_kana, :zip, :address, :phone,
            :credit_limit, :opened_on, now())
    ON CONFLICT (source, customer_code) DO UPDATE SET
        name = EXCLUDED.name,
        name_kana = EXCLUDED.name_kana,
        zip = EXCLUDED.zip,
        address = EXCLUDED.address,
        phone = EXCLUDED.phone,
        credit_limit = EXCLUDED.credit_limit,
        opened_on = EXCLUDED.opened_on,
        updated_at = now()
    """
)


def get_engine():
    return create_engine(os.environ["CUSTIMPORT_DATABASE_URL"], future=True)


def upsert_customers(rows: list[dict], source: str, engine=None) -> int:
    if not rows:
        return 0
    engine = engine or get_engine()
    with engine.begin() as conn:
        conn.execute(UPSERT, [{**r, "source": source} for r in rows])
    return len(rows)
