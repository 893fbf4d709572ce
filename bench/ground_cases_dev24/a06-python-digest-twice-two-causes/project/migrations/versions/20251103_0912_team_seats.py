"""team seats: a user can hold several active subscriptions

Revision ID: 7c1e52d0a4b9
Revises: 3fa09b6e11c2
Create Date: 2025-11-03 09:12:40.118204
"""
from alembic import op
import sqlalchemy as sa

revision = "7c1e52d0a4b9"
down_revision = "3fa09b6e11c2"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_constraint("subscriptions_user_id_key", "subscriptions", type_="unique")
    op.add_column("subscriptions", sa.Column("team_id", sa.Integer(), sa.ForeignKey("teams.id"), nullable=True))
    op.create_index("ix_subscriptions_user_id", "subscriptions", ["user_id"])


def downgrade() -> None:
    op.drop_index("ix_subscriptions_user_id", table_name="subscriptions")
    op.drop_column("subscriptions", "team_id")
    op.create_unique_constraint("subscriptions_user_id_key", "subscriptions", ["user_id"])
