# ABC381 E-like practice: single-source shortest paths, print dist to every vertex (or -1)
import heapq
import sys

INF = 10**9


def dijkstra(n, adj, src):
    dist = [INF] * (n + 1)
    dist[src] = 0
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue
        for v, w in adj[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dist


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    pos = 2
    for _ in range(m):
        u, v, w = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = dijkstra(n, adj, 1)
    out = []
    for v in range(2, n + 1):
        out.append(str(dist[v]) if dist[v] < INF else "-1")
    print("\n".join(out))


if __name__ == "__main__":
    main()
