"""Cursor pagination. List endpoints answer ``{"data": [...], "next_cursor": "..."}``."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hoshi.client import Client


@dataclass(frozen=True)
class Page:
    data: list[dict[str, Any]]
    next_cursor: str | None


def fetch_page(client: Client, path: str, *, limit: int, cursor: str | None = None,
               params: dict[str, Any] | None = None) -> Page:
    query = dict(params or {})
    query["limit"] = limit
    if cursor is not None:
        query["cursor"] = cursor
    body = client.request("GET", path, params=query)
    return Page(data=list(body.get("data", [])), next_cursor=body.get("next_cursor"))


def iter_pages(client: Client, path: str, *, page_size: int = 100,
               params: dict[str, Any] | None = None) -> Iterator[dict[str, Any]]:
    """Every item of a list endpoint, fetching pages as they are needed."""
    if not 1 <= page_size <= 1000:
        raise ValueError("page_size must be between 1 and 1000")
    cursor: str | None = None
    while True:
        page = fetch_page(client, path, limit=page_size, cursor=cursor, params=params)
        yield from page.data
        cursor = page.next_cursor
        if not cursor:  # the API sometimes sends "" instead of null on the last page
            break
