import json
import logging
from urllib import request

from django.conf import settings

log = logging.getLogger(__name__)


class PushClient:
    def __init__(self, endpoint):
        self.endpoint = endpoint

    def send(self, customer_id, text):
        payload = json.dumps({"customer_id": customer_id, "text": text}).encode("utf-8")
        req = request.Request(self.endpoint, data=payload, headers={"Content-Type": "application/json"})
        try:
            with request.urlopen(req, timeout=5) as resp:
                return resp.status == 200
        except OSError:
            log.warning("push to %s failed", customer_id, exc_info=True)
            return False


push_client = PushClient(settings.PUSH_ENDPOINT)
