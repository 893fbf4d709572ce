import json
import logging

import boto3

from app import settings
from app.pdf import render_invoice

class JsonFormatter(logging.Formatter):
    def format(self, record):
        doc = {"level": record.levelname, "msg": record.getMessage(), "logger": record.name}
        doc.update(getattr(record, "fields", {}))
        return json.dumps(doc, ensure_ascii=False)


log = logging.getLogger()
log.setLevel(logging.INFO)
for h in log.handlers:
    h.setFormatter(JsonFormatter())

_clients = {}


def client(name):
    if name not in _clients:
        _clients[name] = boto3.client(name)
    return _clients[name]


def _plain(item):
    """A low-level DynamoDB item as plain Python values."""
    if item is None:
        return None
    from boto3.dynamodb.types import TypeDeserializer
    des = TypeDeserializer()
    return {k: des.deserialize(v) for k, v in item.items()}


def lambda_handler(event, context):
    order_no = (event.get("pathParameters") or {}).get("order_no")
    if not order_no:
        return {"statusCode": 400, "body": json.dumps({"error": "order_no required"})}
    resp = client("dynamodb").get_item(TableName=settings.ORDERS_TABLE, Key={"order_no": {"S": order_no}})
    item = _plain(resp.get("Item"))
    if item is None:
        return {"statusCode": 404, "body": json.dumps({"error": "order not found"})}
    key = f"invoices/{order_no}.pdf"
    s3 = client("s3")
    s3.put_object(Bucket=settings.BUCKET, Key=key, Body=render_invoice(item), ContentType="application/pdf")
    url = s3.generate_presigned_url("get_object", Params={"Bucket": settings.BUCKET, "Key": key},
                                    ExpiresIn=settings.URL_TTL_SECONDS)
    log.info("invoice rendered", extra={"fields": {"order_no": order_no, "s3_key": key}})
    return {"statusCode": 200, "body": json.dumps({"url": url})}
