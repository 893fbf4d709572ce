from datetime import datetime, timezone

from fastapi import FastAPI, HTTPException

from app.eta import eta_at, eta_minutes
from app.geocode import geocode

app = FastAPI(title="geo-service")


@app.get("/geocode")
async def geocode_endpoint(address: str, city: str | None = None):
    point = await geocode(address, city)
    if point is None:
        raise HTTPException(status_code=404, detail="地址无法解析")
    return {"lng": point.lng, "lat": point.lat, "level": point.level}


@app.get("/eta")
async def eta_endpoint(from_lng: float, from_lat: float, to_lng: float, to_lat: float):
    minutes = eta_minutes(from_lng, from_lat, to_lng, to_lat)
    return {"minutes": minutes, "arrive_at": eta_at(datetime.now(timezone.utc), minutes)}
