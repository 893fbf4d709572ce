"""initial

Revision ID: 1f0a9b3c5d21
Revises:
Create Date: 2025-04-02 11:20:13.402871

"""
import sqlalchemy as sa
from alembic import op

revision = "1f0a9b3c5d21"
down_revision = None
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "customers",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("email", sa.String(254), nullable=False),
        sa.Column("phone", sa.String(20), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_customers_email", "customers", ["email"])
    op.create_table(
        "orders",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("customer_id", sa.Integer(), sa.ForeignKey("customers.id"), nullable=False),
        sa.Column("total_yen", sa.Integer(), nullable=False),
        sa.Column("ordered_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade():
    op.drop_table("orders")
    op.drop_index("ix_customers_email", table_name="customers")
    op.drop_table("customers")
