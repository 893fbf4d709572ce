from fastapi import APIRouter

from app import db

router = APIRouter(prefix="/lifts", tags=["lifts"])


@router.get("")
async def list_lifts() -> list[dict]:
    rows = await db.fetch(
        "SELECT id, name, status, wait_minutes, updated_at FROM lifts WHERE visible ORDER BY sort_order"
    )
    return [dict(r) for r in rows]
