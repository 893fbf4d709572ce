# -*- coding: utf-8 -*-
import ConfigParser

import MySQLdb
import MySQLdb.cursors

PURCHASE_SQL = """
SELECT p.po_no, s.name AS supplier_name, i.sku, i.item_name, l.qty, l.amount, p.created_at
FROM po_lines l
JOIN purchase_orders p ON p.id = l.po_id
JOIN suppliers s ON s.id = p.supplier_id
JOIN items i ON i.id = l.item_id
WHERE p.created_at >= %s AND p.created_at < %s AND p.status <> 'CANCELLED'
ORDER BY p.created_at, p.po_no, l.id
"""


def connect(conf_path):
    cp = ConfigParser.SafeConfigParser()
    cp.read(conf_path)
    return MySQLdb.connect(
        host=cp.get("db", "host"),
        user=cp.get("db", "user"),
        passwd=cp.get("db", "password"),
        db=cp.get("db", "name"),
        charset="utf8",
        use_unicode=True,
        cursorclass=MySQLdb.cursors.DictCursor,
    )


def purchase_lines(conn, start, end):
    cur = conn.cursor()
    try:
        cur.execute(PURCHASE_SQL, (start, end))
        return list(cur.fetchall())
    finally:
        cur.close()
