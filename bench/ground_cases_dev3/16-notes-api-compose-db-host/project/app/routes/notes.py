from fastapi import APIRouter

from app.db import SessionLocal

router = APIRouter(prefix="/notes")


@router.get("")
def list_notes():
    with SessionLocal() as session:
        return session.execute("SELECT id, title FROM notes").all()
