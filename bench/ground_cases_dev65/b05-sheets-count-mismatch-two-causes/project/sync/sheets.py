"""Reads the agency's order sheet through the Google Sheets API (service account)."""
from __future__ import annotations

import logging

import pandas as pd
from google.oauth2 import service_account
from googleapiclient.discovery import build

log = logging.getLogger(__name__)

SCOPES = ["https://www.googleapis.com/auth/spreadsheets.readonly"]
COLUMNS = ["order_id", "order_date", "store", "sku", "qty", "unit_price", "agent", "memo"]


def _service(key_file: str):
    creds = service_account.Credentials.from_service_account_file(key_file, scopes=SCOPES)
    return build("sheets", "v4", credentials=creds, cache_discovery=False)


def fetch_orders(key_file: str, spreadsheet_id: str, tab: str) -> pd.DataFrame:
    """The order rows of one tab as strings, header row skipped."""
    svc = _service(key_file)
    resp = (
        svc.spreadsheets()
        .values()
        .get(spreadsheetId=spreadsheet_id, range=f"{tab}!A2:H2000", valueRenderOption="FORMATTED_VALUE")
        .execute(num_retries=5)  # retries 429 and 5xx with exponential backoff
    )
    rows = resp.get("values", [])
    # the API drops trailing empty cells, so short rows are padded
    rows = [r + [""] * (len(COLUMNS) - len(r)) for r in rows]
    log.info("fetched %d rows from %s", len(rows), tab)
    return pd.DataFrame(rows, columns=COLUMNS)


def fetch_stores(key_file: str, spreadsheet_id: str) -> dict[str, str]:
    svc = _service(key_file)
    resp = svc.spreadsheets().values().get(spreadsheetId=spreadsheet_id, range="店舗!A2:B200").execute(num_retries=5)
    return {code: name for code, name, *_ in resp.get("values", []) if code}
