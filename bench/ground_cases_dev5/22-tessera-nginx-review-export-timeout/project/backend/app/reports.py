from fastapi import APIRouter

from app.db import fetch_summary

router = APIRouter()


@router.get("/summary")
async def summary(year: int) -> dict:
    return await fetch_summary(year)
