"""Postal code -> region lookup against the master DB."""

from enrich.db import connect

_SQL_ONE = "SELECT region FROM postal_regions WHERE postal_code = %s"
_SQL_ALL = "SELECT postal_code, region FROM postal_regions"


def load_regions(conn) -> dict[str, str]:
    """The whole postal_regions table as {postal_code: region}."""
    with conn.cursor() as cur:
        cur.execute(_SQL_ALL)
        rows = cur.fetchmany(1000)
    return {code: region for code, region in rows}


def lookup_region(conn, postal_code: str) -> str | None:
    with conn.cursor() as cur:
        cur.execute(_SQL_ONE, (postal_code,))
        row = cur.fetchone()
    return row[0] if row else None


def normalize_postal(code) -> str:
    digits = "".join(ch for ch in str(code) if ch.isdigit())
    return digits.zfill(7) if digits else ""
