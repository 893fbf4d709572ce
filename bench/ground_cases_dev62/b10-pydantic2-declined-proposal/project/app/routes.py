from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app import models, schemas
from app.db import get_db

router = APIRouter(prefix="/staff", tags=["staff"])


@router.get("/", response_model=list[schemas.Staff])
def list_staff(db: Session = Depends(get_db)):
    return db.query(models.Staff).order_by(models.Staff.id).all()


@router.post("/", response_model=schemas.Staff, status_code=201)
def create_staff(body: schemas.StaffCreate, db: Session = Depends(get_db)):
    staff = models.Staff(**body.model_dump())
    db.add(staff)
    db.commit()
    db.refresh(staff)
    return staff


@router.patch("/{staff_id}", response_model=schemas.Staff)
def update_staff(staff_id: int, body: schemas.StaffUpdate, db: Session = Depends(get_db)):
    staff = db.get(models.Staff, staff_id)
    if staff is None:
        raise HTTPException(404, "staff not found")
    for key, value in body.model_dump(exclude_unset=True).items():
        setattr(staff, key, value)
    db.commit()
    return staff
