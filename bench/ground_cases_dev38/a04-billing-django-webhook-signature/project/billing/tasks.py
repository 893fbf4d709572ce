"""Celery tasks for billing events."""
from __future__ import annotations

import logging

from celery import shared_task
from django.utils import timezone

from billing.models import WebhookDelivery, WebhookEndpoint
from billing.webhooks import deliver

logger = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=3, default_retry_delay=5)
def deliver_webhook(self, endpoint_id: int, payload: dict) -> None:
    endpoint = WebhookEndpoint.objects.get(pk=endpoint_id)
    if not endpoint.active:
        logger.info("endpoint %s inactive, dropping %s", endpoint_id, payload["type"])
        return
    result = deliver(endpoint.url, payload, endpoint.secret)
    WebhookDelivery.objects.create(
        endpoint=endpoint,
        event_type=payload["type"],
        status_code=result.status_code,
        ok=result.ok,
        duration_ms=result.duration_ms,
        error=result.error or "",
        attempted_at=timezone.now(),
    )
    if not result.ok:
        raise self.retry(countdown=5)


@shared_task
def fan_out(event_type: str, data: dict) -> int:
    payload = {"type": event_type, "data": data, "created": timezone.now().isoformat()}
    count = 0
    for endpoint in WebhookEndpoint.objects.filter(active=True, events__contains=[event_type]):
        deliver_webhook.delay(endpoint.pk, payload)
        count += 1
    return count
