"""Small helpers shared by order views and tasks."""
import random
import string

from django.utils import timezone


def new_order_no() -> str:
    """Order number: yyyymmddHHMMSS + 6 random digits, local time."""
    now = timezone.localtime()
    return now.strftime("%Y%m%d%H%M%S") + "".join(random.choices(string.digits, k=6))


def yuan(value) -> str:
    """Format an amount for display, e.g. 1234.5 -> "1,234.50"."""
    return f"{value:,.2f}"


def clean_phone(raw: str) -> str:
    """Strip spaces, dashes and a +86 prefix from a phone number."""
    phone = raw.replace(" ", "").replace("-", "")
    if phone.startswith("+86"):
        phone = phone[3:]
    return phone


def mask_phone(phone: str) -> str:
    """13812345678 -> 138****5678; anything that is not an 11-digit mobile is returned unchanged."""
    phone = clean_phone(phone or "")
    if len(phone) != 11 or not phone.isdigit():
        return phone
    return f"{phone[:3]}****{phone[7:]}"


def chunks(items, size: int):
    """Yield lists of at most ``size`` items."""
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
