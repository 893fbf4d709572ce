"""CS 261 Lab 7: weighted undirected graphs, BFS and Dijkstra."""
import math
import heapq
from collections import deque


class Graph:
    def __init__(self):
        self.adj = {}

    def add_vertex(self, v):
        self.adj.setdefault(v, {})

    def add_edge(self, u, v, w=1):
        self.add_vertex(u)
        self.add_vertex(v)
        self.adj[u][v] = w
        self.adj[v][u] = w

    def neighbors(self, v):
        return self.adj[v].keys()

    def vertices(self):
        return list(self.adj)


def bfs_levels(g, start):
    level = {start: 0}
    visited = set()
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node in visited:
            continue
        visited.add(node)
        for nb in g.neighbors(node):
            if nb not in visited:
                level[nb] = min(level.get(nb, level[node] + 1), level[node] + 1)
                queue.append(nb)
    return level


def dijkstra(g, source):
    dist = {source: 0}
    done = set()
    frontier = [(0, source)]
    while frontier:
        d, u = heapq.heappop(frontier)
        if u in done:
            continue
        done.add(u)
        for v, w in g.adj[u].items():
            nd = d + w
            if v not in dist or nd < dist[v]:
                dist[v] = nd
                heapq.heappush(frontier, (nd, v))
    return dist


def shortest_distance(g, source, target):
    return dijkstra(g, source).get(target, math.inf)
