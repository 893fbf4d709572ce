from __future__ import annotations

import os

import psycopg


def connect() -> psycopg.Connection:
    return psycopg.connect(os.environ["FINREPORT_DSN"], autocommit=True)
