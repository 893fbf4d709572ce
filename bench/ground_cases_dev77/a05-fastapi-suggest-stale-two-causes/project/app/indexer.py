"""Consumes catalog events and keeps the Meilisearch products index in sync."""
import json
import logging

from app.search import index

log = logging.getLogger("indexer")


def to_document(product: dict) -> dict:
    return {
        "id": product["id"],
        "name": product["name"],
        "brand": product.get("brand", ""),
        "category": product.get("category", ""),
        "price_cents": product["price_cents"],
    }


def handle_event(raw: bytes) -> None:
    event = json.loads(raw)
    kind = event.get("type")
    if kind == "product.created":
        index().add_documents([to_document(event["product"])])
    elif kind == "product.deleted":
        index().delete_document(event["product"]["id"])
    else:
        log.debug("ignoring event %s", kind)


def run(consumer) -> None:
    for message in consumer:
        try:
            handle_event(message.body)
        except Exception:
            log.exception("failed to index event")
