"""Clustered random contact networks (adjacency lists)."""
from __future__ import annotations

import numpy as np


def build_contacts(n: int, mean_degree: float, p_triangle: float,
                   rng: np.random.Generator) -> list[np.ndarray]:
    """Erdos-Renyi-like stubs plus triangle closure, returned as neighbour arrays.

    Each node draws a Poisson number of partners; with probability `p_triangle` a new
    edge closes a triangle with a neighbour's neighbour instead of a random node.
    """
    nbrs: list[set[int]] = [set() for _ in range(n)]
    degrees = rng.poisson(mean_degree / 2, size=n)
    for i in range(n):
        for _ in range(degrees[i]):
            if nbrs[i] and rng.random() < p_triangle:
                j0 = rng.choice(list(nbrs[i]))
                cand = list(nbrs[j0] - nbrs[i] - {i})
                j = int(rng.choice(cand)) if cand else int(rng.integers(n))
            else:
                j = int(rng.integers(n))
            if j != i:
                nbrs[i].add(j)
                nbrs[j].add(i)
    return [np.fromiter(s, dtype=np.int64) for s in nbrs]


def mean_degree_of(nbrs: list[np.ndarray]) -> float:
    return float(np.mean([len(a) for a in nbrs]))
