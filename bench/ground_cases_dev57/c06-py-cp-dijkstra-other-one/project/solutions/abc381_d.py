# ABC381 D - 1122 Substring (two pointers)
import sys


def solve(n, a):
    best = 0
    i = 0
    for start in (0, 1):
        seen = set()
        left = start
        i = start
        while i + 1 < n:
            if a[i] != a[i + 1]:
                seen.clear()
                left = i + 2
                i += 2
                continue
            while a[i] in seen:
                seen.discard(a[left])
                left += 2
            seen.add(a[i])
            best = max(best, i + 2 - left)
            i += 2
    return best


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    print(solve(n, a))


if __name__ == "__main__":
    main()
