"""index orders.customer_id

Revision ID: 3f1c2a9b7d10
Revises: 0002
"""
from alembic import op

revision = "3f1c2a9b7d10"
down_revision = "0002"


def upgrade():
    op.create_index("ix_orders_customer_id", "orders", ["customer_id"], unique=False)


def downgrade():
    op.drop_index("ix_orders_customer_id", table_name="orders")
