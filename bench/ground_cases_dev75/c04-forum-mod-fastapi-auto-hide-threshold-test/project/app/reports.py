from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.config import settings
from app.db import get_db
from app.moderation import apply_report, restore
from app.models import Comment, Report

router = APIRouter(tags=["reports"])


class ReportIn(BaseModel):
    reporter_id: int
    reason: str
    note: str | None = Field(default=None, max_length=500)


@router.post("/comments/{comment_id}/reports", status_code=201)
def create_report(comment_id: int, payload: ReportIn, db: Session = Depends(get_db)):
    comment = db.get(Comment, comment_id)
    if comment is None:
        raise HTTPException(404, "comment not found")
    if payload.reason not in settings.report_reasons:
        raise HTTPException(422, f"unknown reason {payload.reason!r}")
    if payload.reporter_id == comment.author_id:
        raise HTTPException(400, "cannot report your own comment")
    already = db.scalar(
        select(Report.id).where(Report.comment_id == comment.id, Report.reporter_id == payload.reporter_id)
    )
    if already is not None:
        raise HTTPException(409, "already reported")
    db.add(Report(comment_id=comment.id, reporter_id=payload.reporter_id, reason=payload.reason, note=payload.note))
    db.flush()
    hidden_now = apply_report(db, comment)
    return {"comment_id": comment.id, "hidden": comment.hidden, "hidden_now": hidden_now}


@router.post("/comments/{comment_id}/restore")
def restore_comment(comment_id: int, db: Session = Depends(get_db)):
    comment = db.get(Comment, comment_id)
    if comment is None:
        raise HTTPException(404, "comment not found")
    restore(db, comment)
    return {"comment_id": comment.id, "hidden": comment.hidden}
