import os
from pathlib import Path

import psycopg2
import pytest

MIGRATIONS = Path(__file__).resolve().parent.parent / "db" / "migrations"
BASE_SCHEMA = """
CREATE TABLE customers (id bigserial PRIMARY KEY, name text NOT NULL, revenue_account text NOT NULL);
CREATE TABLE invoices (
    id bigserial PRIMARY KEY,
    customer_id bigint NOT NULL REFERENCES customers (id),
    period text NOT NULL,
    status text NOT NULL DEFAULT 'issued',
    net_amount numeric(12, 2) NOT NULL,
    vat_amount numeric(12, 2) NOT NULL DEFAULT 0
);
"""


def _version(path: Path) -> int:
    return int(path.name.split("__")[0][1:])


@pytest.fixture()
def conn():
    """A fresh schema per test: base tables, then every Flyway migration in order."""
    c = psycopg2.connect(os.environ.get("TEST_DSN", "dbname=ledger_test"))
    with c.cursor() as cur:
        cur.execute("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;")
        cur.execute(BASE_SCHEMA)
        for path in sorted(MIGRATIONS.glob("V*__*.sql"), key=_version):
            if _version(path) >= 11:
                cur.execute(path.read_text())
    c.commit()
    yield c
    c.close()
