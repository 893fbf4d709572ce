# -*- coding: utf-8 -*-
import MySQLdb
import MySQLdb.cursors

MEMBER_SQL = """
SELECT m.id, m.card_no, m.name, m.mobile, m.level, m.points, m.store_code, m.updated_at
FROM members m
WHERE m.deleted = 0
"""


def connect(cfg):
    return MySQLdb.connect(
        host=cfg["db_host"],
        port=int(cfg["db_port"]),
        user=cfg["db_user"],
        passwd=cfg["db_pass"],
        db=cfg["db_name"],
        charset="latin1",
        use_unicode=True,
        cursorclass=MySQLdb.cursors.DictCursor,
        connect_timeout=10,
    )


def fetch_members(conn, since=None):
    sql = MEMBER_SQL
    args = ()
    if since:
        sql += " AND m.updated_at >= %s"
        args = (since,)
    sql += " ORDER BY m.id"
    cur = conn.cursor()
    try:
        cur.execute(sql, args)
        return list(cur.fetchall())
    finally:
        cur.close()


def count_members(conn):
    cur = conn.cursor()
    try:
        cur.execute("SELECT COUNT(*) AS c FROM members WHERE deleted = 0")
        return cur.fetchone()["c"]
    finally:
        cur.close()
