import logging
from datetime import datetime

from fastapi import APIRouter, Depends, HTTPException, Query
from pydantic import BaseModel
from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from app.auth import audit, require_admin
from app.db import get_db
from app.models import User

router = APIRouter(prefix="/admin/users", tags=["users"])
logger = logging.getLogger(__name__)


class UserOut(BaseModel):
    id: int
    nickname: str
    phone: str | None
    status: int
    created_at: datetime

    model_config = {"from_attributes": True}


class UserListOut(BaseModel):
    total: int
    page: int
    page_size: int
    items: list[UserOut]


class StatusIn(BaseModel):
    status: int


@router.get("", response_model=UserListOut)
def list_users(
    keyword: str | None = None,
    status: int | None = None,
    page: int = Query(1, ge=1),
    page_size: int = Query(20, ge=1, le=100),
    db: Session = Depends(get_db),
    admin: str = Depends(require_admin),
):
    stmt = select(User)
    if keyword:
        like = f"%{keyword}%"
        stmt = stmt.where(or_(User.nickname.like(like), User.phone.like(like)))
    if status is not None:
        stmt = stmt.where(User.status == status)
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    items = db.scalars(
        stmt.order_by(User.id.desc()).offset((page - 1) * page_size).limit(page_size)
    ).all()
    return UserListOut(total=total, page=page, page_size=page_size, items=items)


@router.get("/{user_id}", response_model=UserOut)
def get_user(user_id: int, db: Session = Depends(get_db), admin: str = Depends(require_admin)):
    user = db.get(User, user_id)
    if user is None:
        raise HTTPException(404, "用户不存在")
    return user


@router.put("/{user_id}/status")
def update_status(
    user_id: int,
    body: StatusIn,
    db: Session = Depends(get_db),
    admin: str = Depends(require_admin),
):
    if body.status not in (0, 1):
        raise HTTPException(400, "status 只能是 0 或 1")
    user = db.get(User, user_id)
    if user is None:
        raise HTTPException(404, "用户不存在")
    user.status = body.status
    db.commit()
    logger.info("user status changed %s", audit("user.status", admin, user_id=user_id, status=body.status))
    return {"code": 0, "msg": "ok"}
