from worker import http
from worker.merchant_cache import MerchantCache


async def deliver_status(cache: MerchantCache, job: dict) -> None:
    merchant = await cache.get(job["merchant_id"])
    url = job.get("url_override") or merchant["webhook_url"]
    status = await http.post_webhook(url, merchant["webhook_secret"], job["payload"])
    if status >= 500:
        raise RuntimeError(f"webhook {url} answered {status}")
