"""Timing for the report: n inserts then n/2 deletes, sorted and shuffled input."""
import random
import time

from avl import AVLTree


def run(n: int, shuffled: bool) -> float:
    keys = list(range(n))
    if shuffled:
        random.Random(1).shuffle(keys)
    t = AVLTree()
    start = time.perf_counter()
    for k in keys:
        t.insert(k)
    for k in keys[: n // 2]:
        t.delete(k)
    return time.perf_counter() - start


if __name__ == "__main__":
    for n in (1_000, 10_000, 100_000):
        for shuffled in (False, True):
            print(f"n={n:>7} shuffled={shuffled!s:5} {run(n, shuffled):.3f}s")
