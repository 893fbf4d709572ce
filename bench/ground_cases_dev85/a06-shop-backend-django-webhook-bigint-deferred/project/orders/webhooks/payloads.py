"""Bodies of the webhooks we POST to partners. Documented in docs/webhooks.md (v2 payloads)."""
from datetime import timezone

PAYLOAD_VERSION = 2


def _iso(dt):
    return dt.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def build_order_payload(order, event_type):
    return {
        "version": PAYLOAD_VERSION,
        "type": event_type,
        "order": {
            "id": order.pk,
            "external_id": order.external_id,
            "status": order.status,
            "total": str(order.total),
            "currency": order.currency,
            "updated_at": _iso(order.updated_at),
        },
    }


def build_test_payload(partner):
    return {
        "version": PAYLOAD_VERSION,
        "type": "ping",
        "partner": partner.name,
    }
