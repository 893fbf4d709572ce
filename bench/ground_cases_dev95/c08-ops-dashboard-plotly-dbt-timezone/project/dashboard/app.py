"""Build the static dashboard: python -m dashboard.app --out site/"""
from __future__ import annotations

import argparse
from datetime import datetime
from pathlib import Path

from dashboard import charts, metrics, queries

TEMPLATE = """<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><title>Ops dashboard</title></head>
<body style="font-family: sans-serif; max-width: 1100px; margin: auto">
<h1>Ops dashboard</h1><p>更新于 {updated}</p>
{body}
</body></html>
"""


def build(out_dir: Path) -> Path:
    wide = queries.daily_active()
    dau = metrics.total_dau(wide)
    figures = [
        charts.wow_card(metrics.week_over_week(dau)),
        charts.dau_chart(wide, metrics.moving_average(dau, 7)),
        charts.retention_heatmap(metrics.retention_matrix(queries.retention())),
    ]
    body = "\n".join(
        fig.to_html(full_html=False, include_plotlyjs="cdn" if i == 0 else False)
        for i, fig in enumerate(figures)
    )
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "index.html"
    path.write_text(TEMPLATE.format(body=body, updated=datetime.now().strftime("%Y-%m-%d %H:%M")))
    return path


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, default=Path("site"))
    args = ap.parse_args(argv)
    print(build(args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
