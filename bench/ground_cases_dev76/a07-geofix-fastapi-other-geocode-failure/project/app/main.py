from fastapi import FastAPI, HTTPException

from app.geocoder import GeocodeError, geocode
from app.models import Address, GeocodeResult
from app.normalize import normalize

app = FastAPI(title="geofix", version="0.6.0")


@app.get("/healthz")
async def healthz() -> dict[str, bool]:
    return {"ok": True}


@app.post("/geocode", response_model=GeocodeResult)
async def geocode_address(address: Address) -> GeocodeResult:
    clean = normalize(address)
    try:
        return await geocode(clean)
    except GeocodeError as e:
        raise HTTPException(status_code=422, detail={"reason": str(e), "query": clean.one_line()})
