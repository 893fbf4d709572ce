"""CSV export of the staff list for payroll."""
import csv
import io

from sqlalchemy.orm import Session

from app import models, schemas

COLUMNS = ["id", "name", "email", "department", "hired_on", "active"]


def staff_rows(db: Session) -> list[dict]:
    rows = []
    for obj in db.query(models.Staff).order_by(models.Staff.id):
        staff = schemas.Staff.from_orm(obj)
        rows.append(staff.dict())
    return rows


def to_csv(rows: list[dict]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, extrasaction="ignore")
    writer.writeheader()
    for row in rows:
        writer.writerow(dict(row, hired_on=row["hired_on"].isoformat()))
    return buf.getvalue()


def export_staff(db: Session) -> str:
    return to_csv(staff_rows(db))


def summary(rows: list[dict]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for row in rows:
        counts[row["department"]] = counts.get(row["department"], 0) + 1
    return dict(sorted(counts.items()))
