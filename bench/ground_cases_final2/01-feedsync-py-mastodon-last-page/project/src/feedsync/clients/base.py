import httpx


class BaseClient:
    timeout = 15.0

    def __init__(self, base_url, token=None):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.http = httpx.Client(base_url=base_url, headers=headers, timeout=self.timeout)

    def _get(self, path, **params):
        resp = self.http.get(path, params=params)
        resp.raise_for_status()
        return resp.json()
