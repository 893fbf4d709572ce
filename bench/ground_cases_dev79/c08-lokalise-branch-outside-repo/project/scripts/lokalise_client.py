"""Thin wrapper over the Lokalise REST API v2 (only what the sync scripts need)."""
import os

import requests

API = "https://api.lokalise.com/api2"


class LokaliseClient:
    def __init__(self, project_id, token=None, session=None):
        self.project_id = project_id
        self.token = token or os.environ["LOKALISE_TOKEN"]
        self.http = session or requests.Session()
        self.http.headers.update({"X-Api-Token": self.token, "Accept": "application/json"})

    def _get(self, path, **params):
        resp = self.http.get(f"{API}/projects/{self.project_id}{path}", params=params, timeout=30)
        resp.raise_for_status()
        return resp

    def keys(self, page=1, limit=500):
        """One page of keys with their translations."""
        resp = self._get("/keys", include_translations=1, page=page, limit=limit)
        return resp.json()["keys"], int(resp.headers.get("X-Pagination-Page-Count", "1"))

    def upload(self, filename, lang_iso, data_b64):
        resp = self.http.post(
            f"{API}/projects/{self.project_id}/files/upload",
            json={"filename": filename, "lang_iso": lang_iso, "data": data_b64, "replace_modified": False},
            timeout=60,
        )
        resp.raise_for_status()
        return resp.json()["process"]["process_id"]
