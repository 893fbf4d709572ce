from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.db import get_db
from app.models import YogaClass
from app.services import capacity

router = APIRouter(prefix="/classes", tags=["classes"])


@router.get("/{class_id}")
def get_class(class_id: int, db: Session = Depends(get_db)) -> dict:
    yoga_class = db.get(YogaClass, class_id)
    if yoga_class is None:
        raise HTTPException(404, "class not found")
    return {
        "id": yoga_class.id,
        "title": yoga_class.title,
        "instructor": yoga_class.instructor,
        "starts_at": yoga_class.starts_at.isoformat(),
        **capacity.summary(db, yoga_class),
    }
