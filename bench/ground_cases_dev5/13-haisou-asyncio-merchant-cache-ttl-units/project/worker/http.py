import hashlib
import hmac
import json

import aiohttp

_session: aiohttp.ClientSession | None = None


def session() -> aiohttp.ClientSession:
    global _session
    if _session is None:
        _session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))
    return _session


async def post_webhook(url: str, secret: str, payload: dict) -> int:
    body = json.dumps(payload, separators=(",", ":")).encode()
    sig = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    async with session().post(url, data=body, headers={"X-Haisou-Signature": sig}) as resp:
        return resp.status


async def fetch_carrier_token() -> str:
    async with session().post("https://carrier.example/oauth/token", data={"grant_type": "client_credentials"}) as resp:
        return (await resp.json())["access_token"]
