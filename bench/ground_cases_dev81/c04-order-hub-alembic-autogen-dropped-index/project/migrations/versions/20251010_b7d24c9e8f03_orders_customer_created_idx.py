"""index orders (customer_id, created_at) for the customer order list

Revision ID: b7d24c9e8f03
Revises: a1c3e5f70b22
Create Date: 2025-10-10 16:40:05.550912

orders has ~12M rows in production: build the index CONCURRENTLY, outside the
migration transaction.
"""
from alembic import op

revision = "b7d24c9e8f03"
down_revision = "a1c3e5f70b22"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.get_context().autocommit_block():
        op.execute(
            "CREATE INDEX CONCURRENTLY IF NOT EXISTS ix_orders_customer_id_created_at "
            "ON orders (customer_id, created_at DESC)"
        )


def downgrade() -> None:
    with op.get_context().autocommit_block():
        op.execute("DROP INDEX CONCURRENTLY IF EXISTS ix_orders_customer_id_created_at")
