from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app import crud, schemas
from app.db import get_db

router = APIRouter(prefix="/patients/{patient_id}/appointments", tags=["appointments"])


@router.get("", response_model=list[schemas.AppointmentOut])
def upcoming(patient_id: int, db: Session = Depends(get_db)):
    if crud.get_patient(db, patient_id) is None:
        raise HTTPException(404, "patient not found")
    return crud.upcoming_appointments(db, patient_id)


@router.post("", response_model=schemas.AppointmentOut, status_code=201)
def book(patient_id: int, data: schemas.AppointmentCreate, db: Session = Depends(get_db)):
    if crud.get_patient(db, patient_id) is None:
        raise HTTPException(404, "patient not found")
    if crud.slot_taken(db, data.practitioner, data.starts_at, data.minutes):
        raise HTTPException(409, "slot already taken")
    return crud.book_appointment(db, patient_id, data)
