"""Postgres access for contacts (psycopg 3)."""
from __future__ import annotations

import os

import psycopg
from psycopg.rows import dict_row

from crm_sync.dedupe import normalize_email, normalize_phone
from crm_sync.models import Contact

COLUMNS = "id, crm_id, email, first_name, last_name, phone, company, updated_at"


class ContactStore:
    def __init__(self, dsn: str | None = None):
        self.conn = psycopg.connect(dsn or os.environ["DATABASE_URL"], row_factory=dict_row)

    def load_indexes(self) -> tuple[dict[str, Contact], dict[str, Contact]]:
        by_email: dict[str, Contact] = {}
        by_phone: dict[str, Contact] = {}
        for row in self.conn.execute(f"SELECT {COLUMNS} FROM contacts"):
            c = Contact(**row)
            if (e := normalize_email(c.email)):
                by_email[e] = c
            if (p := normalize_phone(c.phone)):
                by_phone[p] = c
        return by_email, by_phone

    def insert(self, c: Contact) -> None:
        self.conn.execute(
            "INSERT INTO contacts (crm_id, email, first_name, last_name, phone, company, updated_at)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s)",
            (c.crm_id, c.email, c.first_name, c.last_name, c.phone, c.company, c.updated_at),
        )

    def update(self, c: Contact) -> None:
        self.conn.execute(
            "UPDATE contacts SET crm_id=%s, first_name=%s, last_name=%s, phone=%s, company=%s, updated_at=%s"
            " WHERE id=%s",
            (c.crm_id, c.first_name, c.last_name, c.phone, c.company, c.updated_at, c.id),
        )

    def commit(self) -> None:
        self.conn.commit()
