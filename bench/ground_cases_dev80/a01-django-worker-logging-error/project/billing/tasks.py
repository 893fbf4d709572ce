import logging

from celery import shared_task

from billing.models import Account
from billing.sync import pull_invoices

logger = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=3, default_retry_delay=30)
def sync_invoices(self, account_id: int) -> int:
    account = Account.objects.get(pk=account_id)
    try:
        count = pull_invoices(account)
    except ConnectionError as exc:
        logger.warning("provider unreachable for %s, retrying", account_id)
        raise self.retry(exc=exc)
    logger.info("synced %d invoices for %s", count, account_id)
    return count


@shared_task
def sync_all() -> None:
    for account_id in Account.objects.filter(active=True).values_list("pk", flat=True):
        sync_invoices.delay(account_id)
