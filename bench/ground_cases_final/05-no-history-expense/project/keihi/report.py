from __future__ import annotations


def render_table(totals: dict[str, int]) -> str:
    if not totals:
        return "(データなし)"
    width = max(len(k) for k in totals)
    lines = [f"{k.ljust(width)}  {v:>12,} 円" for k, v in totals.items()]
    lines.append(f"{'合計'.ljust(width)}  {sum(totals.values()):>12,} 円")
    return "\n".join(lines)
