"""Runs, their outcome history and per-session settings.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "runs",
        sa.Column("seq", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("id", sa.String(32), nullable=False, unique=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("session_id", sa.String(200), nullable=True),
        sa.Column("level", sa.String(16), nullable=True),
        sa.Column("input", sa.Text, nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("result", sa.Text, nullable=True),
        sa.Column("stages", sa.Text, nullable=False),
        sa.Column("evidence", sa.Text, nullable=False),
        sa.Column("audit", sa.Text, nullable=True),
        sa.Column("error", sa.Text, nullable=True),
        sa.Column("outcome", sa.String(16), nullable=True),
        sa.Column("created_at", sa.String(32), nullable=False),
        sa.Column("updated_at", sa.String(32), nullable=False),
    )
    op.create_index("ix_runs_kind", "runs", ["kind"])
    op.create_index("ix_runs_session_id", "runs", ["session_id"])
    op.create_table(
        "outcomes",
        sa.Column("seq", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("run_id", sa.String(32), sa.ForeignKey("runs.id"), nullable=False),
        sa.Column("outcome", sa.String(16), nullable=False),
        sa.Column("recorded_at", sa.String(32), nullable=False),
    )
    op.create_index("ix_outcomes_run_id", "outcomes", ["run_id"])
    op.create_table(
        "session_settings",
        sa.Column("session_id", sa.String(200), primary_key=True),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("updated_at", sa.String(32), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("session_settings")
    op.drop_table("outcomes")
    op.drop_table("runs")
