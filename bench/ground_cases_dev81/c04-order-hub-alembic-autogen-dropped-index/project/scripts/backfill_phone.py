"""Fill customers.phone from the CRM export: python scripts/backfill_phone.py crm_phones.csv

Matches on email, commits every BATCH rows, skips phones already taken by another customer."""
import csv
import sys

from sqlalchemy import select, update

from app.db import SessionLocal
from app.models import Customer

BATCH = 1000


def normalize(phone: str) -> str | None:
    digits = "".join(ch for ch in phone if ch.isdigit())
    if digits.startswith("86") and len(digits) == 13:
        digits = digits[2:]
    return digits if len(digits) == 11 else None


def main(path: str) -> None:
    done = skipped = 0
    with open(path, newline="", encoding="utf-8-sig") as f, SessionLocal() as session:
        taken = set(session.scalars(select(Customer.phone).where(Customer.phone.is_not(None))))
        for i, row in enumerate(csv.DictReader(f), 1):
            phone = normalize(row["phone"])
            if phone is None or phone in taken:
                skipped += 1
                continue
            result = session.execute(
                update(Customer)
                .where(Customer.email == row["customer_email"].strip().lower(), Customer.phone.is_(None))
                .values(phone=phone)
            )
            if result.rowcount:
                taken.add(phone)
                done += 1
            if i % BATCH == 0:
                session.commit()
                print(f"{i} rows read, {done} updated, {skipped} skipped", flush=True)
        session.commit()
    print(f"finished: {done} updated, {skipped} skipped")


if __name__ == "__main__":
    main(sys.argv[1])
