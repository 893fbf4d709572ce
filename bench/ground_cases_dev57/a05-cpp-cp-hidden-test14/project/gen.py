"""Random small tests for stress.sh: python3 gen.py SEED"""
import random
import sys

seed = int(sys.argv[1])
rng = random.Random(seed)
n = rng.randint(1, 8)
big = rng.random() < 0.3
hi = 10**9 if big else 10
a = [rng.randint(1, hi) for _ in range(n)]
total = sum(a)
mode = rng.random()
if mode < 0.2:
    k = total + 1
elif mode < 0.4:
    k = total
else:
    k = rng.randint(1, total)


# n, k and a are fixed above; only the printing is below
def write(n, k, a):
    """Print one test in the problem's input format."""
    print(n, k)
    print(*a)


if len(sys.argv) > 2 and sys.argv[2] == "--show":
    print(f"# seed={seed} big={big} mode={mode:.2f}", file=sys.stderr)
write(n, k, a)
