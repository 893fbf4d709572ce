from datetime import date
from decimal import Decimal

import pytest

from fxconv import db


@pytest.fixture
def conn():
    c = db.connect(":memory:")
    db.create_schema(c)
    yield c
    c.close()


@pytest.fixture
def rates(conn):
    for currency, as_of, per_eur in [
        ("USD", date(2024, 3, 1), "1.0830"),
        ("USD", date(2024, 3, 4), "1.0856"),
        ("GBP", date(2024, 3, 1), "0.8551"),
        ("GBP", date(2024, 3, 4), "0.8569"),
        ("JPY", date(2024, 3, 1), "162.45"),
    ]:
        db.insert_rate(conn, currency, as_of, Decimal(per_eur))
    conn.commit()
    return conn
