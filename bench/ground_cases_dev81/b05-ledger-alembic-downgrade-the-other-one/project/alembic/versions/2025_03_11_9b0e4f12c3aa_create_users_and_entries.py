"""create users and entries

Revision ID: 9b0e4f12c3aa
Revises:
Create Date: 2025-03-11 10:02:44.118204
"""
import sqlalchemy as sa
from alembic import op

revision = "9b0e4f12c3aa"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.BigInteger(), primary_key=True),
        sa.Column("email", sa.String(254), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    )
    op.create_table(
        "entries",
        sa.Column("id", sa.BigInteger(), primary_key=True),
        sa.Column("user_id", sa.BigInteger(), sa.ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
        sa.Column("amount", sa.Numeric(12, 0), nullable=False),
        sa.Column("memo", sa.String(200), nullable=False, server_default=""),
        sa.Column("booked_on", sa.Date(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    )
    op.create_index("ix_entries_user_booked_on", "entries", ["user_id", "booked_on"])


def downgrade() -> None:
    op.drop_index("ix_entries_user_booked_on", table_name="entries")
    op.drop_table("entries")
    op.drop_table("users")
