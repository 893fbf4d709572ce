from decimal import Decimal


def format_yen(value) -> str:
    """Format an integer-ish amount as ¥1,234."""
    amount = Decimal(value).quantize(Decimal("1"))
    sign = "-" if amount < 0 else ""
    return f"{sign}¥{abs(int(amount)):,}"


def parse_yen(text: str) -> Decimal:
    cleaned = text.replace("¥", "").replace(",", "").strip()
    if not cleaned:
        raise ValueError("empty amount")
    return Decimal(cleaned)


def mask_email(email: str) -> str:
    local, _, domain = email.partition("@")
    if len(local) <= 2:
        return "*" * len(local) + "@" + domain
    return local[0] + "*" * (len(local) - 2) + local[-1] + "@" + domain


def chunked(items, size):
    bucket = []
    for item in items:
        bucket.append(item)
        if len(bucket) == size:
            yield bucket
            bucket = []
    if bucket:
        yield bucket


def percent(part, whole) -> str:
    if not whole:
        return "0%"
    return f"{(Decimal(part) / Decimal(whole) * 100):.1f}%"
