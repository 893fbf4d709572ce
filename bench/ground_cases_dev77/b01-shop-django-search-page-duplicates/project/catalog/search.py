import logging

from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db import DataError
from django.db.models import F, QuerySet

from .models import Product

logger = logging.getLogger(__name__)

SEARCH_CONFIG = "simple"


def build_query(q: str) -> SearchQuery | None:
    q = (q or "").strip()
    if not q:
        return None
    return SearchQuery(q, config=SEARCH_CONFIG, search_type="websearch")


def search_products(q: str, brand: str | None = None) -> QuerySet[Product]:
    qs = Product.objects.filter(is_public=True)
    if brand:
        qs = qs.filter(brand__slug=brand)
    query = build_query(q)
    if query is None:
        return qs
    try:
        qs = (
            qs.annotate(rank=SearchRank(F("search_vector"), query))
            .filter(search_vector=query)
            .order_by("-rank")
        )
        # 評価してみて tsquery の構文エラーをここで拾う
        qs.exists()
    except DataError:
        logger.info("bad search query: %r", q)
        return Product.objects.none()
    return qs
