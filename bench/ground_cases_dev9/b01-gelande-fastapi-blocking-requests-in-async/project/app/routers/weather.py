from fastapi import APIRouter, HTTPException

from app.services import weather
from app.services.spots import SPOTS

router = APIRouter(prefix="/weather", tags=["weather"])


@router.get("/{resort_id}")
async def forecast(resort_id: str) -> dict:
    if resort_id not in SPOTS:
        raise HTTPException(status_code=404, detail="unknown resort")
    return await weather.fetch_forecast(resort_id)
