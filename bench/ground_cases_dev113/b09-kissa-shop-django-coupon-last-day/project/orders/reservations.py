"""Hold stock for a cart while the customer pays."""
import logging
from dataclasses import dataclass
from datetime import timedelta

from django.core.cache import cache
from django.utils import timezone

log = logging.getLogger(__name__)

RESERVATION_TTL = 10 * 60  # seconds (10 minutes)


class ReservationError(Exception):
    code = "E305"


@dataclass
class Reservation:
    key: str
    sku: str
    quantity: int
    expires_at: object = None  # aware datetime


def _key(cart_id: int, sku: str) -> str:
    return f"resv:{cart_id}:{sku}"


def reserve(cart_id: int, sku: str, quantity: int) -> Reservation:
    key = _key(cart_id, sku)
    if not cache.add(key, quantity, timeout=RESERVATION_TTL):
        cache.touch(key, RESERVATION_TTL)
    expires_at = timezone.now() + timedelta(seconds=RESERVATION_TTL)
    return Reservation(key=key, sku=sku, quantity=quantity, expires_at=expires_at)


def confirm(reservation: Reservation) -> None:
    held = cache.get(reservation.key)
    if held is None:
        log.error("orders.checkout code=E305 key=%s reason=reservation_timeout", reservation.key)
        raise ReservationError("reservation expired")
    cache.delete(reservation.key)
