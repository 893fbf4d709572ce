from decimal import Decimal


def format_yen(amount):
    return f"¥{int(amount):,}"


def parse_bool(value, default=False):
    if value is None:
        return default
    return str(value).lower() in ("1", "true", "yes", "on")


def chunked(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i:i + size]


def to_decimal(value):
    if isinstance(value, Decimal):
        return value
    return Decimal(str(value))
