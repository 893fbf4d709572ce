import re
import unicodedata

# Suffixes and noise that payment processors append to merchant names.
ALIASES = [
    r"\s*\(.*?\)\s*$",
    r"\s*(有限公司|有限责任公司|股份有限公司)$",
    r"\s*(co\.?,?\s*ltd\.?|inc\.?|llc)$",
    r"^(支付宝|微信支付|财付通)[-_:：]\s*",
    r"\s*#\d+$",
    r"\s*\d{4,}$",
]


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    return " ".join(text.split()).lower()


def normalize_name(raw: str) -> str:
    """Merchant name as printed on the statement, reduced to something we can join on."""
    name = fold(raw or "")
    for pattern in ALIASES:
        rx = re.compile(pattern, re.IGNORECASE)
        name = rx.sub("", name)
    return name.strip(" -_")


def normalize_city(raw: str | None) -> str:
    if not raw:
        return "unknown"
    city = fold(raw)
    return city[:-1] if city.endswith("市") else city
