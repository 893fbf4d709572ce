import httpx

from app.config import settings


async def fetch_snow_report(resort_id: str) -> dict:
    async with httpx.AsyncClient(timeout=settings.snow_timeout) as client:
        resp = await client.get(settings.snow_api_url, params={"resort": resort_id})
    resp.raise_for_status()
    data = resp.json()
    return {
        "resort": resort_id,
        "depth_cm": data["base_depth_cm"],
        "new_snow_24h_cm": data["new_snow_24h_cm"],
        "condition": data.get("condition", "unknown"),
    }
