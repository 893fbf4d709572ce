"""PDF form field names in forms/volunteer_claim.pdf (check with: python -m fields)."""
from __future__ import annotations

FIELDS = {
    "name": "VolunteerName",
    "month": "ClaimMonth",
    "total_miles": "Total_Miles",  # renamed in form v3
    "mileage_amount": "MileageAmount",
    "expenses_amount": "ExpensesAmount",
    "total_amount": "TotalClaim",
    "signed_date": "DateSigned",
}

TRIP_COLUMNS = {
    "date": "Date",
    "journey": "Journey",
    "purpose": "Purpose",
    "miles": "Miles",
}


def trip_field(column: str, row: int) -> str:
    """Row fields are named like Date_1, Journey_1 ... Miles_12."""
    return f"{TRIP_COLUMNS[column]}_{row}"


if __name__ == "__main__":
    import sys

    from pypdf import PdfReader

    path = sys.argv[1] if len(sys.argv) > 1 else "forms/volunteer_claim.pdf"
    for name in sorted(PdfReader(path).get_fields() or {}):
        print(name)
