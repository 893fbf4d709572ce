from __future__ import annotations


class PaykitError(Exception):
    """Base class for everything the SDK raises."""


class APIConnectionError(PaykitError):
    """The request did not reach the API or no answer came back."""


class APIError(PaykitError):
    def __init__(self, status: int, code: str, message: str, request_id: str | None = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id


class CardError(APIError):
    """The card was declined (402)."""


class RateLimitError(APIError):
    """Too many requests (429) after all retries."""


def error_from_response(status: int, body: dict, request_id: str | None) -> APIError:
    err = body.get("error") or {}
    code, message = err.get("code", "unknown"), err.get("message", "")
    if status == 402:
        return CardError(status, code, message, request_id)
    if status == 429:
        return RateLimitError(status, code, message, request_id)
    return APIError(status, code, message, request_id)
