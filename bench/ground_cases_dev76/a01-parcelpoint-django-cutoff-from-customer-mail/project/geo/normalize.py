"""Address clean-up before we send anything to the geocoder."""
import re

UNIT_RE = re.compile(r"^(?:apt|unit|suite|ste)\.?\s*(\w+),?\s+", re.IGNORECASE)
STREET_SUFFIXES = {
    "street": "St",
    "st.": "St",
    "avenue": "Ave",
    "ave.": "Ave",
    "road": "Rd",
    "boulevard": "Blvd",
    "drive": "Dr",
}


def split_unit(line: str):
    """'Apt 4 12 Main St' -> ('12 Main St', '4')."""
    m = UNIT_RE.match(line.strip())
    if not m:
        return line.strip(), None
    return line.strip()[m.end():], m.group(1)


def normalize_street(line: str) -> str:
    words = [w for w in re.split(r"\s+", line.strip()) if w]
    out = []
    for w in words:
        out.append(STREET_SUFFIXES.get(w.lower(), w))
    return " ".join(out)


def normalize_address(raw: dict) -> dict:
    street, unit = split_unit(raw.get("line1", ""))
    return {
        "line1": normalize_street(street),
        "unit": unit or raw.get("line2") or None,
        "city": raw.get("city", "").strip().title(),
        "postcode": raw.get("postcode", "").strip().upper(),
        "country": (raw.get("country") or "US").upper(),
    }
