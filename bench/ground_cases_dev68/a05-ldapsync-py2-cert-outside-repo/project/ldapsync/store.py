# -*- coding: utf-8 -*-
import psycopg2


def connect(cfg):
    return psycopg2.connect(cfg.get("helpdesk", "dsn"))


def sync(db, users):
    cur = db.cursor()
    cur.execute("SELECT login, email, name, department, active FROM hd_user WHERE source = 'ldap'")
    existing = dict((row[0], row[1:]) for row in cur.fetchall())
    created = updated = disabled = 0
    seen = set()
    for u in users:
        seen.add(u["login"])
        old = existing.get(u["login"])
        if old is None:
            cur.execute("INSERT INTO hd_user (login, email, name, department, active, source) "
                        "VALUES (%s, %s, %s, %s, %s, 'ldap')",
                        (u["login"], u["email"], u["name"], u["department"], u["active"]))
            created += 1
        elif old != (u["email"], u["name"], u["department"], u["active"]):
            cur.execute("UPDATE hd_user SET email = %s, name = %s, department = %s, active = %s WHERE login = %s",
                        (u["email"], u["name"], u["department"], u["active"], u["login"]))
            updated += 1
    for login in set(existing) - seen:
        if existing[login][3]:
            cur.execute("UPDATE hd_user SET active = false WHERE login = %s", (login,))
            disabled += 1
    return created, updated, disabled
