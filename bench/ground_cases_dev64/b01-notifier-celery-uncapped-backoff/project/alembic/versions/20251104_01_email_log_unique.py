"""unique (user_id, kind, period_key) on email_log

Revision ID: 20251104_01
Revises: 20250912_01
Create Date: 2025-11-04 10:31:52
"""
from alembic import op

revision = "20251104_01"
down_revision = "20250912_01"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Remove duplicates first (keep the earliest row), or this fails on production data.
    op.execute(
        """
        delete from email_log a
        using email_log b
        where a.user_id = b.user_id and a.kind = b.kind and a.period_key = b.period_key
          and a.id > b.id
        """
    )
    op.create_unique_constraint("uq_email_log_once", "email_log", ["user_id", "kind", "period_key"])


def downgrade() -> None:
    op.drop_constraint("uq_email_log_once", "email_log", type_="unique")
