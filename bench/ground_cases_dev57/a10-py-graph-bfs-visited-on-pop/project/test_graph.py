import math

from graph import Graph, bfs_levels, dijkstra, shortest_distance


def sample():
    g = Graph()
    for u, v, w in [("a", "b", 4), ("a", "c", 1), ("c", "b", 2), ("b", "d", 5), ("c", "d", 8)]:
        g.add_edge(u, v, w)
    return g


def test_bfs_levels():
    levels = bfs_levels(sample(), "a")
    assert levels == {"a": 0, "b": 1, "c": 1, "d": 2}


def test_dijkstra_sample():
    dist = dijkstra(sample(), "a")
    assert dist == {"a": 0, "c": 1, "b": 3, "d": 8}


def test_shortest_distance():
    assert shortest_distance(sample(), "a", "d") == 8


def test_dijkstra_unreachable():
    g = sample()
    g.add_vertex("z")
    assert shortest_distance(g, "a", "z") == math.inf


def test_single_vertex():
    g = Graph()
    g.add_vertex("x")
    assert bfs_levels(g, "x") == {"x": 0}
    assert dijkstra(g, "x") == {"x": 0}
