"""Print uniquely-mapped % and input reads from every STAR Log.final.out, worst first."""
from __future__ import annotations

import sys
from pathlib import Path


def parse(path: Path) -> dict[str, str]:
    out = {}
    for line in path.read_text().splitlines():
        if "|" in line:
            key, value = line.split("|", 1)
            out[key.strip()] = value.strip()
    return out


def main(root: str = "results/star") -> int:
    rows = []
    for log in sorted(Path(root).glob("*/Log.final.out")):
        info = parse(log)
        uniq = float(info.get("Uniquely mapped reads %", "0%").rstrip("%"))
        reads = int(info.get("Number of input reads", "0"))
        rows.append((uniq, reads, log.parent.name))
    if not rows:
        print("no STAR logs found", file=sys.stderr)
        return 1
    for uniq, reads, sample in sorted(rows):
        flag = "  <-- low" if uniq < 70 else ""
        print(f"{sample}\t{reads:>12,}\t{uniq:5.1f}%{flag}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
