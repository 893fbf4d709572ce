# ABC380 F - grid BFS with teleporters (AC)
import sys
from collections import deque

INF = 10**18


def main():
    data = sys.stdin.buffer.read().split()
    h, w = int(data[0]), int(data[1])
    grid = [row.decode() for row in data[2:2 + h]]
    dist = [[INF] * w for _ in range(h)]
    ports = {}
    for r in range(h):
        for c in range(w):
            ch = grid[r][c]
            if ch.islower():
                ports.setdefault(ch, []).append((r, c))
    dist[0][0] = 0
    q = deque([(0, 0)])
    used = set()
    while q:
        r, c = q.popleft()
        d = dist[r][c]
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < h and 0 <= nc < w and grid[nr][nc] != "#" and dist[nr][nc] == INF:
                dist[nr][nc] = d + 1
                q.append((nr, nc))
        ch = grid[r][c]
        if ch.islower() and ch not in used:
            used.add(ch)
            for pr, pc in ports[ch]:
                if dist[pr][pc] == INF:
                    dist[pr][pc] = d + 1
                    q.append((pr, pc))
    ans = dist[h - 1][w - 1]
    print(ans if ans < INF else -1)


if __name__ == "__main__":
    main()
