import httpx
from fastapi import APIRouter, HTTPException

from app.config import settings
from app.schemas import ShipmentStatus

router = APIRouter(prefix="/shipments", tags=["shipments"])


def _client() -> httpx.Client:
    return httpx.Client(
        base_url=settings.carrier_api_url,
        headers={"Authorization": f"Bearer {settings.carrier_api_key}"},
        timeout=settings.request_timeout,
    )


@router.get("/{order_ref}", response_model=ShipmentStatus)
def shipment_status(order_ref: str):
    with _client() as client:
        resp = client.get(f"/shipments/{order_ref}")
    if resp.status_code == 404:
        raise HTTPException(404, "no shipment for this order yet")
    resp.raise_for_status()
    return ShipmentStatus.model_validate(resp.json())


@router.post("/{order_ref}/label")
def request_label(order_ref: str):
    with _client() as client:
        resp = client.post(f"/shipments/{order_ref}/label")
    resp.raise_for_status()
    return ShipmentStatus.model_validate(resp.json())
