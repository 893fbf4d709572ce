"""What happens to a comment when it is reported."""
import logging

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.config import settings
from app.models import Comment, Report

log = logging.getLogger(__name__)


def report_count(db: Session, comment_id: int) -> int:
    return db.scalar(select(func.count()).select_from(Report).where(Report.comment_id == comment_id)) or 0


def apply_report(db: Session, comment: Comment) -> bool:
    """Hide the comment once enough distinct users reported it. Returns True when it was hidden now."""
    if comment.hidden:
        return False
    count = report_count(db, comment.id)
    if count > settings.auto_hide_threshold:
        comment.hidden = True
        comment.hidden_reason = "reports"
        log.info("comment %s auto-hidden after %s reports", comment.id, count)
        return True
    return False


def restore(db: Session, comment: Comment) -> None:
    """A moderator overrides the reports: show the comment again and clear them."""
    comment.hidden = False
    comment.hidden_reason = None
    for report in list(comment.reports):
        db.delete(report)
