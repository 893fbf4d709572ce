import os
from collections.abc import Iterator

from psycopg import Connection
from psycopg_pool import ConnectionPool

pool = ConnectionPool(os.environ["DATABASE_URL"], min_size=1, max_size=10, open=False)


def get_conn() -> Iterator[Connection]:
    with pool.connection() as conn:
        yield conn
