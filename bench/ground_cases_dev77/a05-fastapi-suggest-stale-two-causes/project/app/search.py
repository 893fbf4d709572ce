import meilisearch

from app.config import get_settings

_client: meilisearch.Client | None = None


def client() -> meilisearch.Client:
    global _client
    if _client is None:
        s = get_settings()
        _client = meilisearch.Client(s.meili_url, s.meili_key)
    return _client


def index():
    return client().index(get_settings().products_index)


def fetch_suggestions(prefix: str, limit: int) -> list[str]:
    res = index().search(prefix, {
        "limit": limit,
        "attributesToRetrieve": ["name"],
        "attributesToSearchOn": ["name", "brand"],
    })
    seen: dict[str, None] = {}
    for hit in res["hits"]:
        seen.setdefault(hit["name"], None)
    return list(seen)
