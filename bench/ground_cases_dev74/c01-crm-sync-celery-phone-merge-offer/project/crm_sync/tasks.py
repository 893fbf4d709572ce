from __future__ import annotations

import logging

from celery import Celery

from crm_sync.client import CrmClient
from crm_sync.dedupe import find_duplicate, merge_contacts
from crm_sync.models import Contact
from crm_sync.store import ContactStore

app = Celery("crm_sync")
app.config_from_object("celeryconfig")
log = logging.getLogger(__name__)


@app.task(bind=True, max_retries=2, default_retry_delay=600)
def sync_contacts(self) -> dict:
    client = CrmClient()
    store = ContactStore()
    by_email, by_phone = store.load_indexes()
    created = updated = 0
    for raw in client.contacts():
        incoming = Contact.from_crm(raw)
        existing = find_duplicate(incoming, by_email, by_phone)
        if existing is None:
            store.insert(incoming)
            created += 1
        else:
            store.update(merge_contacts(existing, incoming))
            updated += 1
    store.commit()
    log.info("crm contacts synced: created=%d updated=%d", created, updated)
    return {"created": created, "updated": updated}


@app.task(bind=True, max_retries=2, default_retry_delay=600)
def sync_companies(self) -> dict:
    client = CrmClient()
    count = sum(1 for _ in client.companies())
    log.info("crm companies seen: %d", count)
    return {"seen": count}
