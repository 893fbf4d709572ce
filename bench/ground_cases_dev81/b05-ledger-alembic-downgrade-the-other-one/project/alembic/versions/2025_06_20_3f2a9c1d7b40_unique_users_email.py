"""unique users email (case-insensitive)

Revision ID: 3f2a9c1d7b40
Revises: 9b0e4f12c3aa
Create Date: 2025-06-20 16:41:09.552310
"""
import sqlalchemy as sa
from alembic import op

revision = "3f2a9c1d7b40"
down_revision = "9b0e4f12c3aa"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # 重複ユーザーは一番古いアカウントに寄せる（entries を付け替えてから削除）
    op.execute(
        """
        WITH ranked AS (
            SELECT id, first_value(id) OVER (PARTITION BY lower(email) ORDER BY created_at, id) AS keep_id
            FROM users
        )
        UPDATE entries e SET user_id = r.keep_id
        FROM ranked r
        WHERE e.user_id = r.id AND r.id <> r.keep_id
        """
    )
    op.execute(
        """
        DELETE FROM users u
        USING (
            SELECT id, first_value(id) OVER (PARTITION BY lower(email) ORDER BY created_at, id) AS keep_id
            FROM users
        ) r
        WHERE u.id = r.id AND r.id <> r.keep_id
        """
    )
    op.create_index(
        "uq_users_email",
        "users",
        [sa.text("lower(email)")],
        unique=True,
    )


def downgrade() -> None:
    op.drop_constraint("uq_users_email_lower", "users", type_="unique")
