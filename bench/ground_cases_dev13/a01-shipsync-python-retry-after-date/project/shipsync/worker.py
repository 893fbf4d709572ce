"""Batch job: push paid orders to the carrier and store the shipment ids."""
from __future__ import annotations

import logging

from shipsync import db
from shipsync.carrier import CarrierClient, CarrierError
from shipsync.mapping import to_shipment
from shipsync.retry import with_backoff
from shipsync.settings import Settings, load

log = logging.getLogger(__name__)


def sync_batch(settings: Settings, client: CarrierClient, conn) -> tuple[int, int]:
    """Create shipments for up to batch_size pending orders. Returns (created, failed)."""
    created = failed = 0
    for order in db.pending_orders(conn, limit=settings.batch_size):
        payload = to_shipment(order)
        if settings.dry_run:
            log.info("order=%s dry run, payload=%s", order.id, payload)
            continue
        try:
            response = with_backoff(lambda: client.create_shipment(payload),
                                    attempts=settings.max_attempts, base=settings.backoff_base)
            body = CarrierClient.raise_for_status(response)
        except CarrierError as exc:
            log.warning("order=%s rejected by carrier: %s", order.id, exc)
            db.mark_failed(conn, order.id, str(exc))
            failed += 1
            continue
        except Exception as exc:  # noqa: BLE001 - one bad order must not stop the batch
            log.error("order=%s shipment not created: %s: %s", order.id, type(exc).__name__, exc)
            failed += 1
            continue
        db.mark_shipped(conn, order.id, body["id"], body.get("tracking_number"))
        created += 1
    return created, failed


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = load()
    client = CarrierClient(settings)
    with db.connect() as conn:
        created, failed = sync_batch(settings, client, conn)
    log.info("batch done: %d created, %d failed", created, failed)


if __name__ == "__main__":
    main()
