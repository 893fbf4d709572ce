"""Clean addresses before geocoding. Most failures we see are formatting, not bad data."""
import re

from app.models import Address

UK_POSTCODE = re.compile(r"^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$")
US_ZIP = re.compile(r"^\d{5}(-\d{4})?$")


def normalize_postcode(postcode: str, country: str) -> str:
    pc = postcode.strip().upper()
    if country == "US":
        return pc if US_ZIP.match(pc) else pc.replace(" ", "")
    if country == "GB":
        m = UK_POSTCODE.match(pc)
        if m:
            return f"{m.group(1)} {m.group(2)}"
    return pc


def normalize(address: Address) -> Address:
    country = address.country.upper()
    return Address(
        line1=re.sub(r"\s+", " ", address.line1).strip(),
        line2=(address.line2 or "").strip() or None,
        city=address.city.strip().title(),
        postcode=normalize_postcode(address.postcode, country),
        country=country,
    )
