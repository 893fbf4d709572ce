"""HW6: an AVL tree map (keys must be comparable)."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any


@dataclass
class Node:
    key: Any
    value: Any
    left: Node | None = None
    right: Node | None = None
    height: int = 1


def _h(node: Node | None) -> int:
    return node.height if node else 0


class AVLTree:
    def __init__(self) -> None:
        self.root: Node | None = None
        self._size = 0

    def __len__(self) -> int:
        return self._size

    def __contains__(self, key: Any) -> bool:
        return self._find(key) is not None

    def get(self, key: Any, default: Any = None) -> Any:
        node = self._find(key)
        return node.value if node else default

    def height(self) -> int:
        return _h(self.root)

    def keys(self) -> Iterator[Any]:
        def walk(n: Node | None) -> Iterator[Any]:
            if n:
                yield from walk(n.left)
                yield n.key
                yield from walk(n.right)
        return walk(self.root)

    def _find(self, key: Any) -> Node | None:
        n = self.root
        while n and n.key != key:
            n = n.left if key < n.key else n.right
        return n

    # ---- rebalancing -------------------------------------------------
    def _update(self, n: Node) -> None:
        n.height = 1 + max(_h(n.left), _h(n.right))

    def _rotate_left(self, x: Node) -> Node:
        y = x.right
        x.right = y.left
        y.left = x
        self._update(x)
        self._update(y)
        return y

    def _rotate_right(self, y: Node) -> Node:
        x = y.left
        y.left = x.right
        x.right = y
        self._update(y)
        self._update(x)
        return x

    def _rebalance(self, n: Node) -> Node:
        self._update(n)
        balance = _h(n.left) - _h(n.right)
        if balance > 1:
            if _h(n.left.left) < _h(n.left.right):
                n.left = self._rotate_left(n.left)
            return self._rotate_right(n)
        if balance < -1:
            if _h(n.right.right) < _h(n.right.left):
                n.right = self._rotate_right(n.right)
            return self._rotate_left(n)
        return n

    # ---- insert / delete ---------------------------------------------
    def insert(self, key: Any, value: Any = None) -> None:
        self.root = self._insert(self.root, key, value)

    def _insert(self, n: Node | None, key: Any, value: Any) -> Node:
        if n is None:
            self._size += 1
            return Node(key, value)
        if key == n.key:
            n.value = value
            return n
        if key < n.key:
            n.left = self._insert(n.left, key, value)
        else:
            n.right = self._insert(n.right, key, value)
        return self._rebalance(n)

    def delete(self, key: Any) -> None:
        self.root = self._delete(self.root, key)

    def _delete(self, n: Node | None, key: Any) -> Node | None:
        if n is None:
            raise KeyError(key)
        if key < n.key:
            n.left = self._delete(n.left, key)
        elif key > n.key:
            n.right = self._delete(n.right, key)
        else:
            self._size -= 1
            if n.left is None:
                return n.right
            if n.right is None:
                return n.left
            succ = n.right
            while succ.left:
                succ = succ.left
            n.key, n.value = succ.key, succ.value
            n.right = self._delete(n.right, succ.key)
        return self._rebalance(n)
