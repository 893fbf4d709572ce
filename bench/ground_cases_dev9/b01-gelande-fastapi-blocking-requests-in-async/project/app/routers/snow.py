from fastapi import APIRouter

from app.services import snow

router = APIRouter(prefix="/snow", tags=["snow"])


@router.get("/{resort_id}")
async def snow_report(resort_id: str) -> dict:
    return await snow.fetch_snow_report(resort_id)
