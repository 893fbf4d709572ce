"""Load graphs from the lab's edge-list format: one "u v w" per line, # for comments."""
from graph import Graph


def load_edges(path):
    g = Graph()
    with open(path) as fh:
        for lineno, raw in enumerate(fh, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) == 2:
                u, v = parts
                w = 1
            elif len(parts) == 3:
                u, v, w = parts
                w = int(w)
            else:
                raise ValueError(f"{path}:{lineno}: expected 'u v [w]', got {raw!r}")
            g.add_edge(u, v, w)
    return g


def summary(g):
    n = len(g.vertices())
    m = sum(len(g.adj[v]) for v in g.vertices()) // 2
    return f"{n} vertices, {m} edges"


if __name__ == "__main__":
    import sys

    print(summary(load_edges(sys.argv[1])))
