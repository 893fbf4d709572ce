from feedsync.clients.base import BaseClient

PAGE_SIZE = 20


class MastodonClient(BaseClient):
    """Talks to the archive proxy in front of a Mastodon instance.

    The proxy pages statuses as {"items": [...], "page": n, "total_pages": m},
    pages numbered from 1.
    """

    def __init__(self, instance, token=None):
        super().__init__(f"https://{instance}/proxy/v1", token=token)

    def fetch_page(self, account_id, page):
        return self._get(f"/accounts/{account_id}/statuses", page=page, per_page=PAGE_SIZE)

    def fetch_all(self, account_id):
        first = self.fetch_page(account_id, 1)
        items = list(first["items"])
        for page in range(2, first["total_pages"]):
            items.extend(self.fetch_page(account_id, page)["items"])
        return items

    def fetch_favourites(self, account_id, limit=40):
        data = self._get(f"/accounts/{account_id}/favourites", limit=limit)
        return data["items"]
