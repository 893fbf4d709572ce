import asyncio

from app import db
from app.loaders import make_loaders
from app.schema import schema

QUERY = """
{ orders(first: 10) { nodes { id buyerName customer { name } } hasNextPage } }
"""


def test_orders_list(conn):
    result = asyncio.run(schema.execute(QUERY, context_value=make_loaders()))
    assert result.errors is None
    nodes = result.data["orders"]["nodes"]
    assert [n["id"] for n in nodes] == ["103", "102", "101"]
    assert result.data["orders"]["hasNextPage"] is False


def test_order_without_coupon(conn):
    result = schema.execute_sync("{ orders(first: 10) { nodes { id coupon { code } } } }")
    assert result.errors is None
    assert [n["coupon"] for n in result.data["orders"]["nodes"]] == [None, None, {"code": "NEW10"}]


def test_customers_are_batched(conn):
    result = asyncio.run(schema.execute(QUERY, context_value=make_loaders()))
    assert result.errors is None
    assert [n["customer"]["name"] for n in result.data["orders"]["nodes"]] == ["张三", "李四", "王五"]
    assert db.query_count == 2  # one page of orders + one batch of customers
