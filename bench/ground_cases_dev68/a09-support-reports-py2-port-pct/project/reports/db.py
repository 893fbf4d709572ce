# -*- coding: utf-8 -*-
import MySQLdb

from reports import settings


def connect():
    return MySQLdb.connect(host=settings.DB_HOST, user=settings.DB_USER, passwd=settings.DB_PASS,
                           db=settings.DB_NAME, charset="utf8", use_unicode=True)


def tickets_between(conn, start, end):
    cur = conn.cursor()
    cur.execute("""
        SELECT t.id, t.queue, t.priority, t.opened_at, t.closed_at, t.first_response_min, t.breached
          FROM tickets t
         WHERE t.opened_at >= %s AND t.opened_at < %s
    """, (start, end))
    cols = [c[0] for c in cur.description]
    return [dict(zip(cols, r)) for r in cur.fetchall()]
