import random

import networkx as nx
import pytest

from grader.run_student import call


def random_graph(n, m, seed):
    rng = random.Random(seed)
    edges = set()
    while len(edges) < m:
        u, v = rng.sample(range(n), 2)
        edges.add((u, v, rng.randint(1, 100)))
    return n, sorted(edges)


def reference(n, edges, src):
    g = nx.DiGraph()
    g.add_nodes_from(range(n))
    g.add_weighted_edges_from(edges)
    dist = nx.single_source_dijkstra_path_length(g, src)
    return [dist.get(v, -1) for v in range(n)]


@pytest.fixture(scope="module")
def large():
    n, edges = random_graph(20000, 120000, seed=4)
    return n, edges, reference(n, edges, 0)


@pytest.mark.timeout(60)
def test_small_graph():
    edges = [(0, 1, 4), (0, 2, 1), (2, 1, 2), (1, 3, 1)]
    assert call("shortest_paths", 4, edges, 0) == [0, 3, 1, 4]


@pytest.mark.timeout(60)
def test_disconnected():
    assert call("shortest_paths", 3, [(0, 1, 5)], 0) == [0, 5, -1]


@pytest.mark.timeout(60)
def test_negative_weight_rejected():
    with pytest.raises(RuntimeError):
        call("shortest_paths", 2, [(0, 1, -3)], 0)


@pytest.mark.timeout(60)
def test_shortest_path_medium():
    n, edges = random_graph(500, 3000, seed=2)
    assert call("shortest_paths", n, edges, 0) == reference(n, edges, 0)


@pytest.mark.timeout(120)
def test_shortest_path_large(large):
    n, edges, expected = large
    assert call("shortest_paths", n, edges, 0) == expected


@pytest.mark.timeout(120)
def test_all_pairs(large):
    n, edges, _ = large
    some = call("all_pairs_sample", n, edges, [0, 7, 99])
    assert some == [reference(n, edges, s) for s in [0, 7, 99]]


@pytest.mark.timeout(60)
def test_cycle_detection():
    assert call("has_cycle", 3, [(0, 1, 1), (1, 2, 1), (2, 0, 1)]) is True
