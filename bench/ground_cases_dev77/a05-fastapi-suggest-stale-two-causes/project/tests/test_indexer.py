import json

from app import indexer


class FakeIndex:
    def __init__(self):
        self.added, self.deleted = [], []

    def add_documents(self, docs):
        self.added.extend(docs)

    def delete_document(self, doc_id):
        self.deleted.append(doc_id)


def test_created_event_is_indexed(monkeypatch):
    fake = FakeIndex()
    monkeypatch.setattr(indexer, "index", lambda: fake)
    indexer.handle_event(json.dumps({"type": "product.created", "product": {"id": 1, "name": "Pixel 9", "price_cents": 79900}}).encode())
    assert fake.added[0]["name"] == "Pixel 9"
