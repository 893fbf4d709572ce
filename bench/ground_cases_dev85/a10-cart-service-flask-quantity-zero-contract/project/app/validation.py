"""Checks request bodies against the CartItemInput schema in openapi.yaml."""
from __future__ import annotations

import re

SKU_RE = re.compile(r"^[A-Z0-9-]{3,32}$")
MAX_QUANTITY = 99
MAX_NOTE = 200


class ValidationFailed(Exception):
    def __init__(self, fields: dict[str, str]):
        super().__init__("request body is invalid")
        self.fields = fields


def validate_cart_item(payload) -> dict:
    """The cleaned item, or ValidationFailed listing each bad field."""
    if not isinstance(payload, dict):
        raise ValidationFailed({"body": "must be a JSON object"})
    problems: dict[str, str] = {}

    sku = payload.get("sku")
    if not isinstance(sku, str) or not SKU_RE.match(sku):
        problems["sku"] = "must be 3-32 characters of A-Z, 0-9 and -"

    quantity = payload.get("quantity")
    if not isinstance(quantity, int) or isinstance(quantity, bool):
        problems["quantity"] = "must be an integer"
    elif quantity < 0 or quantity > MAX_QUANTITY:
        problems["quantity"] = f"must be between 1 and {MAX_QUANTITY}"

    note = payload.get("note")
    if note is not None and (not isinstance(note, str) or len(note) > MAX_NOTE):
        problems["note"] = f"must be a string of at most {MAX_NOTE} characters"

    if problems:
        raise ValidationFailed(problems)
    return {"sku": sku, "quantity": quantity, "note": note}
