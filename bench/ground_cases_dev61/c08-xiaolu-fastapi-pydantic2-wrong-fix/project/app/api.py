from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import select

from app.db import Session, User, get_session, init_db
from app.models import UserCreate, UserOut, UserUpdate
from app.settings import describe, get_settings

app = FastAPI(title="xiaolu-checkin")
init_db()


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True, "settings": describe(get_settings())}


@app.post("/users", response_model=UserOut, status_code=201)
def create_user(payload: UserCreate, db: Session = Depends(get_session)) -> UserOut:
    if db.scalar(select(User).where(User.phone == payload.phone)):
        raise HTTPException(409, "该手机号已注册")
    data = payload.model_dump(exclude={"invite_code"})
    user = User(**data)
    if payload.invite_code:
        user.points = get_settings().invite_bonus_points
    db.add(user)
    db.commit()
    return UserOut.model_validate(user)


@app.patch("/users/{user_id}", response_model=UserOut)
def update_user(user_id: int, payload: UserUpdate, db: Session = Depends(get_session)) -> UserOut:
    user = db.get(User, user_id)
    if user is None:
        raise HTTPException(404, "用户不存在")
    for key, value in payload.model_dump(exclude_unset=True).items():
        setattr(user, key, value)
    db.commit()
    return UserOut.model_validate(user)
