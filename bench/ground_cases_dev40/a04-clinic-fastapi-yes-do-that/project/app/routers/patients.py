from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app import crud, schemas
from app.db import get_db

router = APIRouter(prefix="/patients", tags=["patients"])


@router.post("", response_model=schemas.PatientOut, status_code=201)
def create_patient(data: schemas.PatientCreate, db: Session = Depends(get_db)):
    try:
        return crud.create_patient(db, data)
    except IntegrityError:
        db.rollback()
        raise HTTPException(
            409, {"code": "email_taken", "message": "a patient with this email already exists"}
        ) from None


@router.get("", response_model=list[schemas.PatientOut])
def list_patients(
    q: str | None = None,
    limit: int = Query(20, ge=1),
    offset: int = Query(0, ge=0),
    db: Session = Depends(get_db),
):
    return crud.list_patients(db, q=q, limit=limit, offset=offset)


@router.get("/lookup", response_model=schemas.PatientOut)
def lookup_patient(email: str, db: Session = Depends(get_db)):
    """Used by the front desk when a patient calls and gives their email."""
    patient = crud.get_patient_by_email(db, email)
    if patient is None:
        raise HTTPException(404, "no patient with that email")
    return patient


@router.get("/{patient_id}", response_model=schemas.PatientOut)
def get_patient(patient_id: int, db: Session = Depends(get_db)):
    patient = crud.get_patient(db, patient_id)
    if patient is None:
        raise HTTPException(404, "patient not found")
    return patient
