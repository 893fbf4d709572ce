"""Audit trail for every sync: what was pulled, when, and by which run."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import List

from sqlalchemy import Column, DateTime, Integer, String, Text
from sqlalchemy.orm import declarative_base

Base = declarative_base()


class AuditEntry(Base):
    __tablename__ = "audit_entries"
    id = Column(Integer, primary_key=True)
    run_id = Column(String(36), nullable=False, index=True)
    account_id = Column(Integer, nullable=False)
    action = Column(String(32), nullable=False)
    detail = Column(Text, default="")
    # naive UTC, like every other timestamp column in the accounting DB
    recorded_at = Column(DateTime, nullable=False)


def record_event(session, run_id: str, account_id: int, action: str, detail: str = "") -> AuditEntry:
    entry = AuditEntry(run_id=run_id, account_id=account_id, action=action, detail=detail)
    entry.recorded_at = datetime.utcnow()
    session.add(entry)
    return entry


@dataclass
class RunSummary:
    run_id: str
    actions: List[str] = field(default_factory=list)

    def add(self, entry: AuditEntry) -> None:
        self.actions.append(f"{entry.recorded_at:%H:%M:%S} {entry.action} #{entry.account_id}")


def entries_since(session, since: datetime):
    return session.query(AuditEntry).filter(AuditEntry.recorded_at >= since).order_by(AuditEntry.id).all()
