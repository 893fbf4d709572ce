import httpx
from langchain_core.tools import StructuredTool

from bot.schemas import CreateTicketArgs, LookupRefundArgs, SearchOrdersArgs
from bot.settings import settings

_http = httpx.Client(base_url=settings.orders_api, timeout=10)


def search_orders(order_id=None, phone=None, limit=5) -> list[dict]:
    params = {"limit": limit}
    if order_id:
        params["id"] = order_id
    if phone:
        params["phone"] = phone
    r = _http.get("/orders", params=params)
    r.raise_for_status()
    return r.json()["items"]


def lookup_refund(order_id) -> dict:
    r = _http.get(f"/orders/{order_id}/refund")
    if r.status_code == 404:
        return {"status": "none"}
    r.raise_for_status()
    return r.json()


def create_ticket(summary: str, priority: str = "normal") -> dict:
    r = _http.post("/tickets", json={"summary": summary, "priority": priority})
    r.raise_for_status()
    return {"ticket_id": r.json()["id"]}


TOOLS = [
    StructuredTool.from_function(search_orders, name="search_orders", args_schema=SearchOrdersArgs),
    StructuredTool.from_function(lookup_refund, name="lookup_refund", args_schema=LookupRefundArgs),
    StructuredTool.from_function(create_ticket, name="create_ticket", args_schema=CreateTicketArgs),
]
TOOLS_BY_NAME = {t.name: t for t in TOOLS}
