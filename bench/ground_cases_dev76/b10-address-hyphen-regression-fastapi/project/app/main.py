from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from app.geocode import GeocodeError, geocode
from app.normalize import normalize_address, normalize_postal_code

app = FastAPI(title="chizu-geocoder")


class GeocodeIn(BaseModel):
    address: str
    postal_code: str | None = None


@app.post("/geocode")
def geocode_endpoint(payload: GeocodeIn) -> dict:
    try:
        point = geocode(payload.address)
    except GeocodeError as exc:
        raise HTTPException(502, f"geocoder error: {exc}")
    if point is None:
        raise HTTPException(404, "address not found")
    return {
        "normalized": normalize_address(payload.address),
        "postal_code": normalize_postal_code(payload.postal_code or ""),
        "lat": point.lat,
        "lng": point.lng,
        "precision": point.precision,
    }


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
