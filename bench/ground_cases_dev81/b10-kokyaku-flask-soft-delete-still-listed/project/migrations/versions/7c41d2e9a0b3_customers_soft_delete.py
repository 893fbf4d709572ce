"""customers soft delete

Revision ID: 7c41d2e9a0b3
Revises: 1f0a9b3c5d21
Create Date: 2025-07-22 14:03:52.118406

"""
import sqlalchemy as sa
from alembic import op

revision = "7c41d2e9a0b3"
down_revision = "1f0a9b3c5d21"
branch_labels = None
depends_on = None


def upgrade():
    op.add_column("customers", sa.Column("deleted_at", sa.DateTime(timezone=True), nullable=True))


def downgrade():
    op.drop_column("customers", "deleted_at")
