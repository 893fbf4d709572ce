import httpx

from crm_sync.models import Contact

BASE = "https://crm.internal.example.cn/api/v2"


def push_contact(client: httpx.Client, contact: Contact) -> None:
    resp = client.put(f"{BASE}/contacts/{contact.id}", json=contact.model_dump(mode="json", exclude_none=True))
    resp.raise_for_status()


def fetch_contact(client: httpx.Client, contact_id: int) -> Contact:
    resp = client.get(f"{BASE}/contacts/{contact_id}")
    resp.raise_for_status()
    return Contact.model_validate(resp.json())


def push_all(client: httpx.Client, contacts: list[Contact]) -> int:
    pushed = 0
    for contact in contacts:
        push_contact(client, contact)
        pushed += 1
    return pushed


def health(client: httpx.Client) -> bool:
    try:
        return client.get(f"{BASE}/health", timeout=3).status_code == 200
    except httpx.HTTPError:
        return False
