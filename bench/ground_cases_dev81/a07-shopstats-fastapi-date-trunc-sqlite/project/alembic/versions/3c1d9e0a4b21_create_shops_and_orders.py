"""create shops and orders

Revision ID: 3c1d9e0a4b21
Revises:
Create Date: 2025-08-04 10:12:44.120311
"""
import sqlalchemy as sa
from alembic import op

revision = "3c1d9e0a4b21"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "shops",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(120), nullable=False),
        sa.Column("currency", sa.String(3), nullable=False, server_default="EUR"),
    )
    op.create_table(
        "orders",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("shop_id", sa.Integer(), sa.ForeignKey("shops.id"), nullable=False),
        sa.Column("total_cents", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False, server_default="paid"),
        sa.Column("legacy_ref", sa.String(40)),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
    )
    op.create_index("ix_orders_shop_id_created_at", "orders", ["shop_id", "created_at"])
    op.create_index("ix_orders_legacy_ref", "orders", ["legacy_ref"])


def downgrade() -> None:
    op.drop_index("ix_orders_legacy_ref", table_name="orders")
    op.drop_index("ix_orders_shop_id_created_at", table_name="orders")
    op.drop_table("orders")
    op.drop_table("shops")
