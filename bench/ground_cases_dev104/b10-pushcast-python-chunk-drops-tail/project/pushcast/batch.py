"""Splitting work into fixed-size batches."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")


def chunked(items: Sequence[T], size: int) -> list[Sequence[T]]:
    """`items` cut into consecutive batches of `size`."""
    if size < 1:
        raise ValueError("size must be at least 1")
    full = len(items) // size
    return [items[i * size:(i + 1) * size] for i in range(full)]


def non_empty(items: Iterable[str]) -> list[str]:
    """The items that are not empty strings (blank lines in a token file)."""
    return [item for item in items if item]


def batch_count(total: int, size: int) -> int:
    """How many requests sending `total` items in batches of `size` takes."""
    if size < 1:
        raise ValueError("size must be at least 1")
    return -(-total // size)


def describe_batches(total: int, size: int) -> str:
    return f"{total} items in {batch_count(total, size)} batch(es) of up to {size}"
