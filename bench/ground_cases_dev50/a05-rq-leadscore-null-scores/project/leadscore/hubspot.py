"""Import new HubSpot contacts as leads (nightly, 01:00 UTC, before scoring)."""
from __future__ import annotations

import httpx
from sqlalchemy import text

from leadscore.config import HUBSPOT_TOKEN
from leadscore.db import engine

API = "https://api.hubapi.com/crm/v3/objects/contacts"
PROPS = ["company", "numberofemployees", "industry", "country", "createdate"]


def fetch_contacts(after: str | None = None) -> tuple[list[dict], str | None]:
    params = {"limit": 100, "properties": ",".join(PROPS)}
    if after:
        params["after"] = after
    r = httpx.get(API, params=params, headers={"Authorization": f"Bearer {HUBSPOT_TOKEN}"}, timeout=30)
    r.raise_for_status()
    body = r.json()
    return body["results"], body.get("paging", {}).get("next", {}).get("after")


def import_contacts() -> int:
    n, after = 0, None
    with engine.begin() as conn:
        while True:
            contacts, after = fetch_contacts(after)
            for c in contacts:
                p = c["properties"]
                conn.execute(text(
                    "INSERT INTO leads (external_id, source, company_size, industry, country, created_at, status) "
                    "VALUES (:id, 'hubspot', :size, :industry, :country, :created, 'open') "
                    "ON CONFLICT (external_id) DO NOTHING"),
                    {"id": c["id"], "size": p.get("numberofemployees"), "industry": (p.get("industry") or "").lower(),
                     "country": p.get("country"), "created": p.get("createdate")})
                n += 1
            if not after:
                return n
