"""Alembic environment: honing runs migrations on the connection it passes in
(``RunStore`` does, when it opens a database), never from a URL in a config file."""

from __future__ import annotations

from alembic import context

from honing.server.store import metadata

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("honing's migrations run through honing.server.store.upgrade(engine)")
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
