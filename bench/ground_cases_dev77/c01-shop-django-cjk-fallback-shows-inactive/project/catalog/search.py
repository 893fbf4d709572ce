"""Product search on the stored tsvector column (config 'simple')."""
import re

from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db.models import F, Q

from catalog.models import Product

SEARCH_CONFIG = "simple"
MAX_QUERY_LEN = 64
CJK = re.compile(r"[\u4e00-\u9fff]")


def normalize(q: str) -> str:
    q = (q or "").strip()
    return " ".join(q.split())[:MAX_QUERY_LEN]


def search_products(q: str, brand: str | None = None):
    q = normalize(q)
    qs = Product.objects.active().select_related("brand").prefetch_related("images")
    if brand:
        qs = qs.filter(brand__slug=brand)
    if not q:
        return qs.order_by("-created_at")
    if CJK.search(q):
        return _cjk_fallback(q, brand)
    query = SearchQuery(q, config=SEARCH_CONFIG, search_type="websearch")
    return (
        qs.filter(search_vector=query)
        .annotate(rank=SearchRank(F("search_vector"), query))
        .order_by("-rank", "-created_at")
    )


def _cjk_fallback(q: str, brand: str | None):
    """zhparser 上线前的兜底：中文查询按子串匹配标题/描述。"""
    cond = Q()
    for word in q.split():
        cond &= Q(name__icontains=word) | Q(description__icontains=word)
    qs = Product.objects.filter(cond).select_related("brand").prefetch_related("images")
    if brand:
        qs = qs.filter(brand__slug=brand)
    return qs.order_by("-created_at")
