"""Page titles -> file names / URLs for the static mirror."""
import re
import unicodedata

MAX_LEN = 80


def slugify(title: str) -> str:
    """A URL-safe slug that keeps Chinese characters readable.

    '星穹 列车/角色' -> '星穹-列车-角色'
    """
    text = unicodedata.normalize("NFKC", title).strip().lower()
    text = re.sub(r"[^a-z0-9.]+", "-", text)
    text = re.sub(r"-{2,}", "-", text)
    text = text.strip("-")
    return text[:MAX_LEN] or "page"


def unique(slug: str, taken: set[str]) -> str:
    """slug, slug-2, slug-3 ... whichever is free."""
    if slug not in taken:
        taken.add(slug)
        return slug
    n = 2
    while f"{slug}-{n}" in taken:
        n += 1
    taken.add(f"{slug}-{n}")
    return f"{slug}-{n}"


def page_path(slug: str) -> str:
    return f"wiki/{slug}.html"
