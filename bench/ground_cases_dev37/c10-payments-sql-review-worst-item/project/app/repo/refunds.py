from __future__ import annotations

from decimal import Decimal

from psycopg import Connection
from psycopg.rows import dict_row

SORTABLE = ("created_at", "amount", "status")


class RefundTooLarge(Exception):
    pass


def create_refund(conn: Connection, payment_id: int, refund_no: str, amount: Decimal, reason: str | None,
                  requested_by: str) -> dict:
    with conn.transaction(), conn.cursor(row_factory=dict_row) as cur:
        cur.execute("SELECT amount FROM payments WHERE id = %s FOR UPDATE", (payment_id,))
        paid = cur.fetchone()
        if paid is None:
            raise LookupError(f"payment {payment_id} not found")
        cur.execute(
            "SELECT COALESCE(SUM(amount), 0) AS refunded FROM refunds WHERE payment_id = %s AND status <> 'failed'",
            (payment_id,),
        )
        refunded = cur.fetchone()["refunded"]
        if refunded + amount > paid["amount"]:
            raise RefundTooLarge(f"refund {amount} exceeds refundable {paid['amount'] - refunded}")
        cur.execute(
            "INSERT INTO refunds (payment_id, refund_no, amount, reason, requested_by) "
            "VALUES (%s, %s, %s, %s, %s) RETURNING *",
            (payment_id, refund_no, amount, reason, requested_by),
        )
        return cur.fetchone()


def list_refunds(conn: Connection, payment_id: int, sort: str = "created_at", desc: bool = True) -> list[dict]:
    direction = "DESC" if desc else "ASC"
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute(
            f"SELECT * FROM refunds WHERE payment_id = %s ORDER BY {sort} {direction}",
            (payment_id,),
        )
        return cur.fetchall()


def mark_refund(conn: Connection, refund_id: int, status: str, channel_refund_id: str | None = None) -> None:
    with conn.cursor() as cur:
        cur.execute(
            "UPDATE refunds SET status = %s, channel_refund_id = COALESCE(%s, channel_refund_id) WHERE id = %s",
            (status, channel_refund_id, refund_id),
        )
