"""email_log table

Revision ID: 20250912_01
Revises:
Create Date: 2025-09-12 10:02:11
"""
import sqlalchemy as sa
from alembic import op

revision = "20250912_01"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "email_log",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("period_key", sa.String(20), nullable=False),
        sa.Column("message_id", sa.String(255)),
        sa.Column("sent_at", sa.DateTime(timezone=True), server_default=sa.func.now()),
    )
    op.create_index("ix_email_log_user_id", "email_log", ["user_id"])


def downgrade() -> None:
    op.drop_index("ix_email_log_user_id", table_name="email_log")
    op.drop_table("email_log")
