# -*- coding: utf-8 -*-
import os

import MySQLdb

from reminders.batching import group_by_customer

DUE_SQL = """
SELECT c.id, c.email, c.name, i.invoice_no, i.amount, i.due_date
  FROM invoices i JOIN customers c ON c.id = i.customer_id
 WHERE i.paid_at IS NULL
   AND i.due_date BETWEEN CURDATE() AND CURDATE() + INTERVAL 3 DAY
 ORDER BY c.id, i.due_date
"""


def connect():
    return MySQLdb.connect(
        host=os.environ.get("REMINDER_DB_HOST", "localhost"),
        user=os.environ.get("REMINDER_DB_USER", "reminder"),
        passwd=os.environ.get("REMINDER_DB_PASS", ""),
        db=os.environ.get("REMINDER_DB_NAME", "billing"),
        charset="utf8",
    )


def fetch_due():
    conn = connect()
    try:
        cur = conn.cursor()
        cur.execute(DUE_SQL)
        return group_by_customer(cur.fetchall())
    finally:
        conn.close()
