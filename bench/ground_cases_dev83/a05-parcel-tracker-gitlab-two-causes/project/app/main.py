from __future__ import annotations

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import Shipment, get_session

CARRIERS = {"dhl", "ups", "postnl"}


class ShipmentIn(BaseModel):
    tracking_no: str
    carrier: str


def create_app() -> FastAPI:
    app = FastAPI(title="parcel-tracker")

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    @app.post("/shipments", status_code=201)
    def create_shipment(body: ShipmentIn, db: Session = Depends(get_session)):
        if body.carrier not in CARRIERS:
            raise HTTPException(422, f"unknown carrier {body.carrier!r}")
        shipment = Shipment(tracking_no=body.tracking_no, carrier=body.carrier)
        db.add(shipment)
        db.commit()
        return {"id": shipment.id, "tracking_no": shipment.tracking_no, "status": shipment.status}

    @app.get("/shipments/{tracking_no}")
    def get_shipment(tracking_no: str, db: Session = Depends(get_session)):
        shipment = db.scalar(select(Shipment).where(Shipment.tracking_no == tracking_no))
        if shipment is None:
            raise HTTPException(404, "not found")
        return {"tracking_no": shipment.tracking_no, "carrier": shipment.carrier, "status": shipment.status}

    return app


app = create_app()
