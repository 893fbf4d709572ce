import os

import httpx

from app.models import Address, GeocodeResult

GEOCODER_URL = os.environ.get("GEOCODER_URL", "https://nominatim.openstreetmap.org/search")
USER_AGENT = "geofix/0.6 (ops@harbourdrop.example)"


class GeocodeError(Exception):
    pass


async def geocode(address: Address) -> GeocodeResult:
    params = {
        "street": address.line1,
        "city": address.city,
        "postalcode": address.postcode,
        "countrycodes": address.country.lower(),
        "format": "jsonv2",
        "limit": 1,
    }
    async with httpx.AsyncClient(timeout=10, headers={"User-Agent": USER_AGENT}) as client:
        res = await client.get(GEOCODER_URL, params=params)
    res.raise_for_status()
    hits = res.json()
    if not hits:
        raise GeocodeError("no_match")
    hit = hits[0]
    return GeocodeResult(lat=float(hit["lat"]), lng=float(hit["lon"]), precision=hit.get("addresstype", "unknown"),
                         query=address.one_line())
