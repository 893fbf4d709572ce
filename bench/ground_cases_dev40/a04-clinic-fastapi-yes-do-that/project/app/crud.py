"""Database access for patients and appointments."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app import models, schemas

MAX_PAGE = 100


def normalize_email(email: str) -> str:
    return email.strip().lower()


def create_patient(db: Session, data: schemas.PatientCreate) -> models.Patient:
    patient = models.Patient(
        first_name=data.first_name.strip(),
        last_name=data.last_name.strip(),
        email=normalize_email(data.email),
        phone=data.phone,
        date_of_birth=data.date_of_birth,
    )
    db.add(patient)
    db.commit()
    db.refresh(patient)
    return patient


def get_patient(db: Session, patient_id: int) -> models.Patient | None:
    return db.get(models.Patient, patient_id)


def get_patient_by_email(db: Session, email: str) -> models.Patient | None:
    stmt = select(models.Patient).where(models.Patient.email == email)
    return db.scalars(stmt).first()


def list_patients(db: Session, q: str | None = None, limit: int = 20, offset: int = 0) -> list[models.Patient]:
    stmt = select(models.Patient).order_by(models.Patient.last_name, models.Patient.first_name)
    if q:
        like = f"%{q.lower()}%"
        stmt = stmt.where(func.lower(models.Patient.last_name).like(like) | models.Patient.email.like(like))
    return list(db.scalars(stmt.limit(min(limit, MAX_PAGE)).offset(offset)))


def upcoming_appointments(db: Session, patient_id: int, now: datetime | None = None) -> list[models.Appointment]:
    now = now or datetime.now(timezone.utc)
    stmt = (
        select(models.Appointment)
        .where(models.Appointment.patient_id == patient_id, models.Appointment.starts_at >= now)
        .order_by(models.Appointment.starts_at)
    )
    return list(db.scalars(stmt))


def slot_taken(db: Session, practitioner: str, starts_at: datetime, minutes: int) -> bool:
    ends_at = starts_at + timedelta(minutes=minutes)
    for appt in db.scalars(select(models.Appointment).where(models.Appointment.practitioner == practitioner)):
        if appt.starts_at < ends_at and starts_at < appt.starts_at + timedelta(minutes=appt.minutes):
            return True
    return False


def book_appointment(db: Session, patient_id: int, data: schemas.AppointmentCreate) -> models.Appointment:
    appt = models.Appointment(patient_id=patient_id, **data.model_dump())
    db.add(appt)
    db.commit()
    db.refresh(appt)
    return appt
