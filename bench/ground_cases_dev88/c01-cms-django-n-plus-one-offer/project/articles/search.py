import os

import requests


class SearchClient:
    def __init__(self, base_url=None):
        self.base_url = base_url or os.environ.get("SEARCH_URL", "http://127.0.0.1:7700")
        self.session = requests.Session()

    def reset(self, index):
        self.session.delete(f"{self.base_url}/indexes/{index}/documents", timeout=10)

    def index(self, index, pk, doc):
        self.index_many(index, [dict(doc, id=pk)])

    def index_many(self, index, docs):
        if not docs:
            return
        resp = self.session.post(f"{self.base_url}/indexes/{index}/documents", json=docs, timeout=60)
        resp.raise_for_status()
