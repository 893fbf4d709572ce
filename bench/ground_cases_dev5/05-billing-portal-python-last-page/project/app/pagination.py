"""Offset pagination for list endpoints."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Generic, Sequence, TypeVar

T = TypeVar("T")

MAX_PER_PAGE = 100


@dataclass(frozen=True)
class Page(Generic[T]):
    items: list[T]
    page: int
    per_page: int
    total: int

    @property
    def pages(self) -> int:
        return max(1, math.ceil(self.total / self.per_page))

    @property
    def has_next(self) -> bool:
        return self.page < self.pages


def clamp_per_page(value: int | None, default: int = 20) -> int:
    if not value or value < 1:
        return default
    return min(value, MAX_PER_PAGE)


def paginate(items: Sequence[T], page: int, per_page: int) -> Page[T]:
    total = len(items)
    page = max(1, page)
    start = (page - 1) * per_page
    end = min(start + per_page, total - 1)
    return Page(items=list(items[start:end]), page=page, per_page=per_page, total=total)
