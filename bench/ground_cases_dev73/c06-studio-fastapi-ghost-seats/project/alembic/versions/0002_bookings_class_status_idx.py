"""bookings (class_id, status) index

Revision ID: 0002
Revises: 0001
"""
from alembic import op

revision = "0002"
down_revision = "0001"


def upgrade():
    op.create_index("ix_bookings_class_status", "bookings", ["class_id", "status"])


def downgrade():
    op.drop_index("ix_bookings_class_status", table_name="bookings")
