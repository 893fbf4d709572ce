from decimal import Decimal

CSV_COLUMNS = ["order_number", "customer_email", "status", "total", "currency", "created_at"]


def money(cents: int) -> str:
    return str((Decimal(cents) / 100).quantize(Decimal("0.01")))


def to_csv_row(order: dict) -> dict:
    return {
        "order_number": order["number"],
        "customer_email": order["email"].strip().lower(),
        "status": order["status"],
        "total": money(order["total_cents"]),
        "currency": order["currency"],
        "created_at": order["created_at"].isoformat(timespec="seconds"),
    }


def transform(orders: list[dict]) -> list[dict]:
    seen: set[int] = set()
    rows = []
    for order in orders:
        if order["id"] in seen:
            continue
        seen.add(order["id"])
        rows.append(to_csv_row(order))
    return rows
