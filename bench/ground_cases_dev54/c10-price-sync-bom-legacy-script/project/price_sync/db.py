"""MySQL access for the ERP price tables."""
import configparser
from contextlib import contextmanager

import pymysql

_cfg = configparser.ConfigParser()
_cfg.read("config.ini")


@contextmanager
def connect():
    conn = pymysql.connect(
        host=_cfg["db"]["host"],
        port=int(_cfg["db"]["port"]),
        user=_cfg["db"]["user"],
        password=__import__("os").environ["PRICE_SYNC_DB_PASSWORD"],
        database=_cfg["db"]["name"],
        charset="utf8mb4",
    )
    try:
        yield conn
        conn.commit()
    except Exception:
        conn.rollback()
        raise
    finally:
        conn.close()


def current_prices(conn, skus):
    if not skus:
        return {}
    with conn.cursor() as cur:
        marks = ",".join(["%s"] * len(skus))
        cur.execute(f"SELECT sku, price FROM item_price WHERE sku IN ({marks})", list(skus))
        return dict(cur.fetchall())


def upsert_price(conn, sku, price, supplier):
    with conn.cursor() as cur:
        cur.execute(
            "INSERT INTO item_price (sku, price, supplier, updated_at) VALUES (%s, %s, %s, NOW()) "
            "ON DUPLICATE KEY UPDATE price = VALUES(price), supplier = VALUES(supplier), updated_at = NOW()",
            (sku, price, supplier),
        )
