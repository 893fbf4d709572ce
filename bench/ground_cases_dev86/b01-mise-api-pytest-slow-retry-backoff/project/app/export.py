import csv
import io
import time

from app.storage import StorageTimeout


def _retry(fn, attempts: int, backoff: float):
    for i in range(attempts):
        try:
            return fn()
        except StorageTimeout:
            if i == attempts - 1:
                raise
            time.sleep(backoff * (2 ** i))


def to_csv(rows: list[dict]) -> bytes:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=["id", "subtotal", "total"])
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue().encode("utf-8")


def export_csv(storage, rows: list[dict], key: str = "orders.csv", attempts: int = 3, backoff: float = 2.0) -> str:
    body = to_csv(rows)
    _retry(lambda: storage.put(key, body), attempts, backoff)
    return key
